extension TableView {
    /// Whether rows are divided by lines: UIKit's `UITableViewCell.SeparatorStyle`.
    public enum SeparatorStyle: Sendable, Hashable {
        /// No separators (the default in a terminal, where a line costs a whole row).
        case none
        /// A `─` row under every row, part of the row's height.
        case singleLine
    }
}
