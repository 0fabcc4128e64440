/// Order statistics of a sample of timings.
struct Statistics {
    /// The samples, in ascending order.
    let sorted: [Double]

    init(_ samples: [Double]) {
        precondition(!samples.isEmpty, "statistics of no samples")
        sorted = samples.sorted()
    }

    var count: Int { sorted.count }
    var min: Double { sorted[0] }
    var max: Double { sorted[sorted.count - 1] }

    /// The middle sample, or the mean of the two middle ones for an even count.
    var median: Double {
        let mid = sorted.count / 2
        return sorted.count % 2 == 1 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2
    }

    /// The nearest-rank percentile: the smallest sample with at least `p` % of the samples
    /// at or below it (`percentile(50)` of an even count is the lower middle sample).
    func percentile(_ p: Double) -> Double {
        let rank = Int((p / 100 * Double(sorted.count)).rounded(.up))
        return sorted[Swift.min(sorted.count, Swift.max(1, rank)) - 1]
    }
}

/// The few slowest single steps of a loop over all runs, to say where spikes happen.
struct SlowestSteps {
    private(set) var steps: [(nanoseconds: Double, run: Int, step: Int)] = []
    let keep: Int

    init(keep: Int = 5) {
        self.keep = keep
    }

    /// Every step recorded, and those over the two marks (1 ms for the p99, 10 ms for
    /// any step): a p99 says nothing of the slowest 1 %, which in W2 is every return to an
    /// over-full row.
    private(set) var recorded = 0
    private(set) var overOneMillisecond = 0
    private(set) var overTenMilliseconds = 0

    mutating func record(_ nanoseconds: Double, run: Int, step: Int) {
        recorded += 1
        if nanoseconds > 1e6 { overOneMillisecond += 1 }
        if nanoseconds > 1e7 { overTenMilliseconds += 1 }
        if steps.count == keep, let last = steps.last, nanoseconds <= last.nanoseconds { return }
        steps.append((nanoseconds, run, step))
        steps.sort { $0.nanoseconds > $1.nanoseconds }
        if steps.count > keep { steps.removeLast() }
    }

    /// "k=… in run r: t ms, …", slowest first.
    func summary(_ describe: (Int) -> String) -> String {
        steps.map { "\(describe($0.step)) run \($0.run): \(Output.fixed($0.nanoseconds / 1e6)) ms" }
            .joined(separator: ", ")
            + "; of \(recorded) steps \(overOneMillisecond) over 1 ms, \(overTenMilliseconds) over 10 ms"
    }
}
