/// The transparent view a ``TableViewCell`` keeps in front of its content to show its
/// state over whatever the content drew: reverse video while the row is focused or
/// pressed, bold while it is selected, with the selected background where there is colour.
///
/// Drawing over the content, rather than asking each label to change, shows the state on
/// custom content too, and in monochrome through attributes alone.
@MainActor
final class TableViewCellStateOverlay: View {
    init() {
        super.init(frame: .zero)
        isOpaque = false
        isUserInteractionEnabled = false
        autoresizingMask = [.flexibleWidth, .flexibleHeight]
        debugName = "TUI-cellState"
    }

    weak var cell: TableViewCell?

    override func draw(_ rect: Rect, in context: DrawingContext) {
        guard let cell else { return }
        var attributes: TextAttributes = []
        var background: Color?
        if cell.isFocused || cell.isHighlighted { attributes.insert(.reverse) }
        if cell.isSelected, cell.selectionStyle != .none {
            attributes.insert(.bold)
            background = cell.selectedBackgroundColor
        }
        guard !attributes.isEmpty else { return }
        context.addAttributes(attributes, background: background, in: bounds)
    }
}
