import DemoSupport
import Trellis

/// `SplitViewController`: a split inside the stage, a list of mailboxes beside a message,
/// side by side in a terminal 80 columns or wider and one at a time in a narrower one
/// (resize to see it collapse). Its display mode and primary column width change by key;
/// F6 moves the focus between the columns.
public final class SplitViewScreen: CatalogScreen {
    /// The split on the stage.
    public let split = SplitViewController()

    /// The display modes `m` steps through.
    static let modes: [SplitViewController.DisplayMode] = [.automatic, .secondaryOnly, .oneBesideSecondary]

    /// The primary column's share of the width `w` steps through.
    static let fractions = [0.3, 0.5]

    public override init() {
        super.init()
        title = "SplitViewController"
    }

    public override var preferredStageHeight: Double { 8 }

    public override func viewDidLoad() {
        split.setViewController(Self.column("Mailboxes", "Inbox\nDrafts\nSent\nArchive"), for: .primary)
        split.setViewController(Self.column("Message", "From: Ada\nThe split shows this message beside the mailboxes."),
                                for: .secondary)
        split.delegate = self
        addChild(split)
        super.viewDidLoad()
        place(split.view, fillingWidth: true, fillingHeight: true)
        split.didMove(toParent: self)
    }

    /// A column's controller: a title over a few lines of text, with a button to focus.
    private static func column(_ title: String, _ text: String) -> ViewController {
        let controller = ViewController()
        controller.title = title
        let heading = Button(title: title)
        let body = Label(text: text)
        body.numberOfLines = 0
        let stack = StackView(arrangedSubviews: [heading, body])
        stack.axis = .vertical
        stack.alignment = .leading
        stack.translatesAutoresizingMaskIntoConstraints = false
        controller.view.addSubview(stack)
        LayoutConstraint.activate([
            stack.topAnchor.constraint(equalTo: controller.view.topAnchor),
            stack.leadingAnchor.constraint(equalTo: controller.view.leadingAnchor, constant: 1),
            stack.trailingAnchor.constraint(lessThanOrEqualTo: controller.view.trailingAnchor),
            // The text wraps to the column: a label in a leading-aligned stack would
            // otherwise keep the width of its longest line.
            body.widthAnchor.constraint(equalTo: controller.view.widthAnchor, constant: -1),
        ])
        return controller
    }

    public override var properties: [CatalogProperty] {
        [
            CatalogProperty(key: "m", name: "preferredDisplayMode", value: { [unowned self] in
                "\(split.preferredDisplayMode) (collapsed: \(split.isCollapsed))"
            }) { [unowned self] in split.preferredDisplayMode = Self.modes.cycled(after: split.preferredDisplayMode) },
            CatalogProperty(key: "w", name: "preferredPrimaryColumnWidthFraction", value: { [unowned self] in
                "\(split.preferredPrimaryColumnWidthFraction)"
            }) { [unowned self] in
                split.preferredPrimaryColumnWidthFraction = Self.fractions.cycled(
                    after: split.preferredPrimaryColumnWidthFraction)
            },
        ]
    }

    public override var code: String {
        """
        split.setViewController(mailboxes, for: .primary)
        split.setViewController(message, for: .secondary)
        split.preferredDisplayMode = .\(split.preferredDisplayMode)
        split.preferredPrimaryColumnWidthFraction = \(split.preferredPrimaryColumnWidthFraction)
        """
    }
}

/// The split collapses and expands with the window's width, not by a key: the property
/// list says so as it happens.
extension SplitViewScreen: SplitViewControllerDelegate {
    public func splitViewControllerDidCollapse(_ splitViewController: SplitViewController) { refresh() }
    public func splitViewControllerDidExpand(_ splitViewController: SplitViewController) { refresh() }
}
