import Testing
@testable import Trellis

@Suite("View hit testing")
@MainActor
struct ViewHitTestingTests {
    // MARK: - EX-GEO-1

    /// Three overlapping views: a 320×480 window whose root view `mainview` fills it; v1
    /// and v3 in mainview, v2 in v1.
    private func nestedViews() -> (window: Window, mainview: View, v1: View, v2: View, v3: View) {
        let window = Window(size: Size(width: 320, height: 480))
        let mainview = View(name: "mainview", frame: window.bounds)
        let v1 = View(name: "v1", frame: Rect(x: 113, y: 111, width: 132, height: 194))
        let v2 = View(name: "v2", frame: Rect(x: 41, y: 56, width: 132, height: 194))
        let v3 = View(name: "v3", frame: Rect(x: 43, y: 197, width: 160, height: 230))
        window.addSubview(mainview)
        mainview.addSubview(v1)
        v1.addSubview(v2)
        mainview.addSubview(v3)
        return (window, mainview, v1, v2, v3)
    }

    /// The views of a subtree in drawing order: each view, then its subviews in `subviews`
    /// order (DRW-01).
    private func paintersOrder(_ view: View) -> [String] {
        [view.debugName ?? "?"] + view.subviews.flatMap(paintersOrder)
    }

    @Test("EX-GEO-1: draw order is mainview, v1, v2, v3")
    func exGeo1DrawOrder() {
        let (_, mainview, _, _, _) = nestedViews()
        #expect(paintersOrder(mainview) == ["mainview", "v1", "v2", "v3"])
        var visited: [String] = []
        mainview.forEachInSubtree { visited.append($0.debugName ?? "?") }
        #expect(visited == ["mainview", "v1", "v2", "v3"])
    }

    @Test("EX-GEO-1: v2 is (154,167,132,194) in mainview coordinates, past v1's bounds, and not clipped by default")
    func exGeo1V2InMainview() {
        let (_, mainview, v1, v2, _) = nestedViews()
        let inMainview = mainview.convert(v2.frame, from: v1)
        #expect(inMainview.origin == Point(x: 154, y: 167))
        #expect(inMainview.size == Size(width: 132, height: 194))
        #expect(v2.convert(v2.bounds, to: mainview) == inMainview)
        #expect(!v1.bounds.contains(v2.frame))
        #expect(v1.clipsToBounds == false)
    }

    @Test("EX-GEO-1: cell (160,250) hits v3, frontmost over v1 and v2, which also cover it")
    func exGeo1CellOverlapped() {
        let (window, mainview, v1, v2, v3) = nestedViews()
        let cell = Point(x: 160, y: 250)
        #expect(v1.point(inside: v1.convert(cell, from: mainview)))
        #expect(v2.point(inside: v2.convert(cell, from: mainview)))
        #expect(v3.point(inside: v3.convert(cell, from: mainview)))
        #expect(mainview.hitTest(cell) === v3)
        #expect(window.hitTest(cell) === v3)
    }

    @Test("EX-GEO-1: cell (220,180), inside both v1 and v2 and outside v3, hits v2")
    func exGeo1CellInsideV1() {
        let (window, _, _, v2, _) = nestedViews()
        #expect(window.hitTest(Point(x: 220, y: 180)) === v2)
    }

    @Test(
        "EX-GEO-1: cell (250,300) lies in v2 but outside v1, so it hits mainview, whatever v1.clipsToBounds",
        arguments: [false, true]
    )
    func exGeo1CellOutsideSuperview(clipsToBounds: Bool) {
        let (window, mainview, v1, v2, _) = nestedViews()
        v1.clipsToBounds = clipsToBounds
        let cell = Point(x: 250, y: 300)
        #expect(v2.point(inside: v2.convert(cell, from: mainview)))
        #expect(!v1.point(inside: v1.convert(cell, from: mainview)))
        #expect(mainview.hitTest(cell) === mainview)
        #expect(window.hitTest(cell) === mainview)
    }

    // MARK: - Order and geometry

    @Test("siblings are tested front to back: the later one wins where they overlap")
    func frontToBack() {
        let root = View(name: "root", frame: Rect(x: 0, y: 0, width: 20, height: 10))
        let back = View(name: "back", frame: Rect(x: 0, y: 0, width: 10, height: 10))
        let front = View(name: "front", frame: Rect(x: 5, y: 0, width: 10, height: 10))
        root.addSubview(back)
        root.addSubview(front)
        #expect(root.hitTest(Point(x: 7, y: 3)) === front)
        #expect(root.hitTest(Point(x: 2, y: 3)) === back)
        root.sendSubviewToBack(front)
        #expect(root.hitTest(Point(x: 7, y: 3)) === back)
    }

