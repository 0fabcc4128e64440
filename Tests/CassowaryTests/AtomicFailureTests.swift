import Testing
@testable import Cassowary

/// A refused call leaves the solver exactly as it was, and `conflicting` names exactly the
/// required constraints that take part in the contradiction (DBG-01, PRI-08).
@Suite("Atomic failure and conflict lists")
struct AtomicFailureTests {
    // MARK: Nothing changes

    @Test func aRejectedConstraintChangesNoValueAndIsNotContained() throws {
        let s = Solver()
        let x = Variable("x"), y = Variable("y"), z = Variable("z")
        let gap = Constraint(y, .greaterThanOrEqual, x + 5)
        try s.add(Constraint(x, .equal, 10.0))
        try s.add(gap)
        try s.add(Constraint(y, .equal, 40.0, strength: .weak))
        try s.add(Constraint(z, .equal, x + y, strength: .medium))
        s.updateVariables()
        let before = values([x, y, z])
        expectClose(x.value, 10)
        expectClose(y.value, 40)
        expectClose(z.value, 50)

        let bad = Constraint(y, .lessThanOrEqual, x)
        expectSameConstraints(expectUnsatisfiable(bad) { try s.add(bad) }, [gap])
        #expect(!s.contains(bad))
        s.updateVariables()
        #expect(values([x, y, z]) == before)
        // Nothing of it lingers: the solver does not know it.
        guard case .unknownConstraint? = solverError({ try s.remove(bad) }) else {
            Issue.record("a rejected constraint must be unknown to the solver")
            return
        }
    }

    @Test func aConstraintThatConflictedOnlyWithTheRejectedOneCanBeAdded() throws {
        let s = Solver()
        let x = Variable("x")
        try s.add(Constraint(x, .greaterThanOrEqual, 0.0))
        try s.add(Constraint(x, .lessThanOrEqual, 100.0))
        let rejected = Constraint(x, .equal, 200.0)
        expectUnsatisfiable(rejected) { try s.add(rejected) }
        // x == 50 would contradict x == 200, but that one was never added.
        try s.add(Constraint(x, .equal, 50.0))
        s.updateVariables()
        expectClose(x.value, 50)
    }

    @Test func theRejectedConstraintItselfCanBeAddedLater() throws {
        let s = Solver()
        let x = Variable("x")
        let blocker = Constraint(x, .equal, 1.0)
        try s.add(blocker)
        let later = Constraint(x, .equal, 2.0)
        expectUnsatisfiable(later) { try s.add(later) }
        try s.remove(blocker)
        try s.add(later)
        #expect(s.contains(later))
        s.updateVariables()
        expectClose(x.value, 2)
    }

    @Test func aRejectedConstraintWithNewVariablesLeavesThemUsable() throws {
        let s = Solver()
        let x = Variable("x"), fresh = Variable("fresh")
        try s.add(Constraint(x, .equal, 5.0))
        let bad = Constraint(x + 0 * fresh, .equal, 6.0)
        expectUnsatisfiable(bad) { try s.add(bad) }
        try s.add(Constraint(fresh, .equal, x * 3))
        s.updateVariables()
        expectClose(fresh.value, 15)
        expectClose(x.value, 5)
    }

    @Test func aRefusedEditOrSuggestionChangesNothing() throws {
        let s = Solver()
        let x = Variable("x"), y = Variable("y")
        try s.add(Constraint(x + y, .equal, 10.0))
        try s.addEditVariable(x, strength: .strong)
        try s.suggestValue(3, for: x)
        s.updateVariables()
        let before = values([x, y])
        _ = solverError { try s.addEditVariable(x, strength: .weak) }
        _ = solverError { try s.addEditVariable(y, strength: .required) }
        _ = solverError { try s.suggestValue(.nan, for: x) }
        _ = solverError { try s.suggestValue(1, for: y) }
        _ = solverError { try s.removeEditVariable(y) }
        s.updateVariables()
        #expect(values([x, y]) == before)
        #expect(s.containsEditVariable(x))
        #expect(!s.containsEditVariable(y))
    }

