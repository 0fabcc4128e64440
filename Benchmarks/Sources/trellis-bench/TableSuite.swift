#if canImport(Darwin)
import Darwin
#elseif canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif
import Trellis

/// The `table` suite: a `TableView` of self-sizing rows in a 200x60 window, over N = 100
/// ... 1,000,000 rows (the toolkit's budget: at 1,000,000 rows a first layout under 5 ms and a
/// page down under 1 ms; a selection move under 0.2 ms; the same peak memory at 10,000 and
/// 1,000,000 rows within a few MB).
@MainActor
enum TableSuite {
    static let sizes = [100, 1_000, 10_000, 100_000, 1_000_000]
    static let size = Size(width: 200, height: 60)
    static let firstLayoutSamples = 9
    static let stepSamples = 101

    static func run(_ settings: Settings) -> Bool {
        Output.line("# trellis-bench table: a \(Int(size.width))x\(Int(size.height)) window filled by a TableView of N self-sizing rows (a wrapping label each; every 7th row wraps to 2 lines)")
        Output.line("# first-layout: make the window, table and data source, first runLayoutCycle() to the drawn canvas, a new table per sample (budget at 1,000,000: < 5 ms)")
        Output.line("# page-down: PgDn through Application.send, then runLayoutCycle(), from the middle of the table (back to the top, untimed, near the end) (budget: < 1 ms)")
        Output.line("# selection-move: Down through Application.send, then runLayoutCycle() (budget: < 0.2 ms)")
        Output.line("# peak-rss: VmHWM of a child process that lays out the table and pages down 100 times (10,000 and 1,000,000 rows)")
        Output.line("# times are ms of CPU time of the benchmark thread; exponent = log(t2/t1)/log(N2/N1) of the medians against the previous size (0: independent of N)")
        Output.line("# workload\tN\tmetric\tsamples\tmin\tmedian\tmax\texponent")
        let checker = Checker("table")
        var previous: [String: (rows: Int, median: Double)] = [:]
        func report(_ metric: String, _ rows: Int, _ samples: [Double]) {
            let stats = Statistics(samples)
            var exponent = "-"
            if let (lastRows, lastMedian) = previous[metric], lastMedian > 0, stats.median > 0 {
                exponent = Output.fixed(log(stats.median / lastMedian) / log(Double(rows) / Double(lastRows)), decimals: 2)
            }
            previous[metric] = (rows, stats.median)
            Output.line(["table", String(rows), metric, String(stats.count), Output.fixed(stats.min),
                         Output.fixed(stats.median), Output.fixed(stats.max), exponent].joined(separator: "\t"))
        }
        for rows in sizes {
            var budget = Budget(settings)
            var firstLayouts: [Double] = []
            var kept: (Window, Application, TableView, TableBenchSource)?
            for run in 0..<firstLayoutSamples {
                if run > 0 && budget.exceeded { break }
                kept = nil
                let (screen, ns) = CPUTimer.measure { TableBenchSource.screen(rows: rows) }
                firstLayouts.append(ns / 1e6)
                kept = screen
            }
            report("first-layout", rows, firstLayouts)
            guard let (window, application, table, source) = kept else { return false }
            if table.visibleCells.isEmpty { checker.fail("first-layout at \(rows): no cells") }
            if table.contentSize.height < Double(rows) { checker.fail("first-layout at \(rows): content height \(table.contentSize.height)") }

            _ = table.becomeFirstResponder()
            table.scrollToRow(at: IndexPath(row: rows / 2, section: 0), at: .top, animated: false)
            window.runLayoutCycle()
            application.send(KeyEvent(.down))
            window.runLayoutCycle()
            budget = Budget(settings)
            var pages: [Double] = []
            for step in 0..<stepSamples {
                if step > 0 && budget.exceeded { break }
                // A small table runs out of pages: start again from the top, untimed, so
                // every sample pages.
                if let focused = table.focusedIndexPath, focused.row + 2 * Int(size.height) >= rows {
                    application.send(KeyEvent(.home))
                    window.runLayoutCycle()
                }
                let (_, ns) = CPUTimer.measure {
                    application.send(KeyEvent(.pageDown))
                    window.runLayoutCycle()
                }
                pages.append(ns / 1e6)
            }
            report("page-down", rows, pages)
            let made = source.cellsMade
            var moves: [Double] = []
            for step in 0..<stepSamples {
                if step > 0 && budget.exceeded { break }
                let key = KeyEvent(step % 2 == 0 ? .down : .up)
                let (_, ns) = CPUTimer.measure {
                    application.send(key)
                    window.runLayoutCycle()
                }
                moves.append(ns / 1e6)
            }
            report("selection-move", rows, moves)
            if source.cellsMade != made { checker.fail("selection-move at \(rows): \(source.cellsMade - made) cells made") }
            if table.visibleCells.count > Int(size.height) {
                checker.fail("at \(rows): \(table.visibleCells.count) cells for \(Int(size.height)) rows")
            }
            let focused = table.focusedIndexPath.flatMap { table.cellForRow(at: $0) }
            if focused == nil { checker.fail("at \(rows): the focused row has no cell") }
        }
        for rows in [10_000, 1_000_000] {
            if ChildProcess.runSelf(["table-memory", String(rows)]) != 0 { checker.fail("table-memory \(rows) failed") }
        }
        return checker.finish()
    }

    /// `trellis-bench table-profile N`: a first layout and 200 page downs in an N-row table,
    /// untimed, for a profiler (`firstLayout` and `pageDown` are the functions to collect).
    static func profile(rows: Int) -> Bool {
        let (window, application, table, source) = firstLayout(rows: rows)
        _ = table.becomeFirstResponder()
        for _ in 0..<200 {
            pageDown(application, window)
        }
        return withExtendedLifetime(source) { !table.visibleCells.isEmpty }
    }

    @inline(never)
    static func firstLayout(rows: Int) -> (Window, Application, TableView, TableBenchSource) {
        TableBenchSource.screen(rows: rows)
    }

    @inline(never)
    static func pageDown(_ application: Application, _ window: Window) {
        application.send(KeyEvent(.pageDown))
        window.runLayoutCycle()
    }

    /// `trellis-bench table-memory N`: lays out an N-row table, pages down 100 times and
    /// prints the peak resident set, in a process of its own.
    static func memory(rows: Int) -> Bool {
        let (window, application, table, source) = TableBenchSource.screen(rows: rows)
        _ = table.becomeFirstResponder()
        for _ in 0..<100 {
            application.send(KeyEvent(.pageDown))
            window.runLayoutCycle()
        }
        guard let peak = ScreenMemory.peakKilobytes() else {
            Output.error("FAILED table-memory: no VmHWM in /proc/self/status")
            return false
        }
        withExtendedLifetime(source) {}
        let megabytes = Output.fixed(Double(peak) / 1024, decimals: 1)
        Output.line(["table", String(rows), "peak-rss", "1", megabytes, megabytes, megabytes, "MB"].joined(separator: "\t"))
        return !table.visibleCells.isEmpty
    }
}
