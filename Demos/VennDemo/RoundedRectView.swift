import Trellis

/// A plain filled rectangle with rounded corners: the light gray view the course puts
/// behind the Venn diagram's circles, a `UIView` with a `backgroundColor` and a small
/// `layer.cornerRadius`.
///
/// A terminal has no layers, so the corners are drawn: each corner cell is a quadrant
/// block (`▟ ▙ ▜ ▛`) in ``fillColor`` whose missing quarter keeps the background that was
/// beneath it, a rounding of half a cell, the smallest there is. Only a box at least 2
/// cells each way has corners to round.
final class RoundedRectView: View {
    /// The fill: the course's `backgroundColor`.
    var fillColor: Color {
        didSet { if fillColor != oldValue { setNeedsDisplay() } }
    }

    /// A view filled with `fillColor`, with `frame` as its frame.
    init(fillColor: Color, frame: Rect) {
        self.fillColor = fillColor
        super.init(frame: frame)
    }

    override func draw(_ rect: Rect, in context: DrawingContext) {
        let box = bounds.rounded()
        guard box.width >= 2, box.height >= 2 else {
            context.fill(box, style: CellStyle(background: fillColor))
            return
        }
        let corners: [(block: Character, point: Point)] = [
            ("▟", Point(x: box.minX, y: box.minY)), ("▙", Point(x: box.maxX - 1, y: box.minY)),
            ("▜", Point(x: box.minX, y: box.maxY - 1)), ("▛", Point(x: box.maxX - 1, y: box.maxY - 1)),
        ]
        // What the views behind left in the corners, before the fill covers it.
        let beneath = corners.map { context.cell(at: $0.point)?.style.background ?? .default }
        context.fill(box, style: CellStyle(background: fillColor))
        for (corner, background) in zip(corners, beneath) {
            context.put(String(corner.block), at: corner.point,
                        style: CellStyle(foreground: fillColor, background: background))
        }
    }
}
