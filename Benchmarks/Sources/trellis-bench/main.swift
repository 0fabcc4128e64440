// trellis-bench: benchmarks for Trellis.
//
//     swift run -c release --package-path Benchmarks trellis-bench solver [--budget S] [WORKLOAD...]
//
// Suites: `solver` (the Cassowary workloads W1–W5 of WORKLOADS.md). A future suite (such as
// `screen`, for whole screens laid out by Trellis) gets its own case below.
//
// Exit status: 0 when every check passed and every figure is complete; 1 when a check
// failed, the solver threw, or a figure was cut short by the budget; 2 for bad usage.

func usage() -> Never {
    Output.error("""
        usage: trellis-bench SUITE [--budget SECONDS] [WORKLOAD...]
          solver   the Cassowary solver workloads of WORKLOADS.md
                   WORKLOAD: \(SolverSuite.names.joined(separator: " ")) (default: all, in this order)
          --budget wall-clock seconds one figure may take before it is cut short (default 300;
                   0 or inf for no limit)
        """)
    Output.terminate(2)
}

var arguments = Array(CommandLine.arguments.dropFirst())
guard !arguments.isEmpty else { usage() }
let suite = arguments.removeFirst()
var settings = Settings()
var selection = Set<String>()
while !arguments.isEmpty {
    let argument = arguments.removeFirst()
    if argument == "--budget" {
        guard !arguments.isEmpty, let seconds = Double(arguments.removeFirst()), seconds >= 0 else { usage() }
        settings.budgetSeconds = seconds == 0 ? .infinity : seconds
    } else {
        selection.insert(argument)
    }
}

switch suite {
case "solver":
    let unknown = selection.subtracting(SolverSuite.names)
    if !unknown.isEmpty {
        Output.error("unknown workload: \(unknown.sorted().joined(separator: ", "))")
        usage()
    }
    Output.terminate(SolverSuite.run(only: selection, settings) ? 0 : 1)
default:
    Output.error("unknown suite: \(suite)")
    usage()
}
