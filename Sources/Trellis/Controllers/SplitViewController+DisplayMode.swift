extension SplitViewController {
    /// Which columns an expanded split shows: UIKit's
    /// `UISplitViewController.DisplayMode`, with the modes of the double-column style
    /// that a terminal can show (no overlays).
    public enum DisplayMode: Sendable, Hashable {
        /// Chosen by the split: both columns side by side.
        case automatic
        /// The secondary column alone, across the whole width.
        case secondaryOnly
        /// The primary column beside the secondary.
        case oneBesideSecondary
    }
}
