extension AlertAction {
    /// What kind of choice an action is: UIKit's `UIAlertAction.Style`.
    public enum Style: Sendable, Hashable {
        /// An ordinary choice.
        case `default`
        /// The choice that leaves things as they were. Esc chooses it; an alert has at most
        /// one. It goes on the left of a two-button row and last in a column.
        case cancel
        /// A choice that destroys data. Its title is ``Color/systemRed`` and underlined (the underline
        /// keeps it distinct without colour).
        case destructive
    }
}
