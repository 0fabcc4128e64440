/// A control that steps a value up or down: UIKit's `UIStepper`, drawn as `[-|+]`.
///
/// The `-` is dim at ``minimumValue`` and the `+` at ``maximumValue``, unless ``wraps``
/// is on, so the user sees which way can still go. With the focus the brackets become `<`
/// and `>` and the stepper is bold; while the mouse holds a half down, that half is in
/// reverse video; disabled, everything is dim. Its intrinsic size is 5×1, hugged at
/// priority 750 on both axes; wider, it draws at its leading edge.
///
/// Keys, with the focus: `←` and `-` step down, `→`, `+` and `=` step up (the terminal
/// repeats a held key itself). A mouse press on `-` or `+` steps at once; held down, with
/// ``autorepeat`` on, it steps again after 0.5 seconds and then every 0.1 seconds on the
/// application's clock, until the release. Each step by the user that changed the value
/// sends ``Control/Event/valueChanged`` (with ``isContinuous`` off, a held press sends one
/// after its release instead). A step is `value ± stepValue`, clamped to the range, or
/// with ``wraps`` carried round to the other end. Setting any value in code sends
/// nothing.
///
/// Differences from UIKit: no images per segment, no divider images. UIKit raises on a
/// `stepValue` that is not above 0 and on a minimum not below the maximum; here they are
/// logged and refused, and the app goes on.
@MainActor
open class Stepper: Control {
    /// Creates a stepper from 0 to 100 at 0, in steps of 1.
    public override init(frame: Rect = .zero) {
        super.init(frame: frame)
        setContentHuggingPriority(.defaultHigh, for: .horizontal)
        setContentHuggingPriority(.defaultHigh, for: .vertical)
    }

    /// The value, between ``minimumValue`` and ``maximumValue``; 0 by default. Setting it
    /// clamps it and sends nothing; not a number is logged and refused.
    open var value: Double {
        get { storedValue }
        set {
            guard !newValue.isNaN else {
                LayoutDiagnostics.emit("Stepper: value cannot be NaN; it stays \(storedValue)")
                return
            }
            let clamped = Swift.min(Swift.max(newValue, minimumValue), maximumValue)
            guard clamped != storedValue else { return }
            storedValue = clamped
            setNeedsDisplay()
        }
    }

    private final var storedValue: Double = 0

    /// The lowest value; 0 by default. It must stay below ``maximumValue``: another
    /// value is logged and refused. The value is clamped into the new range, silently.
    open var minimumValue: Double {
        get { storedMinimum }
        set {
            guard !newValue.isNaN, newValue < storedMaximum else {
                LayoutDiagnostics.emit("Stepper: minimumValue \(newValue) must be less than maximumValue \(storedMaximum); it stays \(storedMinimum)")
                return
            }
            storedMinimum = newValue
            storedValue = Swift.max(storedValue, newValue)
            setNeedsDisplay()
        }
    }

    private final var storedMinimum: Double = 0

    /// The highest value; 100 by default. It must stay above ``minimumValue``: another
    /// value is logged and refused. The value is clamped into the new range, silently.
    open var maximumValue: Double {
        get { storedMaximum }
        set {
            guard !newValue.isNaN, newValue > storedMinimum else {
                LayoutDiagnostics.emit("Stepper: maximumValue \(newValue) must be greater than minimumValue \(storedMinimum); it stays \(storedMaximum)")
                return
            }
            storedMaximum = newValue
            storedValue = Swift.min(storedValue, newValue)
            setNeedsDisplay()
        }
    }

    private final var storedMaximum: Double = 100

    /// How much one step changes the value; 1 by default. It must be above 0: another
    /// value is logged and refused.
    open var stepValue: Double {
        get { storedStep }
        set {
            guard newValue > 0, newValue.isFinite else {
                LayoutDiagnostics.emit("Stepper: stepValue \(newValue) must be greater than 0; it stays \(storedStep)")
                return
            }
            storedStep = newValue
        }
    }

    private final var storedStep: Double = 1

    /// Whether stepping past an end carries round to the other end; false by default.
    open var wraps = false {
        didSet { if wraps != oldValue { setNeedsDisplay() } }
    }

    /// Whether holding a half down with the mouse repeats the step; true by default.
    open var autorepeat = true

    /// Whether a held press sends ``Control/Event/valueChanged`` with each step (true,
    /// the default) or once after the release.
    open var isContinuous = true

    /// 5×1: the brackets, the two halves and the bar between them.
    open override var intrinsicContentSize: Size { Size(width: 5, height: 1) }

    /// The intrinsic size, whatever size is offered.
    open override func sizeThatFits(_ size: Size) -> Size { intrinsicContentSize }

    // MARK: - Stepping

    /// Which way a step goes.
    private enum Direction { case down, up }

