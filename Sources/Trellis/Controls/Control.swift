/// The base of views that take user input and report it as events: UIKit's `UIControl`.
///
/// A control has three states of its own, ``isEnabled``, ``isHighlighted`` and
/// ``isSelected``, plus the keyboard focus, which together make its ``state``. It runs
/// actions for events (``Event``): add a closure with ``addAction(_:for:)``, or a target
/// and a method with ``addTarget(_:action:for:)``, and the control calls them when the
/// user triggers the event (``sendActions(for:)``), in the order they were added. Setting
/// a value in code sends nothing, as in UIKit; user input sends ``Event/valueChanged``
/// only when the value really changed.
///
/// The left mouse button is the touch. A press on an enabled control highlights it, gives
/// it the focus when it can take it, sends ``Event/touchDown`` and calls
/// ``beginTracking(_:)``. Drags go to the pressed control wherever the pointer is: each
/// sends ``Event/touchDragInside`` or ``Event/touchDragOutside`` (with
/// ``Event/touchDragEnter`` or ``Event/touchDragExit`` when the pointer crossed the edge),
/// keeps ``isHighlighted`` equal to ``isTouchInside`` and calls ``continueTracking(_:)``.
/// The release ends the highlight, sends ``Event/touchUpInside`` or
/// ``Event/touchUpOutside``, then calls ``endTracking(_:)``, where a control acts on the
/// release (a button sends ``Event/primaryActionTriggered``, a switch toggles). Disabling
/// the control during a press ends it with ``cancelTracking()``.
///
/// Subclass it for a control of your own: override the tracking methods for the mouse,
/// ``Responder/keyPressed(_:)`` for keys (call `super` for the keys you do not use, so
/// that Tab and the arrows still move the focus), and ``Responder/didBecomeFirstResponder()`` and
/// ``Responder/didResignFirstResponder()`` to show the focus.
///
/// Differences from UIKit: actions are closures (Swift has no selectors), and a target's
/// action is a function of the target (`MyController.save`), held with the target weakly.
/// Tracking methods take a ``MouseEvent`` instead of a `UITouch` and an event; the
/// pointer counts as inside only over the control's bounds (UIKit allows a margin around
/// a finger). An enabled, visible control can become first responder (UIKit's focus
/// engine lets a keyboard reach controls the same way); a disabled control is passed over
/// by hit testing, so a click goes to what is behind it, and it cannot hold the focus.
@MainActor
open class Control: View {
    /// Creates an enabled control with a frame.
    public override init(frame: Rect = .zero) {
        super.init(frame: frame)
    }

    // MARK: - State

    /// Whether the control takes input and sends events; true by default. A disabled
    /// control draws dim, is not hit, and loses the focus; disabling it during a mouse
    /// press ends the press (``cancelTracking()``) and its highlight.
    open var isEnabled: Bool {
        get { storedIsEnabled }
        set {
            guard newValue != storedIsEnabled else { return }
            storedIsEnabled = newValue
            setNeedsDisplay()
            if !newValue {
                endPressForDisabling()
                abandonFirstResponder()
            }
            controlStateDidChange()
        }
    }

    private final var storedIsEnabled = true

    /// Whether the control is being pressed; false by default. The control sets it while
    /// the mouse button is down over it.
    open var isHighlighted: Bool {
        get { storedIsHighlighted }
        set {
            guard newValue != storedIsHighlighted else { return }
            storedIsHighlighted = newValue
            setNeedsDisplay()
            controlStateDidChange()
        }
    }

    private final var storedIsHighlighted = false

    /// Whether the control is selected (toggled on); false by default.
    open var isSelected: Bool {
        get { storedIsSelected }
        set {
            guard newValue != storedIsSelected else { return }
            storedIsSelected = newValue
            setNeedsDisplay()
            controlStateDidChange()
        }
    }

    private final var storedIsSelected = false

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

    /// Called after any part of ``state`` changed, the focus included; a button updates
    /// its configuration here.
    func controlStateDidChange() {}

    /// Whether the control shows the focus look: it holds the focus and is enabled.
    var showsFocus: Bool { isEnabled && isFirstResponder }

    /// The attributes that show the state without colour: dim when disabled (and nothing
    /// else), otherwise bold with the focus and reverse video while pressed.
    var stateAttributes: TextAttributes {
        var attributes = baseAttributes
        if isEnabled, isHighlighted { attributes.insert(.reverse) }
        return attributes
    }

    /// The attributes of a control's frame and text before a press: dim when disabled;
    /// otherwise bold with the focus, or dim instead of bold while the tint is dimmed, so
    /// the dimming shows without colour.
    var baseAttributes: TextAttributes {
        guard isEnabled else { return .dim }
        let dimmed = tintAdjustmentMode == .dimmed
        if isFirstResponder { return dimmed ? .dim : .bold }
        return dimmed ? .dim : []
    }

    /// The tint the control draws with.
    var drawingTint: Color { tintColor }

    /// A control draws with its tint, so a new one redraws it.
    open override func tintColorDidChange() {
        setNeedsDisplay()
    }

    /// The row a one-row control draws on: the middle one, the upper of two middles, as
    /// UIKit centres a control's content vertically.
    var drawnRow: Int {
        Swift.max((Int(bounds.height.rounded(.down)) - 1) / 2, 0)
    }

