import Testing
@testable import Trellis

@Suite struct LinearFunctionTests {
    @Test("init(slope:intercept:) is slope × s + intercept")
    func slopeAndIntercept() {
        let f = LinearFunction(slope: 0.5, intercept: 3)
        #expect(f(0) == 3)
        #expect(f(10) == 8)
        #expect(f(-4) == 1)
        #expect(f.slope == 0.5 && f.intercept == 3)
    }

    @Test("a function through a point gives that point's value back exactly, and the right intercept")
    func throughPoint() {
        let f = LinearFunction(slope: 0.1, through: 132, value: 7.3)
        #expect(f(132) == 7.3)
        #expect(abs(f.intercept - (7.3 - 13.2)) < 1e-12)
        #expect(abs(f(0) - f.intercept) < 1e-12)
        #expect(abs(f(142) - 8.3) < 1e-12)
        // Here `slope × 40 + intercept` would give 0.09999999999999964: the anchored form
        // must not go through the intercept.
        let g = LinearFunction(slope: 1.0 / 3, through: 40, value: 0.1)
        #expect(g(40) == 0.1)
        #expect(g.slope * 40 + g.intercept != 0.1)
    }
}
