import Testing
@testable import Trellis

@Suite("View coordinate conversion")
@MainActor
struct ViewConversionTests {
    /// root (0,0,100,100) ─ a (10,20,50,50), bounds origin (5,5) ─ b (3,4,20,20), bounds origin (−2,1)
    ///                    └ c (60,0,10,10)
    ///
    /// A point p in b is at p − (−2,1) + (3,4) in a, and at that − (5,5) + (10,20) in root:
    /// (1,1) in b is (6,4) in a and (11,19) in root.
    private func tree(root: View) -> (a: View, b: View, c: View) {
        let a = View(frame: Rect(x: 10, y: 20, width: 50, height: 50))
        let b = View(frame: Rect(x: 3, y: 4, width: 20, height: 20))
        let c = View(frame: Rect(x: 60, y: 0, width: 10, height: 10))
        a.bounds.origin = Point(x: 5, y: 5)
        b.bounds.origin = Point(x: -2, y: 1)
        root.addSubview(a)
        root.addSubview(c)
        a.addSubview(b)
        return (a, b, c)
    }

    @Test("GEO-09: one step up is p − bounds.origin + frame.origin, applied up the tree")
    func upTheTree() {
        let root = View(frame: Rect(x: 0, y: 0, width: 100, height: 100))
        let (a, b, _) = tree(root: root)
        #expect(b.convert(Point(x: 1, y: 1), to: a) == Point(x: 6, y: 4))
        #expect(b.convert(Point(x: 1, y: 1), to: root) == Point(x: 11, y: 19))
        #expect(a.convert(Point(x: 1, y: 1), from: b) == Point(x: 6, y: 4))
        #expect(root.convert(Point(x: 1, y: 1), from: b) == Point(x: 11, y: 19))
    }

    @Test("GEO-09: down the tree is the inverse")
    func downTheTree() {
        let root = View(frame: Rect(x: 0, y: 0, width: 100, height: 100))
        let (a, b, _) = tree(root: root)
        #expect(root.convert(Point(x: 11, y: 19), to: b) == Point(x: 1, y: 1))
        #expect(b.convert(Point(x: 11, y: 19), from: root) == Point(x: 1, y: 1))
        #expect(a.convert(Point(x: 6, y: 4), to: b) == Point(x: 1, y: 1))
    }

    @Test("GEO-09: between branches, through the nearest common ancestor")
    func acrossBranches() {
        let root = View(frame: Rect(x: 0, y: 0, width: 100, height: 100))
        let (_, b, c) = tree(root: root)
        #expect(b.convert(Point(x: 1, y: 1), to: c) == Point(x: -49, y: 19))
        #expect(c.convert(Point(x: -49, y: 19), to: b) == Point(x: 1, y: 1))
        #expect(c.convert(Point(x: 1, y: 1), from: b) == Point(x: -49, y: 19))
    }

    @Test("converting to or from the view itself changes nothing")
    func identity() {
        let root = View(frame: Rect(x: 0, y: 0, width: 100, height: 100))
        let (_, b, _) = tree(root: root)
        #expect(b.convert(Point(x: 3, y: 4), to: b) == Point(x: 3, y: 4))
        #expect(b.convert(Point(x: 3, y: 4), from: b) == Point(x: 3, y: 4))
    }

    @Test("fractional coordinates survive a round trip")
    func fractionalRoundTrip() {
        let root = View(frame: Rect(x: 0, y: 0, width: 100, height: 100))
        let (_, b, _) = tree(root: root)
        b.center = Point(x: 10.25, y: 3.5)
        b.bounds.origin = Point(x: 0.125, y: -0.75)
        let inRoot = b.convert(Point(x: 0.5, y: 0.25), to: root)
        // b's frame origin is now (0.25, −6.5): (0.5, 0.25) is (0.625, −5.5) in a, (5.625, 9.5) in root.
        #expect(inRoot == Point(x: 5.625, y: 9.5))
        #expect(b.convert(inRoot, from: root) == Point(x: 0.5, y: 0.25))
    }

    // MARK: - nil, windows and separate trees

    @Test("GEO-09: nil means the window")
    func nilIsTheWindow() {
        let window = Window(size: Size(width: 100, height: 100))
        let (_, b, _) = tree(root: window)
        #expect(b.convert(Point(x: 1, y: 1), to: nil) == Point(x: 11, y: 19))
        #expect(b.convert(Point(x: 1, y: 1), to: nil) == b.convert(Point(x: 1, y: 1), to: window))
        #expect(b.convert(Point(x: 11, y: 19), from: nil) == Point(x: 1, y: 1))
        #expect(b.convert(Rect(x: 1, y: 1, width: 2, height: 3), to: nil) == Rect(x: 11, y: 19, width: 2, height: 3))
        #expect(b.convert(Rect(x: 11, y: 19, width: 2, height: 3), from: nil) == Rect(x: 1, y: 1, width: 2, height: 3))
    }

    @Test("outside a window, nil means the root's own coordinates, whatever the root's frame and bounds origin")
    func nilIsTheRootOutsideAWindow() {
        let root = View(frame: Rect(x: 7, y: 7, width: 100, height: 100))
        root.bounds.origin = Point(x: 1, y: 1)
        let (_, b, _) = tree(root: root)
        #expect(b.convert(Point(x: 1, y: 1), to: nil) == Point(x: 11, y: 19))
        #expect(b.convert(Point(x: 11, y: 19), from: nil) == Point(x: 1, y: 1))
    }

