import DemoSupport
import Trellis

/// Context menus and the command palette. A file's button has a context menu, opened by a
/// right click on it or by Shift-F10 while it has the focus: actions, a check-marked one,
/// a submenu and a destructive one; the screen says which was chosen. Ctrl-P, anywhere in
/// the catalog, opens the command palette: every key command reachable from the focus,
/// filtered by typing, Enter to run one (here, the screen's property keys).
public final class ContextMenuScreen: CatalogScreen, ContextMenuInteractionDelegate {
    /// The view the menu belongs to.
    public let fileButton = Button(title: "Report.txt")

    /// What the last chosen menu item was.
    public let resultLabel = Label(text: "Right-click the file, or focus it and press Shift-F10.")

    /// Whether the Pinned item is checked.
    public private(set) var isPinned = false

    /// Whether the Delete item can be chosen.
    public private(set) var allowsDelete = true

    public override init() {
        super.init()
        title = "Context menus"
    }

    public override var preferredFirstResponder: View? { fileButton }

    public override func viewDidLoad() {
        fileButton.addInteraction(ContextMenuInteraction(delegate: self))
        resultLabel.numberOfLines = 0
        let column = StackView(arrangedSubviews: [fileButton, resultLabel])
        column.axis = .vertical
        column.alignment = .leading
        column.spacing = 1
        super.viewDidLoad()
        place(column, fillingWidth: true)
        LayoutConstraint.activate([resultLabel.widthAnchor.constraint(equalTo: column.widthAnchor)])
    }

    /// The file's menu, built when it opens, so it shows the pinned and delete settings
    /// as they are then.
    public func contextMenuInteraction(_ interaction: ContextMenuInteraction,
                                       configurationForMenuAtLocation location: Point) -> ContextMenuConfiguration? {
        ContextMenuConfiguration { [unowned self] _ in
            let chose: @MainActor (Action) -> Void = { [unowned self] action in
                resultLabel.text = "Chosen: \(action.title)."
            }
            return Menu(children: [
                Action(title: "Open", handler: chose),
                Action(title: "Pinned", state: isPinned ? .on : .off) { [unowned self] action in
                    isPinned.toggle()
                    chose(action)
                    refresh()
                },
                Menu(title: "Share", children: [
                    Action(title: "Mail", handler: chose),
                    Action(title: "Messages", handler: chose),
                ]),
                Action(title: "Delete", attributes: allowsDelete ? [.destructive] : [.destructive, .disabled],
                       handler: chose),
            ])
        }
    }


    public override var properties: [CatalogProperty] {
        [
            CatalogProperty(key: "n", name: "Pinned's state", value: { [unowned self] in isPinned ? ".on" : ".off" }) {
                [unowned self] in isPinned.toggle()
            },
            CatalogProperty(key: "d", name: "Delete's attributes", value: { [unowned self] in
                allowsDelete ? "[.destructive]" : "[.destructive, .disabled]"
            }) { [unowned self] in allowsDelete.toggle() },
        ]
    }

    public override var code: String {
        """
        file.addInteraction(ContextMenuInteraction(delegate: self))
        // contextMenuInteraction(_:configurationForMenuAtLocation:):
        ContextMenuConfiguration { _ in Menu(children: [open, pinned, share, delete]) }
        Action(title: "Pinned", state: .\(isPinned ? "on" : "off")) { _ in togglePin() }
        """
    }
}
