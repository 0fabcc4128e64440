import Trellis

/// The course's `UIViewShowAlignmentRects` for the Profile screen: over each of its
/// ``targets``, the alignment rect in yellow and the rest of the frame (an ornament such
/// as a badge, or the portrait's offset) in red, as cell backgrounds that leave the
/// content readable.
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
            context.setBackground(Self.frameColor, in: frame)
            context.setBackground(Self.alignmentRectColor, in: view.alignmentRect(forFrame: frame))
        }
    }
}
