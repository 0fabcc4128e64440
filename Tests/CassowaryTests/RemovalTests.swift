import Testing
@testable import Cassowary

/// Removing a constraint moves the variables to the best solution of what remains.
@Suite("Removing constraints")
struct RemovalTests {
    @Test func removingTheStrongConstraintRestoresTheWeakSolution() throws {
        let s = Solver()
        let x = Variable("x")
        let weak = Constraint(x, .equal, 10.0, strength: .weak)
        let strong = Constraint(x, .equal, 20.0, strength: .strong)
        try s.add(weak)
        s.updateVariables()
        expectClose(x.value, 10)
        try s.add(strong)
        s.updateVariables()
        expectClose(x.value, 20)
        try s.remove(strong)
        s.updateVariables()
        expectClose(x.value, 10)
        #expect(!s.contains(strong))
        #expect(s.contains(weak))
        // And back again.
        try s.add(strong)
        s.updateVariables()
        expectClose(x.value, 20)
    }

    @Test func removingTheWeakConstraintKeepsTheStrongSolution() throws {
        let s = Solver()
        let x = Variable("x")
        let weak = Constraint(x, .equal, 10.0, strength: .weak)
        let strong = Constraint(x, .equal, 20.0, strength: .strong)
        try s.add(weak)
        try s.add(strong)
        try s.remove(weak)
        s.updateVariables()
        expectClose(x.value, 20)
    }

    /// Every order of removing three constraints at three priorities: x always follows the
    /// strongest one left.
    @Test(arguments: [[0, 1, 2], [0, 2, 1], [1, 0, 2], [1, 2, 0], [2, 0, 1], [2, 1, 0]])
    func removalInAnyOrderFollowsTheStrongestLeft(order: [Int]) throws {
        let s = Solver()
        let x = Variable("x")
        let y = Variable("y")
        let targets = [10.0, 20.0, 30.0]
        let strengths: [Strength] = [.weak, .medium, .strong]
        let constraints = (0..<3).map { Constraint(x, .equal, targets[$0], strength: strengths[$0]) }
        // A fourth, required constraint keeps x in the solver after all three are gone.
        let link = Constraint(y, .equal, x + 1)
        try s.add(link)
        for c in constraints { try s.add(c) }
        var left = Set(0..<3)
        for k in order {
            try s.remove(constraints[k])
            left.remove(k)
            s.updateVariables()
            expectAllHold([link])
            if let strongest = left.max() {
                expectClose(x.value, targets[strongest], "after removing \(order.prefix(3 - left.count))")
            }
        }
    }

    @Test func removingARequiredConstraintReleasesTheOptionalOnes() throws {
        let s = Solver()
        let x = Variable("x")
        let floor = Constraint(x, .greaterThanOrEqual, 50.0)
        try s.add(Constraint(x, .equal, 10.0, strength: .weak))
        try s.add(floor)
        s.updateVariables()
        expectClose(x.value, 50)
        try s.remove(floor)
        s.updateVariables()
        expectClose(x.value, 10)
    }

    @Test func removingAnOptionalConstraintReoptimisesAVariableOnARequiredBound() throws {
        // With both strong constraints, every x in [10, 20] breaks them by 20 in total, so the
        // weak x == 50 picks the required bound 20. Without x >= 30, the strong x <= 10 holds.
        let s = Solver()
        let x = Variable("x")
        try s.add(Constraint(x, .lessThanOrEqual, 20.0))
        try s.add(Constraint(x, .lessThanOrEqual, 10.0, strength: .strong))
        let pull = Constraint(x, .greaterThanOrEqual, 30.0, strength: .strong)
        try s.add(pull)
        try s.add(Constraint(x, .equal, 50.0, strength: .weak))
        s.updateVariables()
        expectClose(x.value, 20)
        try s.remove(pull)
        s.updateVariables()
        expectClose(x.value, 10)
    }

    @Test func removingAnOptionalConstraintReoptimisesAgainstAnEditVariable() throws {
        // The same with an edit variable doing the weak pull (found by the random sequences).
        let s = Solver()
        let x = Variable("x")
        try s.addEditVariable(x, strength: .medium)
        try s.suggestValue(8, for: x)
        try s.add(Constraint(x, .lessThanOrEqual, -3.0))
        try s.add(Constraint(x, .lessThanOrEqual, -9.0, strength: .strong))
        let pull = Constraint(x, .greaterThanOrEqual, 9.5, strength: .strong)
        try s.add(pull)
        s.updateVariables()
        expectClose(x.value, -3)
        try s.remove(pull)
        s.updateVariables()
        expectClose(x.value, -9)
    }

    @Test func removingOneOfTheMajorityChangesTheAnswer() throws {
        // Two at 0 against one at 10 (same level): 0. Remove one at 0: a tie, in [0, 10].
        // Remove the other: 10.
        let s = Solver()
        let x = Variable("x")
        let zeroA = Constraint(x, .equal, 0.0, strength: .medium)
        let zeroB = Constraint(x, .equal, 0.0, strength: .medium)
        try s.add(zeroA)
        try s.add(Constraint(x, .equal, 10.0, strength: .medium))
        try s.add(zeroB)
        s.updateVariables()
        expectClose(x.value, 0)
        try s.remove(zeroA)
        s.updateVariables()
        #expect(x.value >= -1e-9 && x.value <= 10 + 1e-9)
        try s.remove(zeroB)
        s.updateVariables()
        expectClose(x.value, 10)
    }