    @Test("bounds are half-open: a point on the right or bottom edge is outside")
    func halfOpenBounds() {
        let root = View(frame: Rect(x: 0, y: 0, width: 10, height: 5))
        #expect(root.hitTest(Point(x: 0, y: 0)) === root)
        #expect(root.hitTest(Point(x: 9.5, y: 4.5)) === root)
        #expect(root.hitTest(Point(x: 10, y: 0)) == nil)
        #expect(root.hitTest(Point(x: 0, y: 5)) == nil)
        #expect(root.hitTest(Point(x: -0.5, y: 0)) == nil)
    }

    @Test("the point is passed down in each subview's coordinates, bounds origin included (EX-GEO-3)")
    func boundsOriginShiftsHits() {
        let mainview = View(name: "mainview", frame: Rect(x: 0, y: 0, width: 320, height: 480))
        let v1 = View(name: "v1", frame: Rect(x: 113, y: 111, width: 132, height: 194))
        let v2 = View(name: "v2", frame: v1.bounds.insetBy(dx: 10, dy: 10))
        mainview.addSubview(v1)
        v1.addSubview(v2)
        let corner = Point(x: 115, y: 115)
        #expect(mainview.hitTest(corner) === v1)
        v1.bounds.origin = Point(x: 10, y: 10)
        #expect(mainview.hitTest(corner) === v2)
    }

    // MARK: - Views that are skipped

    @Test("a hidden view is skipped with its subtree, and the view behind it is hit")
    func hiddenSkipped() {
        let root = View(name: "root", frame: Rect(x: 0, y: 0, width: 10, height: 10))
        let back = View(name: "back", frame: root.bounds)
        let front = View(name: "front", frame: root.bounds)
        let child = View(name: "child", frame: front.bounds)
        root.addSubview(back)
        root.addSubview(front)
        front.addSubview(child)
        #expect(root.hitTest(Point(x: 1, y: 1)) === child)
        front.isHidden = true
        #expect(root.hitTest(Point(x: 1, y: 1)) === back)
        root.isHidden = true
        #expect(root.hitTest(Point(x: 1, y: 1)) == nil)
    }

    @Test("a view with alpha 0 is skipped with its subtree; a faint one is not")
    func transparentSkipped() {
        let root = View(name: "root", frame: Rect(x: 0, y: 0, width: 10, height: 10))
        let front = View(name: "front", frame: root.bounds)
        let child = View(name: "child", frame: front.bounds)
        root.addSubview(front)
        front.addSubview(child)
        front.alpha = 0.01
        #expect(root.hitTest(Point(x: 1, y: 1)) === child)
        front.alpha = 0
        #expect(root.hitTest(Point(x: 1, y: 1)) === root)
        child.alpha = 0
        front.alpha = 1
        #expect(root.hitTest(Point(x: 1, y: 1)) === front)
    }

    @Test("a view with user interaction disabled is skipped with its subtree")
    func interactionDisabledSkipped() {
        let root = View(name: "root", frame: Rect(x: 0, y: 0, width: 10, height: 10))
        let front = View(name: "front", frame: root.bounds)
        let child = View(name: "child", frame: front.bounds)
        root.addSubview(front)
        front.addSubview(child)
        front.isUserInteractionEnabled = false
        #expect(root.hitTest(Point(x: 1, y: 1)) === root)
        root.isUserInteractionEnabled = false
        #expect(root.hitTest(Point(x: 1, y: 1)) == nil)
    }

    // MARK: - Overriding

    @Test("overriding point(inside:) changes where a view is hit")
    func overridePointInside() {
        let root = View(name: "root", frame: Rect(x: 0, y: 0, width: 20, height: 20))
        let button = GenerousView(name: "button", frame: Rect(x: 5, y: 5, width: 2, height: 1))
        root.addSubview(button)
        #expect(root.hitTest(Point(x: 4, y: 4)) === button)
        #expect(root.hitTest(Point(x: 3, y: 4)) === root)
    }

    @Test("overriding hitTest(_:) can let input pass through a view to its subviews")
    func overrideHitTest() {
        let root = View(name: "root", frame: Rect(x: 0, y: 0, width: 20, height: 20))
        let overlay = PassThroughView(name: "overlay", frame: root.bounds)
        let badge = View(name: "badge", frame: Rect(x: 0, y: 0, width: 3, height: 1))
        root.addSubview(overlay)
        overlay.addSubview(badge)
        #expect(root.hitTest(Point(x: 1, y: 0)) === badge)
        #expect(root.hitTest(Point(x: 10, y: 10)) === root)
    }
}

/// A view that takes input one cell beyond its bounds on every side.
private final class GenerousView: View {
    override func point(inside point: Point) -> Bool {
        bounds.insetBy(dx: -1, dy: -1).contains(point)
    }
}

/// A view that is never hit itself, though its subviews are.
private final class PassThroughView: View {
    override func hitTest(_ point: Point) -> View? {
        let hit = super.hitTest(point)
        return hit === self ? nil : hit
    }
}
