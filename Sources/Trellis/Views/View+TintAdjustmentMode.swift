extension View {
    /// Whether a view's tint is shown as it is or dimmed: UIKit's
    /// `UIView.TintAdjustmentMode`.
    public enum TintAdjustmentMode: Sendable, Hashable {
        /// As the superview's; for a view at the top of its window, dimmed while a
        /// presented controller is in front of it, normal otherwise.
        case automatic
        /// The tint as it is.
        case normal
        /// The tint gray: the view is behind something that has the user's attention.
        case dimmed
    }
}
