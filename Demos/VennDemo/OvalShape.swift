/// The filled oval inscribed in a box of cells, at two pixels per cell (one above the
/// other): the Venn demo's `UIBezierPath(ovalIn: bounds)`. A pixel belongs to the oval when
/// its centre lies inside the ellipse, the rule ``Trellis/CharacterArt/filledEllipse(width:height:style:resolution:)``
/// uses.
///
/// A box twice as many columns wide as it is rows tall has as many pixels across as down,
/// so its oval is a circle on screen.
struct OvalShape: Equatable {
    /// The box's width in columns (pixels across).
    let columns: Int
    /// The box's height in rows (half the pixels down).
    let rows: Int

    /// The oval in a box of `columns` × `rows` cells; negative sizes count as 0.
    init(columns: Int, rows: Int) {
        self.columns = Swift.max(columns, 0)
        self.rows = Swift.max(rows, 0)
    }

    /// The oval's empty box: no pixels.
    static let empty = OvalShape(columns: 0, rows: 0)

    /// Whether the pixel at `x` (a column) and `y` (a half row: 0 and 1 are the two
    /// halves of row 0) is inside the oval.
    func contains(x: Int, y: Int) -> Bool {
        guard (0..<columns).contains(x), (0..<(2 * rows)).contains(y) else { return false }
        let rx = Double(columns) / 2, ry = Double(rows)
        let dx = (Double(x) + 0.5 - rx) / rx
        let dy = (Double(y) + 0.5 - ry) / ry
        return dx * dx + dy * dy <= 1
    }
}
