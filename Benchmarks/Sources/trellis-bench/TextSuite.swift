#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif
import Trellis

/// The `text` suite: a `TextView` holding a document of 100 … 100,000 lines (the budget: a
/// keystroke in the 100,000-line document, edit and relayout and draw, under 1 ms; opening
/// it under 50 ms; memory in proportion to the text), and a keystroke in a `TextField` on
/// the 1,000-view screen, which must redraw the field's cells only.
///
/// Times are the thread's CPU time (``CPUTimer``), so that the growth exponents stay
/// comparable on a loaded machine; memory is the peak resident set of a child process that
/// opens one document (`trellis-bench text-memory N FILE`).
@MainActor
enum TextSuite {
    static let sizes = [100, 1_000, 10_000, 100_000]
    static let openSamples = 11
    static let keySamples = 201
    static let size = Size(width: 80, height: 24)

    /// A document of `lines` lines of 20 to 110 characters; the longer ones wrap at 80.
    static func document(lines: Int) -> String {
        (0..<lines).map { line in
            "line \(line): " + String(repeating: "lorem ipsum ", count: 1 + line % 9)
        }.joined(separator: "\n")
    }

    static func run(_ settings: Settings) -> Bool {
        Output.line("# trellis-bench text: a \(Int(size.width))x\(Int(size.height)) window filled by a TextView holding N lines of 20 to 110 characters (some wrap)")
        Output.line("# open: set text, add to the window, first runLayoutCycle() to the drawn canvas, a new view per sample (budget at 100,000 lines: < 50 ms)")
        Output.line("# keystroke: the focused view at line N/2 gets a typed character, or Backspace, through Application.send, then runLayoutCycle() (budget: median < 1 ms)")
        Output.line("# memory: peak resident set of a child process that opens the document, and the bytes kept per byte of text above the empty process")
        Output.line("# thread CPU time; the exponent is the growth from the size before (1 linear, 0 flat)")
        Output.line("# workload\tsize\tmetric\truns\tmin\tmedian\tmax\texponent")
        let checker = Checker("text")
        var open = ScaleSeries("text-open", "text+cycle ms")
        var keystroke = ScaleSeries("text-keystroke", "send+cycle ms")
        for lines in sizes {
            measure(lines: lines, settings, checker, &open, &keystroke)
        }
        measureMemory(checker)
        measureFieldOnScreen(settings, checker)
        return checker.finish()
    }

    private static func measure(lines: Int, _ settings: Settings, _ checker: Checker,
                                _ open: inout ScaleSeries, _ keystroke: inout ScaleSeries) {
        let document = document(lines: lines)
        let characters = document.count
        var budget = Budget(settings)
        var samples: [Double] = []
        var kept: (Window, Application, TextView)?
        for run in 0..<openSamples {
            if run > 0 && budget.exceeded { break }
            kept = nil
            let (opened, ns) = CPUTimer.measure { () -> (Window, Application, TextView) in
                let window = Window(size: size)
                let application = Application(window: window)
                let view = TextView(frame: Rect(origin: .zero, size: size))
                view.text = document
                window.addSubview(view)
                window.runLayoutCycle()
                return (window, application, view)
            }
            samples.append(ns / 1e6)
            kept = opened
        }
        open.report(size: lines, samples: samples)
        guard let (window, application, view) = kept else { return }
        if view.text.count != characters { checker.fail("open \(lines): \(view.text.count) characters, expected \(characters)") }
        if window.canvas[0, 0].character != "l" { checker.fail("open \(lines): the first line is not drawn") }

        view.becomeFirstResponder()
        let caret = (0..<(lines / 2)).reduce(0) { $0 + "line \($1): ".count + 12 * (1 + $1 % 9) + 1 }
        view.selectedRange = caret..<caret
        window.runLayoutCycle()
        budget = Budget(settings)
        samples = []
        var typed = 0
        for k in 0..<keySamples {
            if k > 0 && budget.exceeded { break }
            let key: KeyEvent = k % 2 == 0 ? .character("x") : KeyEvent(.backspace)
            let (_, ns) = CPUTimer.measure {
                application.send(key)
                window.runLayoutCycle()
            }
            typed += k % 2 == 0 ? 1 : -1
            samples.append(ns / 1e6)
        }
        keystroke.report(size: lines, samples: samples)
        if view.selectedRange != (caret + typed)..<(caret + typed) {
            checker.fail("keystroke \(lines): caret at \(view.selectedRange), expected \(caret + typed)")
        }
        if view.text.count != characters + typed { checker.fail("keystroke \(lines): the text has the wrong length") }
        if window.textCursorCell == nil { checker.fail("keystroke \(lines): the caret is not on screen") }
    }

