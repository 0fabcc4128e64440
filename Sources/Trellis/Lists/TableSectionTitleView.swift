/// The view a ``TableView`` shows for a section's header or footer title when the
/// delegate gives no view of its own: one row, the title from column 1, bold for a header
/// and dim for a footer, over blanks, so a floating header hides the rows beneath it.
@MainActor
final class TableSectionTitleView: View {
    init(title: String, isHeader: Bool) {
        self.title = title
        self.isHeader = isHeader
        super.init(frame: .zero)
        debugName = isHeader ? "TUI-sectionHeader" : "TUI-sectionFooter"
    }

    let title: String
    let isHeader: Bool

    override func draw(_ rect: Rect, in context: DrawingContext) {
        context.fill(bounds, with: " ", style: CellStyle(background: backgroundColor ?? .default))
        let width = Int(bounds.width.rounded(.down)) - 2
        guard width > 0 else { return }
        let shown = TextTruncation.truncate(TextSanitizer.sanitize(title), toWidth: width, at: .tail)
        context.put(shown, at: Point(x: bounds.minX + 1, y: bounds.minY),
                    style: CellStyle(attributes: isHeader ? .bold : .dim), background: backgroundColor)
    }
}