    /// Steps the value once the way `direction` says; returns whether it changed.
    private func step(_ direction: Direction) -> Bool {
        let old = value
        switch direction {
        case .up:
            let target = old + stepValue
            storedValue = target > maximumValue ? (wraps ? minimumValue : maximumValue) : target
        case .down:
            let target = old - stepValue
            storedValue = target < minimumValue ? (wraps ? maximumValue : minimumValue) : target
        }
        guard storedValue != old else { return false }
        setNeedsDisplay()
        return true
    }

    /// Whether a step that way can change the value.
    private func canStep(_ direction: Direction) -> Bool {
        if wraps { return true }
        return direction == .up ? value < maximumValue : value > minimumValue
    }

    /// `←` and `-` step down, `→`, `+` and `=` step up; other keys go on.
    open override func keyPressed(_ event: KeyEvent) {
        guard isEnabled, event.modifiers.isEmpty || event.modifiers == .shift else { return super.keyPressed(event) }
        let direction: Direction
        switch event.key {
        case .left where event.modifiers.isEmpty, .character("-"): direction = .down
        case .right where event.modifiers.isEmpty, .character("+"), .character("="): direction = .up
        default: return super.keyPressed(event)
        }
        if step(direction) { sendActions(for: .valueChanged) }
    }

    // MARK: - The mouse

    /// The half a press holds down, nil while none is.
    private var pressedHalf: Direction? {
        didSet { if pressedHalf != oldValue { setNeedsDisplay() } }
    }

    /// The value when the press began, for a non-continuous stepper's one event.
    private var valueBeforePress: Double = 0

    /// The repeat timer of a held press.
    private var repeatTimer: ApplicationTimer?

    /// A press on `-` or `+` steps at once and starts the repeat; elsewhere it does
    /// nothing.
    open override func beginTracking(_ event: MouseEvent) -> Bool {
        guard let half = half(at: event.location) else { return false }
        pressedHalf = half
        valueBeforePress = value
        stepByPress()
        if autorepeat, let application = window?.application {
            repeatTimer = application.scheduleTimer(after: 0.5, repeats: false) { [weak self] _ in
                guard let self else { return }
                self.stepByPress()
                self.repeatTimer = application.scheduleTimer(after: 0.1, repeats: true) { [weak self] _ in
                    self?.stepByPress()
                }
            }
        }
        return true
    }

    /// The release ends the press and its repeat; a non-continuous stepper then reports
    /// the press's change.
    open override func endTracking(_ event: MouseEvent?) {
        endPress()
        if !isContinuous, value != valueBeforePress { sendActions(for: .valueChanged) }
    }

    /// A press ended by disabling the stepper stops repeating.
    open override func cancelTracking() {
        endPress()
    }

    /// A stepper taken out of its window stops repeating.
    open override func didMoveToWindow() {
        if window == nil { endPress() }
    }

    /// One step of a held press, while the pointer is still over the control.
    private func stepByPress() {
        guard let pressedHalf, isTouchInside else { return }
        if step(pressedHalf), isContinuous { sendActions(for: .valueChanged) }
    }

    private func endPress() {
        repeatTimer?.invalidate()
        repeatTimer = nil
        pressedHalf = nil
    }

    /// The half under a point in window coordinates: `-` at cell 1, `+` at cell 3.
    private func half(at windowPoint: Point) -> Direction? {
        let point = localPoint(windowPoint)
        guard Int(point.y.rounded(.down)) - Int(bounds.minY) == drawnRow else { return nil }
        switch Int((point.x - bounds.minX).rounded(.down)) {
        case 1: return .down
        case 3: return .up
        default: return nil
        }
    }

    // MARK: - Drawing

    /// Draws `[-|+]`: each half dim when it cannot step, in reverse video while held.
    open override func draw(_ rect: Rect, in context: DrawingContext) {
        guard cellWidth > 0, bounds.height >= 1 else { return }
        let y = bounds.minY + Double(drawnRow)
        let x = bounds.minX
        let base: TextAttributes = baseAttributes
        let (open, close) = showsFocus ? ("<", ">") : ("[", "]")
        func attributes(for half: Direction) -> TextAttributes {
            guard isEnabled else { return .dim }
            var attributes = base
            if !canStep(half) { attributes.remove(.bold); attributes.insert(.dim) }
            if pressedHalf == half, isTouchInside { attributes.insert(.reverse) }
            return attributes
        }
        let tint = isEnabled ? drawingTint : .default
        context.put(open, at: Point(x: x, y: y), style: CellStyle(attributes: base), background: backgroundColor)
        context.put("-", at: Point(x: x + 1, y: y), style: CellStyle(foreground: tint, attributes: attributes(for: .down)),
                    background: backgroundColor)
        context.put("|", at: Point(x: x + 2, y: y), style: CellStyle(attributes: base), background: backgroundColor)
        context.put("+", at: Point(x: x + 3, y: y), style: CellStyle(foreground: tint, attributes: attributes(for: .up)),
                    background: backgroundColor)
        context.put(close, at: Point(x: x + 4, y: y), style: CellStyle(attributes: base), background: backgroundColor)
    }
}
