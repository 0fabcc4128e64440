/// A rectangle in cells: an origin and a size, with CoreGraphics' `CGRect` semantics.
///
/// A view's `frame` and `bounds` are rects. As in CoreGraphics:
///
/// - A size may be negative. The rectangle then extends left of (or above) its origin, and
///   every geometric property (``minX``, ``maxX``, ``width``, ``contains(_:)-(Point)``, …) and
///   every derived rect works on the ``standardized`` form.
/// - ``null`` is the absence of a rectangle (origin at infinity), what ``intersection(_:)``
///   returns for rects that do not meet. It is ``isEmpty`` and contains no point, and
///   ``union(_:)`` ignores it.
/// - Equality is geometric: two rects are equal when their standardized forms are, and all
///   null rects are equal (`CGRectEqualToRect`). ``hash(into:)`` agrees with it.
///
/// Values are `Double`, so a rect can sit between cells while layout is being solved. Two
/// operations snap to whole cells, and they differ on purpose:
///
/// - ``rounded()`` rounds each edge to its nearest cell on its own, halves up. Views that
///   share an edge before rounding still share it afterwards. Frames are drawn this way.
/// - ``integral`` rounds outward, like `CGRectIntegral`, for the smallest whole-cell rect
///   that covers this one (a dirty region to redraw, say).
public struct Rect: Sendable, Hashable, CustomStringConvertible {
    /// The corner the size is measured from: the top-left corner when the size is not
    /// negative.
    public var origin: Point

    /// The extent from ``origin``; either component may be negative (see the type's
    /// overview).
    public var size: Size

    /// Creates a rectangle from its origin and size, as given (not standardized).
    public init(origin: Point, size: Size) {
        self.origin = origin
        self.size = size
    }

    /// Creates a rectangle from the coordinates of its origin and its extents, as given
    /// (not standardized).
    public init(x: Double, y: Double, width: Double, height: Double) {
        self.init(origin: Point(x: x, y: y), size: Size(width: width, height: height))
    }

    /// The rectangle at (0, 0) with zero size. It is a real, empty rectangle, unlike
    /// ``null``: ``union(_:)`` with it takes in the point (0, 0).
    public static let zero = Rect(x: 0, y: 0, width: 0, height: 0)

    /// The null rectangle, `(inf, inf, 0.0, 0.0)`, like `CGRect.null`: no rectangle at all.
    ///
    /// It is what ``intersection(_:)`` returns for rects that do not meet and what
    /// ``insetBy(dx:dy:)`` returns when the inset leaves less than nothing. It is the
    /// identity of ``union(_:)``. Test for it with ``isNull``, or with ``isEmpty`` when any
    /// empty rect will do.
    public static let null = Rect(x: .infinity, y: .infinity, width: 0, height: 0)

    // MARK: - Edges and extents

    /// Whether this is the ``null`` rectangle: true when either origin coordinate is
    /// `+infinity`, as in CoreGraphics.
    public var isNull: Bool { origin.x == .infinity || origin.y == .infinity }

    /// Whether the rectangle has no area: true for ``null`` and for any rect whose width or
    /// height is zero. A negative size is not empty; it is standardized.
    public var isEmpty: Bool { isNull || size.width == 0 || size.height == 0 }

    /// The same rectangle with a non-negative width and height: an origin at the top-left
    /// corner. ``null`` stays null.
    public var standardized: Rect {
        if isNull { return .null }
        return Rect(x: minX, y: minY, width: width, height: height)
    }

    /// The smallest x coordinate of the rectangle: its left edge, whatever the sign of the
    /// width. `+infinity` for ``null``.
    public var minX: Double { Swift.min(origin.x, origin.x + size.width) }

    /// The x coordinate halfway between ``minX`` and ``maxX``.
    public var midX: Double { (minX + maxX) / 2 }

    /// The largest x coordinate of the rectangle: its right edge, which is not inside it
    /// (``contains(_:)-(Point)`` is half-open).
    public var maxX: Double { Swift.max(origin.x, origin.x + size.width) }

    /// The smallest y coordinate of the rectangle: its top edge, whatever the sign of the
    /// height. `+infinity` for ``null``.
    public var minY: Double { Swift.min(origin.y, origin.y + size.height) }

    /// The y coordinate halfway between ``minY`` and ``maxY``.
    public var midY: Double { (minY + maxY) / 2 }

    /// The largest y coordinate of the rectangle: its bottom edge, which is not inside it.
    public var maxY: Double { Swift.max(origin.y, origin.y + size.height) }

    /// The width, never negative: `maxX − minX`, so `abs(size.width)`, as `CGRect.width`.
    public var width: Double { abs(size.width) }

