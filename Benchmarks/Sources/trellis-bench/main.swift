// trellis-bench: benchmarks for Trellis.
//
//     swift run -c release --package-path Benchmarks trellis-bench solver [--budget S] [WORKLOAD...]
//     swift run -c release --package-path Benchmarks trellis-bench screen [--budget S]
//     swift run -c release --package-path Benchmarks trellis-bench scale [--cap S] [--max N] [WORKLOAD...]
//     swift run -c release --package-path Benchmarks trellis-bench text [--budget S]
//     swift run -c release --package-path Benchmarks trellis-bench table [--budget S]
//
// Suites: `solver` (the Cassowary workloads W1–W5 of Benchmarks/README.md) and `screen` (a whole
// screen of about 1,000 views laid out and drawn by Trellis, against the budgets its header
// prints: layout and relayout in milliseconds, 0 bytes for an unchanged frame);
// `screen-memory N` is the child process the `screen` suite starts to measure peak memory.
//
// Exit status: 0 when every check passed and every figure is complete; 1 when a check
// failed, the solver threw, or a figure was cut short by the budget; 2 for bad usage.

@MainActor func usage() -> Never {
    Output.error("""
        usage: trellis-bench SUITE [--budget SECONDS] [WORKLOAD...]
          solver   the Cassowary solver workloads of Benchmarks/README.md
                   WORKLOAD: \(SolverSuite.names.joined(separator: " ")) (default: all, in this order)
          screen   a 1,000-view screen: first layout, resize, text change, idle cycle, and the
                   peak memory of a 10,000-view screen (no WORKLOAD arguments)
          scale    growth with N = 100 ... 100,000 views or rows: the median per size and the growth
                   exponent between sizes (see Benchmarks/README.md)
                   WORKLOAD: \(ScaleSuite.names.joined(separator: " ")) (default: all, in this order)
          scale-profile WORKLOAD N
                   one instance of a scale workload at size N, for a profiler
          text     a TextView holding 100 ... 100,000 lines: opening it, a keystroke in it, its
                   peak memory; and a keystroke in a text field on the 1,000-view screen
          text-memory N FILE
                   opens an N-line document and writes the peak resident set (kB) to FILE
          table    a TableView of 100 ... 1,000,000 self-sizing rows: first layout, page down,
                   selection move with the growth exponent, and the peak memory
          table-memory N
                   lays out an N-row table, pages down, prints its peak resident set
          screen-memory N
                   builds and lays out an N-view screen and prints its peak resident set
          screen-profile PHASE [VIEWS]
                   one phase of the screen suite, untimed, for a profiler
                   PHASE: \(ScreenProfile.phases.joined(separator: " "))
          --budget wall-clock seconds one figure may take before it is cut short (default 300;
                   0 or inf for no limit)
          --cap    (scale) seconds one instance may take before bigger sizes are skipped (default 20)
          --max N  (scale) the largest size to run (default 100000)
        """)
    Output.terminate(2)
}

var arguments = Array(CommandLine.arguments.dropFirst())
guard !arguments.isEmpty else { usage() }
let suite = arguments.removeFirst()
var settings = Settings()
var selection = Set<String>()
var maxSize = 100_000
while !arguments.isEmpty {
    let argument = arguments.removeFirst()
    if argument == "--budget" {
        guard !arguments.isEmpty, let seconds = Double(arguments.removeFirst()), seconds >= 0 else { usage() }
        settings.budgetSeconds = seconds == 0 ? .infinity : seconds
    } else if argument == "--cap" {
        guard !arguments.isEmpty, let seconds = Double(arguments.removeFirst()), seconds > 0 else { usage() }
        settings.scaleCapSeconds = seconds
    } else if argument == "--max" {
        guard !arguments.isEmpty, let size = Int(arguments.removeFirst()), size > 0 else { usage() }
        maxSize = size
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
case "scale":
    let unknown = selection.subtracting(ScaleSuite.names)
    if !unknown.isEmpty {
        Output.error("unknown workload: \(unknown.sorted().joined(separator: ", "))")
        usage()
    }
    Output.terminate(ScaleSuite.run(only: selection, maxSize: maxSize, settings) ? 0 : 1)
case "scale-profile":
    let sizes = selection.compactMap { Int($0) }
    let names = selection.filter { Int($0) == nil }
    guard sizes.count == 1, names.count == 1, let workload = ScaleSuite.workloads.first(where: { $0.name == names.first! })
    else { usage() }
    Output.terminate(ScaleSuite.profile(workload, size: sizes[0]) ? 0 : 1)
case "screen":
    if !selection.isEmpty { usage() }
    Output.terminate(ScreenSuite.run(settings) ? 0 : 1)
case "text":
    if !selection.isEmpty { usage() }
    Output.terminate(TextSuite.run(settings) ? 0 : 1)
case "text-memory":
    let values = Array(selection)
    guard values.count == 2, let lines = values.compactMap({ Int($0) }).first, lines >= 0,
          let path = values.first(where: { Int($0) == nil }) else { usage() }
    Output.terminate(TextSuite.memoryChild(lines: lines, path: path) ? 0 : 1)
case "screen-profile":
    let phase = selection.filter { ScreenProfile.phases.contains($0) }
    let views = selection.compactMap { Int($0) }
    guard phase.count == 1, selection.count == phase.count + views.count, views.count <= 1 else { usage() }
    Output.terminate(ScreenProfile.run(phase.first!, views: views.first ?? ScreenSuite.views) ? 0 : 1)
case "table":
    if !selection.isEmpty { usage() }
    Output.terminate(TableSuite.run(settings) ? 0 : 1)
case "table-profile":
    guard selection.count == 1, let rows = Int(selection.first!), rows >= 0 else { usage() }
    Output.terminate(TableSuite.profile(rows: rows) ? 0 : 1)
case "table-memory":
    guard selection.count == 1, let rows = Int(selection.first!), rows >= 0 else { usage() }
    Output.terminate(TableSuite.memory(rows: rows) ? 0 : 1)
case "screen-memory":
    guard selection.count == 1, let views = Int(selection.first!), views > 0 else { usage() }
    Output.terminate(ScreenMemory.run(views: views) ? 0 : 1)
default:
    Output.error("unknown suite: \(suite)")
    usage()
}
