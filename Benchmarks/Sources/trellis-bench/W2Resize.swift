/// W2 "resize": drag the width of the W1 container through a sawtooth of 1 000 widths
/// (Benchmarks/README.md, W2).
enum W2Resize {
    static let sizes = [100, 1_000]
    static let steps = 1_000

    /// `p_k = 80 + (k mod 121)`, in percent of the natural width.
    static func percent(_ k: Int) -> Int { 80 + k % 121 }
    /// `cw_k = floor(NAT · p_k / 100)`, in integer arithmetic.
    static func width(_ k: Int, natural: Int) -> Int { natural * percent(k) / 100 }

    static func run(_ settings: Settings) throws -> Bool {
        let checker = Checker("W2")
        var complete = true
        for n in sizes {
            let budget = Budget(settings)
            var figure = LoopFigure("W2", n, "step", steps: steps)
            var slowest = SlowestSteps()
            for run in 0..<settings.runs {
                if run > 0 && budget.exceeded { break }
                let chain = try Chain.build(n: n)  // setup, not timed
                let solver = chain.solver
                let nat = chain.natural
                var total = 0.0
                var singles: [Double] = []
                singles.reserveCapacity(steps)
                for k in 0..<steps {
                    let cwk = Double(width(k, natural: nat))
                    let start = Timer.now()
                    try solver.suggestValue(cwk, for: chain.cw)
                    solver.updateVariables()
                    let ns = Timer.nanoseconds(since: start)
                    // Between steps, not timed:
                    total += ns
                    singles.append(ns)
                    slowest.record(ns, run: run, step: k)
                    // Every step is checked in the first run; the last one in every run.
                    if run == 0 || k == steps - 1 {
                        check(chain, k: k, checker: checker)
                    }
                    if budget.exceeded && k < steps - 1 { break }
                }
                figure.record(totalNanoseconds: total, done: singles.count, single: singles)
                // After the loop, back to cw_0 (p = 80): the row is over-full again.
                let cw0 = Double(width(0, natural: nat))
                try solver.suggestValue(cw0, for: chain.cw)
                solver.updateVariables()
                chain.checkOverfull(checker, cw: cw0, "N=\(n) run \(run) after the loop, cw_0 again")
                if singles.count < steps { break }
            }
            complete = figure.report(runs: settings.runs, budget: budget, percentiles: true) && complete
            Report.note("W2 \(n) slowest steps: " + slowest.summary { k in "k=\(k) (p=\(percent(k)))" })
        }
        return checker.finish() && complete
    }

    private static func check(_ chain: Chain, k: Int, checker: Checker) {
        let cwk = Double(width(k, natural: chain.natural))
        if percent(k) >= 100 {
            chain.checkNatural(checker, cw: cwk, "N=\(chain.n) step \(k) (p=\(percent(k)))")
        } else {
            chain.checkOverfull(checker, cw: cwk, "N=\(chain.n) step \(k) (p=\(percent(k)))")
        }
    }
}
