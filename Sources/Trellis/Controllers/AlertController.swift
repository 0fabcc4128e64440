/// A box that asks the user to choose, over whatever is on screen: UIKit's
/// `UIAlertController`.
///
/// Make one with a title, a message and a style, add ``AlertAction``s (and, for an alert,
/// text fields), then ``ViewController/present(_:animated:completion:)`` it. The screen
/// behind stays visible, dimmed, and gets no appearance callbacks; clicks outside the box
/// are swallowed (an action sheet takes them as cancel).
///
/// The box has a single-line border and a column of padding at each side. Its inner width
/// is the widest of the title, the message (up to 40 cells; longer messages wrap) and the
/// row of buttons; the box is at least 20 cells wide and at most 2 fewer than the window.
/// Top to bottom: the bold title, the message lines (both centred), one row per text field,
/// a blank row if any of these exist, then the buttons. An alert with one or two actions
/// puts them on one centred row, 2 cells apart, cancel on the left; with three or more,
/// each has its own centred row, cancel last. An ``Style-swift.enum/alert`` is centred in
/// the window; an ``Style-swift.enum/actionSheet`` sits on the bottom edge with every
/// action on its own row and cancel last after a blank row. The preferred action is bold;
/// a destructive one is red and underlined; a disabled one is dim.
///
/// Keys: the focus starts on the first text field, else the preferred action, else the
/// cancel action, else the first enabled button. The arrow keys move along the buttons
/// (a text field keeps Left and Right for its caret), Tab cycles through everything,
/// Enter or Space chooses the focused button, Enter in a text field chooses the
/// ``preferredAction``, and Esc chooses the cancel action (with none, the alert swallows
/// Esc and stays). A click on a button chooses it.
///
/// Choosing an action dismisses the alert: ``ViewController/viewWillDisappear(_:)`` at
/// once; at the window's next layout cycle the text fields lose the focus, the alert gets
/// ``ViewController/viewDidDisappear(_:)``, the focus goes back to where it was before the
/// alert, and then the action's handler runs. An alert dismissed any other way (its
/// presenter's `dismiss`) runs no handler.
///
/// Differences from UIKit: misuse UIKit raises on is logged to ``LayoutDiagnostics`` and
/// ignored (a second cancel action, a text field on an action sheet, a preferred action
/// that is not one of the actions). ``modalPresentationStyle`` is always
/// ``ModalPresentationStyle/overFullScreen`` (UIKit uses a custom style); the alert is not
/// animated. As in UIKit, it is meant to be used as it is, not subclassed.
@MainActor
public class AlertController: ViewController {
    /// Makes an alert or an action sheet: UIKit's `init(title:message:preferredStyle:)`.
    public init(title: String?, message: String?, preferredStyle: Style) {
        self.message = message
        self.preferredStyle = preferredStyle
        super.init()
        self.title = title
    }

    /// The bold first line; nil or empty for none.
    public override var title: String? {
        didSet { alertView?.contentDidChange() }
    }

    /// The text under the title, wrapped to the box; nil or empty for none: UIKit's
    /// `message`.
    public var message: String? {
        didSet { alertView?.contentDidChange() }
    }

    /// Whether this is a centred alert or an action sheet on the bottom edge: UIKit's
    /// `preferredStyle`.
    public let preferredStyle: Style

    /// The actions, in the order added: UIKit's `actions`.
    public private(set) var actions: [AlertAction] = []

    /// The text fields, in the order added, or nil when there are none: UIKit's
    /// `textFields`.
    public var textFields: [TextField]? { fields.isEmpty ? nil : fields }

    private var fields: [TextField] = []

    /// The action Enter in a text field chooses, drawn bold, and where the focus starts
    /// when there is no text field: UIKit's `preferredAction`. Only an action already
    /// added can be preferred, and only in an alert; anything else is logged and ignored.
    public var preferredAction: AlertAction? {
        get { preferredStorage }
        set {
            if let newValue {
                guard preferredStyle == .alert else {
                    LayoutDiagnostics.emit("AlertController: an action sheet has no preferred action")
                    return
                }
                guard actions.contains(where: { $0 === newValue }) else {
                    LayoutDiagnostics.emit("AlertController: the preferred action \(newValue.shownTitle) is not one of the alert's actions")
                    return
                }
            }
            preferredStorage = newValue
            alertView?.contentDidChange()
        }
    }

    private var preferredStorage: AlertAction?

    /// Always ``ModalPresentationStyle/overFullScreen``: an alert draws its own box over
    /// the dimmed screen. Setting it does nothing, as UIKit ignores it for alerts.
    public override var modalPresentationStyle: ModalPresentationStyle {
        get { .overFullScreen }
        set {}
    }