    /// The height, never negative: `maxY − minY`, so `abs(size.height)`, as `CGRect.height`.
    public var height: Double { abs(size.height) }

    // MARK: - Containment

    /// Whether the point lies in the rectangle, with the left and top edges in and the right
    /// and bottom edges out: `minX ≤ x < maxX` and `minY ≤ y < maxY`, as `CGRect.contains`.
    ///
    /// Half-open edges are what whole cells need: cell (c, r) is the unit square at
    /// (c, r), so a rect of width 10 at x 0 covers columns 0 through 9 and column 10
    /// belongs to its right-hand neighbour alone. An empty rect contains no point.
    public func contains(_ point: Point) -> Bool {
        point.x >= minX && point.x < maxX && point.y >= minY && point.y < maxY
    }

    /// Whether `other` lies wholly inside this rectangle, edges included: true when the
    /// union of the two is this rectangle, as `CGRectContainsRect`.
    ///
    /// So every rect contains ``null``, and an empty rect on this rectangle's edge counts as
    /// inside.
    public func contains(_ other: Rect) -> Bool {
        union(other) == self
    }

    /// Whether the two rectangles share some area, that is some cell.
    ///
    /// Rects that only touch along an edge or at a corner do not intersect, though their
    /// ``intersection(_:)`` is a zero-size rect rather than ``null``; neither does an empty
    /// rect intersect anything. This is `CGRectIntersectsRect` on Apple platforms;
    /// swift-corelibs-foundation's `intersects` also counts touching rects.
    public func intersects(_ other: Rect) -> Bool {
        !intersection(other).isEmpty
    }

    // MARK: - Combining

    /// The rectangle common to both, standardized; ``null`` when they do not meet.
    ///
    /// Disjoint rects give ``null``, not ``zero``, as `CGRectIntersection` does: `zero` is
    /// a place (the origin) and would claim the two meet there, where null means no place,
    /// is empty, and is the identity of ``union(_:)``, so a loop that intersects and unions
    /// damage needs no special case. Rects that touch along an edge meet in a zero-width
    /// (or zero-height) rect on that edge, which is empty but not null. Either operand null
    /// gives null.
    public func intersection(_ other: Rect) -> Rect {
        if isNull || other.isNull { return .null }
        let left = Swift.max(minX, other.minX)
        let right = Swift.min(maxX, other.maxX)
        let top = Swift.max(minY, other.minY)
        let bottom = Swift.min(maxY, other.maxY)
        if left > right || top > bottom { return .null }
        return Rect(x: left, y: top, width: right - left, height: bottom - top)
    }

    /// The smallest rectangle that contains both, standardized.
    ///
    /// ``null`` is ignored (the union with null is the other rect, standardized), but an
    /// empty, non-null rect is a point that the union takes in, as in `CGRectUnion`.
    public func union(_ other: Rect) -> Rect {
        if isNull { return other.standardized }
        if other.isNull { return standardized }
        let left = Swift.min(minX, other.minX)
        let right = Swift.max(maxX, other.maxX)
        let top = Swift.min(minY, other.minY)
        let bottom = Swift.max(maxY, other.maxY)
        return Rect(x: left, y: top, width: right - left, height: bottom - top)
    }

    // MARK: - Derived rectangles

    /// The standardized rectangle moved in by `dx` on the left and right and by `dy` on the
    /// top and bottom (out, for negative values), as `CGRectInset`.
    ///
    /// When the inset leaves a negative width or height the result is ``null``, as in
    /// CoreGraphics; insetting a rect exactly to nothing leaves an empty rect at its centre.
    /// Null stays null.
    public func insetBy(dx: Double, dy: Double) -> Rect {
        if isNull { return .null }
        let rect = standardized
        let result = Rect(
            x: rect.origin.x + dx, y: rect.origin.y + dy,
            width: rect.size.width - 2 * dx, height: rect.size.height - 2 * dy
        )
        if result.size.width < 0 || result.size.height < 0 { return .null }
        return result
    }

    /// The rectangle with each edge moved in by its inset (out, for negative values), as
    /// UIKit's `CGRect.inset(by:)`: the origin moves by (`left`, `top`) and the size
    /// shrinks by (`left + right`, `top + bottom`).
    ///
    /// Like UIKit, and unlike ``insetBy(dx:dy:)``, this is plain arithmetic on the fields:
    /// the rect is not standardized first, and insets larger than the rect give a negative
    /// size rather than ``null``. That keeps it exactly undone by the negated insets. Null
    /// stays null.
    public func inset(by insets: EdgeInsets) -> Rect {
        if isNull { return .null }
        return Rect(
            x: origin.x + insets.left, y: origin.y + insets.top,
            width: size.width - (insets.left + insets.right),
            height: size.height - (insets.top + insets.bottom)
        )
    }

