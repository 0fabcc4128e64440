import Testing
@testable import Cassowary

/// `Solver.value(of:)`: reading a solution without writing it into the variables.
@Suite("value(of:)")
struct ValueLookupTests {
    @Test func readsTheSolutionWithoutTouchingTheVariable() throws {
        let s = Solver()
        let x = Variable("x"), y = Variable("y")
        try s.add(Constraint(x, .equal, 7.0))
        try s.add(Constraint(y, .equal, x + 3))
        expectClose(s.value(of: x), 7)
        expectClose(s.value(of: y), 10)
        // Nothing was copied: the variables still hold their starting values.
        #expect(x.value == 0)
        #expect(y.value == 0)
        s.updateVariables()
        #expect(y.value == 10)
    }

    @Test func anUnknownVariableIsAtItsOwnValue() throws {
        let s = Solver()
        let known = Variable("known"), stranger = Variable("stranger")
        try s.add(Constraint(known, .equal, 4.0))
        s.updateVariables()
        try s.add(Constraint(stranger, .equal, known + 1))
        s.updateVariables()
        let other = Solver()
        #expect(other.value(of: stranger) == 5)
        try other.add(Constraint(stranger, .equal, 2.0))
        expectClose(other.value(of: stranger), 2)
        #expect(stranger.value == 5)
    }
}
