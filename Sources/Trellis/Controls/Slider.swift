/// A control that picks a value from a continuous range: UIKit's `UISlider`, drawn as a
/// track with a thumb.
///
/// At a width of `w` cells the thumb `●` is in cell `round((value − min) / (max − min) ·
/// (w − 1))`, or cell 0 when the range is empty. The cells before it are `━` in
/// ``minimumTrackTintColor`` (the tint by default), the cells after it `─`. With the focus
/// every cell is bold; while pressed the thumb is in reverse video; disabled, the slider is
/// dim. Its intrinsic size is 1 row high and has no width of its own.
///
/// Keys, with the focus: `←` and `→` move the value by 5 % of the range, Page Down and
/// Page Up by 10 %, Home and End to the ends; the slider takes those keys even at an end,
/// so they never move the focus away, and passes the others on. A mouse press sets the
/// value under the pointer, `min + x / (w − 1) · (max − min)`, and each drag sets it from
/// the pointer's column, clamped at the ends however far the pointer goes; the row does
/// not matter. While ``isContinuous`` is true, ``Control/Event/valueChanged`` follows each
/// key, the press and each drag that changed the value; otherwise one
/// ``Control/Event/valueChanged`` follows the release, if the value then differs from the
/// value before the press. Setting the value or the range in code sends nothing.
///
/// Differences from UIKit: a press anywhere on the track jumps to that value (in UIKit you
/// must grab the thumb); no images; ``setValue(_:animated:)`` does not animate. A value
/// or bound that is not a number is refused with a logged message.
@MainActor
open class Slider: Control {
    /// Creates a slider from 0 to 1 at 0.
    public override init(frame: Rect = .zero) {
        super.init(frame: frame)
    }

    /// The value, between ``minimumValue`` and ``maximumValue``; 0 by default. Setting it
    /// clamps it to the range and sends nothing. Not a number is refused and logged.
    open var value: Double {
        get { storedValue }
        set {
            guard !newValue.isNaN else {
                LayoutDiagnostics.emit("Slider: value cannot be NaN; it stays \(storedValue)")
                return
            }
            let clamped = clampedToRange(newValue)
            guard clamped != storedValue else { return }
            storedValue = clamped
            setNeedsDisplay()
        }
    }

    private final var storedValue: Double = 0

    /// Sets ``value``; sends nothing. `animated` changes nothing: the thumb moves at once.
    open func setValue(_ value: Double, animated: Bool) {
        self.value = value
    }

    /// The lowest value; 0 by default. Setting it clamps the value into the new range,
    /// silently; when it passes ``maximumValue`` the range is empty and the value is the
    /// minimum. Not a number is refused and logged.
    open var minimumValue: Double = 0 {
        didSet {
            guard !minimumValue.isNaN else {
                LayoutDiagnostics.emit("Slider: minimumValue cannot be NaN; it stays \(oldValue)")
                minimumValue = oldValue
                return
            }
            rangeDidChange()
        }
    }

    /// The highest value; 1 by default. Setting it clamps the value into the new range,
    /// silently. Not a number is refused and logged.
    open var maximumValue: Double = 1 {
        didSet {
            guard !maximumValue.isNaN else {
                LayoutDiagnostics.emit("Slider: maximumValue cannot be NaN; it stays \(oldValue)")
                maximumValue = oldValue
                return
            }
            rangeDidChange()
        }
    }

    /// Whether ``Control/Event/valueChanged`` follows every change while the mouse
    /// drags (true, the default) or comes once, after the release.
    open var isContinuous = true

    /// The colour of the track before the thumb; nil, the default, is the tint.
    open var minimumTrackTintColor: Color? {
        didSet { if minimumTrackTintColor != oldValue { setNeedsDisplay() } }
    }

    /// The colour of the track after the thumb; nil, the default, is
    /// ``Color/systemGray``, as UIKit's track is a gray.
    open var maximumTrackTintColor: Color? {
        didSet { if maximumTrackTintColor != oldValue { setNeedsDisplay() } }
    }

    /// The colour of the thumb; nil, the default, is the terminal's.
    open var thumbTintColor: Color? {
        didSet { if thumbTintColor != oldValue { setNeedsDisplay() } }
    }

