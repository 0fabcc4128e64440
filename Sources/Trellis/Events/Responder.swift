/// An object that can receive keys and mouse events and pass on what it does not handle:
/// UIKit's `UIResponder`.
///
/// Responders form a chain through ``next``: a view's next responder is its view
/// controller when it is that controller's root view and otherwise its superview; a view
/// controller's is its view's superview; a ``Window``'s is its ``Application``; the
/// application ends the chain. An event the responder does not handle goes to ``next``,
/// which is what every default implementation here does.
///
/// One responder per window is the *first responder*, the one keys go to first
/// (``Window/firstResponder``); it is also the view that shows the keyboard focus.
///
/// Differences from UIKit: keys arrive as ``KeyEvent``s through ``keyPressed(_:)``, one call
/// per key, because a terminal reports presses but no releases; mouse events use AppKit's
/// `NSResponder` names (``mouseDown(_:)``, ``mouseDragged(_:)``, ``mouseUp(_:)``,
/// ``scrollWheel(_:)``) with one ``MouseEvent`` instead of sets of touches; there are no
/// motion events, edit actions or input views.
@MainActor
open class Responder {
    /// Creates a responder that is not the first responder of any window.
    public init() {}

    // MARK: - The chain

    /// The responder that gets the events this one passes on, or nil at the end of the
    /// chain. Nil by default; views, view controllers and windows return the next link as
    /// the type's documentation says. Read-only, as in UIKit: override it to reroute.
    open var next: Responder? { nil }

    /// Where keys, key commands and pastes go from here: ``next``, except from a presented
    /// view controller, whose keys skip its presenter and go straight to the application,
    /// so a presentation traps the keys (see ``ViewController/next``).
    var nextForKeys: Responder? { next }

    // MARK: - The first responder

    /// Whether this responder may become its window's first responder. False by default,
    /// as in UIKit; a ``Button`` returns true while it is enabled and not hidden.
    open var canBecomeFirstResponder: Bool { false }

    /// Whether this responder agrees to give up first-responder status. True by default;
    /// return false to keep the focus (a field holding an invalid entry, say).
    ///
    /// A responder that leaves its window, is hidden, or (a button) is disabled loses the
    /// status without being asked: it cannot keep a focus nobody sees.
    open var canResignFirstResponder: Bool { true }

    /// Whether this responder is its window's ``Window/firstResponder``.
    public var isFirstResponder: Bool {
        firstResponderWindow?.firstResponder === self
    }

    /// Makes this responder its window's first responder; returns whether it is one now.
    ///
    /// Fails when ``canBecomeFirstResponder`` is false, or the responder is not in a window
    /// (for a view: it or an ancestor is hidden or has an alpha of 0, or it is in no
    /// window; for a view controller: its view is in none), or the current first
    /// responder refuses ``resignFirstResponder()``. Becoming it again is a success that
    /// changes nothing. An override should call `super` and return its result.
    @discardableResult
    open func becomeFirstResponder() -> Bool {
        guard canBecomeFirstResponder, let window = firstResponderHost else { return false }
        if window.firstResponder === self { return true }
        if let current = window.firstResponder, !current.resignFirstResponder() { return false }
        if let other = firstResponderWindow, other !== window { other.setFirstResponder(nil) }
        window.setFirstResponder(self)
        return true
    }

    /// Gives up first-responder status; returns false, keeping it, when
    /// ``canResignFirstResponder`` is false. A responder that is not the first responder
    /// resigns successfully, as in UIKit. An override should call `super`.
    @discardableResult
    open func resignFirstResponder() -> Bool {
        guard canResignFirstResponder else { return false }
        if isFirstResponder { firstResponderWindow?.setFirstResponder(nil) }
        return true
    }

    /// The window this responder is the first responder of, if it ever became one;
    /// ``isFirstResponder`` checks the window still agrees.
    weak var firstResponderWindow: Window?

    /// The window this responder could become first responder of now, or nil when it
    /// cannot be one: the base class has none.
    var firstResponderHost: Window? { nil }

    /// Called on the old and the new first responder after the window's first responder
    /// changed, so state that shows the focus follows it. Does nothing by default.
    func firstResponderStatusDidChange() {}

    /// Called after this responder became its window's first responder, however it
    /// happened (``becomeFirstResponder()``, Tab, a click): redraw a focus look here, or
    /// start editing. Does nothing by default; an override need not call `super`.
    ///
    /// Not in UIKit, where a control overrides `becomeFirstResponder()` and checks its
    /// result; here the focus can also move without that call reaching an override (focus
    /// movement calls it, but a responder that is hidden or removed loses the focus without
    /// ``resignFirstResponder()``), so both ends get a call of their own. When the focus
    /// moves from one responder to another, the old one's ``didResignFirstResponder()``
    /// comes first.
    open func didBecomeFirstResponder() {}

