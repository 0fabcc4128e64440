extension TableViewCell {
    /// Whether a selected cell shows that it is: UIKit's
    /// `UITableViewCell.SelectionStyle`.
    public enum SelectionStyle: Sendable, Hashable {
        /// Selection does not change the look.
        case none
        /// Bold, over the ``TableViewCell/selectedBackgroundColor`` where there is colour.
        case `default`
    }
}
