/// A rectangle of whole cells inside a canvas, as half-open column and row ranges: what a
/// ``Rect`` (in `Double`s, possibly null, infinite or negative) becomes when a canvas draws
/// into it.
struct CellArea: Hashable {
    /// The columns covered, within `0..<width` of the canvas.
    var columns: Range<Int>
    /// The rows covered, within `0..<height` of the canvas.
    var rows: Range<Int>

    /// The whole of a `width` × `height` canvas.
    init(width: Int, height: Int) {
        columns = 0..<width
        rows = 0..<height
    }

    /// The cells of `rect` that lie on a `width` × `height` canvas.
    ///
    /// Edges are rounded to whole cells as ``Rect/rounded()`` does (each on its own, halves
    /// up), so a rect that already has whole-number edges, as clips and frames drawn do,
    /// covers exactly its cells. A null rect, or one with a NaN edge, covers nothing.
    init(_ rect: Rect, width: Int, height: Int) {
        let cells = rect.rounded()
        columns = Self.range(from: cells.minX, to: cells.maxX, limit: width)
        rows = Self.range(from: cells.minY, to: cells.maxY, limit: height)
    }

    /// The whole cells from `low` to `high` clamped to `0..<limit`; clamping in `Double`
    /// first because an infinite edge cannot become an `Int`.
    private static func range(from low: Double, to high: Double, limit: Int) -> Range<Int> {
        guard !low.isNaN, !high.isNaN, limit > 0 else { return 0..<0 }
        let lower = Int(Swift.min(Swift.max(low, 0), Double(limit)))
        let upper = Int(Swift.min(Swift.max(high, 0), Double(limit)))
        return lower..<Swift.max(lower, upper)
    }

    /// Whether the area has no cells.
    var isEmpty: Bool { columns.isEmpty || rows.isEmpty }

    /// The cells in both areas.
    func intersection(_ other: CellArea) -> CellArea {
        var result = self
        result.columns = columns.clamped(to: other.columns)
        result.rows = rows.clamped(to: other.rows)
        return result
    }

    /// Whether the cell at column `x`, row `y` is in the area.
    func contains(x: Int, y: Int) -> Bool {
        columns.contains(x) && rows.contains(y)
    }
}
