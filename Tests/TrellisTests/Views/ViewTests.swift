import Testing
@testable import Trellis

@Suite("View")
@MainActor
struct ViewTests {
    // MARK: - Creating a view

    @Test("init(frame:) sets bounds at the origin with the frame's size and center at its midpoint")
    func initFrame() {
        let view = View(frame: Rect(x: 113, y: 111, width: 132, height: 194))
        #expect(view.frame == Rect(x: 113, y: 111, width: 132, height: 194))
        #expect(view.bounds.origin == .zero)
        #expect(view.bounds.size == Size(width: 132, height: 194))
        #expect(view.center == Point(x: 179, y: 208))
    }

    @Test("the default frame is the zero rect (GEO-02)")
    func defaultFrame() {
        let view = View()
        #expect(view.frame.origin == .zero)
        #expect(view.frame.size == .zero)
        #expect(view.bounds.origin == .zero)
        #expect(view.center == .zero)
    }

    @Test("a new view has UIKit's defaults and is in no tree")
    func defaults() {
        let view = View()
        #expect(view.superview == nil)
        #expect(view.subviews.isEmpty)
        #expect(view.window == nil)
        #expect(view.tag == 0)
        #expect(view.debugName == nil)
        #expect(view.isHidden == false)
        #expect(view.alpha == 1)
        #expect(view.isOpaque == true)
        #expect(view.clipsToBounds == false)
        #expect(view.isUserInteractionEnabled == true)
        #expect(view.backgroundColor == nil)
    }

    @Test("properties most views never set keep what one view sets, and leave other views at the defaults")
    func rarelySetPropertiesArePerView() {
        let changed = View()
        changed.tag = 3
        changed.debugName = "changed"
        changed.alpha = 0.5
        changed.layoutMargins = EdgeInsets(top: 2, left: 3, bottom: 4, right: 5)
        changed.preservesSuperviewLayoutMargins = true
        let guide = LayoutGuide()
        changed.addLayoutGuide(guide)
        let fresh = View()
        #expect(changed.tag == 3 && fresh.tag == 0)
        #expect(changed.debugName == "changed" && fresh.debugName == nil)
        #expect(changed.alpha == 0.5 && fresh.alpha == 1)
        #expect(changed.layoutMargins == EdgeInsets(top: 2, left: 3, bottom: 4, right: 5))
        #expect(fresh.layoutMargins == EdgeInsets(all: 1))
        #expect(changed.preservesSuperviewLayoutMargins && !fresh.preservesSuperviewLayoutMargins)
        #expect(changed.layoutGuides.count == 1 && fresh.layoutGuides.isEmpty)
        // Setting a default value on a fresh view keeps it at the defaults too.
        fresh.tag = 0
        fresh.alpha = 1
        #expect(View().tag == 0 && View().alpha == 1)
        changed.tag = 0
        changed.alpha = 2
        #expect(changed.tag == 0 && changed.alpha == 1)
    }

    // MARK: - Frame, bounds and center

    @Test("GEO-04: the frame is derived from center and bounds size")
    func frameFromCenterAndBounds() {
        let view = View()
        view.center = Point(x: 10, y: 20)
        view.bounds.size = Size(width: 4, height: 6)
        #expect(view.frame.origin == Point(x: 8, y: 17))
        #expect(view.frame.size == Size(width: 4, height: 6))
    }

    @Test("GEO-05: changing bounds.size resizes the frame around a fixed center")
    func boundsSizeKeepsCenter() {
        let view = View(frame: Rect(x: 10, y: 20, width: 30, height: 40))
        view.bounds.size = Size(width: 50, height: 10)
        #expect(view.center == Point(x: 25, y: 40))
        #expect(view.frame.origin == Point(x: 0, y: 35))
        #expect(view.frame.size == Size(width: 50, height: 10))
    }

    @Test("GEO-05: an odd resize around the center keeps its half cell, and undoing it restores the frame")
    func oddResizeLosesNothing() {
        let original = Rect(x: 113, y: 111, width: 132, height: 194)
        let view = View(frame: original)
        view.bounds.size.width += 1
        #expect(view.frame.origin.x == 112.5)
        #expect(view.frame.width == 133)
        view.bounds.size.width -= 1
        #expect(view.frame.origin == original.origin)
        #expect(view.frame.size == original.size)
    }

    @Test("GEO-06: setting the frame updates center and bounds.size and keeps bounds.origin")
    func frameKeepsBoundsOrigin() {
        let view = View(frame: Rect(x: 0, y: 0, width: 100, height: 100))
        view.bounds.origin = Point(x: 5, y: 7)
        view.frame = Rect(x: 1, y: 2, width: 10, height: 20)
        #expect(view.bounds.origin == Point(x: 5, y: 7))
        #expect(view.bounds.size == Size(width: 10, height: 20))
        #expect(view.center == Point(x: 6, y: 12))
        #expect(view.frame.origin == Point(x: 1, y: 2))
    }

    @Test("GEO-07: changing bounds.origin leaves the frame and center unchanged")
    func boundsOriginKeepsFrame() {
        let view = View(frame: Rect(x: 113, y: 111, width: 132, height: 194))
        view.bounds.origin = Point(x: 10, y: -3)
        #expect(view.frame.origin == Point(x: 113, y: 111))
        #expect(view.frame.size == Size(width: 132, height: 194))
        #expect(view.center == Point(x: 179, y: 208))
    }

