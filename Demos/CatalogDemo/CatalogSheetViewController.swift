import Trellis

/// The sheet the presentation screen shows: a line on how it was presented and a Close
/// button that dismisses it, the one way out of the full-screen styles.
public final class CatalogSheetViewController: ViewController {
    /// The button that dismisses the sheet.
    public let closeButton = Button(title: "Close")

    private let style: ModalPresentationStyle
    private let onDismiss: @MainActor () -> Void

    /// A sheet that says it was presented in `style` and calls `onDismiss` once it has
    /// gone, whether by its button or by Esc.
    public init(style: ModalPresentationStyle, onDismiss: @escaping @MainActor () -> Void) {
        self.style = style
        self.onDismiss = onDismiss
        super.init()
        title = "Sheet"
    }

    public override var preferredFirstResponder: View? { closeButton }

    public override func viewDidLoad() {
        super.viewDidLoad()
        let escape = style == .pageSheet || style == .formSheet
        let message = Label(text: "Presented as .\(style). " + (escape ? "Esc or Close dismisses it." : "Close dismisses it."))
        message.numberOfLines = 0
        closeButton.addAction { [unowned self] _ in dismiss(animated: false) }
        let column = StackView(arrangedSubviews: [message, closeButton])
        column.axis = .vertical
        column.alignment = .leading
        column.spacing = 1
        column.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(column)
        let margins = view.layoutMarginsGuide
        // The message wraps to the sheet's width; not required, as a sheet on a tiny
        // terminal may be narrower than its own margins.
        let messageWidth = message.widthAnchor.constraint(equalTo: margins.widthAnchor)
        messageWidth.priority = .defaultHigh
        LayoutConstraint.activate([
            column.topAnchor.constraint(equalTo: view.topAnchor, constant: 1),
            column.leadingAnchor.constraint(equalTo: margins.leadingAnchor),
            column.trailingAnchor.constraint(lessThanOrEqualTo: margins.trailingAnchor),
            messageWidth,
        ])
    }

    public override func viewDidDisappear(_ animated: Bool) {
        super.viewDidDisappear(animated)
        // A sheet leaves the screen only when it is dismissed: it presents nothing itself.
        onDismiss()
    }
}
