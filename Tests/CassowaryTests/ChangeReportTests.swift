import Testing
@testable import Cassowary

/// `updateVariables(reportingChanges:)`: which variables a solve moved, and a variable's
/// weak owner.
@Suite("Reporting the variables a solve changed")
struct ChangeReportTests {
    private static func changes(_ solver: Solver) -> Set<String> {
        var names: Set<String> = []
        solver.updateVariables { names.insert($0.name) }
        return names
    }

    @Test func reportsExactlyTheVariablesWhoseValuesChanged() throws {
        let solver = Solver()
        let left = Variable("left"), width = Variable("width"), right = Variable("right"), other = Variable("other")
        try solver.add(Constraint(left, .equal, 2))
        try solver.add(Constraint(right, .equal, left + width))
        try solver.add(Constraint(other, .equal, 7))
        try solver.addEditVariable(width, strength: .strong)
        try solver.suggestValue(10, for: width)
        #expect(ChangeReportTests.changes(solver) == ["left", "width", "right", "other"])
        #expect(right.value == 12)

        try solver.suggestValue(15, for: width)
        #expect(ChangeReportTests.changes(solver) == ["width", "right"])
        #expect(right.value == 17)

        // Nothing moved since: nothing to report.
        #expect(ChangeReportTests.changes(solver).isEmpty)
    }

    /// A variable moved away and back between two updates holds the value it had: not a
    /// change.
    @Test func aValueThatCameBackIsNotReported() throws {
        let solver = Solver()
        let x = Variable("x"), y = Variable("y")
        try solver.add(Constraint(y, .equal, x + 1))
        try solver.addEditVariable(x, strength: .strong)
        try solver.suggestValue(4, for: x)
        _ = ChangeReportTests.changes(solver)
        try solver.suggestValue(9, for: x)
        try solver.suggestValue(4, for: x)
        #expect(ChangeReportTests.changes(solver).isEmpty)
        #expect(y.value == 5)
    }

    /// The plain update copies the same values and reports nothing; the changes it copied
    /// are not reported again by the next reporting update.
    @Test func thePlainUpdateTakesTheChangesToo() throws {
        let solver = Solver()
        let x = Variable("x")
        try solver.addEditVariable(x, strength: .strong)
        try solver.suggestValue(3, for: x)
        solver.updateVariables()
        #expect(x.value == 3)
        #expect(ChangeReportTests.changes(solver).isEmpty)
    }

    /// The owner is for the client's bookkeeping and does not keep it alive.
    @Test func theOwnerIsHeldWeakly() {
        final class Owner {}
        let variable = Variable("v")
        var owner: Owner? = Owner()
        variable.owner = owner
        #expect(variable.owner === owner)
        owner = nil
        #expect(variable.owner == nil)
    }
}
