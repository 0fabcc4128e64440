extension AlertController {
    /// Where an alert appears: UIKit's `UIAlertController.Style`.
    public enum Style: Sendable, Hashable {
        /// A box in the middle of the window. One or two actions share a row; three or
        /// more are stacked, one per row.
        case alert
        /// A box on the bottom edge, one action per row, cancel last after a blank row. A
        /// click outside the box chooses cancel.
        case actionSheet
    }
}
