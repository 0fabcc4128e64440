import Testing
@testable import Trellis

@Suite("Double.roundedToCell")
struct DoubleCellRoundingTests {
    @Test(
        "halves round up, towards +infinity, on both sides of zero",
        arguments: [
            (0.5, 1.0), (1.5, 2.0), (2.5, 3.0), (136.5, 137.0),
            (-0.5, 0.0), (-1.5, -1.0), (-2.5, -2.0),
        ]
    )
    func halvesRoundUp(value: Double, expected: Double) {
        #expect(value.roundedToCell() == expected)
    }

    @Test(
        "anything else rounds to the nearest whole cell",
        arguments: [
            (0.0, 0.0), (7.0, 7.0), (0.49, 0.0), (0.51, 1.0), (3.2, 3.0), (3.8, 4.0),
            (-0.49, 0.0), (-0.51, -1.0), (-3.2, -3.0), (-3.8, -4.0),
        ]
    )
    func nearest(value: Double, expected: Double) {
        #expect(value.roundedToCell() == expected)
    }

    @Test("float noise just below a half rounds with the half; a real difference does not")
    func toleranceBelowHalf() {
        // 164.5 computed another way, as the solver might.
        let noisy = 164.5.nextDown.nextDown
        #expect(noisy < 164.5)
        #expect(noisy.roundedToCell() == 165)
        #expect((164.5 - 1e-10).roundedToCell() == 165)
        #expect((164.5 - 1e-6).roundedToCell() == 164)
        #expect((-0.5).nextDown.roundedToCell() == 0)
    }

    @Test("the result is never negative zero")
    func noNegativeZero() {
        for value in [-0.0, -0.4, -0.5, -1e-12] {
            let rounded = value.roundedToCell()
            #expect(rounded == 0)
            #expect(rounded.sign == .plus, "\(value) rounded to \(rounded)")
        }
    }

    @Test("infinities pass through unchanged")
    func infinities() {
        #expect(Double.infinity.roundedToCell() == .infinity)
        #expect((-Double.infinity).roundedToCell() == -.infinity)
    }
}