    private func rangeDidChange() {
        storedValue = clampedToRange(storedValue)
        setNeedsDisplay()
    }

    private func clampedToRange(_ value: Double) -> Double {
        guard maximumValue > minimumValue else { return minimumValue }
        return Swift.min(Swift.max(value, minimumValue), maximumValue)
    }

    /// 1 row, no width of its own.
    open override var intrinsicContentSize: Size { Size(width: View.noIntrinsicMetric, height: 1) }

    /// The thumb's cell at a width of `width` cells.
    func thumbColumn(width: Int) -> Int {
        guard width > 1, maximumValue > minimumValue else { return 0 }
        let fraction = (value - minimumValue) / (maximumValue - minimumValue)
        let column = Int((fraction * Double(width - 1)).roundedToCell())
        return Swift.min(Swift.max(column, 0), width - 1)
    }

    // MARK: - Input

    /// The arrows, Page Up and Down, Home and End move the value; other keys go on.
    open override func keyPressed(_ event: KeyEvent) {
        guard isEnabled, event.modifiers.isEmpty else { return super.keyPressed(event) }
        let range = maximumValue > minimumValue ? maximumValue - minimumValue : 0
        let target: Double
        switch event.key {
        case .left: target = value - range * 0.05
        case .right: target = value + range * 0.05
        case .pageDown: target = value - range * 0.1
        case .pageUp: target = value + range * 0.1
        case .home: target = minimumValue
        case .end: target = maximumValue
        default: return super.keyPressed(event)
        }
        setValueByUser(target, notify: true)
    }

    /// The value when the press began, for a non-continuous slider's one event.
    private var valueBeforePress: Double = 0

    /// The press sets the value under the pointer.
    open override func beginTracking(_ event: MouseEvent) -> Bool {
        valueBeforePress = value
        setValueByUser(valueUnder(event.location), notify: isContinuous)
        return true
    }

    /// Each drag sets the value from the pointer's column.
    open override func continueTracking(_ event: MouseEvent) -> Bool {
        setValueByUser(valueUnder(event.location), notify: isContinuous)
        return true
    }

    /// A non-continuous slider reports the press's change once, after the release.
    open override func endTracking(_ event: MouseEvent?) {
        if !isContinuous, value != valueBeforePress { sendActions(for: .valueChanged) }
    }

    private func valueUnder(_ windowPoint: Point) -> Double {
        let width = cellWidth
        guard width > 1 else { return minimumValue }
        let x = localPoint(windowPoint).x - bounds.minX
        let fraction = Swift.min(Swift.max(x / Double(width - 1), 0), 1)
        return minimumValue + fraction * (maximumValue - minimumValue)
    }

    private func setValueByUser(_ newValue: Double, notify: Bool) {
        let old = value
        value = newValue
        if notify, value != old { sendActions(for: .valueChanged) }
    }

    // MARK: - Drawing

    /// Draws the track and the thumb on the middle row.
    open override func draw(_ rect: Rect, in context: DrawingContext) {
        let width = cellWidth
        guard width > 0, bounds.height >= 1 else { return }
        let thumb = thumbColumn(width: width)
        let attributes: TextAttributes = baseAttributes
        let y = bounds.minY + Double(drawnRow)
        let x = bounds.minX
        let tint = isEnabled ? (minimumTrackTintColor ?? drawingTint) : .default
        if thumb > 0 {
            context.put(String(repeating: "━", count: thumb), at: Point(x: x, y: y),
                        style: CellStyle(foreground: tint, attributes: attributes), background: backgroundColor)
        }
        var thumbAttributes = attributes
        if isEnabled, isHighlighted { thumbAttributes.insert(.reverse) }
        context.put("●", at: Point(x: x + Double(thumb), y: y),
                    style: CellStyle(foreground: isEnabled ? thumbTintColor ?? .default : .default,
                                     attributes: thumbAttributes),
                    background: backgroundColor)
        if thumb + 1 < width {
            context.put(String(repeating: "─", count: width - thumb - 1), at: Point(x: x + Double(thumb + 1), y: y),
                        style: CellStyle(foreground: isEnabled ? maximumTrackTintColor ?? ControlColors.track : .default,
                                         attributes: attributes),
                        background: backgroundColor)
        }
    }
}
