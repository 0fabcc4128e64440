/// A row a ``TableView``'s next layout pass must place on screen, and where: kept until
/// the pass has measured the rows around it, so the row lands where it was asked to be
/// even when real heights replace the estimates.
struct TableRowTarget {
    /// The row, as a global index over all sections.
    var row: Int
    /// Where it goes.
    var position: TableView.ScrollPosition
}
