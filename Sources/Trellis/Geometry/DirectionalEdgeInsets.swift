/// Distances to inset each edge of a rectangle by, in cells, with the horizontal edges
/// named by reading direction: UIKit's `NSDirectionalEdgeInsets`.
///
/// `leading` is the left edge in a left-to-right layout and the right edge in a
/// right-to-left one; `trailing` is the other. These insets hold values only;
/// resolving them to physical ``EdgeInsets`` needs a layout direction and is the job of the
/// view that owns them, as in UIKit.
public struct DirectionalEdgeInsets: Sendable, Hashable, CustomStringConvertible {
    /// The inset from the top edge, in rows.
    public var top: Double

    /// The inset from the leading edge (where reading starts), in columns.
    public var leading: Double

    /// The inset from the bottom edge, in rows.
    public var bottom: Double

    /// The inset from the trailing edge (where reading ends), in columns.
    public var trailing: Double

    /// Creates insets from the four edge distances, in UIKit's order.
    public init(top: Double, leading: Double, bottom: Double, trailing: Double) {
        self.top = top
        self.leading = leading
        self.bottom = bottom
        self.trailing = trailing
    }

    /// Creates insets with the same distance on all four edges.
    ///
    /// Not in UIKit; the counterpart of ``EdgeInsets/init(all:)``.
    public init(all inset: Double) {
        self.init(top: inset, leading: inset, bottom: inset, trailing: inset)
    }

    /// Insets of zero on every edge.
    public static let zero = DirectionalEdgeInsets(top: 0, leading: 0, bottom: 0, trailing: 0)

    /// The four distances with their labels, as UIKit prints an `NSDirectionalEdgeInsets`
    /// (without the `NS` prefix):
    /// `DirectionalEdgeInsets(top: 1.0, leading: 2.0, bottom: 3.0, trailing: 4.0)`.
    public var description: String {
        "DirectionalEdgeInsets(top: \(top), leading: \(leading), bottom: \(bottom), trailing: \(trailing))"
    }
}