    @Test("views in different windows convert through screen coordinates, where each window's frame lies")
    func differentWindows() {
        let first = Window(size: Size(width: 40, height: 10))
        let second = Window(size: Size(width: 40, height: 10))
        second.frame = Rect(x: 10, y: 5, width: 40, height: 10)
        let v1 = View(frame: Rect(x: 3, y: 4, width: 1, height: 1))
        let v2 = View(frame: Rect(x: 1, y: 1, width: 1, height: 1))
        first.addSubview(v1)
        second.addSubview(v2)
        // v1's (0,0) is (3,4) on the screen, which is (−7,−1) in the second window and
        // (−8,−2) in v2.
        #expect(v1.convert(Point.zero, to: v2) == Point(x: -8, y: -2))
        #expect(v2.convert(Point(x: -8, y: -2), to: v1) == Point.zero)
        #expect(v1.convert(Point.zero, to: second) == Point(x: -7, y: -1))
    }

    @Test("views in detached trees convert through their roots' frames")
    func detachedTrees() {
        let root1 = View(frame: Rect(x: 0, y: 0, width: 10, height: 10))
        let root2 = View(frame: Rect(x: 5, y: 5, width: 10, height: 10))
        let x = View(frame: Rect(x: 2, y: 2, width: 1, height: 1))
        let y = View(frame: Rect(x: 1, y: 1, width: 1, height: 1))
        root1.addSubview(x)
        root2.addSubview(y)
        #expect(x.convert(Point.zero, to: y) == Point(x: -4, y: -4))
        #expect(y.convert(Point(x: -4, y: -4), to: x) == Point.zero)
        #expect(View().convert(Point(x: 1, y: 2), to: View(frame: Rect(x: 1, y: 1, width: 1, height: 1))) == Point(x: 0, y: 1))
    }

    // MARK: - Rects

    @Test("a rect converts by its origin, keeps its size, and comes back standardized")
    func rects() {
        let root = View(frame: Rect(x: 0, y: 0, width: 100, height: 100))
        let (_, b, _) = tree(root: root)
        let converted = b.convert(Rect(x: 1, y: 1, width: 5, height: 6), to: root)
        #expect(converted.origin == Point(x: 11, y: 19))
        #expect(converted.size == Size(width: 5, height: 6))

        let flipped = b.convert(Rect(x: 6, y: 7, width: -5, height: -6), to: root)
        #expect(flipped.origin == Point(x: 11, y: 19))
        #expect(flipped.size == Size(width: 5, height: 6))

        let back = b.convert(converted, from: root)
        #expect(back.origin == Point(x: 1, y: 1))
        #expect(back.size == Size(width: 5, height: 6))
    }

    @Test("the null rect stays null")
    func nullRect() {
        let root = View(frame: Rect(x: 0, y: 0, width: 100, height: 100))
        let (_, b, _) = tree(root: root)
        #expect(b.convert(Rect.null, to: root).isNull)
        #expect(b.convert(Rect.null, from: nil).isNull)
    }

    // MARK: - Worked examples

    @Test("EX-GEO-3: shifting v1's bounds origin by (10,10) leaves both frames and puts v2 flush with v1's corner")
    func exGeo3() {
        let mainview = View(frame: Rect(x: 0, y: 0, width: 320, height: 480))
        let v1 = View(frame: Rect(x: 113, y: 111, width: 132, height: 194))
        let v2 = View(frame: v1.bounds.insetBy(dx: 10, dy: 10))
        mainview.addSubview(v1)
        v1.addSubview(v2)
        #expect(v2.convert(Point.zero, to: mainview) == Point(x: 123, y: 121))

        v1.bounds.origin.x += 10
        v1.bounds.origin.y += 10

        #expect(v1.frame.origin == Point(x: 113, y: 111))
        #expect(v1.frame.size == Size(width: 132, height: 194))
        #expect(v2.frame.origin == Point(x: 10, y: 10))
        #expect(v2.frame.size == Size(width: 112, height: 174))
        #expect(v2.convert(Point.zero, to: mainview) == Point(x: 113, y: 111))
        let drawn = v2.convert(v2.bounds, to: mainview)
        #expect(drawn.origin == Point(x: 113, y: 111))
        #expect(drawn.size == Size(width: 112, height: 174))
    }

    @Test("EX-GEO-4: converting v1's center from its superview gives (66,97), which centres v2 in v1")
    func exGeo4() {
        let mainview = View(frame: Rect(x: 0, y: 0, width: 320, height: 480))
        let v1 = View(frame: Rect(x: 113, y: 111, width: 132, height: 194))
        let v2 = View(frame: Rect(x: 0, y: 0, width: 50, height: 30))
        mainview.addSubview(v1)
        v1.addSubview(v2)
        #expect(v1.center == Point(x: 179, y: 208))
        #expect(v1.convert(v1.center, from: v1.superview) == Point(x: 66, y: 97))

        v2.center = v1.convert(v1.center, from: v1.superview)

        #expect(v2.center == Point(x: 66, y: 97))
        #expect(v2.center == Point(x: v1.bounds.midX, y: v1.bounds.midY))
        #expect(v2.frame.origin == Point(x: 41, y: 82))
        #expect(v2.frame.size == Size(width: 50, height: 30))
    }
}
