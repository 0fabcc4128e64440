extension CatalogEntry {
    /// Every screen of the catalog, in the order the list shows them.
    public static let all: [CatalogEntry] = [
        CatalogEntry(title: "StackView", summary: "Axis, distribution, alignment and spacing, live: Auto Layout by playing") {
            StackViewScreen()
        },
        CatalogEntry(title: "Constraints", summary: "A constraint's constant and priority against compression resistance; hugging") {
            ConstraintsScreen()
        },
        CatalogEntry(title: "Label", summary: "numberOfLines, lineBreakMode, alignment and text length") { LabelScreen() },
        CatalogEntry(title: "Button", summary: "Presses counted by its action; title and isEnabled") { ButtonScreen() },
        CatalogEntry(title: "TextField", summary: "Placeholder, secure entry, clear button and border style") {
            TextFieldScreen()
        },
        CatalogEntry(title: "TextView", summary: "Multi-line text that wraps and scrolls, editable or read-only") {
            TextViewScreen()
        },
        CatalogEntry(title: "ScrollView", summary: "Content larger than its frame, scrolled by key and by wheel") {
            ScrollViewScreen()
        },
        CatalogEntry(title: "ImageView", summary: "Character art in each content mode, at three sizes") { ImageViewScreen() },
        CatalogEntry(title: "Button configurations", summary: "UIKit's eight button looks, subtitle, image, selection") {
            ButtonConfigurationScreen()
        },
        CatalogEntry(title: "Switch", summary: "On or off, by Enter, Space or a click; valueChanged") { SwitchScreen() },
        CatalogEntry(title: "Slider", summary: "A value from a range, by arrows, Page keys or the mouse") { SliderScreen() },
        CatalogEntry(title: "Stepper", summary: "A value stepped up and down, wrapping or not") { StepperScreen() },
        CatalogEntry(title: "SegmentedControl", summary: "One segment of several, momentary or not") {
            SegmentedControlScreen()
        },
        CatalogEntry(title: "PageControl", summary: "A dot per page, the current one filled") { PageControlScreen() },
        CatalogEntry(title: "ProgressView", summary: "A bar that fills in eighths of a cell") { ProgressViewScreen() },
        CatalogEntry(title: "ActivityIndicatorView", summary: "A spinner that turns on the application's clock") {
            ActivityIndicatorScreen()
        },
        CatalogEntry(title: "tintColor", summary: "One tint, inherited by every control below the view that sets it") {
            TintScreen()
        },
        CatalogEntry(title: "TableView", summary: "Ten thousand rows, cells reused, sections, selection, updates") {
            TableViewScreen()
        },
        CatalogEntry(title: "Colours and borders", summary: "Semantic colours through the theme; titled borders") {
            ColorsScreen()
        },
        CatalogEntry(title: "NavigationController", summary: "Push and pop pages under the navigation bar") {
            NavigationScreen()
        },
        CatalogEntry(title: "Presentation", summary: "A sheet presented in each modal presentation style") {
            PresentationScreen()
        },
        CatalogEntry(title: "AlertController", summary: "An alert or an action sheet, and the action chosen") {
            AlertScreen()
        },
        CatalogEntry(title: "TabBarController", summary: "Tabs on the bottom row, each keeping its screen") {
            TabBarScreen()
        },
        CatalogEntry(title: "SplitViewController", summary: "Two columns when wide, one when narrow") {
            SplitViewScreen()
        },
        CatalogEntry(title: "KeyCommand", summary: "A command of the screen's own, listed by a discoverability bar") {
            KeyCommandsScreen()
        },
        CatalogEntry(title: "Context menus", summary: "A right click or Shift-F10 menu; Ctrl-P, the command palette") {
            ContextMenuScreen()
        },
    ]
}
