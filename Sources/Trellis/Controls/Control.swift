/// The base of views that take user input and report it as events: UIKit's `UIControl`.
///
/// A control has three states of its own, ``isEnabled``, ``isHighlighted`` and
/// ``isSelected``, plus the keyboard focus, which together make its ``state``. It runs
/// actions for events (``Event``): add a closure with ``addAction(_:for:)``, or a target
/// and a method with ``addTarget(_:action:for:)``, and the control calls them when the
/// user triggers the event (``sendActions(for:)``), in the order they were added. Setting
/// a value in code sends nothing, as in UIKit.
///
/// Subclass it for a control of your own: override ``Responder/didBecomeFirstResponder()`` and
/// ``Responder/didResignFirstResponder()`` to show the focus, and send the events your input means.
///
/// Differences from UIKit: actions are closures (Swift has no selectors), and a target's
/// action is a function of the target (`MyController.save`), held with the target weakly;
/// a disabled control is passed over by hit testing, so a click goes to what is behind it,
/// and it cannot hold the focus. ``Button`` is not (yet) a subclass.
@MainActor
open class Control: View {
    /// Creates an enabled control with a frame.
    public override init(frame: Rect = .zero) {
        super.init(frame: frame)
    }

    // MARK: - State

    /// Whether the control takes input and sends events; true by default. A disabled
    /// control draws dim, loses the focus and is not hit.
    open var isEnabled: Bool {
        get { storedIsEnabled }
        set {
            guard newValue != storedIsEnabled else { return }
            storedIsEnabled = newValue
            setNeedsDisplay()
            if !newValue {
                isHighlighted = false
                abandonFirstResponder()
            }
        }
    }

    private final var storedIsEnabled = true

    /// Whether the control is being pressed; false by default.
    open var isHighlighted: Bool = false {
        didSet { if isHighlighted != oldValue { setNeedsDisplay() } }
    }

    /// Whether the control is selected (toggled on); false by default.
    open var isSelected: Bool = false {
        didSet { if isSelected != oldValue { setNeedsDisplay() } }
    }

    /// The control's state: ``isEnabled``, ``isHighlighted``, ``isSelected`` and whether
    /// it holds the keyboard focus. UIKit's `state`.
    open var state: ControlState {
        var state: ControlState = []
        if !isEnabled { state.insert(.disabled) }
        if isHighlighted { state.insert(.highlighted) }
        if isSelected { state.insert(.selected) }
        if isFirstResponder { state.insert(.focused) }
        return state
    }

    /// A disabled control is passed over by hit testing.
    override var takesInput: Bool { isEnabled }

    // MARK: - Actions

    private var actions: [ControlAction] = []

    /// Adds `handler`, run each time the control sends one of `events`, after the actions
    /// added before it. UIKit's `addAction(_:for:)`, with a closure for the `UIAction`.
    public func addAction(_ handler: @escaping @MainActor (Control) -> Void, for events: Event) {
        actions.append(ControlAction(events: events, handler: handler, target: nil, hasTarget: false))
    }

    /// Adds a target and one of its methods, called with the control each time it sends
    /// one of `events`: UIKit's `addTarget(_:action:for:)`, with a method reference
    /// (`Editor.save`) for the selector. The target is held weakly; once it is gone, its
    /// actions are dropped.
    public func addTarget<Target: AnyObject>(_ target: Target, action: @escaping @MainActor (Target) -> (Control) -> Void,
                                             for events: Event) {
        let handler: @MainActor (Control) -> Void = { [weak target] control in
            guard let target else { return }
            action(target)(control)
        }
        actions.append(ControlAction(events: events, handler: handler, target: target, hasTarget: true))
    }

    /// Removes `target`'s actions for any of `events`, or every target's with nil.
    /// UIKit's `removeTarget(_:action:for:)`, for all of a target's methods at once.
    public func removeTarget(_ target: AnyObject?, for events: Event) {
        actions.removeAll { action in
            guard action.hasTarget, !action.events.isDisjoint(with: events) else { return false }
            return target == nil || action.target === target
        }
    }

    /// Removes every closure action for any of `events`.
    public func removeAllActions(for events: Event = .allEvents) {
        actions.removeAll { !$0.hasTarget && !$0.events.isDisjoint(with: events) }
    }

    /// Whether any action (closure or live target) is registered for one of `events`.
    public func hasActions(for events: Event) -> Bool {
        actions.contains { !$0.events.isDisjoint(with: events) && (!$0.hasTarget || $0.target != nil) }
    }

    /// Runs the actions registered for any of `events`, in the order they were added.
    /// UIKit's `sendActions(for:)`. Nothing runs while the control is disabled. An action
    /// added by an action runs the next time.
    public func sendActions(for events: Event) {
        guard isEnabled else { return }
        actions.removeAll { $0.hasTarget && $0.target == nil }
        for action in actions where !action.events.isDisjoint(with: events) {
            action.handler(self)
        }
    }
}
