import DemoSupport
import Trellis

/// `AlertController`: an alert or an action sheet presented over the catalog, with a
/// cancel, a default and a destructive action, and optionally a text field; the screen
/// says which action the user chose. The arrows move along the buttons, Enter chooses,
/// Esc cancels.
public final class AlertScreen: CatalogScreen {
    /// The style the next alert is made with.
    public private(set) var style = AlertController.Style.alert

    /// Whether the next alert has a text field.
    public private(set) var hasTextField = false

    /// What the last alert's chosen action was.
    public let resultLabel = Label(text: "No alert shown yet.")

    public override init() {
        super.init()
        title = "AlertController"
    }

    public override func viewDidLoad() {
        resultLabel.numberOfLines = 0
        super.viewDidLoad()
        place(resultLabel, fillingWidth: true)
    }

    /// Presents a new alert in ``style``.
    public func presentAlert() {
        let alert = AlertController(title: "Delete the draft?", message: "The draft cannot be recovered.",
                                    preferredStyle: style)
        let record: @MainActor (AlertAction) -> Void = { [unowned self, unowned alert] action in
            let typed = alert.textFields?.first.map { " with \"\($0.text)\"" } ?? ""
            resultLabel.text = "Chosen: \(action.title ?? "")\(typed)."
        }
        alert.addAction(AlertAction(title: "Cancel", style: .cancel, handler: record))
        alert.addAction(AlertAction(title: "Delete", style: .destructive, handler: record))
        if style == .alert {
            alert.addAction(AlertAction(title: "Save", style: .default, handler: record))
            alert.preferredAction = alert.actions.last
            if hasTextField { alert.addTextField { $0.placeholder = "New name" } }
        }
        present(alert, animated: false)
    }

    public override var properties: [CatalogProperty] {
        [
            CatalogProperty(key: "a", name: "present", value: { "an alert" }) { [unowned self] in presentAlert() },
            CatalogProperty(key: "s", name: "preferredStyle", value: { [unowned self] in "\(style)" }) {
                [unowned self] in style = style == .alert ? .actionSheet : .alert
            },
            CatalogProperty(key: "f", name: "addTextField", value: { [unowned self] in
                hasTextField ? "yes (alerts only)" : "no"
            }) { [unowned self] in hasTextField.toggle() },
        ]
    }

    public override var code: String {
        """
        let alert = AlertController(title: "Delete the draft?",
                                    message: "…", preferredStyle: .\(style))
        alert.addAction(AlertAction(title: "Cancel", style: .cancel))
        alert.addAction(AlertAction(title: "Delete", style: .destructive))
        \(alertOnlyCode)present(alert, animated: false)
        """
    }

    /// The lines only an alert gets (an action sheet takes no preferred action and no
    /// text field), each ending in a newline; none for an action sheet.
    private var alertOnlyCode: String {
        guard style == .alert else { return "" }
        var lines = ["alert.addAction(AlertAction(title: \"Save\", style: .default))",
                     "alert.preferredAction = alert.actions.last"]
        if hasTextField { lines.append("alert.addTextField { $0.placeholder = \"New name\" }") }
        return lines.map { $0 + "\n" }.joined()
    }
}