    /// The same calls to two solvers, one of which also sees refused calls: values stay
    /// identical after every step, so the refused calls left no trace.
    @Test func subsequentBehaviourIsIdenticalToASolverThatNeverSawTheRefusedCall() throws {
        final class Twin {
            let s = Solver()
            let v = (0..<4).map { Variable("v\($0)") }
            func add(_ make: ([Variable]) -> Constraint) throws -> Constraint {
                let c = make(v)
                try s.add(c)
                return c
            }
        }
        let a = Twin(), b = Twin()
        func both(_ make: ([Variable]) -> Constraint) throws -> (Constraint, Constraint) {
            (try a.add(make), try b.add(make))
        }
        func expectSame(_ step: String) {
            a.s.updateVariables()
            b.s.updateVariables()
            #expect(values(a.v) == values(b.v), "after \(step)")
        }
        for t in [a, b] {
            try t.s.addEditVariable(t.v[0], strength: .strong)
            try t.s.suggestValue(20, for: t.v[0])
        }
        _ = try both { Constraint($0[0], .greaterThanOrEqual, 0.0) }
        _ = try both { Constraint($0[1], .greaterThanOrEqual, $0[0] + 2) }
        _ = try both { Constraint($0[2], .greaterThanOrEqual, $0[1]) }
        _ = try both { Constraint($0[2], .lessThanOrEqual, $0[1] * 2) }
        _ = try both { Constraint($0[1] + $0[2], .equal, 70.0, strength: .weak) }
        _ = try both { Constraint($0[3], .equal, $0[2] - $0[1], strength: .medium) }
        let (limitA, limitB) = try both { Constraint($0[2], .lessThanOrEqual, 100.0) }
        expectSame("setup")

        // Refused calls on a only.
        let bad1 = Constraint(a.v[1], .lessThanOrEqual, a.v[0])
        expectUnsatisfiable(bad1) { try a.s.add(bad1) }
        let bad2 = Constraint(a.v[2], .greaterThanOrEqual, a.v[1] * 2 + 1000)
        expectUnsatisfiable(bad2) { try a.s.add(bad2) }
        expectUnsatisfiable(limitA) { try a.s.updateConstant(of: limitA, to: -500) }
        let bad3 = Constraint(Expression(1), .equal, 2.0)
        expectUnsatisfiable(bad3) { try a.s.add(bad3) }
        expectNonFinite { try a.s.suggestValue(.infinity, for: a.v[0]) }
        #expect(limitA.constant == 100)
        expectSame("the refused calls")

        // Everything after behaves the same.
        for (step, value) in [(1, 35.0), (2, 5.0), (3, 60.0)] {
            try a.s.suggestValue(value, for: a.v[0])
            try b.s.suggestValue(value, for: b.v[0])
            expectSame("suggestion \(step)")
        }
        _ = try both { Constraint($0[3], .greaterThanOrEqual, 1.0) }
        expectSame("a later add")
        try a.s.updateConstant(of: limitA, to: 90)
        try b.s.updateConstant(of: limitB, to: 90)
        expectSame("a later updateConstant")
        try a.s.remove(limitA)
        try b.s.remove(limitB)
        expectSame("a later remove")
    }

    // MARK: The conflicting list

    @Test("DBG-01: h == 20 then h == 10 conflicts with the first only, not the bottom pins")
    func dbg01() throws {
        // V:[v3(20)]| and V:[v3(10)]| in a superview 100 high.
        let s = Solver()
        let top = Variable("v3.top"), h = Variable("v3.height"), svH = Variable("sv.height")
        try s.add(Constraint(svH, .equal, 100.0))
        let h20 = Constraint(h, .equal, 20.0)
        try s.add(h20)
        try s.add(Constraint(top + h, .equal, svH))
        try s.add(Constraint(top + h, .equal, svH))
        let h10 = Constraint(h, .equal, 10.0)
        let conflicting = expectUnsatisfiable(h10) { try s.add(h10) }
        expectSameConstraints(conflicting, [h20])
        // The most recent one is the one broken: v3 stays 20 high.
        s.updateVariables()
        expectClose(h.value, 20)
        expectClose(top.value, 80)
    }

    @Test func aChainConflictListsEveryLinkAndNothingUnrelated() throws {
        let s = Solver()
        let x = Variable("x"), y = Variable("y"), z = Variable("z")
        let c1 = Constraint(x, .equal, 0.0)
        let unrelated = Constraint(z, .equal, 3.0)
        let c2 = Constraint(y, .equal, x + 10)
        try s.add(c1)
        try s.add(unrelated)
        try s.add(c2)
        try s.add(Constraint(y, .equal, 8.0, strength: .strong))
        let bad = Constraint(y, .equal, 5.0)
        let conflicting = expectUnsatisfiable(bad) { try s.add(bad) }
        expectSameConstraints(conflicting, [c1, c2])
    }

    @Test func aSlackInequalityIsNotInTheConflict() throws {
        let s = Solver()
        let x = Variable("x")
        let loose = Constraint(x, .greaterThanOrEqual, -100.0)
        let pin = Constraint(x, .equal, 10.0)
        let looseAbove = Constraint(x, .lessThanOrEqual, 1000.0)
        try s.add(loose)
        try s.add(pin)
        try s.add(looseAbove)
        let bad = Constraint(x, .equal, 20.0)
        expectSameConstraints(expectUnsatisfiable(bad) { try s.add(bad) }, [pin])
    }

    @Test func aTightInequalityIsInTheConflict() throws {
        let s = Solver()
        let x = Variable("x"), y = Variable("y")
        let floor = Constraint(x, .greaterThanOrEqual, 10.0)
        let gap = Constraint(y, .greaterThanOrEqual, x + 5)
        let other = Constraint(y, .lessThanOrEqual, 1000.0)
        try s.add(floor)
        try s.add(other)
        try s.add(gap)
        let bad = Constraint(y, .lessThanOrEqual, 12.0)
        expectSameConstraints(expectUnsatisfiable(bad) { try s.add(bad) }, [floor, gap])
    }

