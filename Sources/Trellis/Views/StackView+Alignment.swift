extension StackView {
    /// How a stack view places its arranged views across its ``StackView/axis`` (SV-05):
    /// UIKit's `UIStackView.Alignment`.
    ///
    /// `top` is `leading` and `bottom` is `trailing`, as in UIKit, where they share raw
    /// values: in a horizontal stack leading means the top edge, in a vertical one the
    /// leading edge.
    public enum Alignment: Int, Sendable, Hashable {
        /// Each view is as wide (vertical stack) or as tall (horizontal stack) as the
        /// stack. The default.
        case fill
        /// Views keep their intrinsic size across the axis and line up on the top edge
        /// (horizontal stack) or the leading edge (vertical stack).
        case leading
        /// Views keep their intrinsic size across the axis and line up on their centres.
        case center
        /// Views keep their intrinsic size across the axis and line up on the bottom
        /// edge (horizontal stack) or the trailing edge (vertical stack).
        case trailing
        /// Horizontal stacks only: the views' first baselines line up. A vertical stack
        /// treats it as ``leading``.
        case firstBaseline
        /// Horizontal stacks only: the views' last baselines line up. A vertical stack
        /// treats it as ``leading``.
        case lastBaseline

        /// The top edge, for a horizontal stack: ``leading``.
        public static let top = Alignment.leading
        /// The bottom edge, for a horizontal stack: ``trailing``.
        public static let bottom = Alignment.trailing
    }
}
