extension TableViewCell {
    /// Which built-in labels a cell has and where they go: UIKit's
    /// `UITableViewCell.CellStyle`.
    public enum CellStyle: Sendable, Hashable {
        /// A ``TableViewCell/textLabel`` alone, from the left margin.
        case `default`
        /// The text label on the left and the ``TableViewCell/detailTextLabel`` against the
        /// right margin, as Settings shows a value.
        case value1
        /// The text label, then the detail label one cell after it.
        case value2
        /// The text label with the detail label on the row below.
        case subtitle
    }
}
