#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Trellis
import TrellisCurses

/// Bytes the screen's frames send to a terminal: the `screen` suite's wire figures, through
/// TrellisCurses on a recording terminal (`xterm-256color`, the screen's size), so they are
/// exactly what ncurses would write to a real one. Deterministic: a count, not a time.
@MainActor
enum ScreenBytes {
    /// Prints the four rows and checks the bars: an unchanged frame writes 0 bytes, and one
    /// changed label writes no more than a few bytes per cell of it.
    static func run() -> Bool {
        let checker = Checker("screen")
        var template = Array("/tmp/trellis-bench-bytes-XXXXXX".utf8CString)
        let descriptor = mkstemp(&template)
        let path = template.withUnsafeBufferPointer { String(cString: $0.baseAddress!) }
        defer { unlink(path) }
        guard descriptor >= 0, let terminal = try? Terminal.recording(to: descriptor, size: Screen.size) else {
            Output.error("FAILED screen: no recording terminal (xterm-256color in terminfo?)")
            return false
        }
        defer { terminal.restore() }
        let screen = Screen(views: ScreenSuite.views)
        let n = screen.viewCount
        func fileSize() -> Int {
            var status = stat()
            return stat(path, &status) == 0 ? Int(status.st_size) : 0
        }
        func frame(fullRedraw: Bool = false) -> Int {
            let before = fileSize()
            screen.window.runLayoutCycle()
            terminal.write(canvas: screen.window.canvas, changedCells: screen.window.takeChangedCells(),
                           fullRedraw: fullRedraw)
            return fileSize() - before
        }

        let first = frame(fullRedraw: true)
        row("bytes-first-frame", n, first)
        let unchanged = frame()
        row("bytes-unchanged-frame", n, unchanged)
        if unchanged != 0 { checker.fail("an unchanged frame wrote \(unchanged) bytes (bar: 0)") }

        let before = screen.probe.text
        screen.probe.text = String(repeating: "#", count: DisplayWidth.of(before))
        let cells = DisplayWidth.of(before)
        let oneLabel = frame()
        row("bytes-one-label(\(cells) cells)", n, oneLabel)
        // A cursor move (under 10 bytes), colour and attribute changes, and one byte a cell.
        if oneLabel > cells + 40 { checker.fail("one \(cells)-cell label wrote \(oneLabel) bytes") }
        if oneLabel < cells { checker.fail("one \(cells)-cell label wrote only \(oneLabel) bytes") }

        let redraw = frame(fullRedraw: true)
        row("bytes-full-redraw", n, redraw)
        return checker.finish()
    }

    private static func row(_ workload: String, _ size: Int, _ bytes: Int) {
        let value = String(bytes)
        Output.line([workload, String(size), "frame", value, value, value, value, "bytes"].joined(separator: "\t"))
    }
}
