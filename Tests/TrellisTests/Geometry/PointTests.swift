import Testing
@testable import Trellis

@Suite("Point")
struct PointTests {
    @Test("init stores x and y as given, including negatives and fractions")
    func initStoresCoordinates() {
        let point = Point(x: -3.5, y: 12)
        #expect(point.x == -3.5)
        #expect(point.y == 12)
    }

    @Test("zero is (0, 0)")
    func zero() {
        #expect(Point.zero.x == 0)
        #expect(Point.zero.y == 0)
        #expect(Point.zero == Point(x: 0, y: 0))
    }

    @Test("description is UIKit's CGPoint form")
    func description() {
        #expect(Point(x: 10, y: 20).description == "(10.0, 20.0)")
        #expect(Point(x: -0.5, y: 1e3).description == "(-0.5, 1000.0)")
        #expect("\(Point.zero)" == "(0.0, 0.0)")
    }

    @Test("equality and hashing are by value, field by field")
    func hashable() {
        #expect(Point(x: 1, y: 2) == Point(x: 1, y: 2))
        #expect(Point(x: 1, y: 2) != Point(x: 2, y: 1))
        let set: Set<Point> = [Point(x: 1, y: 2), Point(x: 1, y: 2), Point(x: 2, y: 1)]
        #expect(set.count == 2)
    }

    @Test("coordinates are mutable")
    func mutation() {
        var point = Point.zero
        point.x += 4
        point.y -= 1.5
        #expect(point == Point(x: 4, y: -1.5))
    }
}
