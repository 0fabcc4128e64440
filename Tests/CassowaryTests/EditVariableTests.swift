import Testing
@testable import Cassowary

/// Edit variables and re-solving by the dual simplex after `suggestValue`.
@Suite("Edit variables")
struct EditVariableTests {
    /// The example of Badros, Borning and Stuckey (TOCHI 2001): a midpoint between two
    /// bounded ends at least 10 apart.
    struct Midpoint {
        let s = Solver()
        let xl = Variable("xl"), xm = Variable("xm"), xr = Variable("xr")
        let required: [Constraint]

        init() throws {
            required = [
                Constraint(xm, .equal, (xl + xr) / 2),
                Constraint(xl + 10, .lessThanOrEqual, xr),
                Constraint(xr, .lessThanOrEqual, 100.0),
                Constraint(xl, .greaterThanOrEqual, 0.0),
            ]
            for c in required { try s.add(c) }
        }
    }

    @Test("Badros et al.: the midpoint follows feasible suggestions and is clamped by the bounds")
    func paperExample() throws {
        let m = try Midpoint()
        try m.s.addEditVariable(m.xm, strength: .strong)
        // (suggestion, where xm must end up): feasible xm lies in [5, 95].
        let schedule: [(Double, Double)] = [(60, 60), (90, 90), (10, 10), (97, 95), (2, 5), (50, 50), (-300, 5), (1e6, 95)]
        for (suggestion, expected) in schedule {
            try m.s.suggestValue(suggestion, for: m.xm)
            m.s.updateVariables()
            expectAllHold(m.required)
            expectClose(m.xm.value, expected, "xm after suggesting \(suggestion)")
            if expected == 95 {
                // The only solution with xm = 95.
                expectClose(m.xl.value, 90)
                expectClose(m.xr.value, 100)
            } else if expected == 5 {
                expectClose(m.xl.value, 0)
                expectClose(m.xr.value, 10)
            }
        }
    }

    @Test("Badros et al. with weaker stays on the ends: every value is determined")
    func paperExampleWithStays() throws {
        let m = try Midpoint()
        try m.s.add(Constraint(m.xl, .equal, 30.0, strength: .medium))
        try m.s.add(Constraint(m.xr, .equal, 60.0, strength: .weak))
        m.s.updateVariables()
        expectClose(m.xl.value, 30)
        expectClose(m.xr.value, 60)
        expectClose(m.xm.value, 45)

        try m.s.addEditVariable(m.xm, strength: .strong)
        // (suggestion, xl, xm, xr)
        let schedule: [(Double, Double, Double, Double)] = [
            (60, 30, 60, 90),  // xl stays at 30, xr takes the rest
            (90, 80, 90, 100),  // xr hits 100; xl moves as little as it can
            (10, 5, 10, 15),  // xr >= xl + 10 pushes xl down to 5
            (45, 30, 45, 60),  // back to the stays
            (99, 90, 95, 100),  // clamped at the top
        ]
        for (suggestion, xl, xm, xr) in schedule {
            try m.s.suggestValue(suggestion, for: m.xm)
            m.s.updateVariables()
            expectAllHold(m.required)
            expectClose(m.xl.value, xl, "xl after \(suggestion)")
            expectClose(m.xm.value, xm, "xm after \(suggestion)")
            expectClose(m.xr.value, xr, "xr after \(suggestion)")
        }
    }

    @Test func editingAnEndDragsTheMidpoint() throws {
        let m = try Midpoint()
        try m.s.add(Constraint(m.xr, .equal, 80.0, strength: .weak))
        try m.s.addEditVariable(m.xl, strength: .strong)
        for (suggestion, xl) in [(20.0, 20.0), (75.0, 75.0), (95.0, 90.0), (-5.0, 0.0)] {
            try m.s.suggestValue(suggestion, for: m.xl)
            m.s.updateVariables()
            expectAllHold(m.required)
            expectClose(m.xl.value, xl)
            expectClose(m.xr.value, max(80, xl + 10))
            expectClose(m.xm.value, (xl + max(80, xl + 10)) / 2)
        }
    }

    @Test func anEditVariableHoldsItsCurrentValueUntilTheFirstSuggestion() throws {
        let s = Solver()
        let x = Variable("x")
        let pin = Constraint(x, .equal, 40.0, strength: .weak)
        try s.add(pin)
        s.updateVariables()
        expectClose(x.value, 40)
        try s.addEditVariable(x, strength: .strong)
        s.updateVariables()
        expectClose(x.value, 40)
        // With the weak pin gone only the edit holds x, and it holds it where it was.
        try s.remove(pin)
        try s.add(Constraint(x, .equal, 0.0, strength: .weak))
        s.updateVariables()
        expectClose(x.value, 40)
        try s.suggestValue(70, for: x)
        s.updateVariables()
        expectClose(x.value, 70)
    }

