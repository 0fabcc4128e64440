import Trellis

/// A box drawn with a single-line border and an optional caption on its top edge: the
/// catalog's way to show where a view's frame is, in a terminal where a background colour
/// may not show.
public final class CatalogBoxView: View {
    /// The text on the top edge, cut to fit.
    public var caption: String = "" {
        didSet {
            setNeedsDisplay()
            if hasIntrinsicSize { invalidateIntrinsicContentSize() }
        }
    }

    /// Whether the caption is followed by the box's width: `caption 24`.
    public var showsWidth = false {
        didSet { setNeedsDisplay() }
    }

    /// Whether the box asks for the room its caption needs (its width plus a cell of
    /// border and of padding each side) by three rows, as its intrinsic content size; off,
    /// it has none, and only constraints size it.
    public var hasIntrinsicSize = false {
        didSet { invalidateIntrinsicContentSize() }
    }

    public override var intrinsicContentSize: Size {
        guard hasIntrinsicSize else { return Size(width: View.noIntrinsicMetric, height: View.noIntrinsicMetric) }
        return Size(width: Double(DisplayWidth.of(caption) + 4), height: 3)
    }

    /// A box with `caption` on its top edge, and no intrinsic size.
    public init(caption: String = "") {
        self.caption = caption
        super.init(frame: .zero)
    }

    public override init(frame: Rect) {
        super.init(frame: frame)
    }

    /// The width shows in the caption, so a new width redraws it.
    public override func layoutSubviews() {
        super.layoutSubviews()
        if showsWidth { setNeedsDisplay() }
    }

    public override func draw(_ rect: Rect, in context: DrawingContext) {
        guard bounds.width >= 2, bounds.height >= 2 else {
            context.fill(bounds, with: "▒")
            return
        }
        context.drawBorder(bounds)
        let width = "\(Int(bounds.width))"
        let text = !showsWidth ? caption : caption.isEmpty ? width : "\(caption) \(width)"
        let room = Int(bounds.width) - 2
        guard room > 0, !text.isEmpty else { return }
        _ = context.put(TextTruncation.truncate(text, toWidth: room, at: .tail), at: Point(x: 1, y: 0))
    }
}
