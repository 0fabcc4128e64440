import Testing
@testable import Cassowary

/// Required constraints that repeat what others already say are accepted, and each can be
/// removed on its own.
@Suite("Redundant but consistent required constraints")
struct RedundantConstraintTests {
    @Test func theSameEqualityTwiceIsAccepted() throws {
        let s = Solver()
        let x = Variable("x")
        let first = Constraint(x, .equal, 10.0)
        let second = Constraint(x, .equal, 10.0)
        try s.add(first)
        try s.add(second)
        s.updateVariables()
        #expect(x.value == 10)
        try s.remove(first)
        try s.add(Constraint(x, .equal, 99.0, strength: .weak))
        s.updateVariables()
        #expect(x.value == 10, "the second copy still holds x")
        try s.remove(second)
        s.updateVariables()
        #expect(x.value == 99, "with both copies gone the weak pull wins")
    }

    @Test func anEqualityImpliedByOthersIsAccepted() throws {
        let s = Solver()
        let x = Variable("x"), y = Variable("y")
        try s.add(Constraint(x + y, .equal, 10.0))
        try s.add(Constraint(x, .equal, 4.0))
        let implied = Constraint(y, .equal, 6.0)
        try s.add(implied)
        s.updateVariables()
        #expect(x.value == 4)
        #expect(y.value == 6)
        #expect(s.contains(implied))
        #expect(throws: SolverError.self) { try s.add(Constraint(y, .equal, 7.0)) }
    }

    @Test func anInequalityThatIsAlreadyTightIsAccepted() throws {
        let s = Solver()
        let x = Variable("x")
        try s.add(Constraint(x, .equal, 5.0))
        try s.add(Constraint(x, .greaterThanOrEqual, 5.0))
        try s.add(Constraint(x, .lessThanOrEqual, 5.0))
        try s.add(Constraint(2 * x, .equal, 10.0))
        s.updateVariables()
        #expect(x.value == 5)
    }
}