    @Test func removingAConstraintFromAChainRestoresTheEarlierLayout() throws {
        // W1 with 10 views; squeeze one view with a required width, then remove it.
        let row = try ChainRow(n: 10)
        row.s.updateVariables()
        row.expectNatural()
        for j in [0, 4, 9] {
            let squeeze = Constraint(row.width[j], .equal, 3.0)
            try row.s.add(squeeze)
            row.s.updateVariables()
            expectClose(row.width[j].value, 3)
            expectClose(row.left[9].value, j == 9 ? 99 : 92)
            try row.s.remove(squeeze)
            row.s.updateVariables()
            row.expectNatural()
        }
    }

    @Test func removingInTheReverseOrderOfAddingEmptiesTheSolver() throws {
        let s = Solver()
        let x = Variable("x"), y = Variable("y"), z = Variable("z")
        let all = [
            Constraint(x, .equal, 5.0),
            Constraint(y, .greaterThanOrEqual, x + 2),
            Constraint(z, .equal, x + y, strength: .strong),
            Constraint(y, .equal, 100.0, strength: .weak),
            Constraint(z, .lessThanOrEqual, 50.0),
        ]
        for c in all { try s.add(c) }
        s.updateVariables()
        expectClose(x.value, 5)
        // The strong z == x + y holds, so the weak y == 100 gets as close as z <= 50 allows.
        expectClose(y.value, 45)
        expectClose(z.value, 50)
        for c in all.reversed() {
            try s.remove(c)
            #expect(!s.contains(c))
        }
        // A cleared solver accepts what contradicts the removed constraints.
        try s.add(Constraint(x, .equal, -5.0))
        try s.add(Constraint(z, .equal, 500.0))
        s.updateVariables()
        expectClose(x.value, -5)
        expectClose(z.value, 500)
    }

    @Test func removedConstraintsNoLongerConflict() throws {
        let s = Solver()
        let x = Variable("x")
        let first = Constraint(x, .equal, 1.0)
        try s.add(first)
        try s.remove(first)
        let second = Constraint(x, .equal, 2.0)
        try s.add(second)
        s.updateVariables()
        expectClose(x.value, 2)
        // The removed constraint can be added again once the way is clear.
        try s.remove(second)
        try s.add(first)
        s.updateVariables()
        expectClose(x.value, 1)
    }

    /// A variable whose constraints are all removed and that is then used again: the values
    /// written must satisfy the new required constraints.
    @Test func aVariableUsedAgainAfterAllItsConstraintsWentAway() throws {
        let s = Solver()
        let x = Variable("x"), y = Variable("y")
        let pin = Constraint(x, .equal, 50.0)
        try s.add(pin)
        s.updateVariables()
        expectClose(x.value, 50)
        try s.remove(pin)
        s.updateVariables()
        let floor = Constraint(x, .greaterThanOrEqual, 0.0)
        let link = Constraint(y, .equal, x + 1)
        try s.add(floor)
        try s.add(link)
        s.updateVariables()
        expectAllHold([floor, link])
    }

    @Test func anEditVariableAddedAfterItsConstraintsWentAwayHoldsTheCurrentValue() throws {
        let s = Solver()
        let x = Variable("x"), y = Variable("y")
        let pin = Constraint(x, .equal, 50.0)
        try s.add(pin)
        s.updateVariables()
        try s.remove(pin)
        try s.addEditVariable(x, strength: .strong)
        let link = Constraint(y, .equal, x + 1)
        try s.add(link)
        s.updateVariables()
        expectAllHold([link])
        expectClose(x.value, 50, "an edit variable starts at the variable's current value")
    }

    @Test func resetForgetsEveryConstraintAndEditVariable() throws {
        let s = Solver()
        let x = Variable("x")
        let c = Constraint(x, .equal, 3.0)
        try s.add(c)
        try s.addEditVariable(x, strength: .weak)
        s.reset()
        #expect(!s.contains(c))
        #expect(!s.containsEditVariable(x))
        // The constraint and the edit variable can be added again.
        try s.add(c)
        #expect(s.contains(c))
        try s.addEditVariable(x, strength: .weak)
        try s.remove(c)
        try s.add(Constraint(x, .equal, 9.0))
        s.updateVariables()
        expectClose(x.value, 9)
    }

    @Test func afterResetTheWrittenValuesSatisfyTheNewConstraints() throws {
        let s = Solver()
        let x = Variable("x"), y = Variable("y")
        try s.add(Constraint(x, .equal, 50.0))
        s.updateVariables()
        s.reset()
        let floor = Constraint(x, .greaterThanOrEqual, 0.0)
        let link = Constraint(y, .equal, x + 1)
        try s.add(floor)
        try s.add(link)
        s.updateVariables()
        expectAllHold([floor, link])
    }
}
