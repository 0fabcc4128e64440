/// The `│` column between an expanded split's primary and secondary columns.
final class SplitColumnSeparatorView: View {
    override func draw(_ rect: Rect, in context: DrawingContext) {
        for row in 0..<Swift.max(Int(bounds.height), 0) {
            context.put("│", at: Point(x: 0, y: Double(row)))
        }
    }
}