    /// The standardized rectangle moved by `dx` across and `dy` down, size unchanged, as
    /// `CGRectOffset`. Null stays null.
    public func offsetBy(dx: Double, dy: Double) -> Rect {
        if isNull { return .null }
        let rect = standardized
        return Rect(x: rect.origin.x + dx, y: rect.origin.y + dy, width: rect.size.width, height: rect.size.height)
    }

    /// The rectangle snapped to whole cells by rounding each edge on its own, halves up, so
    /// that views sharing an edge stay adjacent.
    ///
    /// ``minX``, ``maxX``, ``minY`` and ``maxY`` are each rounded to `floor(e + 0.5)`; the
    /// width is then `maxX′ − minX′` and the height `maxY′ − minY′`. The size is *not*
    /// rounded by itself: `(20, 136.5)` gives columns 20…157, width 137, and its neighbour
    /// `(164.5, 136.5)` gives 165…301, width 136, so an 8-cell gap between them stays 8
    /// and two widths the solver made equal may differ by one cell. Any two rects whose
    /// edges coincide before rounding coincide after it, with no gap and no overlap.
    ///
    /// An edge within 10⁻⁹ below a half rounds up with the half, so the solver's float
    /// noise on one edge cannot round it two ways. The result is standardized; null stays
    /// null. Not in CoreGraphics, whose nearest relative is ``integral``.
    public func rounded() -> Rect {
        if isNull { return .null }
        let left = minX.roundedToCell()
        let right = maxX.roundedToCell()
        let top = minY.roundedToCell()
        let bottom = maxY.roundedToCell()
        return Rect(x: left, y: top, width: right - left, height: bottom - top)
    }

    /// The smallest whole-cell rectangle that contains this one, as `CGRectIntegral`: the
    /// standardized rect with ``minX`` and ``minY`` rounded down and ``maxX`` and ``maxY``
    /// rounded up.
    ///
    /// Use it for a region that must be covered completely, such as damage to redraw; frames
    /// use ``rounded()``, because outward rounding makes neighbours overlap. As in
    /// swift-corelibs-foundation, an empty rect between cells grows to cover the cell it is
    /// in (`(0.5, 0.5, 0, 0)` gives `(0, 0, 1, 1)`). The origin is never `-0.0`. Null stays
    /// null.
    public var integral: Rect {
        if isNull { return .null }
        // `+ 0.0` turns a `-0.0` origin (from an origin of `-0.0`) into `0.0`, so that it
        // does not print as `-0.0`; the max edges are only subtracted from.
        let left = minX.rounded(.down) + 0.0
        let right = maxX.rounded(.up)
        let top = minY.rounded(.down) + 0.0
        let bottom = maxY.rounded(.up)
        return Rect(x: left, y: top, width: right - left, height: bottom - top)
    }

    // MARK: - Equatable, Hashable, CustomStringConvertible

    /// Whether the two rectangles cover the same area: their standardized forms are equal
    /// field by field, or both are ``null`` (`CGRectEqualToRect`).
    ///
    /// So `Rect(x: 10, y: 10, width: -5, height: -5) == Rect(x: 5, y: 5, width: 5, height: 5)`
    /// although their `origin`s differ; compare the fields yourself to tell them apart.
    public static func == (lhs: Rect, rhs: Rect) -> Bool {
        if lhs.isNull || rhs.isNull { return lhs.isNull && rhs.isNull }
        return lhs.minX == rhs.minX && lhs.minY == rhs.minY
            && lhs.width == rhs.width && lhs.height == rhs.height
    }

    /// Hashes the standardized form (or a single value for every null rect), so that equal
    /// rects hash alike.
    public func hash(into hasher: inout Hasher) {
        if isNull {
            hasher.combine(Double.infinity)
            return
        }
        hasher.combine(minX)
        hasher.combine(minY)
        hasher.combine(width)
        hasher.combine(height)
    }

    /// The four fields as stored, in parentheses, as UIKit prints a `CGRect`:
    /// `(10.0, 20.0, 30.0, 40.0)` for origin (10, 20) and size (30, 40). The fields are not
    /// standardized, so the description shows exactly what was set; ``null`` prints as
    /// `(inf, inf, 0.0, 0.0)`.
    public var description: String {
        "(\(origin.x), \(origin.y), \(size.width), \(size.height))"
    }
}