    @Test func optionalConstraintsAndEditVariablesAreNeverListed() throws {
        let s = Solver()
        let x = Variable("x"), y = Variable("y")
        let pin = Constraint(x, .equal, 10.0)
        try s.add(pin)
        try s.add(Constraint(x, .equal, 30.0, strength: .strong))
        try s.add(Constraint(y, .equal, x + 1, strength: .weak))
        try s.addEditVariable(y, strength: .medium)
        try s.suggestValue(4, for: y)
        let bad = Constraint(x, .equal, y)
        // x == y is possible (y is free to move), so it is accepted...
        try s.add(bad)
        // ...but y >= 11 with x == y and x == 10 is not: only the required ones are listed.
        let worse = Constraint(y, .greaterThanOrEqual, 11.0)
        expectSameConstraints(expectUnsatisfiable(worse) { try s.add(worse) }, [pin, bad])
    }

    @Test("EX-PRI-1 (c) conflict list: the gap and Red's frame")
    func exPri1ConflictList() throws {
        let s = Solver()
        let redL = Variable("red.leading"), redW = Variable("red.width")
        let blueL = Variable("blue.leading"), blueW = Variable("blue.width")
        let r1 = Constraint(redL, .equal, 0.0)
        let r2 = Constraint(redW, .equal, 10.0)
        let b1 = Constraint(blueW, .equal, 10.0)
        let gap = Constraint(blueL, .greaterThanOrEqual, redL + redW + 8)
        for c in [r1, r2, b1, gap] { try s.add(c) }
        try s.add(Constraint(blueL, .lessThanOrEqual, redL + redW + 8, strength: .weak))
        let pin = Constraint(blueL, .equal, 12.0)
        expectSameConstraints(expectUnsatisfiable(pin) { try s.add(pin) }, [r1, r2, gap])
    }

    @Test func aConflictBetweenTwoEqualPinsNamesAtLeastOneOfThem() throws {
        // Which of two identical constraints explains the contradiction is not determined.
        let s = Solver()
        let x = Variable("x")
        let a = Constraint(x, .equal, 0.0), b = Constraint(x, .equal, 0.0)
        try s.add(a)
        try s.add(b)
        let bad = Constraint(x, .equal, 5.0)
        let conflicting = expectUnsatisfiable(bad) { try s.add(bad) } ?? []
        #expect(!conflicting.isEmpty)
        #expect(conflicting.allSatisfy { $0 === a || $0 === b }, "\(conflicting)")
        #expect(!conflicting.contains { $0 === bad })
    }

    /// A required addition refreshes the basic values updated since the last refresh (and
    /// empties their list) before it is accepted; refused after that, the rollback sliced
    /// the list from its length when the addition began, past the end of the emptied list,
    /// and trapped. The values it puts back are due for a refresh again, so the list comes
    /// back as it was.
    @Test func aRollbackAfterARefreshPutsTheDueValuesBack() throws {
        let solver = Solver()
        let x = Variable("x")
        let y = Variable("y")
        let z = Variable("z")
        try solver.add(Constraint(x + y, .equal, 10.0))
        try solver.add(Constraint(y - z, .equal, 2.0))
        try solver.addEditVariable(x, strength: .strong)
        try solver.suggestValue(3, for: x)
        var tableau = solver.tableau
        let due = tableau.drifted
        try #require(!due.isEmpty, "an edit's moves leave basic values due for a refresh")
        tableau.beginJournal()
        _ = tableau.refreshDriftedValues()
        #expect(tableau.drifted.isEmpty)
        tableau.rollBack()
        #expect(tableau.drifted == due)
        #expect(due.allSatisfy { tableau.flag(Int($0), .drifted) })
        #expect(tableau.invariantViolations(feasible: true).isEmpty)
    }

    /// A constraint without variables that cannot hold (`1 == 2`) is refused by a solver
    /// that has pivoted since its rows were last derived, too. Its conflict makes the
    /// solver derive the rows afresh before believing it, and that left the constraint's
    /// slack, whose row is empty, out of the basis, where no repair looks: the retry found
    /// nothing wrong, and the contradiction was accepted.
    @Test func aContradictionWithoutVariablesIsRefusedAfterPivots() throws {
        let solver = Solver()
        let v = (0..<3).map { Variable("v\($0)") }
        try solver.addEditVariable(v[0], strength: .strong)
        try solver.suggestValue(20, for: v[0])
        try solver.add(Constraint(v[1], .greaterThanOrEqual, v[0] + 2))
        try solver.add(Constraint(v[2], .greaterThanOrEqual, v[1]))
        try solver.add(Constraint(v[2], .lessThanOrEqual, v[1] * 2))
        try solver.add(Constraint(v[1] + v[2], .equal, 70.0, strength: .weak))
        try #require(solver.tableau.pivotsSinceRefactor > 0, "the retry derives the rows afresh only after pivots")
        let contradiction = Constraint(Expression(1), .equal, 2.0)
        expectUnsatisfiable(contradiction) { try solver.add(contradiction) }
        let satisfied = Constraint(Expression(2), .equal, 2.0)
        try solver.add(satisfied)
        solver.updateVariables()
        #expect(v[0].value == 20)
    }
}
