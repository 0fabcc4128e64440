import Testing
@testable import Trellis

@Suite("Rect")
struct RectTests {
    // MARK: - Construction and description

    @Test("init(x:y:width:height:) stores the fields as given, without standardizing")
    func initStoresFields() {
        let rect = Rect(x: 10, y: 20, width: -30, height: 40)
        #expect(rect.origin == Point(x: 10, y: 20))
        #expect(rect.size == Size(width: -30, height: 40))
        #expect(Rect(origin: Point(x: 1, y: 2), size: Size(width: 3, height: 4)).origin.x == 1)
    }

    @Test("description is UIKit's CGRect form, of the fields as stored")
    func description() {
        #expect(Rect(x: 10, y: 20, width: 30, height: 40).description == "(10.0, 20.0, 30.0, 40.0)")
        #expect(Rect(x: 10, y: 10, width: -5, height: 0.5).description == "(10.0, 10.0, -5.0, 0.5)")
        #expect(Rect.zero.description == "(0.0, 0.0, 0.0, 0.0)")
        #expect(Rect.null.description == "(inf, inf, 0.0, 0.0)")
    }

    @Test("zero is an empty rect at the origin, and not null")
    func zero() {
        #expect(Rect.zero.origin == .zero)
        #expect(Rect.zero.size == .zero)
        #expect(Rect.zero.isEmpty)
        #expect(!Rect.zero.isNull)
        #expect(Rect.zero != .null)
    }

    @Test("null is empty, has infinite min edges and zero extents, and contains no point")
    func null() {
        #expect(Rect.null.isNull)
        #expect(Rect.null.isEmpty)
        #expect(Rect.null.minX == .infinity)
        #expect(Rect.null.minY == .infinity)
        #expect(Rect.null.width == 0)
        #expect(Rect.null.height == 0)
        #expect(!Rect.null.contains(Point.zero))
        #expect(Rect(x: .infinity, y: 3, width: 4, height: 5).isNull)
        #expect(Rect(x: 3, y: .infinity, width: 4, height: 5).isNull)
        #expect(!Rect(x: -.infinity, y: 3, width: 4, height: 5).isNull)
    }

    // MARK: - Edges and extents

    @Test("min, mid and max edges and width and height of an ordinary rect")
    func edges() {
        let rect = Rect(x: 10, y: 20, width: 30, height: 41)
        #expect(rect.minX == 10)
        #expect(rect.midX == 25)
        #expect(rect.maxX == 40)
        #expect(rect.minY == 20)
        #expect(rect.midY == 40.5)
        #expect(rect.maxY == 61)
        #expect(rect.width == 30)
        #expect(rect.height == 41)
    }

    @Test("a negative size extends left and up from the origin; edges and extents are standardized")
    func negativeSize() {
        let rect = Rect(x: 10, y: 10, width: -4, height: -6)
        #expect(rect.minX == 6)
        #expect(rect.maxX == 10)
        #expect(rect.midX == 8)
        #expect(rect.minY == 4)
        #expect(rect.maxY == 10)
        #expect(rect.midY == 7)
        #expect(rect.width == 4)
        #expect(rect.height == 6)
        #expect(!rect.isEmpty)
    }

    @Test("standardized moves the origin to the top-left corner and makes the size positive")
    func standardized() {
        let rect = Rect(x: 10, y: 10, width: -4, height: 6).standardized
        #expect(rect.origin == Point(x: 6, y: 10))
        #expect(rect.size == Size(width: 4, height: 6))
        #expect(Rect.null.standardized.isNull)
    }

