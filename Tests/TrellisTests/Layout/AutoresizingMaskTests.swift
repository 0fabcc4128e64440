import Testing
@testable import Trellis

@Suite("AutoresizingMask")
struct AutoresizingMaskTests {
    // MARK: - Flags and description

    @Test("AR-01: the six flags have UIKit's bit values")
    func rawValues() {
        #expect(AutoresizingMask.flexibleLeftMargin.rawValue == 1)
        #expect(AutoresizingMask.flexibleWidth.rawValue == 2)
        #expect(AutoresizingMask.flexibleRightMargin.rawValue == 4)
        #expect(AutoresizingMask.flexibleTopMargin.rawValue == 8)
        #expect(AutoresizingMask.flexibleHeight.rawValue == 16)
        #expect(AutoresizingMask.flexibleBottomMargin.rawValue == 32)
        #expect(AutoresizingMask().rawValue == 0)
    }

    @Test(
        "AR-04: the description lists the flags in the order LM, W, RM, TM, H, BM, joined by +",
        arguments: [
            (AutoresizingMask([.flexibleTopMargin, .flexibleLeftMargin]), "LM+TM"),
            ([.flexibleBottomMargin, .flexibleWidth], "W+BM"),
            ([.flexibleHeight, .flexibleWidth], "W+H"),
            ([.flexibleBottomMargin, .flexibleTopMargin, .flexibleRightMargin, .flexibleLeftMargin], "LM+RM+TM+BM"),
            ([.flexibleLeftMargin, .flexibleWidth, .flexibleRightMargin,
              .flexibleTopMargin, .flexibleHeight, .flexibleBottomMargin], "LM+W+RM+TM+H+BM"),
            (.flexibleRightMargin, "RM"),
            (.flexibleHeight, "H"),
        ] as [(AutoresizingMask, String)]
    )
    func description(mask: AutoresizingMask, expected: String) {
        #expect(mask.description == expected)
    }

    @Test("AR-04: the empty mask prints NONE, and bits outside the six flags are not printed")
    func emptyDescription() {
        #expect(AutoresizingMask().description == "NONE")
        #expect(AutoresizingMask(rawValue: 1 << 6).description == "NONE")
        #expect(AutoresizingMask(rawValue: 1 << 6 | 1).description == "LM")
    }

    // MARK: - Resizing a frame

    @Test("AR-02: the empty mask behaves as RM+BM: the frame keeps its offset and its size")
    func emptyMaskIsRightAndBottomMargins() {
        let frames = [Rect(x: 10, y: 10, width: 20, height: 20), Rect(x: 0, y: 3, width: 0, height: 7),
                      Rect(x: -4, y: 50, width: 9, height: 1)]
        let sizes = [Size(width: 40, height: 40), Size(width: 0, height: 0), Size(width: 132, height: 194)]
        for frame in frames {
            for old in sizes {
                for new in sizes + [Size(width: 172, height: 144)] {
                    let none = AutoresizingMask().resizedFrame(frame, from: old, to: new)
                    let farMargins = AutoresizingMask([.flexibleRightMargin, .flexibleBottomMargin])
                        .resizedFrame(frame, from: old, to: new)
                    #expect(none == frame, "\(frame) in \(old) → \(new)")
                    #expect(none == farMargins, "\(frame) in \(old) → \(new)")
                }
            }
        }
        let placement = AutoresizingMask().placement(of: Rect(x: 10, y: 10, width: 20, height: 20),
                                                     in: Size(width: 40, height: 40))
        #expect([placement.x.slope, placement.width.slope, placement.y.slope, placement.height.slope] == [0, 0, 0, 0])
    }

    @Test("EX-AR-3: a 20×20 view at (10,10) in 40×40, superview resized to 60×50")
    func EX_AR_3() {
        let frame = Rect(x: 10, y: 10, width: 20, height: 20)
        let old = Size(width: 40, height: 40)
        let new = Size(width: 60, height: 50)
        let springsOutside: AutoresizingMask = [.flexibleLeftMargin, .flexibleRightMargin,
                                                .flexibleTopMargin, .flexibleBottomMargin]
        let springsInside: AutoresizingMask = [.flexibleWidth, .flexibleHeight]
        #expect(springsOutside.resizedFrame(frame, from: old, to: new) == Rect(x: 20, y: 15, width: 20, height: 20))
        #expect(springsInside.resizedFrame(frame, from: old, to: new) == Rect(x: 10, y: 10, width: 40, height: 30))
    }

    @Test("EX-AR-1 (math only): v1's bounds go from 132×194 to 172×144; v2 [W] and v3 [TM,LM] follow")
    func EX_AR_1_math() {
        let old = Size(width: 132, height: 194)
        let new = Size(width: 172, height: 144)
        // v2 is a bar along the top: its width follows, its height is fixed (AR-05: H, TM
        // and BM all fixed, so BM takes the 50 lost rows).
        let v2 = AutoresizingMask.flexibleWidth
            .resizedFrame(Rect(x: 0, y: 0, width: 132, height: 10), from: old, to: new)
        #expect(v2 == Rect(x: 0, y: 0, width: 172, height: 10))
        // v3 is pinned to the bottom-right corner.
        let v3 = AutoresizingMask([.flexibleTopMargin, .flexibleLeftMargin])
            .resizedFrame(Rect(x: 112, y: 174, width: 20, height: 20), from: old, to: new)
        #expect(v3 == Rect(x: 152, y: 124, width: 20, height: 20))
    }

