/// The two directions of layout, as UIKit's `NSLayoutConstraint.Axis`.
public enum LayoutAxis: Int, Sendable, Hashable, CaseIterable {
    /// Along a row: x, widths, left, right, leading, trailing.
    case horizontal
    /// Along a column: y, heights, top, bottom, baselines.
    case vertical
}
