/// What keeps a ``TableView``'s scroll position steady while heights change: the first
/// row on screen and how many of its rows are hidden above the top. A pass that replaces
/// estimates by measured heights, or a width change, puts that row back where it was.
struct TableAnchor {
    /// The row, as a global index over all sections.
    var row: Int
    /// How far the table's top lies below the row's top (negative above it, in a header).
    var hiddenAbove: Int
}