    @Test("GEO-08: setting center moves the frame and leaves bounds alone")
    func centerKeepsBounds() {
        let view = View(frame: Rect(x: 0, y: 0, width: 10, height: 4))
        view.bounds.origin = Point(x: 3, y: 3)
        view.center = Point(x: 50, y: 50)
        #expect(view.bounds.origin == Point(x: 3, y: 3))
        #expect(view.bounds.size == Size(width: 10, height: 4))
        #expect(view.frame.origin == Point(x: 45, y: 48))
    }

    @Test("a frame with a negative size is stored standardized")
    func negativeFrameStandardized() {
        let view = View()
        view.frame = Rect(x: 10, y: 10, width: -4, height: -6)
        #expect(view.frame.origin == Point(x: 6, y: 4))
        #expect(view.frame.size == Size(width: 4, height: 6))
        #expect(view.bounds.size == Size(width: 4, height: 6))
        #expect(View(frame: Rect(x: 10, y: 10, width: -4, height: 6)).frame.origin == Point(x: 6, y: 10))
    }

    @Test("EX-GEO-2: growing v2's bounds by 20 each way makes it exactly cover v1, center unchanged")
    func exGeo2() {
        let mainview = View(frame: Rect(x: 0, y: 0, width: 320, height: 480))
        let v1 = View(frame: Rect(x: 113, y: 111, width: 132, height: 194))
        let v2 = View(frame: v1.bounds.insetBy(dx: 10, dy: 10))
        mainview.addSubview(v1)
        v1.addSubview(v2)
        #expect(v2.frame.origin == Point(x: 10, y: 10))
        #expect(v2.frame.size == Size(width: 112, height: 174))

        v2.bounds.size.width += 20
        v2.bounds.size.height += 20

        #expect(v2.frame.origin == Point(x: 0, y: 0))
        #expect(v2.frame.size == Size(width: 132, height: 194))
        #expect(v2.frame == v1.bounds)
        #expect(v2.center == Point(x: 66, y: 97))
    }

    // MARK: - Visibility

    @Test(
        "alpha is clamped to 0…1, NaN becomes 0",
        arguments: [
            (1.5, 1.0), (-0.25, 0.0), (0.3, 0.3), (0.0, 0.0), (1.0, 1.0),
            (Double.infinity, 1.0), (-Double.infinity, 0.0), (Double.nan, 0.0),
        ]
    )
    func alphaClamping(assigned: Double, stored: Double) {
        let view = View()
        view.alpha = assigned
        #expect(view.alpha == stored)
    }

    @Test("a hidden view or one with alpha 0 is hidden-or-transparent; a faint one is not")
    func hiddenOrTransparent() {
        let view = View()
        #expect(!view.isHiddenOrTransparent)
        view.alpha = 0
        #expect(view.isHiddenOrTransparent)
        view.alpha = 0.01
        #expect(!view.isHiddenOrTransparent)
        view.isHidden = true
        #expect(view.isHiddenOrTransparent)
    }

    // MARK: - Description

    /// The description with each hexadecimal address replaced by `0x…`.
    private func withoutAddress(_ description: String) -> String {
        description.replacing(#/0x[0-9a-f]+/#, with: "0x…")
    }

    @Test("description is UIKit's: class, address, frame as (x y; w h)")
    func description() {
        let view = View(frame: Rect(x: 113, y: 111, width: 132, height: 194))
        #expect(withoutAddress(view.description) == "<View: 0x…; frame = (113 111; 132 194)>")
        let address = String(UInt(bitPattern: ObjectIdentifier(view)), radix: 16)
        #expect(view.description.hasPrefix("<View: 0x\(address);"))
    }

    @Test("description keeps fractions and tells two identical views apart by address")
    func descriptionFractionsAndIdentity() {
        let view = View(frame: Rect(x: 10.5, y: 0, width: 3, height: 4.25))
        #expect(withoutAddress(view.description) == "<View: 0x…; frame = (10.5 0; 3 4.25)>")
        let twin1 = View(), twin2 = View()
        #expect(twin1.description != twin2.description)
    }

    @Test("description lists the debug name and every property that differs from its default")
    func descriptionNonDefaults() {
        let view = View()
        view.debugName = "title"
        view.clipsToBounds = true
        view.isHidden = true
        view.alpha = 0.5
        view.isOpaque = false
        view.tag = 3
        view.isUserInteractionEnabled = false
        #expect(
            withoutAddress(view.description)
                == "<View: 0x…; name = 'title'; frame = (0 0; 0 0); clipsToBounds = YES; hidden = YES; "
                + "alpha = 0.5; opaque = NO; tag = 3; userInteractionEnabled = NO>"
        )
    }

    @Test("description names the dynamic class")
    func descriptionSubclass() {
        let window = Window(size: Size(width: 80, height: 24))
        #expect(withoutAddress(window.description) == "<Window: 0x…; frame = (0 0; 80 24)>")
    }

    #if compiler(>=6.2)
    @Test("string interpolation uses the description")
    func interpolation() {
        let view = View(frame: Rect(x: 1, y: 2, width: 3, height: 4))
        #expect("\(view)" == view.description)
    }
    #endif
}
