import Testing
@testable import Trellis

/// Whether two computed lengths agree to within float noise.
private func isClose(_ actual: Double, _ expected: Double) -> Bool {
    abs(actual - expected) <= 1e-9 * Swift.max(1, abs(expected))
}

@Suite("AxisResizing (AR-05)")
struct AxisResizingTests {
    /// An axis with the flexible parts named by `flexible` ("L", "S", "T").
    private func axis(_ position: Double, _ size: Double, in superviewSize: Double, flexible: String) -> AxisResizing {
        AxisResizing(position: position, size: size, superviewSize: superviewSize,
                     flexibleLeading: flexible.contains("L"), flexibleSize: flexible.contains("S"),
                     flexibleTrailing: flexible.contains("T"))
    }

    @Test("the three parts add up to the superview's size")
    func parts() {
        let a = axis(10, 30, in: 100, flexible: "S")
        #expect(a.leadingMargin == 10)
        #expect(a.viewSize == 30)
        #expect(a.trailingMargin == 60)
        #expect(a.superviewSize == 100)
    }

    @Test("AR-05: with no flexible part, the trailing margin takes the change")
    func noFlexiblePartMeansTrailing() {
        let a = axis(10, 30, in: 100, flexible: "")
        #expect(a.flexibleTrailing)
        #expect(!a.flexibleLeading && !a.flexibleSize)
        #expect(a.resized(to: 140) == (10, 30))
        #expect(a.resized(to: 20) == (10, 30))
        #expect(a.position.slope == 0 && a.size.slope == 0)
    }

    @Test("one flexible part takes the whole change")
    func oneFlexiblePart() {
        #expect(axis(10, 30, in: 100, flexible: "L").resized(to: 140) == (50, 30))
        #expect(axis(10, 30, in: 100, flexible: "S").resized(to: 140) == (10, 70))
        #expect(axis(10, 30, in: 100, flexible: "T").resized(to: 140) == (10, 30))
        #expect(axis(10, 30, in: 100, flexible: "L").resized(to: 90) == (0, 30))
    }

    @Test("AR-05: two flexible parts share the change in proportion to their sizes, as in UIKit")
    func twoFlexibleParts() {
        // Leading 10 and size 30 flexible, trailing 60 fixed. The springs total 40, so the
        // margin takes 10/40 = 1/4 and the size 30/40 = 3/4 of +40: position 10 + 10 = 20,
        // size 30 + 30 = 60, and the trailing margin stays 140 − 20 − 60 = 60.
        let a = axis(10, 30, in: 100, flexible: "LS")
        #expect(a.resized(to: 140) == (20, 60))
        #expect(a.position.slope == 0.25 && a.size.slope == 0.75)
        // Leading 10 and trailing 60 flexible, size 30 fixed: the springs total 70, so the
        // margin takes 1/7 of −35 = −5 and the trailing margin 6/7 = −30: position 5, size
        // 30, trailing 65 − 5 − 30 = 30.
        let b = axis(10, 30, in: 100, flexible: "LT")
        let resized = b.resized(to: 65)
        #expect(isClose(resized.position, 5))
        #expect(resized.size == 30)
        #expect(isClose(65 - resized.position - resized.size, 30))
    }

    @Test("AR-05: three flexible parts share the change in proportion to their sizes, as in UIKit")
    func threeFlexibleParts() {
        // Leading 10, size 30, trailing 60 all flexible: they total 100, so they take 10%,
        // 30% and 60% of +50, that is 5, 15 and 30: position 15, size 45, trailing
        // 150 − 15 − 45 = 90.
        let a = axis(10, 30, in: 100, flexible: "LST")
        let grown = a.resized(to: 150)
        #expect(isClose(grown.position, 15))
        #expect(isClose(grown.size, 45))
        #expect(isClose(a.position.slope, 0.1) && isClose(a.size.slope, 0.3))
        // And −20 takes 2, 6 and 12: position 8, size 24, trailing 48.
        let shrunk = a.resized(to: 80)
        #expect(isClose(shrunk.position, 8))
        #expect(isClose(shrunk.size, 24))
    }

