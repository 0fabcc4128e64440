import Trellis

/// The line between the split view's two columns: one column of "│", dim.
final class ColumnSeparatorView: View {
    override init(frame: Rect = .zero) {
        super.init(frame: frame)
        translatesAutoresizingMaskIntoConstraints = false
    }

    override func draw(_ rect: Rect, in context: DrawingContext) {
        let rows = Int(bounds.height.rounded(.down))
        for row in 0..<max(rows, 0) {
            context.put("│", at: Point(x: bounds.minX, y: bounds.minY + Double(row)), style: CellStyle(attributes: .dim))
        }
    }
}
