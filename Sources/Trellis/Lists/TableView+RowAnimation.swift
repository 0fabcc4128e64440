extension TableView {
    /// How an inserted, deleted or reloaded row would animate: UIKit's
    /// `UITableView.RowAnimation`. Accepted for UIKit's signatures; a terminal shows the
    /// new rows at once, whichever is given.
    public enum RowAnimation: Sendable, Hashable {
        /// No animation.
        case none
        /// The animation UIKit picks.
        case automatic
        /// Rows fade in or out.
        case fade
        /// Rows slide from or to the right.
        case right
        /// Rows slide from or to the left.
        case left
        /// Rows slide from or to the top.
        case top
        /// Rows slide from or to the bottom.
        case bottom
        /// Rows stay centred while the space around them opens or closes.
        case middle
    }
}