    /// Adds a button: UIKit's `addAction(_:)`. A second ``AlertAction/Style-swift.enum/cancel``
    /// action is logged (`AlertController: an alert can have only one cancel action`) and
    /// ignored, as is an action added twice.
    public func addAction(_ action: AlertAction) {
        if action.style == .cancel, actions.contains(where: { $0.style == .cancel }) {
            LayoutDiagnostics.emit("AlertController: an alert can have only one cancel action")
            return
        }
        guard !actions.contains(where: { $0 === action }) else { return }
        actions.append(action)
        alertView?.contentDidChange()
    }

    /// Adds a one-row text field under the message, after `configurationHandler` has set it
    /// up (a placeholder, secure entry): UIKit's `addTextField(configurationHandler:)`.
    /// Alerts only: on an action sheet it is logged and ignored.
    public func addTextField(configurationHandler: ((TextField) -> Void)? = nil) {
        guard preferredStyle == .alert else {
            LayoutDiagnostics.emit("AlertController: an action sheet cannot have text fields")
            return
        }
        let field = TextField()
        field.addAction({ [weak self] _ in self?.returnPressedInTextField() }, for: .primaryActionTriggered)
        configurationHandler?(field)
        fields.append(field)
        alertView?.contentDidChange()
    }

    // MARK: - View

    /// The view inside the box, once loaded.
    var alertView: AlertView? { viewIfLoaded as? AlertView }

    public override func loadView() {
        view = AlertView(controller: self)
    }

    /// The actions in the order their buttons are shown, and whether they share one row.
    var arrangedActions: (actions: [AlertAction], sharesRow: Bool) {
        let cancel = actions.filter { $0.style == .cancel }
        let others = actions.filter { $0.style != .cancel }
        if preferredStyle == .alert, actions.count <= 2 { return (cancel + others, true) }
        return (others + cancel, false)
    }

    /// The text fields the alert view shows.
    var shownTextFields: [TextField] { fields }

    override func presentationBox(in bounds: Rect) -> Rect? {
        (viewIfLoaded as? AlertView)?.boxRect(in: bounds)
    }

    /// A click outside an action sheet's box chooses cancel.
    override func presentationBackgroundPressed() {
        guard preferredStyle == .actionSheet, let cancel = actions.first(where: { $0.style == .cancel }) else { return }
        choose(cancel)
    }

    // MARK: - Focus and keys

    /// The first text field, else the preferred action's button, else the cancel action's,
    /// else the first enabled button.
    public override var preferredFirstResponder: View? {
        guard let alertView else { return nil }
        if let field = fields.first(where: { $0.canBecomeFirstResponder }) { return field }
        let buttons = alertView.buttons.filter(\.canBecomeFirstResponder)
        if let preferred = preferredStorage, let button = buttons.first(where: { $0.action === preferred }) {
            return button
        }
        return buttons.first(where: { $0.action.style == .cancel }) ?? buttons.first
    }

    /// Esc chooses cancel (or is swallowed), the arrows move along the buttons; other keys
    /// go on to the application, past the presenter, whose keys and commands an open
    /// alert keeps out of reach (``ViewController/next``).
    public override func keyPressed(_ event: KeyEvent) {
        guard event.modifiers.isEmpty else { return super.keyPressed(event) }
        switch event.key {
        case .escape:
            if let cancel = actions.first(where: { $0.style == .cancel }) { choose(cancel) }
        case .up, .left:
            moveFocus(by: -1)
        case .down, .right:
            moveFocus(by: 1)
        default:
            super.keyPressed(event)
        }
    }

    /// Moves the focus to the next or previous enabled button, stopping at the ends; from a
    /// text field, Down goes to the first button.
    private func moveFocus(by step: Int) {
        guard let alertView, let window = alertView.window else { return }
        let stops: [View] = fields.filter(\.canBecomeFirstResponder) + alertView.buttons.filter(\.canBecomeFirstResponder)
        guard !stops.isEmpty else { return }
        let current = stops.firstIndex { $0 === window.firstResponder }
        let target = current.map { Swift.min(Swift.max($0 + step, 0), stops.count - 1) } ?? 0
        stops[target].becomeFirstResponder()
    }

    private func returnPressedInTextField() {
        guard let preferred = preferredStorage, preferred.isEnabled else { return }
        choose(preferred)
    }

    /// Whether an action was chosen, so a second choice before the alert has gone does
    /// nothing.
    private var hasChosen = false

    /// Dismisses the alert, then runs `action`'s handler; a disabled action does nothing.
    func choose(_ action: AlertAction) {
        guard action.isEnabled, !hasChosen else { return }
        hasChosen = true
        guard presentingViewController != nil else {
            action.handler?(action)
            return
        }
        dismiss(animated: false) { action.handler?(action) }
    }

    public override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        hasChosen = false
    }
}
