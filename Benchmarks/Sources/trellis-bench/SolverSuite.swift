/// The `solver` suite: W1–W5 of Benchmarks/README.md on the Cassowary solver.
enum SolverSuite {
    /// The workloads in the order they run, by the names accepted on the command line.
    static let workloads: [(name: String, run: @Sendable (Settings) throws -> Bool)] = [
        ("W1", { try W1Chain.run($0) }),
        ("W2", { try W2Resize.run($0) }),
        ("W3eq", { try W3Tree.run(.eq, $0) }),
        ("W3ics", { try W3Tree.run(.ics, $0) }),
        ("W3full", { try W3Tree.run(.full, $0) }),
        ("W4a", { try W4Churn.run(updating: false, $0) }),
        ("W4b", { try W4Churn.run(updating: true, $0) }),
        ("W5", { try W5Animate.run($0) }),
    ]

    static var names: [String] { workloads.map(\.name) }

    /// Runs the selected workloads (all when `only` is empty), every one of them even when
    /// an earlier one fails; returns whether every check passed and every figure is
    /// complete.
    static func run(only: Set<String>, _ settings: Settings) -> Bool {
        Report.header(suite: "solver", settings)
        var failed: [String] = []
        for workload in workloads where only.isEmpty || only.contains(workload.name) {
            let start = Timer.now()
            do {
                if try !workload.run(settings) { failed.append(workload.name) }
            } catch {
                Output.error("FAILED \(workload.name): the solver threw: \(error)")
                failed.append(workload.name)
            }
            Report.note("\(workload.name) done in \(Output.fixed(Timer.nanoseconds(since: start) / 1e9, decimals: 1)) s (setup and checks included)")
        }
        if !failed.isEmpty {
            Output.error("trellis-bench solver: failed checks or incomplete figures in \(failed.joined(separator: ", "))")
        }
        return failed.isEmpty
    }
}