    @Test(
        "isEmpty is true exactly when the width or height is zero, or the rect is null",
        arguments: [
            (Rect(x: 5, y: 5, width: 0, height: 3), true),
            (Rect(x: 5, y: 5, width: 3, height: 0), true),
            (Rect(x: 5, y: 5, width: -0.0, height: 3), true),
            (Rect.null, true),
            (Rect(x: 5, y: 5, width: 1, height: 1), false),
            (Rect(x: 5, y: 5, width: -1, height: 1), false),
            (Rect(x: 5, y: 5, width: 0.25, height: 0.25), false),
        ]
    )
    func isEmpty(rect: Rect, expected: Bool) {
        #expect(rect.isEmpty == expected)
    }

    // MARK: - Containment

    @Test(
        "contains(Point) includes the min edges and excludes the max edges",
        arguments: [
            (Point(x: 10, y: 20), true),      // top-left corner
            (Point(x: 39.999, y: 20), true),
            (Point(x: 40, y: 25), false),     // right edge, maxX exclusive
            (Point(x: 15, y: 60), false),     // bottom edge, maxY exclusive
            (Point(x: 40, y: 60), false),     // bottom-right corner
            (Point(x: 39, y: 59), true),      // last cell
            (Point(x: 9.999, y: 25), false),
            (Point(x: 15, y: 19.999), false),
            (Point(x: 25, y: 40), true),
        ]
    )
    func containsPoint(point: Point, expected: Bool) {
        let rect = Rect(x: 10, y: 20, width: 30, height: 40)
        #expect(rect.contains(point) == expected)
    }

    @Test("contains(Point) on a negative-size rect uses the standardized edges")
    func containsPointNegative() {
        let rect = Rect(x: 10, y: 10, width: -4, height: -4)
        #expect(rect.contains(Point(x: 6, y: 6)))
        #expect(rect.contains(Point(x: 9.5, y: 9.5)))
        #expect(!rect.contains(Point(x: 10, y: 8)))
        #expect(!rect.contains(Point(x: 11, y: 8)))
    }

    @Test("an empty rect contains no point, not even its origin")
    func emptyContainsNothing() {
        #expect(!Rect.zero.contains(Point.zero))
        #expect(!Rect(x: 3, y: 3, width: 0, height: 5).contains(Point(x: 3, y: 4)))
    }

    @Test("contains(Rect) is true for rects wholly inside, edges included")
    func containsRect() {
        let outer = Rect(x: 0, y: 0, width: 10, height: 10)
        #expect(outer.contains(outer))
        #expect(outer.contains(Rect(x: 2, y: 2, width: 8, height: 8)))
        #expect(outer.contains(Rect(x: 10, y: 10, width: 0, height: 0)))
        #expect(outer.contains(Rect(x: 9, y: 9, width: -9, height: -9)))
        #expect(outer.contains(Rect.null))
        #expect(!outer.contains(Rect(x: 2, y: 2, width: 9, height: 8)))
        #expect(!outer.contains(Rect(x: -1, y: 0, width: 2, height: 2)))
        #expect(!Rect.null.contains(outer))
    }

    // MARK: - Intersection and union

    @Test("intersection of overlapping rects is the shared area")
    func intersectionOverlap() {
        let a = Rect(x: 0, y: 0, width: 10, height: 10)
        let b = Rect(x: 5, y: -3, width: 10, height: 8)
        #expect(a.intersection(b) == Rect(x: 5, y: 0, width: 5, height: 5))
        #expect(b.intersection(a) == a.intersection(b))
        #expect(a.intersection(Rect(x: 2, y: 3, width: 4, height: 5)) == Rect(x: 2, y: 3, width: 4, height: 5))
    }

    @Test("intersection of disjoint rects is null, not zero")
    func intersectionDisjoint() {
        let a = Rect(x: 0, y: 0, width: 10, height: 10)
        let apart = a.intersection(Rect(x: 20, y: 20, width: 5, height: 5))
        #expect(apart.isNull)
        #expect(apart != .zero)
        #expect(a.intersection(Rect(x: 11, y: 0, width: 5, height: 10)).isNull)
        #expect(a.intersection(Rect(x: 0, y: -6, width: 10, height: 5)).isNull)
    }

