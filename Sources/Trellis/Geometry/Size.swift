/// A width and a height measured in terminal cells: UIKit's `CGSize`.
///
/// Values are `Double` for the same reason as ``Point``'s. A size may be negative, as a
/// `CGSize` may; ``Rect`` gives such a size a meaning (the rectangle extends left or up from
/// its origin) and ``Rect/standardized`` removes it.
public struct Size: Sendable, Hashable, CustomStringConvertible {
    /// The extent along the x axis, in columns.
    public var width: Double

    /// The extent along the y axis, in rows.
    public var height: Double

    /// Creates a size from its two extents.
    public init(width: Double, height: Double) {
        self.width = width
        self.height = height
    }

    /// The size with zero width and zero height.
    public static let zero = Size(width: 0, height: 0)

    /// The extents in parentheses, as UIKit prints a `CGSize`: `(30.0, 40.0)`.
    public var description: String { "(\(width), \(height))" }
}
