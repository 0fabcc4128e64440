extension DrawingContext {
    /// Adds `attributes` to every cell of `rect` (view coordinates) that the context may
    /// draw, and paints `background` under them when given, keeping the characters: how a
    /// table row shows that it is focused or selected over whatever its content drew.
    func addAttributes(_ attributes: TextAttributes, background: Color?, in rect: Rect) {
        let area = target.canvas.drawableArea(canvasClip)
        let minX = originX + DrawingContext.cellCoordinate(rect.minX)
        let minY = originY + DrawingContext.cellCoordinate(rect.minY)
        let maxX = originX + DrawingContext.cellCoordinate(rect.maxX)
        let maxY = originY + DrawingContext.cellCoordinate(rect.maxY)
        for y in Swift.max(minY, area.rows.lowerBound)..<Swift.max(Swift.min(maxY, area.rows.upperBound), area.rows.lowerBound) {
            for x in Swift.max(minX, area.columns.lowerBound)..<Swift.max(Swift.min(maxX, area.columns.upperBound), area.columns.lowerBound) {
                target.canvas[x, y].style.attributes.formUnion(attributes)
                if let background { target.canvas[x, y].style.background = background }
            }
        }
    }
}