    @Test("rects touching along an edge meet in a zero-width rect on it, which is empty but not null")
    func intersectionTouching() {
        let left = Rect(x: 0, y: 0, width: 10, height: 10)
        let right = Rect(x: 10, y: 2, width: 10, height: 10)
        let seam = left.intersection(right)
        #expect(!seam.isNull)
        #expect(seam.isEmpty)
        #expect(seam.origin == Point(x: 10, y: 2))
        #expect(seam.size == Size(width: 0, height: 8))
        #expect(!left.intersects(right))
    }

    @Test("intersection with null is null, and a negative-size rect is standardized first")
    func intersectionNullAndNegative() {
        let a = Rect(x: 0, y: 0, width: 10, height: 10)
        #expect(a.intersection(.null).isNull)
        #expect(Rect.null.intersection(a).isNull)
        let result = a.intersection(Rect(x: 12, y: 12, width: -4, height: -4))
        #expect(result.origin == Point(x: 8, y: 8))
        #expect(result.size == Size(width: 2, height: 2))
    }

    @Test("intersects needs shared area: overlap yes, touching or empty or null no")
    func intersects() {
        let a = Rect(x: 0, y: 0, width: 10, height: 10)
        #expect(a.intersects(Rect(x: 9, y: 9, width: 5, height: 5)))
        #expect(!a.intersects(Rect(x: 10, y: 10, width: 5, height: 5)))
        #expect(!a.intersects(Rect(x: 20, y: 0, width: 5, height: 5)))
        #expect(!a.intersects(Rect(x: 5, y: 5, width: 0, height: 0)))
        #expect(!a.intersects(.null))
    }

    @Test("union is the smallest rect around both, standardized")
    func union() {
        let a = Rect(x: 0, y: 0, width: 10, height: 10)
        let b = Rect(x: 20, y: -5, width: 5, height: 5)
        let result = a.union(b)
        #expect(result.origin == Point(x: 0, y: -5))
        #expect(result.size == Size(width: 25, height: 15))
        #expect(b.union(a) == result)
        let negative = a.union(Rect(x: 0, y: 0, width: -3, height: -3))
        #expect(negative.origin == Point(x: -3, y: -3))
        #expect(negative.size == Size(width: 13, height: 13))
    }

    @Test("null is the identity of union; an empty non-null rect is a point the union takes in")
    func unionNullAndEmpty() {
        let a = Rect(x: 5, y: 5, width: 1, height: 1)
        #expect(a.union(.null) == a)
        #expect(Rect.null.union(a) == a)
        #expect(Rect.null.union(.null).isNull)
        let withZero = a.union(.zero)
        #expect(withZero.origin == .zero)
        #expect(withZero.size == Size(width: 6, height: 6))
    }

    // MARK: - Insets and offsets

    @Test("EX-GEO-2: v1.bounds.insetBy(10, 10) is (10, 10, 112, 174)")
    func exGeo2InsetBy() {
        let bounds = Rect(x: 0, y: 0, width: 132, height: 194)
        let inset = bounds.insetBy(dx: 10, dy: 10)
        #expect(inset.origin == Point(x: 10, y: 10))
        #expect(inset.size == Size(width: 112, height: 174))
    }

    @Test("insetBy with negative values grows the rect, and works on the standardized rect")
    func insetByNegativeAndStandardized() {
        let grown = Rect(x: 5, y: 5, width: 2, height: 2).insetBy(dx: -1, dy: -2)
        #expect(grown.origin == Point(x: 4, y: 3))
        #expect(grown.size == Size(width: 4, height: 6))
        let flipped = Rect(x: 10, y: 10, width: -6, height: -6).insetBy(dx: 1, dy: 1)
        #expect(flipped.origin == Point(x: 5, y: 5))
        #expect(flipped.size == Size(width: 4, height: 4))
    }

