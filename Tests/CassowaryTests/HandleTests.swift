import Testing
@testable import Cassowary

/// Constraints added by handle (the package API a layout engine uses): the same solutions
/// as constraint objects, conflicts named by tags, stale handles refused.
@Suite("Constraints by handle")
struct HandleTests {
    final class Tag {
        let name: String
        init(_ name: String) { self.name = name }
    }

    private func handle(_ change: ConstraintChange, sourceLocation: SourceLocation = #_sourceLocation) -> ConstraintHandle {
        guard case .made(let handle) = change else {
            Issue.record("expected the constraint to be made, got \(change)", sourceLocation: sourceLocation)
            return .none
        }
        return handle
    }

    @Test func solvesAsConstraintObjectsDo() {
        let byObject = Solver(), byHandle = Solver()
        let x1 = Variable("x"), y1 = Variable("y"), x2 = Variable("x"), y2 = Variable("y")
        try? byObject.add(Constraint(x1 + y1, .equal, 10.0))
        try? byObject.add(Constraint(x1, .greaterThanOrEqual, y1 + 2))
        try? byObject.add(Constraint(x1, .equal, 3.0, strength: .weak))
        let tag = Tag("t")
        _ = handle(byHandle.add(terms: [Term(x2), Term(y2)], relation: .equal, constant: 10, strength: .required, tag: tag))
        _ = handle(byHandle.add(terms: [Term(x2), Term(y2, -1)], relation: .greaterThanOrEqual, constant: 2,
                                strength: .required, tag: tag))
        _ = handle(byHandle.add(terms: [Term(x2)], relation: .equal, constant: 3, strength: .weak, tag: tag))
        byObject.updateVariables()
        byHandle.updateVariables()
        #expect(x1.value == x2.value)
        #expect(y1.value == y2.value)
        #expect(x2.value == 6)
    }

    @Test func constantsChangeAndRemovalForgets() {
        let solver = Solver()
        let x = Variable("x"), y = Variable("y")
        let tag = Tag("t")
        let h1 = handle(solver.add(terms: [Term(x)], relation: .equal, constant: 5, strength: .required, tag: tag))
        let h2 = handle(solver.add(terms: [Term(y), Term(x, -1)], relation: .equal, constant: 1, strength: .required, tag: tag))
        guard case .made = solver.updateConstant(of: h1, to: 7) else {
            Issue.record("the constant should change")
            return
        }
        solver.updateVariables()
        #expect(y.value == 8)
        guard case .made = solver.updateConstants([(h1, 1), (h2, 2)]) else {
            Issue.record("the constants should change")
            return
        }
        solver.updateVariables()
        #expect(y.value == 3)
        #expect(solver.handleTags().count == 2)
        #expect(solver.remove(h1))
        #expect(!solver.contains(h1))
        #expect(!solver.remove(h1), "a removed handle is refused")
        // A new constraint may reuse the slot: the old handle still names nothing.
        let h3 = handle(solver.add(terms: [Term(x)], relation: .equal, constant: 4, strength: .required, tag: tag))
        #expect(h3.slot == h1.slot)
        #expect(!solver.contains(h1))
        guard case .unknown = solver.updateConstant(of: h1, to: 9) else {
            Issue.record("a stale handle must be refused")
            return
        }
        solver.updateVariables()
        #expect(y.value == 6)
    }

    @Test func conflictsAreNamedByTagsAndChangeNothing() {
        let solver = Solver()
        let x = Variable("x")
        let first = Tag("first"), second = Tag("second"), third = Tag("third")
        let object = Constraint(x, .lessThanOrEqual, 20.0)
        try? solver.add(object)
        _ = handle(solver.add(terms: [Term(x)], relation: .greaterThanOrEqual, constant: 10, strength: .required, tag: first))
        let h2 = handle(solver.add(terms: [Term(x)], relation: .lessThanOrEqual, constant: 12, strength: .required, tag: second))
        guard case .unsatisfiable(let conflicting) = solver.add(
            terms: [Term(x)], relation: .equal, constant: 15, strength: .required, tag: third) else {
            Issue.record("x == 15 cannot hold with x <= 12")
            return
        }
        #expect(conflicting.contains { $0 === second })
        #expect(!conflicting.contains { $0 === third })
        guard case .unsatisfiable = solver.updateConstant(of: h2, to: 5) else {
            Issue.record("x <= 5 cannot hold with x >= 10")
            return
        }
        guard case .nonFinite = solver.updateConstant(of: h2, to: .infinity) else {
            Issue.record("an infinite constant must be refused")
            return
        }
        solver.updateVariables()
        #expect(x.value >= 10 && x.value <= 12)
        #expect(solver.handleTags().count == 2, "the failed addition left nothing behind")
        #expect(solver.contains(object))
    }

    @Test func longConstraintsKeepTheirVariables() {
        // More than three terms: the variables' symbols go to the overflow table, and
        // removing the constraint frees the ones nothing else uses.
        let solver = Solver()
        let vars = (0..<6).map { Variable("v\($0)") }
        let tag = Tag("t")
        let h = handle(solver.add(terms: vars.map { Term($0) }, relation: .equal, constant: 12,
                                  strength: .required, tag: tag))
        for v in vars.dropFirst() {
            _ = handle(solver.add(terms: [Term(v)], relation: .equal, constant: 2, strength: .strong, tag: tag))
        }
        solver.updateVariables()
        #expect(vars[0].value == 2)
        #expect(solver.remove(h))
        solver.updateVariables()
        #expect(solver.value(of: vars[1]) == 2)
    }
}
