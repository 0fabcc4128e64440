extension DrawingContext {
    /// Dims every cell the context may draw: what lies behind a presented sheet. Bold
    /// goes and dim comes, so the dimming shows in monochrome too; characters and colours
    /// stay.
    func dimEverything() {
        let area = target.canvas.drawableArea(canvasClip)
        for y in area.rows {
            for x in area.columns {
                target.canvas[x, y].style.attributes.remove(.bold)
                target.canvas[x, y].style.attributes.insert(.dim)
            }
        }
    }
}
