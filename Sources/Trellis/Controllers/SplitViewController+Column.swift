extension SplitViewController {
    /// One of the split's columns: UIKit's `UISplitViewController.Column`, for the
    /// double-column style.
    public enum Column: Sendable, Hashable {
        /// The narrow column on the left: a list, a menu.
        case primary
        /// The wide column on the right: what the primary's selection shows.
        case secondary
    }
}
