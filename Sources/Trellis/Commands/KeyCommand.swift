/// A key combination that runs a handler wherever the focus is below the responder that
/// offers it: UIKit's `UIKeyCommand`.
///
/// Any ``Responder`` lists its commands in ``Responder/keyCommands``. A key is matched
/// against the commands of the responder chain from the first responder up to the
/// ``Application``; the nearest responder's command wins, and within one responder the
/// first that matches. Commands go before ``Responder/keyPressed(_:)``, as in UIKit,
/// except where ``wantsPriorityOverSystemBehavior`` says otherwise. The titled ones are
/// listed by a ``DiscoverabilityBar``, so a user can see the keys an app takes.
///
/// Differences from UIKit: the command runs a `handler` closure instead of sending an
/// action selector along the chain; there is no image, property list or state, and the
/// modifier flags are Trellis's ``KeyModifiers`` (a terminal has no Command key).
@MainActor
public final class KeyCommand {
    /// Makes a command for `input` with `modifierFlags`, running `handler` when the key
    /// arrives. UIKit's `init(title:image:action:input:modifierFlags:propertyList:)`,
    /// with a closure in place of the action.
    ///
    /// - Parameters:
    ///   - title: What the command does, shown by a ``DiscoverabilityBar``; an empty one
    ///     is not listed.
    ///   - input: The key: one character (`"n"`, `"?"`), or one of the `input…`
    ///     constants (``inputUpArrow``, ``inputEscape``, ``inputF(_:)``, …).
    ///   - modifierFlags: The modifiers that must be held, exactly.
    ///   - discoverabilityTitle: A longer title the discoverability bar shows instead of
    ///     `title`, or nil for `title`.
    ///   - attributes: Whether the command is disabled or hidden; neither by default.
    ///   - handler: What the command does, called with the command when its key arrives.
    public init(title: String = "", input: String, modifierFlags: KeyModifiers = [],
                discoverabilityTitle: String? = nil, attributes: Attributes = [],
                handler: @escaping @MainActor (KeyCommand) -> Void) {
        self.title = title
        self.input = input
        self.modifierFlags = modifierFlags
        self.discoverabilityTitle = discoverabilityTitle
        self.attributes = attributes
        self.handler = handler
    }

    /// What the command does: UIKit's `title`.
    public var title: String

    /// The key that runs the command: UIKit's `input`.
    public let input: String

    /// The modifiers that must be held with ``input``: UIKit's `modifierFlags`. A single
    /// letter with `.shift` also matches that letter in upper case arriving with no Shift,
    /// as terminals send it.
    public let modifierFlags: KeyModifiers

    /// A longer title for the discoverability bar, used instead of ``title`` when set:
    /// UIKit's `discoverabilityTitle`.
    public var discoverabilityTitle: String?

    /// Whether the command is disabled (skipped, as if absent) or hidden (it runs, but is
    /// not listed): UIKit's `attributes`.
    public var attributes: Attributes

    /// Whether the command goes before a focused text input's own use of the key: UIKit's
    /// `wantsPriorityOverSystemBehavior`, false by default.
    public var wantsPriorityOverSystemBehavior = false

    /// Runs when the key arrives.
    public var handler: @MainActor (KeyCommand) -> Void

    /// Runs the handler.
    func perform() {
        handler(self)
    }

    /// Whether the command is enabled.
    var isEnabled: Bool { !attributes.contains(.disabled) }

    /// What the bar shows for it: the discoverability title, else the title.
    var listedTitle: String { discoverabilityTitle ?? title }

    // MARK: - Input constants (UIKit's `UIKeyCommand.input…`)

    /// The Up arrow key.
    public nonisolated static let inputUpArrow = "Up"
    /// The Down arrow key.
    public nonisolated static let inputDownArrow = "Down"
    /// The Left arrow key.
    public nonisolated static let inputLeftArrow = "Left"
    /// The Right arrow key.
    public nonisolated static let inputRightArrow = "Right"
    /// The Escape key.
    public nonisolated static let inputEscape = "Escape"
    /// The Page Up key.
    public nonisolated static let inputPageUp = "PageUp"
    /// The Page Down key.
    public nonisolated static let inputPageDown = "PageDown"
    /// The Home key.
    public nonisolated static let inputHome = "Home"
    /// The End key.
    public nonisolated static let inputEnd = "End"
    /// The Delete (forward delete) key.
    public nonisolated static let inputDelete = "Delete"
    /// The Enter (Return) key. Not a UIKit constant: UIKit writes `"\r"`, which works too.
    public nonisolated static let inputEnter = "Enter"
    /// The Tab key. Not a UIKit constant: UIKit writes `"\t"`, which works too.
    public nonisolated static let inputTab = "Tab"
    /// The Backspace key. Not a UIKit constant: UIKit writes `"\u{8}"`, which works too.
    public nonisolated static let inputBackspace = "Backspace"

    /// The function key F`number`: UIKit's `inputF1` … `inputF12`, as one function.
    public nonisolated static func inputF(_ number: Int) -> String { "F\(number)" }
}
