/// A control that is on or off: UIKit's `UISwitch`, drawn as a check box.
///
/// It reads `[ ]` when off and `[x]` when on; the `x` is drawn in ``onTintColor``. With
/// the focus the brackets become `<` and `>` and go bold; while pressed the switch is in
/// reverse video; disabled, it is dim. Its intrinsic size is 3×1 and it hugs it at
/// priority 750 on both axes, so a stack does not stretch it. Wider or taller, it draws at
/// its leading edge, on its middle row.
///
/// Enter or Space toggles a focused switch; a click toggles it when released over it
/// (after ``Control/Event/touchDown`` and ``Control/Event/touchUpInside``). Each toggle
/// by the user sends ``Control/Event/valueChanged``; setting ``isOn`` in code sends
/// nothing.
///
/// Differences from UIKit: no thumb to slide, no `thumbTintColor`, `style` or `title`;
/// the switch changes at once (``setOn(_:animated:)`` takes `animated` for UIKit's
/// signature).
@MainActor
open class Switch: Control {
    /// Creates a switch that is off.
    public override init(frame: Rect = .zero) {
        super.init(frame: frame)
        setContentHuggingPriority(.defaultHigh, for: .horizontal)
        setContentHuggingPriority(.defaultHigh, for: .vertical)
    }

    /// Whether the switch is on; false by default. Setting it sends nothing.
    open var isOn: Bool = false {
        didSet { if isOn != oldValue { setNeedsDisplay() } }
    }

    /// Sets ``isOn``; sends nothing. UIKit's `setOn(_:animated:)`; a terminal switch has
    /// no animation, so `animated` changes nothing.
    open func setOn(_ on: Bool, animated: Bool) {
        isOn = on
    }

    /// The colour of the `x` when the switch is on; nil, the default, is
    /// ``Color/systemGreen``, as in UIKit, except where the theme's green does not read as
    /// text on the switch's background (8 and 16 colours on a light terminal), where the
    /// `x` is in ``Color/label``.
    open var onTintColor: Color? {
        didSet { if onTintColor != oldValue { setNeedsDisplay() } }
    }

    /// 3×1: the brackets and the mark.
    open override var intrinsicContentSize: Size { Size(width: 3, height: 1) }

    /// The intrinsic size, whatever size is offered.
    open override func sizeThatFits(_ size: Size) -> Size { intrinsicContentSize }

    /// Enter or Space, without modifiers, toggles the switch and sends
    /// ``Control/Event/valueChanged``; other keys go on up the chain.
    open override func keyPressed(_ event: KeyEvent) {
        let toggles = event.modifiers.isEmpty && (event.key == .enter || event.key == .character(" "))
        guard toggles, isEnabled else { return super.keyPressed(event) }
        toggleByUser()
    }

    /// A press released over the switch toggles it.
    open override func endTracking(_ event: MouseEvent?) {
        if isTouchInside { toggleByUser() }
    }

    private func toggleByUser() {
        isOn.toggle()
        sendActions(for: .valueChanged)
    }

    /// Draws the brackets (or focus marks) and the mark at the leading edge.
    open override func draw(_ rect: Rect, in context: DrawingContext) {
        guard cellWidth > 0, bounds.height >= 1 else { return }
        let attributes = stateAttributes
        let (open, close) = showsFocus ? ("<", ">") : ("[", "]")
        let y = bounds.minY + Double(drawnRow)
        let x = bounds.minX
        let chrome = CellStyle(attributes: attributes)
        context.put(open, at: Point(x: x, y: y), style: chrome, background: backgroundColor)
        let mark = Point(x: x + 1, y: y)
        // The default green where it reads as text on what lies beneath, which no ANSI green
        // does on white; a colour of one's own is drawn as it is.
        let beneath = backgroundColor ?? context.cell(at: mark)?.style.background ?? .default
        let markColor = isEnabled
            ? (onTintColor ?? context.theme.legibleColor(ControlColors.switchOnTint, on: beneath)) : .default
        context.put(isOn ? "x" : " ", at: mark,
                    style: CellStyle(foreground: markColor, attributes: attributes), background: backgroundColor)
        context.put(close, at: Point(x: x + 2, y: y), style: chrome, background: backgroundColor)
    }
}
