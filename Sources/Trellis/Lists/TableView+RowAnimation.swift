extension TableView {
    /// How an inserted, deleted or reloaded row would animate: UIKit's
    /// `UITableView.RowAnimation`. Accepted for UIKit's signatures; a terminal shows the
    /// new rows at once, whichever is given.
    public enum RowAnimation: Sendable, Hashable {
        case none, automatic, fade, right, left, top, bottom, middle
    }
}
