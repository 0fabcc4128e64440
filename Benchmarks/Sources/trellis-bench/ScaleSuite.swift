#if canImport(Darwin)
import Darwin
#elseif canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif

/// The `scale` suite: how the toolkit's costs grow with the size of the hierarchy, over
/// N = 100, 1,000, 10,000 and 100,000 views or rows. Each workload prints the median per
/// size and the growth exponent between successive sizes, so that a superlinear step
/// shows as a number (see Benchmarks/README.md).
@MainActor
enum ScaleSuite {
    static let sizes = [100, 1_000, 10_000, 100_000]

    /// The workloads in the order they run, by the names accepted on the command line.
    static let workloads: [ScaleWorkload] = ScaleWorkloads.all

    static var names: [String] { workloads.map(\.name) }

    /// Runs the selected workloads (all when `only` is empty) up to `maxSize`; returns
    /// whether every check passed.
    static func run(only: Set<String>, maxSize: Int, _ settings: Settings) -> Bool {
        header(settings)
        var ok = true
        for workload in workloads where only.isEmpty || only.contains(workload.name) {
            ok = run(workload, sizes: sizes.filter { $0 <= maxSize }, settings) && ok
        }
        if !ok { Output.error("trellis-bench scale: failed checks") }
        return ok
    }

    /// One instance of `workload` at `size`, its figures printed, for a profiler:
    /// `valgrind --tool=callgrind trellis-bench scale-profile stack 1000`.
    static func profile(_ workload: ScaleWorkload, size: Int) -> Bool {
        let checker = Checker(workload.name)
        var figures = ScaleFigures()
        figures.size = size
        workload.run(size, &figures, checker)
        for metric in workload.metrics {
            guard let samples = figures.samples[metric], !samples.isEmpty else { continue }
            var series = ScaleSeries(workload.name, metric)
            series.report(size: figures.size, samples: samples)
        }
        return checker.finish()
    }

    private static func header(_ settings: Settings) {
        Output.line("# trellis-bench scale: growth of the toolkit's costs with N (views or rows), release build, CPU time of the benchmark thread (CLOCK_THREAD_CPUTIME_ID)")
        Output.line("# each row: the samples of one metric at one size; min/median/max in ms; exponent = log(t2/t1)/log(N2/N1) against the previous size (1 linear, 2 quadratic, 0 constant)")
        Output.line("# a size runs instances (a brand-new hierarchy each) until 21 instances (N <= 1,000), 5 (N <= 10,000) or 3, or \(Output.fixed(settings.scaleCapSeconds / 4, decimals: 0)) s; bigger sizes are skipped once one instance took over \(Output.fixed(settings.scaleCapSeconds, decimals: 0)) s or the next is predicted to take over \(Output.fixed(settings.scaleCapSeconds * predictionSlack, decimals: 0)) s")
        Output.line("# workload\tN\tmetric\tsamples\tmin\tmedian\tmax\texponent")
    }

    /// How far past the cap a predicted instance may go before the size is skipped
    /// without trying it.
    static let predictionSlack = 4.0

    private static func run(_ workload: ScaleWorkload, sizes: [Int], _ settings: Settings) -> Bool {
        Report.note("\(workload.name): \(workload.summary)")
        let checker = Checker(workload.name)
        var series: [String: ScaleSeries] = [:]
        var last: (size: Int, instanceSeconds: Double, exponent: Double)?
        let cap = settings.scaleCapSeconds
        for (index, size) in sizes.enumerated() {
            if let last {
                let growth = Double(size) / Double(last.size)
                let predicted = last.instanceSeconds * pow(growth, max(1, last.exponent))
                if last.instanceSeconds > cap || predicted > cap * predictionSlack {
                    let reason = last.instanceSeconds > cap
                        ? "one instance at N = \(last.size) took \(Output.fixed(last.instanceSeconds, decimals: 1)) s (cap \(Output.fixed(cap, decimals: 0)) s)"
                        : "one instance at N = \(size) is predicted to take \(Output.fixed(predicted, decimals: 0)) s from N = \(last.size) at exponent \(Output.fixed(max(1, last.exponent), decimals: 2))"
                    Report.note("\(workload.name): skipped N = \(sizes[index...].map(String.init).joined(separator: ", ")): \(reason)")
                    break
                }
            }
            var figures = ScaleFigures()
            var instanceSeconds: [Double] = []
            let start = Timer.now()
            repeat {
                figures.size = size
                let (_, ns) = Timer.measure { workload.run(size, &figures, checker) }
                instanceSeconds.append(ns / 1e9)
            } while instanceSeconds.count < workload.instances(size)
                && Timer.nanoseconds(since: start) / 1e9 < cap / 4
            let reported = figures.size
            for metric in workload.metrics {
                guard let samples = figures.samples[metric], !samples.isEmpty else { continue }
                series[metric, default: ScaleSeries(workload.name, metric)].report(size: reported, samples: samples)
            }
            // The prediction follows the growth of the whole instance (build, checks and
            // teardown included), which is what the cap bounds.
            let seconds = Statistics(instanceSeconds).median
            let exponent = last.flatMap {
                ScaleSeries.exponent(from: ($0.size, $0.instanceSeconds), to: (size, seconds))
            } ?? 1
            last = (size, seconds, exponent)
        }
        return checker.finish()
    }
}
