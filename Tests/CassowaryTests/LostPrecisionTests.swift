import Testing
@testable import Cassowary

/// Calls that double precision cannot carry out are undone and refused with
/// `lostPrecision`, optional ones included, rather than left half-made or accepted with a
/// required constraint broken. Both systems come from a seeded search over random systems
/// with values up to 1e11 and constraints whose coefficients agree to nine digits.
@Suite("Lost precision: a change rounding defeats is undone")
struct LostPrecisionTests {
    /// Two required constraints that agree to seven digits meet only where `x1` and `x4`
    /// are near 1e16, where one unit of the last place is 16. An optional constraint
    /// through `x1` then cannot be met to its bound by any repair in doubles. It used to
    /// be refused as `unsatisfiableConstraint` with its row left in the tableau, after
    /// which an unrelated `x3 == 5` was refused too.
    @Test func optionalAdditionIsUndoneWhole() throws {
        let solver = Solver()
        let x = (0..<6).map { Variable("x\($0)") }
        let required = [
            Constraint(0.499 * x[1] + 2.926 * x[4] + -0.163 * x[5], .greaterThanOrEqual, 8410000.0),
            Constraint(0.499 * x[1] + 2.9260008778 * x[4] + -0.16300001630000002 * x[5], .equal, -10500000000.0),
        ]
        for c in required { try solver.add(c) }
        solver.updateVariables()
        let before = x.map(\.value)
        #expect(abs(before[1]) > 1e15, "the system needs values near 1e16 to be this test")

        let optional = Constraint(1.963 * x[5] + -1.087 * x[2] + -2.521 * x[1], .equal, 398.0, strength: .strong)
        let error = solverError { try solver.add(optional) }
        guard case .lostPrecision(let refused)? = error else {
            Issue.record("expected lostPrecision, got \(String(describing: error))")
            return
        }
        #expect(refused === optional)
        #expect(!solver.contains(optional))
        #expect(solver.tableau.invariantViolations(feasible: true).isEmpty)
        solver.updateVariables()
        #expect(x.map(\.value) == before)

        // The solver goes on as if the call had never been made.
        let unrelated = Constraint(Expression(x[3]), .equal, Expression(5.0))
        try solver.add(unrelated)
        solver.updateVariables()
        expectAllHold(required + [unrelated])
        #expect(x[3].value == 5)
    }

    /// Two required inequalities that agree to nine digits leave a band that only values
    /// near 1e14 reach. Suggesting 3.5e7 for `x2` has the repair refactor four times
    /// without settling, and it used to be accepted with the `≥ −550` constraint at
    /// −826,939: broken by 826,389, where 1e-9 of its size is about 60 (its terms are
    /// near 3e10 after the move). Now the suggestion is undone.
    @Test func suggestionThatWouldBreakARequiredConstraintIsUndone() throws {
        let solver = Solver()
        let x = (0..<5).map { Variable("x\($0)") }
        let optional = [
            Constraint(-1.911 * x[0] + -2.846 * x[2] + 0.294 * x[1], .lessThanOrEqual, 5920.0, strength: .weak),
            Constraint(-0.099 * x[0] + 2.29 * x[1] + -1.571 * x[2], .equal, 88700.0, strength: .strong),
        ]
        let required = [
            Constraint(-0.099 * x[0] + 2.2900687 * x[1] + -1.57095287 * x[2], .lessThanOrEqual, -827000.000827),
            Constraint(-0.099 * x[0] + 2.2900686954198624 * x[1] + -1.570952868429047 * x[2], .greaterThanOrEqual, -550.0),
            Constraint(1.178 * x[0] + 2.137 * x[4], .greaterThanOrEqual, 20400000.0),
        ]
        for c in optional + required { try solver.add(c) }
        try solver.addEditVariable(x[2], strength: .strong)
        solver.updateVariables()
        expectAllHold(required)
        let before = x.map(\.value)

        let error = solverError { try solver.suggestValue(35000000.0, for: x[2]) }
        guard case .lostPrecision? = error else {
            Issue.record("expected lostPrecision, got \(String(describing: error))")
            return
        }
        #expect(solver.tableau.invariantViolations(feasible: true).isEmpty)
        solver.updateVariables()
        #expect(x.map(\.value) == before)
        expectAllHold(required)
    }
}
