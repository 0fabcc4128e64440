extension Canvas {
    /// Draws the outline of `rect` (whole cells, within `clip`) in `style`'s pieces,
    /// with every cell in `cellStyle`; the inside is left as it is.
    ///
    /// Small rects still get a sensible mark, chosen so that shrinking a box never makes
    /// it vanish before its area does:
    /// - width or height 0: nothing.
    /// - 1 row (1×1 included): a horizontal line, with no corners; a 1×1 border is one
    ///   horizontal piece, the shape a box collapses to when it has no height to enclose.
    /// - 1 column (2 rows or more): a vertical line.
    /// - 2×2 and larger: corners, with edges between them (a 2×2 box is just its four
    ///   corners).
    public mutating func drawBorder(_ rect: Rect, style: BorderStyle = .single, cellStyle: CellStyle = .plain, clip: Rect? = nil) {
        let cells = rect.rounded()
        // The outline belongs to the rect, not to the part of it on the canvas, so it is
        // computed in unclamped coordinates and then clipped cell by cell; huge or infinite
        // rects are clamped to a margin around the canvas first, so that `Int` conversion
        // cannot trap and loops stay short.
        guard !cells.isNull, !cells.minX.isNaN, !cells.maxX.isNaN, !cells.minY.isNaN, !cells.maxY.isNaN else { return }
        func clamp(_ value: Double, _ limit: Int) -> Int {
            Int(Swift.min(Swift.max(value, -1), Double(limit + 1)))
        }
        let left = clamp(cells.minX, width)
        let right = clamp(cells.maxX, width) - 1
        let top = clamp(cells.minY, height)
        let bottom = clamp(cells.maxY, height) - 1
        guard right >= left, bottom >= top else { return }
        let area = drawableArea(clip)

        func piece(_ character: Character, _ x: Int, _ y: Int) {
            if area.contains(x: x, y: y) { write(Cell(character, style: cellStyle), x: x, y: y) }
        }
        if top == bottom {
            for x in left...right { piece(style.horizontal, x, top) }
            return
        }
        if left == right {
            for y in top...bottom { piece(style.vertical, left, y) }
            return
        }
        if right - left >= 2 {
            for x in (left + 1)...(right - 1) {
                piece(style.horizontal, x, top)
                piece(style.horizontal, x, bottom)
            }
        }
        if bottom - top >= 2 {
            for y in (top + 1)...(bottom - 1) {
                piece(style.vertical, left, y)
                piece(style.vertical, right, y)
            }
        }
        piece(style.topLeft, left, top)
        piece(style.topRight, right, top)
        piece(style.bottomLeft, left, bottom)
        piece(style.bottomRight, right, bottom)
    }
}
