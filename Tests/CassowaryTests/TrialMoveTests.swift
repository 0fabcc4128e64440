import Testing
@testable import Cassowary

/// A repair that tries a chain of moves before pivoting (the dual simplex's trial moves)
/// never carries a free symbol past its own bounds, and leaves no row out of bounds when
/// the try fails.
@Suite("Trial moves")
struct TrialMoveTests {
    /// Found by the random property test (seed 5032): the slack of `3·v0 + v1 ≤ 4` sat at
    /// −6, nonbasic, and a new required equation was repaired by moving it 34 up, to 28,
    /// past its bound of 4, with every row it pushed out repaired by moves.
    @Test func aTryNeverMovesASlackPastItsBound() throws {
        let solver = Solver()
        solver.checksInvariants = true
        let v0 = Variable("v0"), v1 = Variable("v1")
        for v in [v0, v1] {
            try solver.add(Constraint(v, .greaterThanOrEqual, -100))
            try solver.add(Constraint(v, .lessThanOrEqual, 100))
        }
        try solver.addEditVariable(v0, strength: Strength(500))
        try solver.suggestValue(7, for: v0)
        try solver.add(Constraint(v0 + v1, .lessThanOrEqual, 2))
        let bound = Constraint(3 * v0 + v1, .lessThanOrEqual, -17)
        try solver.add(bound)
        try solver.updateConstant(of: bound, to: -6)
        try solver.suggestValue(25, for: v0)
        try solver.updateConstant(of: bound, to: 4)
        solver.updateVariables()
        #expect(v0.value == 25 && v1.value == -81)
        try solver.add(Constraint(-2 * v0 - v1, .equal, -3))
        solver.updateVariables()
        // v1 = 3 − 2·v0 and 3·v0 + v1 ≤ 4 leave v0 ≤ 1: the edit pulls it to 1.
        #expect(abs(v0.value - 1) < 1e-9 && abs(v1.value - 1) < 1e-9)
        #expect(3 * v0.value + v1.value <= 4 + 1e-9)
    }
}
