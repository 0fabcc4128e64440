/// One button of an ``AlertController``: a title, a style, and what happens when the user
/// chooses it. UIKit's `UIAlertAction`.
///
/// The handler runs after the alert has gone: the alert's view has left the screen, its
/// ``ViewController/viewDidDisappear(_:)`` has run and the focus is back where it was,
/// so the handler can present another alert. It can still read the alert's
/// ``AlertController/textFields``.
///
/// A disabled action (``isEnabled`` false) is drawn dim and cannot be focused or chosen,
/// as in UIKit. Differences from UIKit: the handler is main-actor isolated.
@MainActor
public final class AlertAction {
    /// Makes an action: UIKit's `init(title:style:handler:)`.
    public init(title: String?, style: Style = .default, handler: (@MainActor (AlertAction) -> Void)? = nil) {
        self.title = title
        self.style = style
        self.handler = handler
    }

    /// The button's title: UIKit's `title`. Nil shows an empty button.
    public let title: String?

    /// How the button looks and where it goes: UIKit's `style`.
    public let style: Style

    /// Whether the user can choose the action: UIKit's `isEnabled`, true by default.
    public var isEnabled = true {
        didSet { onChange?() }
    }

    /// Runs when the user chooses the action, after the alert has been dismissed.
    let handler: (@MainActor (AlertAction) -> Void)?

    /// Called when ``isEnabled`` changes, by the alert showing the action.
    var onChange: (@MainActor () -> Void)?

    /// The title as drawn: nil is empty.
    var shownTitle: String { title ?? "" }
}