    /// Called after this responder stopped being its window's first responder: because it
    /// resigned, another responder took the focus, or it was hidden, disabled or removed
    /// from the window (without being asked). Does nothing by default. See
    /// ``didBecomeFirstResponder()``.
    open func didResignFirstResponder() {}

    /// Loses first-responder status without being asked, because the responder can no
    /// longer hold it (it left the window, was hidden or disabled).
    func abandonFirstResponder() {
        if isFirstResponder { firstResponderWindow?.setFirstResponder(nil) }
    }

    // MARK: - Keys

    /// Handles a key; the default passes it to ``Responder/next``. Override it, handle the keys you
    /// want, and call `super` for the others so they go on up the chain.
    ///
    /// UIKit's `pressesBegan(_:with:)`, called once per key: a terminal reports a key when
    /// it is pressed (or repeats) and never when it is released, so there is no
    /// `pressesEnded`. The ``Application`` at the end of the chain handles Tab, Shift-Tab,
    /// the arrows (focus movement) and Ctrl-C (quit).
    open func keyPressed(_ event: KeyEvent) {
        nextForKeys?.keyPressed(event)
    }

    // MARK: - Paste

    /// Text the user pasted into the terminal, which arrives in one piece (a bracketed
    /// paste) rather than as keys; the default passes it to ``Responder/next``. A text field or text
    /// view inserts it as one edit. The ``Application`` sends it to the first responder.
    ///
    /// UIKit's `paste(_:)` edit action, with the text given instead of read from a
    /// pasteboard: a terminal program cannot read the system clipboard, the terminal sends
    /// what is on it.
    open func paste(_ text: String) {
        nextForKeys?.paste(text)
    }

    // MARK: - Key commands

    /// The key commands this responder offers: UIKit's `keyCommands`, empty by default.
    /// Override it to return commands; they are asked for on every key, so return stored
    /// ones rather than making them each time. The ``Application`` runs the first match
    /// found from the first responder up the chain (see ``KeyCommand``).
    open var keyCommands: [KeyCommand] { [] }

    /// Whether this responder, as first responder, uses `event` itself as text input, so
    /// that key commands for the same key give way to it (a text field typing a letter,
    /// moving its caret with Ctrl-A). False by default; commands that
    /// ``KeyCommand/wantsPriorityOverSystemBehavior`` go first all the same.
    func takesKeyAsTextInput(_ event: KeyEvent) -> Bool { false }

    // MARK: - Mouse

    /// A mouse button went down over this responder (the frontmost view under the pointer
    /// that takes input); the default passes it to ``Responder/next``. AppKit's `mouseDown(_:)`,
    /// UIKit's `touchesBegan(_:with:)`.
    ///
    /// ``MouseEvent/location`` stays in window coordinates; a view converts it with
    /// `convert(event.location, from: nil)`. The drags and the release that follow go to
    /// the view the press was sent to, wherever the pointer goes, as touches stay with the
    /// view they began in.
    open func mouseDown(_ event: MouseEvent) {
        next?.mouseDown(event)
    }

    /// The pointer moved with a button held, after a ``mouseDown(_:)`` sent to this
    /// responder; the default passes it to ``Responder/next``. AppKit's `mouseDragged(_:)`, UIKit's
    /// `touchesMoved(_:with:)`.
    open func mouseDragged(_ event: MouseEvent) {
        next?.mouseDragged(event)
    }

    /// The button came up, after a ``mouseDown(_:)`` sent to this responder; the default
    /// passes it to ``Responder/next``. AppKit's `mouseUp(_:)`, UIKit's `touchesEnded(_:with:)`.
    /// There is no cancellation in a terminal.
    open func mouseUp(_ event: MouseEvent) {
        next?.mouseUp(event)
    }

    /// The wheel turned over this responder (``MouseEventKind/scrollUp`` and the other
    /// three); the default passes it to ``Responder/next``. A ``ScrollView`` scrolls, and passes it
    /// on when it cannot scroll further that way, so nested scroll views work. AppKit's
    /// `scrollWheel(_:)`; UIKit has no wheel event of its own.
    open func scrollWheel(_ event: MouseEvent) {
        next?.scrollWheel(event)
    }
}
