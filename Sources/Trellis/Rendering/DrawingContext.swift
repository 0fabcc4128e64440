/// Where a view draws during the draw pass: the window's canvas, seen through the view's
/// own coordinate system and clipped to what the view may touch.
///
/// ``View/draw(_:in:)`` receives one. Coordinates are the view's: (0, 0) is the top-left
/// cell of its bounds, so a scrolled view (a bounds origin other than zero) draws shifted.
/// Everything outside ``clip`` is left alone: the window's edges, an ancestor that clips
/// to its bounds, and the part of the screen this pass is not redrawing.
///
/// Semantic colours (``Color/system(_:)``) are resolved by the window's ``Theme`` as they
/// are written, so ``cell(at:)`` reads back the colours the terminal will show.
///
/// Not in UIKit, whose `draw(_:)` finds a graphics context on a stack. A context is only
/// valid during the `draw` call it was given to.
@MainActor
public final class DrawingContext {
    /// The canvas being drawn, in window coordinates, shared by every context of a pass.
    let target: CanvasTarget
    private var canvas: Canvas {
        get { target.canvas }
        _modify { yield &target.canvas }
    }

    /// Where the view's (0, 0) lies on the canvas. The draw pass moves one context from
    /// view to view rather than making one per view.
    var originX: Int
    var originY: Int

    /// The area the view may draw in, in canvas coordinates (whole cells).
    var canvasClip: Rect

    init(target: CanvasTarget, originX: Int, originY: Int, canvasClip: Rect) {
        self.target = target
        self.originX = originX
        self.originY = originY
        self.canvasClip = canvasClip
    }

    /// The theme semantic colours are drawn in: the window's ``Window/theme``.
    public var theme: Theme { target.theme }

    /// The area the view may draw in, in its own coordinates.
    public var clip: Rect {
        canvasClip.offsetBy(dx: Double(-originX), dy: Double(-originY))
    }

    /// Writes one line of text with its first cell at `point` (in the view's coordinates;
    /// rounded to whole cells) and returns the column after it. Wide characters take two
    /// cells and are never split at the clip; controls never reach the screen.
    @discardableResult
    public func put(_ text: String, at point: Point, style: CellStyle = .plain) -> Double {
        let x = DrawingContext.cellCoordinate(point.x)
        let y = DrawingContext.cellCoordinate(point.y)
        let end = canvas.put(text, x: originX + x, y: originY + y, style: theme.resolve(style), clip: canvasClip)
        return Double(end - originX)
    }

    /// Writes one line of text like ``put(_:at:style:)``, except that each cell keeps the
    /// background it had when `style` has no background of its own (`nil`): text over
    /// whatever lies beneath, as a label without a ``View/backgroundColor`` draws.
    @discardableResult
    public func put(_ text: String, at point: Point, style: CellStyle, background: Color?) -> Double {
        let style = theme.resolve(style)
        if let background {
            var opaque = style
            opaque.background = theme.resolve(background)
            return put(text, at: point, style: opaque)
        }
        let x = originX + DrawingContext.cellCoordinate(point.x)
        let y = originY + DrawingContext.cellCoordinate(point.y)
        if let count = Canvas.printableASCIICount(text) {
            // One cell per byte, none wide: each cell written keeps its own background.
            canvas.putPrintableASCII(text, count: count, x: x, y: y, style: style, keepingBackground: true, clip: canvasClip)
            return Double(x + count - originX)
        }
        let area = canvas.drawableArea(canvasClip)
        let width = DisplayWidth.of(text)
        // One cell past the text too: a wide character the text cuts there is repaired to
        // a space, which should keep its background as well.
        var beneath: [(Int, Color)] = []
        if area.rows.contains(y) {
            // Empty when the text starts past the clip's end or ends before its start.
            let first = Swift.max(x, area.columns.lowerBound)
            let end = Swift.max(Swift.min(x + width + 1, area.columns.upperBound), first)
            for column in first..<end {
                beneath.append((column, canvas[column, y].style.background))
            }
        }
        let end = put(text, at: point, style: style)
        for (column, color) in beneath {
            canvas[column, y].style.background = color
        }
        return end
    }

    /// The cell at `point` (in the view's coordinates; rounded to a whole cell) as the pass
    /// has drawn it so far: what the views behind this one, and this view's own earlier
    /// calls, left there. Nil outside ``clip``, where the cell is not being drawn again
    /// and holds whatever an earlier pass left.
    ///
    /// A view that blends with what lies beneath reads it here: a translucent fill is the
    /// cell's colour mixed with the fill's (``Color/mix(with:by:)``). The draw pass draws
    /// back to front, so everything behind the view is already in place. Not in UIKit,
    /// whose graphics context composites translucent colours itself.
    public func cell(at point: Point) -> Cell? {
        let x = originX + DrawingContext.cellCoordinate(point.x)
        let y = originY + DrawingContext.cellCoordinate(point.y)
        guard canvas.drawableArea(canvasClip).contains(x: x, y: y) else { return nil }
        return canvas[x, y]
    }

    /// Fills `rect` (view coordinates) with `character` in `style`.
    public func fill(_ rect: Rect, with character: Character = " ", style: CellStyle = .plain) {
        canvas.fill(toCanvas(rect), with: character, style: theme.resolve(style), clip: canvasClip)
    }

    /// Changes the background colour of the cells in `rect`, keeping what they show.
    public func setBackground(_ color: Color, in rect: Rect) {
        canvas.setBackground(theme.resolve(color), in: toCanvas(rect), clip: canvasClip)
    }

    /// Draws the outline of `rect` in box-drawing characters.
    public func drawBorder(_ rect: Rect, style: BorderStyle = .single, cellStyle: CellStyle = .plain) {
        canvas.drawBorder(toCanvas(rect), style: style, cellStyle: theme.resolve(cellStyle), clip: canvasClip)
    }

    /// A coordinate as a whole cell, kept far off the canvas when it is not a number or
    /// beyond any screen, rather than trapping on the way to `Int`.
    static func cellCoordinate(_ value: Double) -> Int {
        guard value.isFinite else { return -1_000_000_000 }
        return Int(Swift.min(Swift.max(value, -1e9), 1e9).roundedToCell())
    }

    private func toCanvas(_ rect: Rect) -> Rect {
        rect.rounded().offsetBy(dx: Double(originX), dy: Double(originY))
    }
}
