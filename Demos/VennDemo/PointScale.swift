/// How the course's points become terminal cells in the Venn demo.
///
/// A cell is about twice as tall as it is wide, so the two axes scale differently and a
/// distance looks the same across as down: 5 points per column and 10 points per row. The
/// course's 20 points are 4 columns or 2 rows, its 40 points 8 columns or 4 rows, its 240
/// points 48 columns, and its 8 points 1 row (0.8, rounded to a whole row so edges fall on
/// cells). A square in points (the circles' 1:1 aspect ratio) is therefore twice as many
/// columns as rows.
///
/// A terminal too small for the course's sizes draws the diagram smaller: every length is
/// multiplied by a `scale` below 1 (``VennScreenView/scale``), the same across and down,
/// so the diagram keeps its proportions.
enum PointScale {
    /// Points per column.
    static let pointsPerColumn = 5.0

    /// Points per row.
    static let pointsPerRow = 10.0

    /// A horizontal length in points as columns, at `scale` (1 is the course's size).
    static func columns(_ points: Double, scale: Double = 1) -> Double {
        (points * scale / pointsPerColumn).rounded()
    }

    /// A vertical length in points as rows, rounded to a whole row, at `scale`.
    static func rows(_ points: Double, scale: Double = 1) -> Double {
        (points * scale / pointsPerRow).rounded()
    }

    /// The width of a box as many points wide as `rows` rows are tall: a square's width for
    /// its height, in cells.
    static let squareWidthPerRow = pointsPerRow / pointsPerColumn
}