    /// The superview of the AR-06 idioms goes from 80×24 to 100×30.
    private static let idiomOld = Size(width: 80, height: 24)
    private static let idiomNew = Size(width: 100, height: 30)

    @Test("AR-06: centred and resizing, [W,H]: the margins stay, the view grows")
    func idiomCentredAndResizing() {
        let mask: AutoresizingMask = [.flexibleWidth, .flexibleHeight]
        let frame = Rect(x: 10, y: 5, width: 60, height: 14)
        #expect(mask.resizedFrame(frame, from: Self.idiomOld, to: Self.idiomNew) == Rect(x: 10, y: 5, width: 80, height: 20))
    }

    @Test("AR-06: centred and fixed size, [LM,RM,TM,BM]: the view keeps its size and stays centred")
    func idiomCentredAndFixed() {
        let mask: AutoresizingMask = [.flexibleLeftMargin, .flexibleRightMargin, .flexibleTopMargin, .flexibleBottomMargin]
        let frame = Rect(x: 10, y: 5, width: 60, height: 14)
        let resized = mask.resizedFrame(frame, from: Self.idiomOld, to: Self.idiomNew)
        #expect(resized == Rect(x: 20, y: 8, width: 60, height: 14))
        #expect(resized.midX == Self.idiomNew.width / 2)
        #expect(resized.midY == Self.idiomNew.height / 2)
    }

    @Test("AR-06: OK button at the lower right, [LM,TM]: it keeps its right and bottom margins")
    func idiomLowerRight() {
        let mask: AutoresizingMask = [.flexibleLeftMargin, .flexibleTopMargin]
        let frame = Rect(x: 60, y: 20, width: 10, height: 2)  // right margin 10, bottom margin 2
        #expect(mask.resizedFrame(frame, from: Self.idiomOld, to: Self.idiomNew) == Rect(x: 80, y: 26, width: 10, height: 2))
    }

    @Test("AR-06: text field at the top that widens, [W,BM]: same width margins, same height, same top")
    func idiomTopWidening() {
        let mask: AutoresizingMask = [.flexibleWidth, .flexibleBottomMargin]
        let frame = Rect(x: 2, y: 1, width: 76, height: 1)
        #expect(mask.resizedFrame(frame, from: Self.idiomOld, to: Self.idiomNew) == Rect(x: 2, y: 1, width: 96, height: 1))
        // [W] alone does the same: the vertical axis has no spring, so BM is assumed (AR-05).
        #expect(AutoresizingMask.flexibleWidth.resizedFrame(frame, from: Self.idiomOld, to: Self.idiomNew)
            == Rect(x: 2, y: 1, width: 96, height: 1))
    }

    @Test("A shrinking superview clamps the frame's size at 0; placement does not clamp")
    func clampsSizesButNotPlacement() {
        let mask: AutoresizingMask = [.flexibleWidth, .flexibleHeight]
        let frame = Rect(x: 10, y: 10, width: 20, height: 20)
        let old = Size(width: 40, height: 40)
        let new = Size(width: 10, height: 35)
        let resized = mask.resizedFrame(frame, from: old, to: new)
        // Width 20 + (10 − 40) = −10 → 0; height 20 + (35 − 40) = 15.
        #expect(resized.origin == Point(x: 10, y: 10))
        #expect(resized.size == Size(width: 0, height: 15))
        let placement = mask.placement(of: frame, in: old)
        #expect(placement.width(new.width) == -10)
        #expect(placement.height(new.height) == 15)
    }

    @Test("placement is resizedFrame as linear functions, and gives back the frame at the current size")
    func placementMatchesResizedFrame() {
        let frames = [Rect(x: 10, y: 10, width: 20, height: 20), Rect(x: 0, y: 0, width: 0, height: 0),
                      Rect(x: 112, y: 174, width: 20, height: 20), Rect(x: 3, y: -2, width: 7, height: 5),
                      Rect(x: 30, y: 8, width: -6, height: -3),
                      Rect(x: 0.1, y: 0.3, width: 0.3, height: 12.7)]
        let olds = [Size(width: 40, height: 40), Size(width: 132, height: 194), Size(width: 0, height: 9)]
        let news = [Size(width: 60, height: 50), Size(width: 0, height: 0), Size(width: 172, height: 144),
                    Size(width: 13, height: 3)]
        for raw in UInt(0)..<64 {
            let mask = AutoresizingMask(rawValue: raw)
            for frame in frames {
                for old in olds {
                    let placement = mask.placement(of: frame, in: old)
                    // Exactly the standardized frame at the current size.
                    #expect(placement.x(old.width) == frame.minX, "\(mask) \(frame) \(old)")
                    #expect(placement.width(old.width) == frame.width, "\(mask) \(frame) \(old)")
                    #expect(placement.y(old.height) == frame.minY, "\(mask) \(frame) \(old)")
                    #expect(placement.height(old.height) == frame.height, "\(mask) \(frame) \(old)")
                    #expect(mask.resizedFrame(frame, from: old, to: old) == frame, "\(mask) \(frame) \(old)")
                    for new in news {
                        let resized = mask.resizedFrame(frame, from: old, to: new)
                        let context: Comment = "\(mask) \(frame) \(old) → \(new)"
                        #expect(resized.origin.x == placement.x(new.width), context)
                        #expect(resized.size.width == max(placement.width(new.width), 0), context)
                        #expect(resized.origin.y == placement.y(new.height), context)
                        #expect(resized.size.height == max(placement.height(new.height), 0), context)
                    }
                }
            }
        }
    }
}
