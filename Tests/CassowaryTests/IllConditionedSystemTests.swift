import Foundation
import Testing
@testable import Cassowary

/// The promise after every call (each required constraint holds to 1e-9 of its size, or
/// the call is refused) on systems built to defeat double precision: constraints that
/// agree with an earlier one to six to nine digits, constants up to 1e11, so that the
/// solutions lie at 1e9 to 1e20. Then every constraint is removed again, one at a time in
/// a random order: a removal is never refused, so it must keep the promise on its own. A
/// second generator follows the same systems with changes of constants and edits.
///
/// Each seed below once broke it. The ranges check a share of each generator on every
/// run.
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

    /// How many seeds each share runs: 100, or `CASSOWARY_ILL_CONDITIONED_SEEDS` for a
    /// longer run (`swift test -c release --filter IllConditionedSystemTests`).
    private static let shareSize: UInt64 = {
        let text = ProcessInfo.processInfo.environment["CASSOWARY_ILL_CONDITIONED_SEEDS"]
        return text.flatMap { UInt64($0) }.map { max(1, $0) } ?? 100
    }()

    @Test("A share of the generator")
    func share() {
        for seed in UInt64(1)...Self.shareSize { expectPromiseKept(seed: seed) }
    }

    /// A constant changed from 1e10 to −7.71 left its nonbasic slack at −7.70996, past
    /// its bound, where no repair looks: moving a symbol by `lo − v` rounds at the scale
    /// of `v`. It is now set to the bound exactly. (Before, about 1 seed in 200 of this
    /// generator broke a required constraint.)
    @Test("A nonbasic symbol given a new bound lands on it exactly", arguments: [72, 96, 215, 375, 1216] as [UInt64])
    func newBoundIsExact(seed: UInt64) {
        expectPromiseKeptThroughChanges(seed: seed)
    }

    /// A suggestion of 1e9 and back: the look after it left a residual of 5e-7 in an
    /// equation whose terms were 9,000, which holds at that size. The next suggestion
    /// brought the terms back to 100 with no rounding of its own, so it did not look, and
    /// left a required constraint broken. What a look leaves now counts as rounding the
    /// next edit carries.
    @Test("A residual left by the last look counts towards the next", arguments: [40062] as [UInt64])
    func residualIsCarried(seed: UInt64) {
        expectPromiseKeptThroughChanges(seed: seed)
    }

    @Test("A share of the generator with changes")
    func shareWithChanges() {
        for seed in UInt64(1)...Self.shareSize { expectPromiseKeptThroughChanges(seed: seed) }
    }

    /// The systems of ``expectPromiseKept(seed:)``, then twenty changes: constants of
    /// single constraints and of batches, edit variables added, suggested and removed,
    /// constraints removed. Any call may be refused; none may leave a required
    /// constraint broken.
    private func expectPromiseKeptThroughChanges(seed: UInt64) {
        var rng = SplitMix64(seed: seed)
        let n = rng.int(3...6)
        let x = (0..<n).map { Variable("x\($0)") }
        let solver = Solver()
        var added: [(constraint: Constraint, spec: LinearSpec)] = []
        var edits: [Int] = []
        func holds(after call: String) -> Bool {
            Self.requiredConstraintsHold(added.map(\.spec), in: solver, x, seed: seed, after: call)
        }

        var ok = true
        for _ in 0..<rng.int(4...12) where ok {
            guard let spec = Self.nextSpec(n, after: added.map(\.spec), &rng) else { continue }
            let constraint = spec.constraint(x)
            if (try? solver.add(constraint)) != nil { added.append((constraint, spec)) }
            ok = holds(after: "adding \(spec)")
        }
        for _ in 0..<20 where ok {
            switch rng.int(0...5) {
            case 0:
                guard !added.isEmpty else { continue }
                let k = rng.int(0...(added.count - 1))
                let b = Self.constant(&rng)
                if (try? solver.updateConstant(of: added[k].constraint, to: b)) != nil { added[k].spec.b = b }
                ok = holds(after: "changing the constant of \(added[k].spec)")
            case 1:
                let v = rng.int(0...(n - 1))
                guard !edits.contains(v) else { continue }
                if (try? solver.addEditVariable(x[v], strength: rng.pick([.strong, .medium, .weak]))) != nil {
                    edits.append(v)
                }
                ok = holds(after: "adding an edit variable")
            case 2, 3:
                guard !edits.isEmpty else { continue }
                let v = rng.pick(edits)
                let suggestion = Self.constant(&rng)
                _ = try? solver.suggestValue(suggestion, for: x[v])
                ok = holds(after: "suggesting \(suggestion)")
            case 4:
                guard !added.isEmpty else { continue }
                // Sorted: a set's order changes from one process to the next (its hashing is
                // seeded per process), and a seed must draw the same calls every run.
                let ks = Array(Set((0..<rng.int(1...3)).map { _ in rng.int(0...(added.count - 1)) })).sorted()
                let bs = ks.map { _ in Self.constant(&rng) }
                if (try? solver.updateConstants(zip(ks, bs).map { (added[$0].constraint, $1) })) != nil {
                    for (k, b) in zip(ks, bs) { added[k].spec.b = b }
                }
                ok = holds(after: "changing \(ks.count) constants at once")
            default:
                if !edits.isEmpty && rng.chance(30) {
                    let v = edits.remove(at: rng.int(0...(edits.count - 1)))
                    #expect(throws: Never.self) { try solver.removeEditVariable(x[v]) }
                    ok = holds(after: "removing an edit variable")
                } else if !added.isEmpty {
                    let (constraint, spec) = added.remove(at: rng.int(0...(added.count - 1)))
                    #expect(throws: Never.self) { try solver.remove(constraint) }
                    ok = holds(after: "removing \(spec)")
                }
            }
        }
    }

    private func expectPromiseKept(seed: UInt64) {
        var rng = SplitMix64(seed: seed)
        let n = rng.int(3...6)
        let x = (0..<n).map { Variable("x\($0)") }
        let solver = Solver()
        var added: [(constraint: Constraint, spec: LinearSpec)] = []
        func check(after call: String) {
            _ = Self.requiredConstraintsHold(added.map(\.spec), in: solver, x, seed: seed, after: call)
        }

        for _ in 0..<rng.int(4...12) {
            guard let spec = Self.nextSpec(n, after: added.map(\.spec), &rng) else { continue }
            let constraint = spec.constraint(x)
            if (try? solver.add(constraint)) != nil { added.append((constraint, spec)) }
            check(after: "adding \(spec)")
        }
        while !added.isEmpty {
            let (constraint, spec) = added.remove(at: rng.int(0...(added.count - 1)))
            #expect(throws: Never.self) { try solver.remove(constraint) }
            check(after: "removing \(spec)")
        }
    }

    /// A constraint over `n` variables: random coefficients, or half the time those of an
    /// earlier one changed by up to a millionth each; nil when every coefficient is 0.
    private static func nextSpec(_ n: Int, after earlier: [LinearSpec], _ rng: inout SplitMix64) -> LinearSpec? {
        var a = (0..<n).map { _ in rng.chance(50) ? Double(rng.int(-3000...3000)) / 1000 : 0 }
        if !earlier.isEmpty && rng.chance(50) {
            let base = earlier[rng.int(0...(earlier.count - 1))].a
            a = base.map { $0 * (1 + Double(rng.int(-1000...1000)) * 1e-9) }
        }
        guard a.contains(where: { $0 != 0 }) else { return nil }
        let b = constant(&rng)
        let relation: Relation = rng.pick([.equal, .lessThanOrEqual, .greaterThanOrEqual])
        let priority: Double? = rng.chance(60) ? nil : rng.pick([750, 500, 250])
        return LinearSpec(a: a, relation: relation, b: b, priority: priority)
    }

    /// A constant from ±0.01 to ±1e11.
    private static func constant(_ rng: inout SplitMix64) -> Double {
        var scale = 1.0
        for _ in 0..<rng.int(0...11) { scale *= 10 }
        return Double(rng.int(-1000...1000)) * scale / 100
    }

    /// Whether every required constraint of `specs` holds to 1e-9 of its size at the
    /// solver's values; the first that does not is recorded as an issue.
    private static func requiredConstraintsHold(_ specs: [LinearSpec], in solver: Solver, _ x: [Variable],
                                                seed: UInt64, after call: String) -> Bool {
        solver.updateVariables()
        let values = x.map(\.value)
        for spec in specs where spec.priority == nil {
            let size = zip(spec.a, values).reduce(abs(spec.b)) { $0 + abs($1.0 * $1.1) }
            let violation = spec.violation(at: values)
            guard violation <= 1e-9 * (1 + size) else {
                Issue.record("seed \(seed), after \(call): \(spec) is off by \(violation)")
                return false
            }
        }
        return true
    }
}
