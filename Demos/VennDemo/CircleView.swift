import Trellis

/// One circle of the Venn diagram: the course's `CircleView`, a translucent disc filling its
/// bounds, which it knows only through the pipeline (its superview never refers to it).
///
/// The course's circle is a `CAShapeLayer` whose path, an oval in the bounds, it sets in
/// `layoutSubviews` ("once `super.layoutSubviews` was called … I had all the frame
/// information I needed"). This one does the same: `layoutSubviews` makes the
/// ``shape`` from the bounds it was just given, and the draw pass paints it. Differences:
/// the layer is drawn by ``draw(_:in:)`` in the draw pass, since a terminal view has no
/// layer; the oval is drawn at two pixels per cell with half blocks (``HalfBlockCell``); and
/// the translucent fill colour of the course is ``fillColor`` at ``fillOpacity``, blended
/// into whatever was drawn beneath it with `Color.mix(with:by:)`, so where the circles
/// overlap the colours mix, as the course's semi-transparent green and blue do.
///
/// Each hook it runs is recorded in its ``PipelineLog``.
final class CircleView: View {
    /// The colour of the disc, before it is blended: the course's inspectable `fillColor`.
    var fillColor: Color {
        didSet { if fillColor != oldValue { setNeedsDisplay() } }
    }

    /// How much of ``fillColor`` covers what is beneath, from 0 to 1.
    var fillOpacity: Double {
        didSet { if fillOpacity != oldValue { setNeedsDisplay() } }
    }

    /// The oval to paint, made from the bounds in ``layoutSubviews()``: the course's
    /// `shapeLayer.path`.
    private(set) var shape = OvalShape.empty

    /// Where the hooks are recorded, and the name they are recorded under.
    private let log: PipelineLog
    private let logName: String

    /// A circle filled with `fillColor` at `fillOpacity`, recording its hooks in `log`
    /// as `logName`.
    init(fillColor: Color, fillOpacity: Double = 0.5, log: PipelineLog, logName: String) {
        self.fillColor = fillColor
        self.fillOpacity = fillOpacity
        self.log = log
        self.logName = logName
        super.init(frame: .zero)
        debugName = logName + "Circle"
        translatesAutoresizingMaskIntoConstraints = false
    }

    /// True, so the first update-constraints pass reaches the circles too and the log shows
    /// that pass going bottom-up, the circles before their diagram.
    override class var requiresConstraintBasedLayout: Bool { true }

    override func updateConstraints() {
        log.record(.updateConstraints, of: logName)
        super.updateConstraints()
    }

    /// Calls `super` first (the pass goes top-down), then makes the oval from the bounds
    /// the layout just gave the circle.
    override func layoutSubviews() {
        super.layoutSubviews()
        log.record(.layoutSubviews, of: logName)
        let box = bounds.rounded()
        let newShape = box.width.isFinite && box.height.isFinite
            ? OvalShape(columns: Int(box.width), rows: Int(box.height)) : .empty
        if newShape != shape {
            shape = newShape
            setNeedsDisplay()
        }
    }

    /// Paints the oval over what the views behind drew: each pixel inside it takes
    /// ``fillColor`` at ``fillOpacity`` over the colour already there.
    override func draw(_ rect: Rect, in context: DrawingContext) {
        log.record(.draw, of: logName)
        for row in 0..<shape.rows {
            for column in 0..<shape.columns {
                let top = shape.contains(x: column, y: 2 * row)
                let bottom = shape.contains(x: column, y: 2 * row + 1)
                guard top || bottom else { continue }
                let point = Point(x: bounds.minX + Double(column), y: bounds.minY + Double(row))
                // Outside the part being drawn again, the cell keeps what it shows.
                guard let beneath = context.cell(at: point) else { continue }
                var pixels = HalfBlockCell(beneath)
                pixels.paint(top: top, bottom: bottom, with: fillColor, opacity: fillOpacity)
                let (character, style) = pixels.drawn
                context.put(character, at: point, style: style)
            }
        }
    }
}
