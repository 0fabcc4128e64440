import Testing
@testable import Cassowary

/// The promise after every call (each required constraint holds to 1e-9 of its size, or
/// the call is refused) on systems built to defeat double precision: constraints that
/// agree with an earlier one to six to nine digits, constants up to 1e11, so that the
/// solutions lie at 1e9 to 1e20. Then every constraint is removed again, one at a time in
/// a random order: a removal is never refused, so it must keep the promise on its own.
///
/// Each seed below once broke it. The range at the end checks a share of the same
/// generator on every run.
@Suite("Ill-conditioned systems keep the promise through adds and removals")
struct IllConditionedSystemTests {
    /// Removals that let values far out come back: the re-solve broke a required
    /// constraint (by up to 1e9) and its failure was ignored. It is now journaled and
    /// undone, keeping the values that held.
    @Test("A removal whose re-solve rounding defeats keeps the last values", arguments: [8861, 14182, 17990] as [UInt64])
    func removalKeepsTheLastValues(seed: UInt64) {
        expectPromiseKept(seed: seed)
    }

    /// Dropping an error to zero and repairing stopped at a row whose only way back was a
    /// coefficient below the pivot tolerance, and the primal simplex returned with that
    /// row broken (a required constraint off by 686,271 after a removal).
    @Test("A stuck error drop falls back to a primal step", arguments: [9968, 13250, 14295] as [UInt64])
    func errorDropFallsBack(seed: UInt64) {
        expectPromiseKept(seed: seed)
    }

    /// A refactor in the middle of a repair chose another basis and left a slack that was
    /// basic and out of its bounds nonbasic there, where no repair looks: a contradictory
    /// required `2.323·x == 3.84e6` was accepted with its slack at −9.4e20.
    @Test("A refactor puts a symbol that leaves the basis back within its bounds", arguments: [32828] as [UInt64])
    func refactorKeepsNonbasicSymbolsInBounds(seed: UInt64) {
        expectPromiseKept(seed: seed)
    }

    @Test("A share of the generator")
    func share() {
        for seed in UInt64(1)...400 { expectPromiseKept(seed: seed) }
    }

    private func expectPromiseKept(seed: UInt64) {
        var rng = SplitMix64(seed: seed)
        let n = rng.int(3...6)
        let x = (0..<n).map { Variable("x\($0)") }
        let solver = Solver()
        var added: [(constraint: Constraint, spec: LinearSpec)] = []

        func expectRequiredHold(after call: String) {
            solver.updateVariables()
            let values = x.map(\.value)
            for (_, spec) in added where spec.priority == nil {
                let size = zip(spec.a, values).reduce(abs(spec.b)) { $0 + abs($1.0 * $1.1) }
                let violation = spec.violation(at: values)
                #expect(violation <= 1e-9 * (1 + size), "seed \(seed), after \(call): \(spec) is off by \(violation)")
            }
        }

        for _ in 0..<rng.int(4...12) {
            var a = (0..<n).map { _ in rng.chance(50) ? Double(rng.int(-3000...3000)) / 1000 : 0 }
            if !added.isEmpty && rng.chance(50) {
                let base = added[rng.int(0...(added.count - 1))].spec.a
                a = base.map { $0 * (1 + Double(rng.int(-1000...1000)) * 1e-9) }
            }
            guard a.contains(where: { $0 != 0 }) else { continue }
            var scale = 1.0
            for _ in 0..<rng.int(0...11) { scale *= 10 }
            let b = Double(rng.int(-1000...1000)) * scale / 100
            let relation: Relation = rng.pick([.equal, .lessThanOrEqual, .greaterThanOrEqual])
            let priority: Double? = rng.chance(60) ? nil : rng.pick([750, 500, 250])
            let spec = LinearSpec(a: a, relation: relation, b: b, priority: priority)
            let constraint = spec.constraint(x)
            if (try? solver.add(constraint)) != nil {
                added.append((constraint, spec))
            }
            expectRequiredHold(after: "adding \(spec)")
        }
        while !added.isEmpty {
            let (constraint, spec) = added.remove(at: rng.int(0...(added.count - 1)))
            #expect(throws: Never.self) { try solver.remove(constraint) }
            expectRequiredHold(after: "removing \(spec)")
        }
    }
}
