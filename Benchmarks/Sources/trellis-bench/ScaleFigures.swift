#if canImport(Darwin)
import Darwin
#elseif canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif

/// The samples of one scale workload, per metric and size, and how they are printed: the
/// median per size and the growth exponent between successive sizes.
struct ScaleFigures {
    /// Milliseconds per sample, by metric, for the size being measured.
    private(set) var samples: [String: [Double]] = [:]
    /// The size (views or rows) the samples were taken at; a workload may report the exact
    /// count it built, which can be a little more than the size asked for.
    var size = 0

    mutating func record(_ metric: String, milliseconds: Double) {
        samples[metric, default: []].append(milliseconds)
    }

    mutating func record(_ metric: String, nanoseconds: Double) {
        record(metric, milliseconds: nanoseconds / 1e6)
    }
}

/// The medians of one metric over the sizes, printed as each size finishes.
struct ScaleSeries {
    let workload: String
    let metric: String
    private var previous: (size: Int, median: Double)?

    init(_ workload: String, _ metric: String) {
        self.workload = workload
        self.metric = metric
    }

    /// The growth exponent between two sizes: log(t2/t1) / log(n2/n1). 1 is linear, 2
    /// quadratic; 0 means the cost does not depend on the size.
    static func exponent(from a: (size: Int, median: Double), to b: (size: Int, median: Double)) -> Double? {
        guard a.size > 0, b.size > a.size, a.median > 0, b.median > 0 else { return nil }
        return log(b.median / a.median) / log(Double(b.size) / Double(a.size))
    }

    /// Prints `workload size metric samples median exponent` for one size.
    mutating func report(size: Int, samples: [Double]) {
        let stats = Statistics(samples)
        let exponent = previous.flatMap { ScaleSeries.exponent(from: $0, to: (size, stats.median)) }
        let fields = [workload, String(size), metric, String(stats.count), Output.fixed(stats.min),
                      Output.fixed(stats.median), Output.fixed(stats.max),
                      exponent.map { Output.fixed($0, decimals: 2) } ?? "-"]
        Output.line(fields.joined(separator: "\t"))
        previous = (size, stats.median)
    }
}
