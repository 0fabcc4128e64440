/// Distances to inset each edge of a rectangle by, in cells: UIKit's `UIEdgeInsets`.
///
/// Positive values move an edge inward and negative values move it outward. The edges are
/// physical (`left` is always the left), so these insets do not flip in a right-to-left
/// layout; use ``DirectionalEdgeInsets`` for insets that should. Apply them with
/// ``Rect/inset(by:)``.
public struct EdgeInsets: Sendable, Hashable, CustomStringConvertible {
    /// The inset from the top edge, in rows.
    public var top: Double

    /// The inset from the left edge, in columns.
    public var left: Double

    /// The inset from the bottom edge, in rows.
    public var bottom: Double

    /// The inset from the right edge, in columns.
    public var right: Double

    /// Creates insets from the four edge distances, in UIKit's order.
    public init(top: Double, left: Double, bottom: Double, right: Double) {
        self.top = top
        self.left = left
        self.bottom = bottom
        self.right = right
    }

    /// Creates insets with the same distance on all four edges.
    ///
    /// Not in UIKit, where you spell out all four; terminal margins are usually uniform
    /// (a view's default is one cell on every side), so this saves the repetition.
    public init(all inset: Double) {
        self.init(top: inset, left: inset, bottom: inset, right: inset)
    }

    /// Insets of zero on every edge: applying them leaves a rectangle as it is.
    public static let zero = EdgeInsets(top: 0, left: 0, bottom: 0, right: 0)

    /// The four distances with their labels, as UIKit prints a `UIEdgeInsets` (without the
    /// `UI` prefix): `EdgeInsets(top: 1.0, left: 2.0, bottom: 3.0, right: 4.0)`.
    public var description: String {
        "EdgeInsets(top: \(top), left: \(left), bottom: \(bottom), right: \(right))"
    }
}
