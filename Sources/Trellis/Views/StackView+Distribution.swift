extension StackView {
    /// How a stack view sizes and spaces its arranged views along its ``StackView/axis``
    /// (SV-04): UIKit's `UIStackView.Distribution`.
    public enum Distribution: Int, Sendable, Hashable, CaseIterable {
        /// The views fill the axis with exactly ``StackView/spacing`` between them. When
        /// they underfill, the view with the lowest content hugging stretches; when they
        /// overflow, the one with the lowest compression resistance shrinks. Ties go by
        /// position: the last view stretches, and the last one shrinks first (a Trellis
        /// rule; UIKit leaves such ties ambiguous). The default.
        case fill
        /// Every view gets the same length, `(axis length − spacings) / n`; intrinsic
        /// sizes are ignored.
        case fillEqually
        /// The views fill the axis minus the spacings in proportion to their intrinsic
        /// lengths (all of them equally when none has one).
        case fillProportionally
        /// The views keep their intrinsic lengths and the gaps between them are equal,
        /// at least ``StackView/spacing``. On overflow the gaps are at their minimum and
        /// the views shrink by compression resistance.
        case equalSpacing
        /// The distances between the views' centres are equal, with edge-to-edge gaps of
        /// at least ``StackView/spacing``.
        case equalCentering
    }
}
