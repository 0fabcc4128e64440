/// W1 "chain": the time to build a row of N views (Benchmarks/README.md, W1).
enum W1Chain {
    static let sizes = [100, 1_000, 4_000]
    /// N = 10 000 is run only if N = 4 000 suggests it takes under 10 s per build
    /// (W1 grows roughly as N³ in kiwi).
    static let optionalSize = 10_000
    static let optionalLimitNanoseconds = 10e9

    static func run(_ settings: Settings) throws -> Bool {
        let checker = Checker("W1")
        var median4000: Double?
        for n in sizes {
            let stats = try measure(n: n, settings, checker: checker)
            if n == 4_000 { median4000 = stats.median }
        }
        if let median4000 {
            let scale = Double(optionalSize) / 4_000
            let projected = median4000 * scale * scale * scale
            if projected <= optionalLimitNanoseconds {
                _ = try measure(n: optionalSize, settings, checker: checker)
            } else {
                Report.note("W1 \(optionalSize) skipped: projected \(Output.fixed(projected / 1e9, decimals: 1)) s per build from N = 4000 and N^3 growth (over 10 s)")
            }
        }
        return checker.finish()
    }

    /// Builds the chain `settings.runs` times (once if a build takes over 10 s); returns
    /// the build times in nanoseconds.
    private static func measure(n: Int, _ settings: Settings, checker: Checker) throws -> Statistics {
        let budget = Budget(settings)
        var times: [Double] = []
        for run in 0..<settings.runs {
            if run > 0 && budget.exceeded {
                Report.note("W1 \(n): \(run) of \(settings.runs) runs within the \(budget.seconds) s budget")
                break
            }
            let (chain, ns) = try Timer.measure { try Chain.build(n: n) }
            times.append(ns)
            chain.checkNatural(checker, cw: Double(chain.natural), "N=\(n) run \(run) after build")
            if ns > 10e9 {
                Report.note("W1 \(n): a build took over 10 s, so 1 run")
                break
            }
        }
        Report.figure("W1", n, "build", Statistics(times.map { $0 / 1e6 }), unit: "ms")
        return Statistics(times)
    }
}
