import Trellis

/// The course's `UIViewShowAlignmentRects` for the Profile screen: over each of its
/// ``targets``, the alignment rect in yellow and the rest of the frame (an ornament such
/// as a badge, or the portrait's offset) in red, as cell backgrounds under black text,
/// which leave the content readable.
///
/// Xcode outlines the alignment rects of every view, nested ones included; a cell can
/// hold either content or an outline, so this tints only the views the screen lays out
/// itself, whose frame and alignment rect differ.
final class AlignmentRectOverlayView: View {
    /// The colour of the alignment rects: Xcode's yellow.
    static let alignmentRectColor = Color.yellow
    /// The colour of the frame outside its alignment rect.
    static let frameColor = Color.red

    /// The views whose rects are shown.
    var targets: [View] = [] {
        didSet { setNeedsDisplay() }
    }

    override init(frame: Rect = .zero) {
        super.init(frame: frame)
        translatesAutoresizingMaskIntoConstraints = false
        isUserInteractionEnabled = false
        isOpaque = false
        debugName = "alignment rects"
    }

    override func draw(_ rect: Rect, in context: DrawingContext) {
        for view in targets where !view.isHidden {
            let frame = view.convert(view.bounds, to: self)
            tint(frame, Self.frameColor, in: context)
            tint(view.alignmentRect(forFrame: frame), Self.alignmentRectColor, in: context)
        }
    }

    /// Gives the cells of `rect` the background `color` and black text, which reads on
    /// yellow and red whatever colour the text had (white or the terminal's own, which is
    /// light on a dark terminal).
    private func tint(_ rect: Rect, _ color: Color, in context: DrawingContext) {
        let cells = rect.rounded().intersection(context.clip)
        guard !cells.isNull, !cells.isEmpty, cells.width.isFinite, cells.height.isFinite else { return }
        context.setBackground(color, in: cells)
        for y in Int(cells.minY)..<Int(cells.maxY) {
            for x in Int(cells.minX)..<Int(cells.maxX) {
                let point = Point(x: Double(x), y: Double(y))
                guard let cell = context.cell(at: point), case .character(let character) = cell.content,
                      character != " " else { continue }
                var style = cell.style
                style.foreground = .black
                context.put(String(character), at: point, style: style)
            }
        }
    }
}
