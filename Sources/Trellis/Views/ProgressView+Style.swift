extension ProgressView {
    /// How a progress view draws its track: UIKit's `UIProgressView.Style`.
    public enum Style: Sendable, Hashable {
        /// The standard look: the part still to go is a `░` track.
        case `default`
        /// For a toolbar or a bar of its own: the part still to go is left blank (UIKit's
        /// bar style has no visible track), so only the filled part shows.
        case bar
    }
}