    @Test("AR-05: flexible parts that all have size 0 share the change equally")
    func allZeroShareEqually() {
        // Leading 0 and size 0 flexible, trailing 20 fixed: +10 splits 5 and 5.
        #expect(axis(0, 0, in: 20, flexible: "LS").resized(to: 30) == (5, 5))
        // All three zero in a zero-size superview: +30 splits 10, 10, 10.
        let a = axis(0, 0, in: 0, flexible: "LST")
        #expect(a.resized(to: 30) == (10, 10))
        #expect(a.position.slope == 1.0 / 3 && a.size.slope == 1.0 / 3)
        // One zero part beside a non-zero one is proportional, not equal: it takes nothing.
        #expect(axis(0, 30, in: 40, flexible: "LS").resized(to: 50) == (0, 40))
    }

    @Test("Trellis's own rule: a flexible part of negative size weighs 0; all-negative springs share equally")
    func negativePartsWeighZero() {
        // Leading −10 (sticking out) and size 20 flexible, trailing 20: the size takes all.
        #expect(axis(-10, 20, in: 30, flexible: "LS").resized(to: 40) == (-10, 30))
        // Leading −10 and trailing −5 flexible (the view overhangs both sides): equal halves.
        #expect(axis(-10, 45, in: 30, flexible: "LT").resized(to: 40) == (-5, 45))
    }

    @Test("resized clamps the size at 0 and leaves the position alone; the functions do not clamp")
    func clamping() {
        let a = axis(10, 20, in: 40, flexible: "LS")  // shares 1/3 and 2/3
        let resized = a.resized(to: 10)                // −30: position −10 + 10 = 0, size 20 − 20 = 0
        #expect(isClose(resized.position, 0))
        #expect(resized.size >= 0 && isClose(resized.size, 0))
        let b = axis(10, 20, in: 40, flexible: "S")
        #expect(b.resized(to: 5) == (10, 0))
        #expect(b.size(5) == -15)
        #expect(b.position(5) == 10)
    }

    @Test("property: resized equals the linear functions (size clamped), exact at the current size, fixed parts kept")
    func linearFunctionsMatchResized() {
        let positions: [Double] = [-5, 0, 0.1, 3, 10, 17.5]
        let sizes: [Double] = [0, 0.3, 4, 20, 0.5]
        let superviewSizes: [Double] = [0, 7, 40, 132]
        let newSizes: [Double] = [0, 1, 25, 40, 97, 200, 6.25]
        for flags in 0..<8 {
            let leading = flags & 1 != 0, size = flags & 2 != 0, trailing = flags & 4 != 0
            for p in positions {
                for w in sizes {
                    for s in superviewSizes {
                        let a = AxisResizing(position: p, size: w, superviewSize: s,
                                             flexibleLeading: leading, flexibleSize: size, flexibleTrailing: trailing)
                        let label: Comment = "flags \(flags) p \(p) w \(w) S \(s)"
                        #expect(a.resized(to: s) == (p, w), label)
                        #expect(a.position(s) == p && a.size(s) == w, label)
                        #expect(isClose(a.position(s), a.position.slope * s + a.position.intercept), label)
                        let shares = a.shares
                        #expect(isClose(shares.leading + shares.size + shares.trailing, 1), label)
                        for share in [shares.leading, shares.size, shares.trailing] {
                            #expect(share >= 0 && share <= 1, label)
                        }
                        for n in newSizes {
                            let r = a.resized(to: n)
                            #expect(r.position == a.position(n), label)
                            #expect(r.size == max(a.size(n), 0), label)
                            // The struts keep their lengths (before clamping).
                            if !leading { #expect(a.position(n) == p, label) }
                            if !size { #expect(a.size(n) == w, label) }
                            if !a.flexibleTrailing {
                                #expect(isClose(n - a.position(n) - a.size(n), s - p - w), label)
                            }
                        }
                    }
                }
            }
        }
    }
}