    /// Each size opened in a process of its own; the bytes kept above an empty process,
    /// per byte of text, say whether memory is in proportion to the text.
    private static func measureMemory(_ checker: Checker) {
        let path = "/tmp/trellis-bench-text-memory-\(getpid())"
        defer { unlink(path) }
        var series = ScaleSeries("text-memory", "peak MB above empty")
        guard ChildProcess.runSelf(["text-memory", "0", path]) == 0, let empty = readKilobytes(path) else {
            checker.fail("memory: the child process did not report")
            return
        }
        for lines in sizes {
            guard ChildProcess.runSelf(["text-memory", String(lines), path]) == 0, let peak = readKilobytes(path) else {
                checker.fail("memory \(lines): the child process did not report")
                return
            }
            let above = Double(peak - empty) / 1024
            series.report(size: lines, samples: [above])
            let bytes = document(lines: lines).utf8.count
            Report.note("text-memory \(lines): \(Output.fixed(Double(peak) / 1024, decimals: 1)) MB peak, \(Output.fixed(above, decimals: 1)) MB above an empty process for \(Output.fixed(Double(bytes) / 1e6, decimals: 2)) MB of text (\(Output.fixed(above * 1024 * 1024 / Double(bytes), decimals: 1)) bytes per byte)")
        }
    }

    private static func readKilobytes(_ path: String) -> Int? {
        guard let file = fopen(path, "r") else { return nil }
        defer { fclose(file) }
        var buffer = [CChar](repeating: 0, count: 64)
        guard fgets(&buffer, Int32(buffer.count), file) != nil else { return nil }
        return Int(String(decoding: buffer.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self).filter(\.isNumber))
    }

    /// `trellis-bench text-memory N FILE`: opens an N-line document in a text view, lays it
    /// out and draws it, and writes the peak resident set in kB to FILE.
    static func memoryChild(lines: Int, path: String) -> Bool {
        var kept: (Window, TextView)?
        if lines > 0 {
            let window = Window(size: size)
            let view = TextView(frame: Rect(origin: .zero, size: size))
            view.text = document(lines: lines)
            window.addSubview(view)
            window.runLayoutCycle()
            kept = (window, view)
        }
        guard let peak = ScreenMemory.peakKilobytes(), let file = fopen(path, "w") else { return false }
        fputs("\(peak)\n", file)
        fclose(file)
        withExtendedLifetime(kept) {}
        return true
    }

    /// A keystroke in a text field added to the 1,000-view screen: its time, and every cell
    /// it changed, which must all lie inside the field.
    private static func measureFieldOnScreen(_ settings: Settings, _ checker: Checker) {
        let screen = Screen(views: ScreenSuite.views)
        let window = screen.window
        let application = Application(window: window)
        guard let root = window.rootViewController?.view else { return }
        let field = TextField()
        field.placeholder = "Search"
        field.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(field)
        LayoutConstraint.activate([
            field.bottomAnchor.constraint(equalTo: root.bottomAnchor),
            field.leadingAnchor.constraint(equalTo: root.leadingAnchor),
            field.widthAnchor.constraint(equalToConstant: 30),
        ])
        window.runLayoutCycle()
        field.becomeFirstResponder()
        window.runLayoutCycle()
        _ = window.takeChangedCells()
        let frame = field.convert(field.bounds, to: window)
        let budget = Budget(settings)
        var samples: [Double] = []
        var most = 0
        for k in 0..<keySamples {
            if k > 0 && budget.exceeded { break }
            let key: KeyEvent = k % 2 == 0 ? .character("x") : KeyEvent(.backspace)
            let (_, ns) = CPUTimer.measure {
                application.send(key)
                window.runLayoutCycle()
            }
            samples.append(ns / 1e6)
            let cells = window.takeChangedCells()
            most = max(most, cells.count)
            if let outside = cells.first(where: { !frame.contains(Point(x: Double($0.x), y: Double($0.y))) }) {
                checker.fail("field keystroke: cell (\(outside.x), \(outside.y)) outside the field \(frame) changed")
                break
            }
        }
        if most == 0 { checker.fail("field keystroke: no cell changed") }
        let stats = Statistics(samples)
        let fields = ["field-keystroke", String(screen.viewCount + 1), "send+cycle ms", String(stats.count),
                      Output.fixed(stats.min), Output.fixed(stats.median), Output.fixed(stats.max), "-"]
        Output.line(fields.joined(separator: "\t"))
        Report.note("field-keystroke: at most \(most) cells changed per keystroke, all inside the field")
    }
}
