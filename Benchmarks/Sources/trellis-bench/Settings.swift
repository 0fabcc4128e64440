/// How a suite runs: how many runs per figure, and how long one figure may take.
struct Settings: Sendable {
    /// Runs per figure (Benchmarks/README.md asks for at least 5; 1 for a build over 10 s).
    var runs = 5
    /// Wall-clock seconds one figure (one workload at one size, all its runs, setup and
    /// checks included) may take before no further run is started and a running loop is
    /// stopped. It keeps a pathologically slow solver from running for hours; such a
    /// figure is marked incomplete or reports fewer runs.
    var budgetSeconds = 300.0
    /// Wall-clock seconds one instance of a `scale` workload (one hierarchy built,
    /// measured and torn down) may take before the bigger sizes are skipped.
    var scaleCapSeconds = 20.0
}

/// The wall-clock budget of one figure (see ``Settings/budgetSeconds``).
struct Budget {
    let limitNanoseconds: Double
    let start = Timer.now()

    init(_ settings: Settings) {
        limitNanoseconds = settings.budgetSeconds * 1e9
    }

    var exceeded: Bool { Timer.nanoseconds(since: start) > limitNanoseconds }

    /// Whether the budget was used up at `instant` (no clock read of its own).
    func exceeded(at instant: ContinuousClock.Instant) -> Bool {
        Timer.nanoseconds(start.duration(to: instant)) > limitNanoseconds
    }
    var seconds: String { Output.fixed(limitNanoseconds / 1e9, decimals: 0) }
}

/// The per-run means of a timed loop of K steps, and what happened to runs cut short.
struct LoopFigure {
    let workload: String
    let size: Int
    let metric: String
    let steps: Int
    /// Mean nanoseconds per step of each complete run.
    private(set) var means: [Double] = []
    /// Single-step nanoseconds of the complete runs.
    private(set) var singles: [Double] = []
    /// The first run stopped by the budget: its mean, single steps and steps done.
    private(set) var partial: (mean: Double, singles: [Double], done: Int)?

    init(_ workload: String, _ size: Int, _ metric: String, steps: Int) {
        self.workload = workload
        self.size = size
        self.metric = metric
        self.steps = steps
    }

    /// Records a run that did `done` of the steps in `totalNanoseconds` (single-step times
    /// in `single` where the loop takes them).
    mutating func record(totalNanoseconds: Double, done: Int, single: [Double] = []) {
        guard done > 0 else { return }
        if done == steps {
            means.append(totalNanoseconds / Double(done))
            singles += single
        } else if partial == nil {
            partial = (totalNanoseconds / Double(done), single, done)
        }
    }

    /// Prints the figure (and the single-step percentiles when `percentiles`); returns
    /// false when no run was complete, after saying so on stderr.
    func report(runs: Int, budget: Budget, percentiles: Bool) -> Bool {
        if !means.isEmpty {
            Report.figure(workload, size, metric, Statistics(means.map { $0 / 1e3 }), unit: "us")
            if percentiles {
                Report.percentiles(workload, size, metric, Statistics(singles.map { $0 / 1e3 }), unit: "us")
            }
            if means.count < runs {
                Report.note("\(workload) \(size) \(metric): \(means.count) of \(runs) runs within the \(budget.seconds) s budget")
            }
            return true
        }
        guard let partial else { return false }
        Report.figure(workload, size, metric + "-incomplete", Statistics([partial.mean / 1e3]), unit: "us")
        if percentiles && !partial.singles.isEmpty {
            Report.percentiles(workload, size, metric + "-incomplete", Statistics(partial.singles.map { $0 / 1e3 }), unit: "us")
        }
        let message = "\(workload) \(size) \(metric): stopped after \(partial.done) of \(steps) \(metric)s of the first run (budget \(budget.seconds) s); the figure is the mean over those"
        Report.note(message)
        Output.error("INCOMPLETE " + message)
        return false
    }
}