    @Test("insetBy past nothing gives null; exactly to nothing gives an empty rect at the centre")
    func insetByTooFar() {
        let rect = Rect(x: 0, y: 0, width: 10, height: 4)
        #expect(rect.insetBy(dx: 6, dy: 0).isNull)
        #expect(rect.insetBy(dx: 0, dy: 2.5).isNull)
        let exact = rect.insetBy(dx: 5, dy: 2)
        #expect(!exact.isNull)
        #expect(exact.isEmpty)
        #expect(exact.origin == Point(x: 5, y: 2))
        #expect(Rect.null.insetBy(dx: -5, dy: -5).isNull)
    }

    @Test("inset(by:) moves each edge by its own inset")
    func insetByEdgeInsets() {
        let rect = Rect(x: 0, y: 0, width: 80, height: 24)
        let inset = rect.inset(by: EdgeInsets(top: 1, left: 2, bottom: 3, right: 4))
        #expect(inset.origin == Point(x: 2, y: 1))
        #expect(inset.size == Size(width: 74, height: 20))
        #expect(inset.maxX == 76)
        #expect(inset.maxY == 21)
        let uniform = rect.inset(by: EdgeInsets(all: 1))
        #expect(uniform == Rect(x: 1, y: 1, width: 78, height: 22))
    }

    @Test("inset(by:) with negative insets grows the rect and is undone by the negated insets")
    func insetByEdgeInsetsNegative() {
        let rect = Rect(x: 10, y: 10, width: 5, height: 5)
        let insets = EdgeInsets(top: 1, left: 2, bottom: 3, right: 4)
        let negated = EdgeInsets(top: -1, left: -2, bottom: -3, right: -4)
        let grown = rect.inset(by: negated)
        #expect(grown.origin == Point(x: 8, y: 9))
        #expect(grown.size == Size(width: 11, height: 9))
        #expect(grown.inset(by: insets) == rect)
    }

    @Test("inset(by:) larger than the rect leaves a negative size, as UIKit does, not null")
    func insetByEdgeInsetsTooFar() {
        let rect = Rect(x: 0, y: 0, width: 4, height: 4)
        let over = rect.inset(by: EdgeInsets(top: 0, left: 3, bottom: 0, right: 3))
        #expect(!over.isNull)
        #expect(over.origin == Point(x: 3, y: 0))
        #expect(over.size == Size(width: -2, height: 4))
        #expect(Rect.null.inset(by: EdgeInsets(all: 1)).isNull)
    }

    @Test("offsetBy moves the rect and keeps its size")
    func offsetBy() {
        let moved = Rect(x: 1, y: 2, width: 3, height: 4).offsetBy(dx: 10, dy: -5)
        #expect(moved.origin == Point(x: 11, y: -3))
        #expect(moved.size == Size(width: 3, height: 4))
        let flipped = Rect(x: 10, y: 10, width: -4, height: 2).offsetBy(dx: 1, dy: 0)
        #expect(flipped.origin == Point(x: 7, y: 10))
        #expect(flipped.size == Size(width: 4, height: 2))
        #expect(Rect.null.offsetBy(dx: 1, dy: 1).isNull)
    }

    // MARK: - Rounding to cells, each edge on its own, halves up

    @Test(
        "rounded() rounds each edge half up and takes the width between the rounded edges",
        arguments: [
            // (minX, width) → (minX′, width′)
            (20.0, 136.5, 20.0, 137.0),   // 20…156.5 → 20…157
            (164.5, 136.5, 165.0, 136.0), // 164.5…301 → 165…301
            (0.5, 1.0, 1.0, 1.0),
            (0.5, 0.5, 1.0, 0.0),         // 0.5…1 → 1…1: under a cell may vanish
            (0.4, 0.2, 0.0, 1.0),         // 0.4…0.6 → 0…1: or cover one
            (2.5, 2.0, 3.0, 2.0),         // halves up, not to even
            (3.5, 2.0, 4.0, 2.0),
            (7.0, 5.0, 7.0, 5.0),         // whole cells are left alone
            (-0.5, 1.0, 0.0, 1.0),        // -0.5 → 0, not -1
            (-2.5, 1.0, -2.0, 1.0),       // -2.5…-1.5 → -2…-1
            (-3.7, 2.4, -4.0, 3.0),       // -3.7…-1.3 → -4…-1
        ]
    )
    func roundedEdges(minX: Double, width: Double, expectedMinX: Double, expectedWidth: Double) {
        let rounded = Rect(x: minX, y: 0, width: width, height: 1).rounded()
        #expect(rounded.origin.x == expectedMinX)
        #expect(rounded.size.width == expectedWidth)
    }

