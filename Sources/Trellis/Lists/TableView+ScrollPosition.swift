extension TableView {
    /// Where ``TableView/scrollToRow(at:at:animated:)`` puts a row: UIKit's
    /// `UITableView.ScrollPosition`.
    public enum ScrollPosition: Sendable, Hashable {
        /// The least scrolling that shows the row whole (top-aligned when it is taller
        /// than the table); nothing moves if it is already shown.
        case none
        /// The row's top at the table's top.
        case top
        /// The row in the middle.
        case middle
        /// The row's bottom at the table's bottom.
        case bottom
    }
}
