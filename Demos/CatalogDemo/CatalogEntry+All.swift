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
        CatalogEntry(title: "NavigationController", summary: "Push and pop pages under the navigation bar") {
            NavigationScreen()
        },
        CatalogEntry(title: "Presentation", summary: "A sheet presented in each modal presentation style") {
            PresentationScreen()
        },
    ]
}
