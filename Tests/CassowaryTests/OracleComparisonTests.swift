import Foundation
import Testing

/// The solver against an exact reference (``ExactLexicographicSimplex``) on seeded random
/// systems with up to six terms per constraint, with and without sequences of removals,
/// constant updates, edit variables and suggestions.
///
/// `swift test` runs a quick share. The long run is the same generator at the reviewer's
/// sizes: `CASSOWARY_ORACLE_SCENARIOS=100000 swift test -c release --filter OracleComparisonTests`
/// (`Tools/solver-oracle-run` wraps it); `CASSOWARY_ORACLE_FIRST_SEED` starts it elsewhere,
/// `CASSOWARY_ORACLE_SHAPE=medium` draws 5–20 variables and 5–40 constraints instead.
@Suite("Oracle: the solver agrees with an exact lexicographic simplex")
struct OracleComparisonTests {
    @Test("600 small random systems and call sequences: same feasibility, required constraints hold, same optimum per level")
    func quickScenarios() {
        expectAgreement(seeds: 1...600, shape: .quick)
    }

    @Test("A longer run at the reviewer's sizes when CASSOWARY_ORACLE_SCENARIOS is set")
    func longRun() {
        let environment = ProcessInfo.processInfo.environment
        guard let count = environment["CASSOWARY_ORACLE_SCENARIOS"].flatMap(UInt64.init), count > 0 else { return }
        let first = environment["CASSOWARY_ORACLE_FIRST_SEED"].flatMap(UInt64.init) ?? 1_000_000
        let shape: OracleScenarioShape = environment["CASSOWARY_ORACLE_SHAPE"] == "medium" ? .medium : .full
        expectAgreement(seeds: first...(first + count - 1), shape: shape)
        print("oracle long run: \(count) scenarios from seed \(first) checked")
    }

    @Test("The oracle itself: a known optimum, a known infeasibility, and strict priorities")
    func oracleKnowsTheAnswers() {
        // x0 + x1 == 10 required; x0 == 2 and x1 == 2 at 500: one of them gives up 6.
        let sum = OracleConstraint(coefficients: [1, 1], relation: .equal, constant: 10)
        let a = OracleConstraint(coefficients: [1, 0], relation: .equal, constant: 2, priority: 500)
        let b = OracleConstraint(coefficients: [0, 1], relation: .equal, constant: 2, priority: 500)
        let result = ExactLexicographicSimplex.solve([sum, a, b], variableCount: 2)
        #expect(result?.optimum == [Rational(6)])
        // Adding x0 >= 9 at 750 must be met in full, costing the 500 level 9 - 2 + 1 - 2 ... = 6 still.
        let high = OracleConstraint(coefficients: [1, 0], relation: .greaterThanOrEqual, constant: 9, priority: 750)
        let strict = ExactLexicographicSimplex.solve([sum, a, b, high], variableCount: 2)
        #expect(strict?.levels == [750, 500])
        #expect(strict?.optimum == [Rational(0), Rational(8)])
        // x0 >= 3 and x0 <= 2, both required: infeasible.
        let low = OracleConstraint(coefficients: [1, 0], relation: .greaterThanOrEqual, constant: 3)
        let cap = OracleConstraint(coefficients: [1, 0], relation: .lessThanOrEqual, constant: 2)
        #expect(ExactLexicographicSimplex.solve([low, cap], variableCount: 2) == nil)
        // A fractional optimum: 3 x0 == 1 required, x0 == 0 at 250 is off by 1/3.
        let third = OracleConstraint(coefficients: [3], relation: .equal, constant: 1)
        let zero = OracleConstraint(coefficients: [1], relation: .equal, constant: 0, priority: 250)
        #expect(ExactLexicographicSimplex.solve([third, zero], variableCount: 1)?.optimum == [Rational(1) / Rational(3)])
    }

    private func expectAgreement(seeds: ClosedRange<UInt64>, shape: OracleScenarioShape) {
        var failures: [(UInt64, String)] = []
        let verbose = ProcessInfo.processInfo.environment["CASSOWARY_ORACLE_VERBOSE"] == "1"
        for seed in seeds {
            if verbose { report("oracle: seed \(seed)") }
            let scenario = OracleScenario.random(seed: seed, shape: shape)
            if let problem = scenario.failure() {
                failures.append((seed, problem))
                if verbose || seeds.count > 10_000 { report("oracle: seed \(seed): \(problem)") }
                if failures.count == 1 {
                    let small = scenario.minimized()
                    if verbose { report("minimal:\n\(small.listing)") }
                    Issue.record("seed \(seed): \(problem)\nminimal failing calls (\(small.failure() ?? "")):\n\(small.listing)")
                }
            }
        }
        #expect(failures.isEmpty, "\(failures.count) of \(seeds.count) scenarios wrong; seeds \(failures.prefix(20).map(\.0))")
    }

    /// A line on standard error, unbuffered, so a long run shows where it is even if it dies.
    private func report(_ line: String) {
        FileHandle.standardError.write(Data((line + "\n").utf8))
    }
}