    /// The control's width in whole cells.
    var cellWidth: Int {
        let width = bounds.width
        return width.isFinite ? Swift.max(Int(width.rounded(.down)), 0) : 0
    }

    /// A disabled control is passed over by hit testing.
    override var takesInput: Bool { isEnabled }

    /// True while the control is enabled and not hidden itself (a hidden ancestor also
    /// prevents it, through ``Responder/becomeFirstResponder()``). In UIKit a control
    /// takes the keyboard's focus through the focus engine instead.
    open override var canBecomeFirstResponder: Bool { isEnabled && !isHidden }

    override func firstResponderStatusDidChange() {
        setNeedsDisplay()
        controlStateDidChange()
    }

    // MARK: - Tracking the mouse

    /// Whether the control is tracking a press: from a ``Control/beginTracking(_:)`` that
    /// returned true until the release, a ``Control/continueTracking(_:)`` that returned false,
    /// or a cancellation. UIKit's `isTracking`.
    public private(set) var isTracking = false

    /// Whether the pointer of the current press is over the control's bounds (true from
    /// the press on, updated by each drag). UIKit's `isTouchInside`.
    public private(set) var isTouchInside = false

    /// Whether a left-button press began on this control and has not ended: the touch
    /// events are sent while it lasts, tracked or not.
    private final var isPressed = false

    /// Called after the press's ``Control/Event/touchDown``; return false to stop tracking it
    /// (no more ``Control/continueTracking(_:)`` or ``Control/endTracking(_:)`` for this press; its touch
    /// events are still sent). The default returns true. UIKit's
    /// `beginTracking(_:with:)`, with the mouse event for the touch.
    open func beginTracking(_ event: MouseEvent) -> Bool { true }

    /// Called on each drag of a tracked press, after its drag events; return false to
    /// stop tracking. The default returns true. UIKit's `continueTracking(_:with:)`.
    open func continueTracking(_ event: MouseEvent) -> Bool { true }

    /// Called when a tracked press ends with the release, after ``Control/Event/touchUpInside``
    /// or ``Control/Event/touchUpOutside``; ``Control/isTouchInside`` says where it ended. The default
    /// does nothing. UIKit's `endTracking(_:with:)`, which UIKit calls before the touch-up
    /// events; here it comes after them, so what a control does on release follows
    /// `touchUpInside`, as UIKit's own controls report it.
    open func endTracking(_ event: MouseEvent?) {}

    /// Called when a tracked press is abandoned: the control was disabled during it.
    /// The default does nothing. UIKit's `cancelTracking(with:)`.
    open func cancelTracking() {}

    /// A left-button press on an enabled control: the highlight, the focus,
    /// ``Control/Event/touchDown``, then ``Control/beginTracking(_:)``. A disabled control, or another
    /// button, passes the event on, as a disabled `UIControl` lets touches through.
    open override func mouseDown(_ event: MouseEvent) {
        guard isEnabled, event.button == .left else { return super.mouseDown(event) }
        isPressed = true
        isTouchInside = true
        isHighlighted = true
        if canBecomeFirstResponder { becomeFirstResponder() }
        sendActions(for: .touchDown)
        // An action may have disabled the control, which ended the press.
        guard isPressed else { return }
        isTracking = true
        if !beginTracking(event) { isTracking = false }
    }

    /// A drag of the press: the drag events, the highlight following the pointer, then
    /// ``Control/continueTracking(_:)``.
    open override func mouseDragged(_ event: MouseEvent) {
        guard isPressed else { return super.mouseDragged(event) }
        let inside = contains(windowPoint: event.location)
        let wasInside = isTouchInside
        isTouchInside = inside
        isHighlighted = inside
        if inside != wasInside { sendActions(for: inside ? .touchDragEnter : .touchDragExit) }
        sendActions(for: inside ? .touchDragInside : .touchDragOutside)
        guard isPressed, isTracking else { return }
        if !continueTracking(event) { isTracking = false }
    }

    /// The release of the press: the highlight goes, ``Control/Event/touchUpInside`` or
    /// ``Control/Event/touchUpOutside`` is sent, then ``Control/endTracking(_:)`` runs.
    open override func mouseUp(_ event: MouseEvent) {
        guard isPressed else { return super.mouseUp(event) }
        isPressed = false
        isTouchInside = contains(windowPoint: event.location)
        isHighlighted = false
        let tracked = isTracking
        isTracking = false
        sendActions(for: isTouchInside ? .touchUpInside : .touchUpOutside)
        if tracked { endTracking(event) }
    }

    /// Whether a point in window coordinates is over the control's bounds.
    func contains(windowPoint: Point) -> Bool {
        point(inside: convert(windowPoint, from: nil))
    }

    /// A point in window coordinates in the control's own.
    func localPoint(_ windowPoint: Point) -> Point {
        convert(windowPoint, from: nil)
    }

    private func endPressForDisabling() {
        guard isPressed else { return }
        isPressed = false
        isHighlighted = false
        if isTracking {
            isTracking = false
            cancelTracking()
        }
    }

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

    /// Removes every closure action for any of `events` (all of them by default).
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
