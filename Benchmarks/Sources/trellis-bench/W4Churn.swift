import Cassowary

/// W4 "churn": add and remove one required constraint 10 000 times on the W1 row of
/// N = 1 000 (Benchmarks/README.md, W4). W4a re-solves only; W4b also calls `updateVariables()`
/// after every change.
enum W4Churn {
    static let n = 1_000
    static let cycles = 10_000
    static let checkedCycle = 5_000

    static func run(updating: Bool, _ settings: Settings) throws -> Bool {
        let name = updating ? "W4b" : "W4a"
        let checker = Checker(name)
        let budget = Budget(settings)
        var figure = LoopFigure(name, n, "cycle", steps: cycles)
        for run in 0..<settings.runs {
            if run > 0 && budget.exceeded { break }
            let chain = try Chain.build(n: n)  // setup, not timed
            let solver = chain.solver
            let nat = Double(chain.natural)
            // W4b is checked after every change in the first run and at i = 5 000 in every
            // run; the stopwatch is stopped around each check.
            let checkAll = updating && run == 0
            var done = 0
            var watch = Stopwatch()
            watch.start()
            for i in 0..<cycles {
                let j = (7 * i) % n
                let c = Constraint(chain.width[j], .equal, 5)
                try solver.add(c)
                if updating {
                    solver.updateVariables()
                    if checkAll || i == checkedCycle {
                        watch.stop()
                        checkSqueezed(chain, j: j, cw: nat, checker: checker, "run \(run) cycle \(i) after add")
                        watch.start()
                    }
                }
                try solver.remove(c)
                if updating {
                    solver.updateVariables()
                    if checkAll {
                        watch.stop()
                        chain.checkNatural(checker, cw: nat, "run \(run) cycle \(i) after remove")
                        watch.start()
                    }
                }
                done = i + 1
                if budget.exceeded(at: watch.lap()) && done < cycles { break }
            }
            watch.stop()
            figure.record(totalNanoseconds: watch.total, done: done)
            solver.updateVariables()
            chain.checkNatural(checker, cw: nat, "run \(run) after the loop (\(done) cycles)")
            if done < cycles { break }
        }
        let complete = figure.report(runs: settings.runs, budget: budget, percentiles: false)
        return checker.finish() && complete
    }

    /// While `W[j] == 5` holds: `W[j] = 5`, the other widths 10, `L[q] = 11q − 5` for q > j
    /// and `11q` otherwise, `cw` unchanged.
    static func checkSqueezed(_ chain: Chain, j: Int, cw: Double, checker: Checker, _ context: @autoclosure () -> String) {
        checker.expect(chain.cw.value, cw, "\(context()): cw")
        for q in 0..<chain.n {
            checker.expect(chain.width[q].value, q == j ? 5 : 10, "\(context()): W[\(q)] (j=\(j))")
            checker.expect(chain.left[q].value, Double(11 * q - (q > j ? 5 : 0)), "\(context()): L[\(q)] (j=\(j))")
        }
    }
}
