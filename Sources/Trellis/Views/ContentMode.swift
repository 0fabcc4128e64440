/// How an ``ImageView`` fits its art into its bounds: a subset of UIKit's
/// `UIView.ContentMode`.
///
/// Scaling samples the art's cells (nearest neighbour): a terminal cannot show parts of a
/// cell, so cells are repeated or skipped, never blended. The other UIKit modes
/// (`scaleAspectFill`, `redraw`, the edges and other corners) are not provided yet.
public enum ContentMode: Sendable, Hashable, CaseIterable {
    /// Stretches the art to the bounds on each axis independently; the default, as in UIKit.
    case scaleToFill

    /// Scales the art by the same factor on both axes, as large as fits, centred: the art
    /// keeps its proportions and is never cropped.
    case scaleAspectFit

    /// Draws the art at its size, centred; a bounds smaller than the art crops it evenly
    /// (any odd cell is cropped from the right or bottom).
    case center

    /// Draws the art at its size from the top-left corner, cropping at the right and bottom.
    case topLeft
}
