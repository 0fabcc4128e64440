/// The inside of an alert's box: draws the title and message, and places the text fields
/// and the action buttons on their rows. The box and its border are the presentation
/// container's; this view fills the box's inside and clips to it.
final class AlertView: View {
    private weak var controller: AlertController?

    /// The buttons, in the order shown.
    private(set) var buttons: [AlertActionButton] = []

    /// The widest the message runs before it wraps.
    static let messageWidthLimit = 40

    /// The narrowest box.
    static let minimumBoxWidth = 20

    init(controller: AlertController) {
        self.controller = controller
        super.init(frame: .zero)
        clipsToBounds = true
        rebuild()
    }

    /// The title, message, fields or actions changed: remake the rows.
    func contentDidChange() {
        rebuild()
        superview?.setNeedsLayout()
        superview?.setNeedsDisplay()
    }

    private func rebuild() {
        guard let controller else { return }
        for button in buttons { button.removeFromSuperview() }
        let (actions, _) = controller.arrangedActions
        buttons = actions.map { action in
            let button = AlertActionButton(action: action)
            button.isPreferred = action === controller.preferredAction
            button.onChoose = { [weak controller] button in controller?.choose(button.action) }
            action.onChange = { [weak button] in button?.actionDidChange() }
            return button
        }
        for field in controller.shownTextFields where field.superview !== self { addSubview(field) }
        for button in buttons { addSubview(button) }
        setNeedsLayout()
        setNeedsDisplay()
    }

    // MARK: - Measuring

    private var titleText: String { controller?.title ?? "" }
    private var messageText: String { controller?.message ?? "" }

    /// The width of the row of buttons, or of the widest button when each has its own row.
    private var buttonRowWidth: Int {
        let widths = buttons.map { Int($0.intrinsicContentSize.width) }
        guard controller?.arrangedActions.sharesRow == true else { return widths.max() ?? 0 }
        return widths.reduce(0, +) + 2 * Swift.max(widths.count - 1, 0)
    }

    /// The inner width the content asks for: the widest of the title, the message (up to
    /// the limit) and the buttons.
    private var contentWidth: Int {
        Swift.max(DisplayWidth.of(titleText), Swift.min(DisplayWidth.of(messageText), AlertView.messageWidthLimit),
                  buttonRowWidth)
    }

    /// The message cut into lines `width` cells wide.
    private func messageLines(width: Int) -> [String] {
        TextWrapper.wrap(messageText, width: Swift.max(width, 1), mode: .word)
    }

    /// The rows above the buttons: title, message lines, fields.
    private func headerRowCount(width: Int) -> Int {
        (titleText.isEmpty ? 0 : 1) + messageLines(width: width).count + (controller?.shownTextFields.count ?? 0)
    }

    /// Whether a blank row sets the cancel button apart from the rest (action sheets).
    private var separatesCancel: Bool {
        guard controller?.preferredStyle == .actionSheet else { return false }
        return buttons.count >= 2 && buttons.last?.action.style == .cancel
    }

    /// The rows the buttons take, blank separator included.
    private var buttonRowCount: Int {
        guard !buttons.isEmpty else { return 0 }
        if controller?.arrangedActions.sharesRow == true { return 1 }
        return buttons.count + (separatesCancel ? 1 : 0)
    }

    /// The box, border included, in a container of `bounds`: centred for an alert, on the
    /// bottom edge for an action sheet, never wider than the container less 2 nor taller
    /// than it.
    func boxRect(in bounds: Rect) -> Rect {
        let containerWidth = Int(bounds.width)
        let containerHeight = Int(bounds.height)
        let width = Swift.max(Swift.min(Swift.max(AlertView.minimumBoxWidth, contentWidth + 4), containerWidth - 2), 0)
        let inner = Swift.max(width - 4, 0)
        let header = headerRowCount(width: inner)
        let rows = header + (header > 0 && !buttons.isEmpty ? 1 : 0) + buttonRowCount
        let height = Swift.max(Swift.min(rows + 2, containerHeight), 0)
        let x = (containerWidth - width) / 2
        let y = controller?.preferredStyle == .actionSheet ? containerHeight - height : (containerHeight - height) / 2
        return Rect(x: bounds.minX + Double(x), y: bounds.minY + Double(y), width: Double(width), height: Double(height))
    }

    // MARK: - Layout and drawing

    /// The width between the side paddings.
    private var innerWidth: Int { Swift.max(Int(bounds.width) - 2, 0) }

    override func layoutSubviews() {
        super.layoutSubviews()
        let inner = innerWidth
        var row = (titleText.isEmpty ? 0 : 1) + messageLines(width: inner).count
        for field in controller?.shownTextFields ?? [] {
            field.frame = Rect(x: 1, y: Double(row), width: Double(inner), height: 1)
            row += 1
        }
        if row > 0 { row += 1 }
        let widths = buttons.map { Int($0.intrinsicContentSize.width) }
        if controller?.arrangedActions.sharesRow == true {
            var x = 1 + Swift.max((inner - buttonRowWidth) / 2, 0)
            for (button, width) in zip(buttons, widths) {
                button.frame = Rect(x: Double(x), y: Double(row), width: Double(Swift.min(width, inner)), height: 1)
                x += width + 2
            }
        } else {
            for (index, (button, width)) in zip(buttons, widths).enumerated() {
                if separatesCancel, index == buttons.count - 1 { row += 1 }
                let shown = Swift.min(width, inner)
                button.frame = Rect(x: Double(1 + (inner - shown) / 2), y: Double(row), width: Double(shown), height: 1)
                row += 1
            }
        }
    }

    override func draw(_ rect: Rect, in context: DrawingContext) {
        let inner = innerWidth
        guard inner > 0 else { return }
        var row = 0
        func centred(_ text: String, style: CellStyle) {
            let shown = TextTruncation.truncate(text, toWidth: inner, at: .tail)
            let x = 1 + (inner - DisplayWidth.of(shown)) / 2
            context.put(shown, at: Point(x: Double(x), y: Double(row)), style: style)
            row += 1
        }
        if !titleText.isEmpty {
            var bold = CellStyle()
            bold.attributes.insert(.bold)
            centred(titleText, style: bold)
        }
        for line in messageLines(width: inner) { centred(line, style: CellStyle()) }
    }
}