    @Test("rounded() applies the same rule to y and height")
    func roundedVertical() {
        let rounded = Rect(x: 0, y: 10.5, width: 1, height: 2.5).rounded()
        #expect(rounded.origin.y == 11)   // 10.5 → 11
        #expect(rounded.size.height == 2) // 13 → 13
        let up = Rect(x: 0, y: 0.25, width: 1, height: 1.5).rounded()
        #expect(up.origin.y == 0)         // 0.25 → 0
        #expect(up.size.height == 2)      // 1.75 → 2
    }

    @Test("EX-AMB-2 rounding check: at width 321, w = 136.5 rounds to Red (20, 137) and Blue (165, 136), gap still 8")
    func exAmb2RoundingCheck() {
        // The solver's frames at superview width 321: 321 − 20 − 8 − 20 = 273 = 2 × 136.5.
        let red = Rect(x: 20, y: 20, width: 136.5, height: 528).rounded()
        let blue = Rect(x: 164.5, y: 20, width: 136.5, height: 528).rounded()
        #expect(red == Rect(x: 20, y: 20, width: 137, height: 528))
        #expect(blue == Rect(x: 165, y: 20, width: 136, height: 528))
        #expect(blue.minX - red.maxX == 8)
        #expect(321 - blue.maxX == 20)
    }

    @Test("views that share an edge before rounding share it after, for any split of a row")
    func roundedKeepsNeighboursAdjacent() {
        // Split widths 1…60 into 1…7 equal columns, as a fill-equally stack would.
        for total in 1...60 {
            for columns in 1...7 {
                let width = Double(total) / Double(columns)
                let frames = (0..<columns).map { index in
                    Rect(x: Double(index) * width, y: 0, width: width, height: 1).rounded()
                }
                #expect(frames.first?.minX == 0)
                #expect(frames.last?.maxX == Double(total), "total \(total), \(columns) columns")
                for (left, right) in zip(frames, frames.dropFirst()) {
                    #expect(left.maxX == right.minX, "total \(total), \(columns) columns: \(left) then \(right)")
                }
                let widths = frames.map(\.width)
                #expect(widths.max()! - widths.min()! <= 1, "total \(total), \(columns) columns: \(widths)")
            }
        }
    }

    @Test("an edge the solver computes two ways, off by float noise, still rounds to one cell")
    func roundedAbsorbsSolverNoise() {
        // Red.trailing as minX + width, Blue.leading as its own variable: the same 164.5.
        let red = Rect(x: 20, y: 0, width: 144.49999999999997, height: 1).rounded()
        let blue = Rect(x: 164.5, y: 0, width: 10, height: 1).rounded()
        #expect(red.maxX == blue.minX)
        #expect(red.maxX == 165)
    }

    @Test("rounded() standardizes a negative size, and null stays null")
    func roundedNegativeAndNull() {
        let rounded = Rect(x: 10.5, y: 5, width: -3, height: -2.5).rounded()
        // x 7.5…10.5 → 8…11; y 2.5…5 → 3…5
        #expect(rounded.origin == Point(x: 8, y: 3))
        #expect(rounded.size == Size(width: 3, height: 2))
        #expect(Rect.null.rounded().isNull)
    }

