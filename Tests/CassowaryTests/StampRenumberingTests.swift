import Testing
@testable import Cassowary

/// The tableau's 32-bit stamps: renumbered, in the same order, before they run out.
@Suite("Stamp renumbering")
struct StampRenumberingTests {
    @Test func renumberingKeepsTheOrderOfLiveSymbolsAndFreesTheRange() {
        var tableau = Tableau()
        let a = tableau.allocate(kind: .slack, lower: 0, upper: 0, owner: 0)
        let b = tableau.allocate(kind: .slack, lower: 0, upper: 0, owner: 0)
        let c = tableau.allocate(kind: .slack, lower: 0, upper: 0, owner: 0)
        tableau.release(b)
        // As if billions of symbols had come and gone since.
        tableau.nextStamp = UInt32.max / 2
        let d = tableau.allocate(kind: .slack, lower: 0, upper: 0, owner: 0)
        #expect(d == b, "the freed symbol is reused")
        tableau.renumberStampsIfNeeded()
        #expect(tableau.stamp[Int(a)] == 0)
        #expect(tableau.stamp[Int(c)] == 1)
        #expect(tableau.stamp[Int(d)] == 2)
        #expect(tableau.nextStamp == 3)
        let e = tableau.allocate(kind: .slack, lower: 0, upper: 0, owner: 0)
        #expect(tableau.stamp[Int(e)] == 3)
    }

    @Test func aSolverKeepsWorkingAcrossARenumbering() throws {
        let solver = Solver()
        let x = Variable("x"), y = Variable("y")
        try solver.add(Constraint(x, .equal, 3.0))
        try solver.add(Constraint(y, .greaterThanOrEqual, x + 1))
        try solver.add(Constraint(y, .equal, 10.0, strength: .weak))
        solver.setNextStampForTesting(UInt32.max / 2)
        try solver.add(Constraint(y, .lessThanOrEqual, 8.0))
        solver.updateVariables()
        #expect(x.value == 3)
        #expect(y.value == 8)
    }
}
