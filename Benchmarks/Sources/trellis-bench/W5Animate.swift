import Cassowary

/// W5 "animate": change the constant of one spacing constraint in place 10 000 times and
/// lay out after each change (Benchmarks/README.md, W5).
enum W5Animate {
    static let n = 1_000
    static let changes = 10_000
    /// The constraint `L[500] == L[499] + W[499] + 1`, built by W1 as
    /// `Constraint(L[500], .equal, L[499] + W[499] + 1)`: its constant is the spacing.
    static let animated = 500

    /// The spacing of change i: `1 + (i mod 2)`.
    static func spacing(_ i: Int) -> Double { 1 + Double(i % 2) }

    static func run(_ settings: Settings) throws -> Bool {
        let checker = Checker("W5")
        let budget = Budget(settings)
        var figure = LoopFigure("W5", n, "change", steps: changes)
        for run in 0..<settings.runs {
            if run > 0 && budget.exceeded { break }
            // Setup, not timed: the W1 row with 100 of room to grow.
            let chain = try Chain.build(n: n)
            let solver = chain.solver
            let wantCW = Double(chain.natural + 100)
            try solver.suggestValue(wantCW, for: chain.cw)
            solver.updateVariables()
            chain.checkNatural(checker, cw: wantCW, "run \(run) after setup")
            let constraint = chain.spacing[animated]

            // Every change is checked in the first run; i = 5 000, 5 001 and the last in
            // every run. The stopwatch is stopped around each check.
            var done = 0
            var watch = Stopwatch()
            watch.start()
            for i in 0..<changes {
                try solver.updateConstant(of: constraint, to: spacing(i))
                solver.updateVariables()
                if run == 0 || i == 5_000 || i == 5_001 || i == changes - 1 {
                    watch.stop()
                    check(chain, spacing: spacing(i), cw: wantCW, checker: checker, "run \(run) change \(i)")
                    watch.start()
                }
                done = i + 1
                if budget.exceeded(at: watch.lap()) && done < changes { break }
            }
            watch.stop()
            figure.record(totalNanoseconds: watch.total, done: done)
            if done < changes { break }
        }
        let complete = figure.report(runs: settings.runs, budget: budget, percentiles: false)
        return checker.finish() && complete
    }

    /// After a change to spacing `s`: `L[q] = 11q + (s − 1)` for q ≥ 500, else `11q`; all
    /// widths 10; `cw = NAT + 100`.
    static func check(_ chain: Chain, spacing s: Double, cw: Double, checker: Checker, _ context: @autoclosure () -> String) {
        chain.checkNatural(checker, cw: cw, shift: s - 1, shiftFrom: animated, "\(context()) (spacing \(s))")
    }
}
