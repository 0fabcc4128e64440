/// Prints the figures as tab-separated lines: `workload size metric min median max unit`.
enum Report {
    static func header(suite: String, _ settings: Settings) {
        Output.line("# trellis-bench \(suite): the Trellis Cassowary solver on the workloads of Benchmarks/README.md (W1-W5)")
        Output.line("# runs: \(settings.runs) per figure, each on a brand-new solver (1 for a build over 10 s); no warm-up runs; ContinuousClock")
        Output.line("# budget: \(Output.fixed(settings.budgetSeconds, decimals: 0)) s per figure; a figure cut short says so in a # line, and its metric ends in -incomplete")
        Output.line("# build rows: ms per build (solver, variables, constraints, every call, final updateVariables), min/median/max over runs")
        Output.line("# step/cycle/change rows: mean us per step in one run (loop total / K), min/median/max over runs; checks between steps are not timed")
        Output.line("# rows whose metric ends in -p99: the min/median/max columns hold p50/p99/max of every single step over all runs (nearest rank)")
        Output.line("# workload\tsize\tmetric\tmin\tmedian\tmax\tunit")
    }

    /// One figure from per-run samples.
    static func figure(_ workload: String, _ size: Int, _ metric: String, _ stats: Statistics, unit: String) {
        row(workload, size, metric, stats.min, stats.median, stats.max, unit: unit)
    }

    /// The single-step percentiles of a resize loop, in the min/median/max columns.
    static func percentiles(_ workload: String, _ size: Int, _ metric: String, _ stats: Statistics, unit: String) {
        row(workload, size, metric + "-p99", stats.percentile(50), stats.percentile(99), stats.max, unit: unit)
    }

    static func note(_ text: String) {
        Output.line("# " + text)
    }

    private static func row(_ workload: String, _ size: Int, _ metric: String,
                            _ a: Double, _ b: Double, _ c: Double, unit: String) {
        let fields = [workload, String(size), metric, Output.fixed(a), Output.fixed(b), Output.fixed(c), unit]
        Output.line(fields.joined(separator: "\t"))
    }
}

/// Compares solved values with the expected ones, outside the timed regions. A failure is
/// printed to stderr (the first few per workload, then a count) and remembered so that the
/// process exits non-zero once every workload has run.
final class Checker {
    let workload: String
    private(set) var failures = 0
    private let maxMessages = 8

    init(_ workload: String) {
        self.workload = workload
    }

    /// Whether `got` equals `want` to within 1e-6·max(1, |want|).
    static func close(_ got: Double, _ want: Double) -> Bool {
        abs(got - want) <= 1e-6 * Swift.max(1, abs(want))
    }

    func expect(_ got: Double, _ want: Double, _ what: @autoclosure () -> String) {
        if !Checker.close(got, want) {
            fail("\(what()) = \(got), want \(want)")
        }
    }

    /// `got` lies in `lower...upper`, with the same tolerance at either end.
    func expect(_ got: Double, within lower: Double, _ upper: Double, _ what: @autoclosure () -> String) {
        let low = lower - 1e-6 * Swift.max(1, abs(lower))
        let high = upper + 1e-6 * Swift.max(1, abs(upper))
        if !(got >= low && got <= high) {
            fail("\(what()) = \(got), want it in [\(lower), \(upper)]")
        }
    }

    func fail(_ message: String) {
        failures += 1
        if failures <= maxMessages {
            Output.error("CHECK FAILED \(workload): \(message)")
        } else if failures == maxMessages + 1 {
            Output.error("CHECK FAILED \(workload): more failures follow; only their count is reported")
        }
    }

    /// Prints the count of failures beyond those shown; returns whether all checks passed.
    func finish() -> Bool {
        if failures > maxMessages {
            Output.error("CHECK FAILED \(workload): \(failures) failed checks in all")
        }
        return failures == 0
    }
}