    @Test func twoEditVariablesAtDifferentStrengths() throws {
        let s = Solver()
        let x = Variable("x"), y = Variable("y")
        try s.add(Constraint(x + y, .equal, 100.0))
        try s.addEditVariable(x, strength: .strong)
        try s.addEditVariable(y, strength: .weak)
        try s.suggestValue(30, for: x)
        try s.suggestValue(50, for: y)
        s.updateVariables()
        expectClose(x.value, 30)
        expectClose(y.value, 70)
        try s.suggestValue(80, for: x)
        s.updateVariables()
        expectClose(x.value, 80)
        expectClose(y.value, 20)
        // The weak edit decides once the strong one is gone.
        try s.removeEditVariable(x)
        s.updateVariables()
        expectClose(y.value, 50)
        expectClose(x.value, 50)
    }

    @Test func twoEditVariablesAtOneStrengthShareTheError() throws {
        let s = Solver()
        let x = Variable("x"), y = Variable("y")
        let sum = Constraint(x + y, .equal, 100.0)
        try s.add(sum)
        try s.addEditVariable(x, strength: .strong)
        try s.addEditVariable(y, strength: .strong)
        try s.suggestValue(30, for: x)
        try s.suggestValue(50, for: y)
        s.updateVariables()
        // |x - 30| + |y - 50| is least (20) anywhere with x >= 30 and y >= 50.
        expectAllHold([sum])
        #expect(x.value >= 30 - 1e-9 && y.value >= 50 - 1e-9, "x = \(x.value), y = \(y.value)")
        try s.suggestValue(40, for: y)
        s.updateVariables()
        expectAllHold([sum])
        #expect(x.value >= 30 - 1e-9 && y.value >= 40 - 1e-9, "x = \(x.value), y = \(y.value)")
    }

    @Test func removingAnEditVariableRemovesItsPull() throws {
        let s = Solver()
        let x = Variable("x")
        try s.add(Constraint(x, .equal, 10.0, strength: .weak))
        try s.addEditVariable(x, strength: .strong)
        try s.suggestValue(50, for: x)
        s.updateVariables()
        expectClose(x.value, 50)
        try s.removeEditVariable(x)
        #expect(!s.containsEditVariable(x))
        s.updateVariables()
        expectClose(x.value, 10)
        guard case .unknownEditVariable? = solverError({ try s.suggestValue(20, for: x) }) else {
            Issue.record("suggesting for a removed edit variable should fail")
            return
        }
        // It can become an edit variable again.
        try s.addEditVariable(x, strength: .medium)
        try s.suggestValue(20, for: x)
        s.updateVariables()
        expectClose(x.value, 20)
    }

    @Test func containsEditVariableFollowsAddAndRemove() throws {
        let s = Solver()
        let x = Variable("x"), y = Variable("y")
        #expect(!s.containsEditVariable(x))
        try s.addEditVariable(x, strength: .strong)
        #expect(s.containsEditVariable(x))
        #expect(!s.containsEditVariable(y))
        try s.removeEditVariable(x)
        #expect(!s.containsEditVariable(x))
    }

    @Test func aWeakEditYieldsToStrongerConstraints() throws {
        let s = Solver()
        let x = Variable("x")
        try s.add(Constraint(x, .lessThanOrEqual, 30.0, strength: .medium))
        try s.addEditVariable(x, strength: .weak)
        for (suggestion, expected) in [(10.0, 10.0), (50.0, 30.0), (-4.0, -4.0)] {
            try s.suggestValue(suggestion, for: x)
            s.updateVariables()
            expectClose(x.value, expected, "after \(suggestion)")
        }
    }

    @Test func manySuggestionsTrackARequiredChain() throws {
        // A row of 20 views 10 wide (weak) in a container whose width is edited (strong):
        // the dual simplex runs after every suggestion.
        let s = Solver()
        let cw = Variable("cw")
        let n = 20
        let left = (0..<n).map { Variable("L\($0)") }
        let width = (0..<n).map { Variable("W\($0)") }
        var required: [Constraint] = []
        try s.addEditVariable(cw, strength: .strong)
        try s.suggestValue(219, for: cw)
        for i in 0..<n {
            let c = [
                Constraint(width[i], .greaterThanOrEqual, 1.0),
                i == 0 ? Constraint(left[0], .equal, 0.0) : Constraint(left[i], .equal, left[i - 1] + width[i - 1] + 1),
            ]
            try s.add(c[0])
            try s.add(Constraint(width[i], .equal, 10.0, strength: .weak))
            try s.add(c[1])
            required += c
        }
        let right = Constraint(left[n - 1] + width[n - 1], .lessThanOrEqual, cw)
        try s.add(right)
        required.append(right)
        for target in Array(stride(from: 300.0, through: 40.0, by: -13)) + stride(from: 40.0, through: 320.0, by: 17) {
            try s.suggestValue(target, for: cw)
            s.updateVariables()
            expectAllHold(required)
            expectClose(cw.value, target)
            let total = width.reduce(0) { $0 + $1.value }
            expectClose(total, min(200, target - 19), "sum of widths at \(target)")
            #expect(width.allSatisfy { $0.value <= 10 + 1e-9 }, "a width above 10 at \(target)")
        }
    }
}