    @Test("rounded() never produces negative zero")
    func roundedNoNegativeZero() {
        let rounded = Rect(x: -0.25, y: -0.5, width: 0.5, height: 0.5).rounded()
        #expect(rounded.origin.x.sign == .plus)
        #expect(rounded.origin.y.sign == .plus)
        #expect(rounded.description == "(0.0, 0.0, 0.0, 0.0)")
    }

    // MARK: - Integral (outward, like CGRectIntegral)

    @Test("integral rounds min edges down and max edges up")
    func integral() {
        let rect = Rect(x: 20, y: 0.5, width: 136.5, height: 1.2).integral
        #expect(rect.origin == Point(x: 20, y: 0))
        #expect(rect.size == Size(width: 137, height: 2))
        let other = Rect(x: 164.5, y: 0, width: 136.5, height: 1).integral
        #expect(other.origin.x == 164)
        #expect(other.size.width == 137)
    }

    @Test("integral leaves whole cells alone, handles negatives and negative sizes, and keeps null")
    func integralEdgeCases() {
        #expect(Rect(x: 3, y: 4, width: 5, height: 6).integral == Rect(x: 3, y: 4, width: 5, height: 6))
        let negative = Rect(x: -2.5, y: -0.2, width: 1, height: 0.1).integral
        #expect(negative.origin == Point(x: -3, y: -1))
        #expect(negative.size == Size(width: 2, height: 1))
        let flipped = Rect(x: 10.5, y: 0, width: -3, height: 1).integral
        #expect(flipped.origin == Point(x: 7, y: 0))
        #expect(flipped.size == Size(width: 4, height: 1))
        #expect(Rect.null.integral.isNull)
    }

    @Test("integral never gives a negative-zero origin")
    func integralNoNegativeZero() {
        let rect = Rect(x: -0.0, y: -0.0, width: 1.5, height: 1.5).integral
        #expect(rect.origin.x.sign == .plus)
        #expect(rect.description == "(0.0, 0.0, 2.0, 2.0)")
    }

    @Test("integral grows an empty rect between cells to the cell it is in")
    func integralEmpty() {
        let rect = Rect(x: 0.5, y: 0.5, width: 0, height: 0).integral
        #expect(rect == Rect(x: 0, y: 0, width: 1, height: 1))
    }

    @Test("integral always contains the original; rounded() need not, and neighbours overlap under integral")
    func integralVersusRounded() {
        let left = Rect(x: 0, y: 0, width: 2.5, height: 1)
        let right = Rect(x: 2.5, y: 0, width: 2.5, height: 1)
        #expect(left.integral.contains(left))
        #expect(!left.rounded().contains(right.rounded()))
        #expect(left.integral.intersects(right.integral))
        #expect(!left.rounded().intersects(right.rounded()))
    }

    // MARK: - Equality and hashing

    @Test("equality compares the standardized rects, so a flipped rect equals its standard form")
    func equalityStandardizes() {
        let flipped = Rect(x: 10, y: 10, width: -5, height: -5)
        let standard = Rect(x: 5, y: 5, width: 5, height: 5)
        #expect(flipped == standard)
        #expect(flipped.origin != standard.origin)
        #expect(flipped.hashValue == standard.hashValue)
        #expect(Rect(x: 0, y: 0, width: 5, height: 5) != standard)
        #expect(Rect(x: 5, y: 5, width: 5, height: 6) != standard)
    }

    @Test("all null rects are equal and hash alike, and differ from every real rect")
    func equalityNull() {
        let otherNull = Rect(x: .infinity, y: 3, width: 7, height: 7)
        #expect(otherNull == .null)
        #expect(otherNull.hashValue == Rect.null.hashValue)
        #expect(Rect.null != .zero)
        let set: Set<Rect> = [.null, otherNull, .zero, Rect(x: 0, y: 0, width: -0.0, height: 0)]
        #expect(set.count == 2)
    }
}
