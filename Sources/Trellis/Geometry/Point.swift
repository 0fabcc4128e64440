/// A location in a two-dimensional coordinate space measured in terminal cells: UIKit's
/// `CGPoint`.
///
/// The origin is the top-left corner; `x` grows to the right (columns) and `y` grows
/// downward (rows). Coordinates are `Double`, not `Int`: the layout engine
/// solves in real numbers and keeps fractional positions (a view centred in an odd-width
/// superview sits at a half cell) so that nothing is lost between layout passes. Only
/// drawing snaps to whole cells, through ``Rect/rounded()``.
public struct Point: Sendable, Hashable, CustomStringConvertible {
    /// The horizontal coordinate: the column, counted from 0 at the left edge.
    public var x: Double

    /// The vertical coordinate: the row, counted from 0 at the top edge.
    public var y: Double

    /// Creates a point from its two coordinates.
    public init(x: Double, y: Double) {
        self.x = x
        self.y = y
    }

    /// The point (0, 0): the top-left corner of a coordinate space.
    public static let zero = Point(x: 0, y: 0)

    /// The coordinates in parentheses, as UIKit prints a `CGPoint`: `(10.0, 20.0)`.
    public var description: String { "(\(x), \(y))" }
}
