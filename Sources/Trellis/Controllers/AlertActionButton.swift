/// One action's button in an alert: `[ Title ]`, or `< Title >` and bold while focused, as
/// a ``Button`` draws, with the action's look on top (bold when preferred, red and
/// underlined when destructive, dim when disabled). Enter, Space or a click chooses the
/// action.
final class AlertActionButton: View {
    /// The action the button chooses.
    let action: AlertAction

    /// Whether the action is the alert's preferred one, drawn bold.
    var isPreferred = false {
        didSet { setNeedsDisplay() }
    }

    /// Runs when the user chooses the button.
    var onChoose: (@MainActor (AlertActionButton) -> Void)?

    private var isHighlighted = false {
        didSet { if isHighlighted != oldValue { setNeedsDisplay() } }
    }

    private var isTrackingMouse = false

    init(action: AlertAction) {
        self.action = action
        super.init(frame: .zero)
    }

    /// The action was enabled or disabled: redraw, and give up the focus if it went.
    func actionDidChange() {
        if !action.isEnabled, isFirstResponder { resignFirstResponder() }
        setNeedsDisplay()
    }

    override var canBecomeFirstResponder: Bool { action.isEnabled && !isHidden }

    override var takesInput: Bool { action.isEnabled }

    override func firstResponderStatusDidChange() {
        setNeedsDisplay()
    }

    override var intrinsicContentSize: Size {
        Size(width: Double(DisplayWidth.of(action.shownTitle) + 4), height: 1)
    }

    override func keyPressed(_ event: KeyEvent) {
        let chooses = event.modifiers.isEmpty && (event.key == .enter || event.key == .character(" "))
        guard chooses, action.isEnabled else { return super.keyPressed(event) }
        onChoose?(self)
    }

    override func mouseDown(_ event: MouseEvent) {
        guard action.isEnabled, event.button == .left else { return super.mouseDown(event) }
        isTrackingMouse = true
        isHighlighted = true
        becomeFirstResponder()
    }

    override func mouseDragged(_ event: MouseEvent) {
        guard isTrackingMouse else { return super.mouseDragged(event) }
        isHighlighted = point(inside: convert(event.location, from: nil))
    }

    override func mouseUp(_ event: MouseEvent) {
        guard isTrackingMouse else { return super.mouseUp(event) }
        isTrackingMouse = false
        isHighlighted = false
        if point(inside: convert(event.location, from: nil)) { onChoose?(self) }
    }

    override func draw(_ rect: Rect, in context: DrawingContext) {
        let width = Int(bounds.width)
        guard width > 0 else { return }
        let focused = isFirstResponder && action.isEnabled
        let (open, close) = focused ? ("<", ">") : ("[", "]")
        let title = TextTruncation.truncate(action.shownTitle, toWidth: Swift.max(width - 4, 0), at: .middle)
        let line = width >= 4 ? "\(open) \(title) \(close)" : TextTruncation.truncate(action.shownTitle, toWidth: width, at: .tail)
        var style = CellStyle()
        if !action.isEnabled {
            style.attributes = .dim
        } else {
            if focused || isPreferred { style.attributes.insert(.bold) }
            if isHighlighted { style.attributes.insert(.reverse) }
            if action.style == .destructive {
                style.attributes.insert(.underline)
                style.foreground = .systemRed
            }
        }
        context.put(line, at: .zero, style: style)
    }
}
