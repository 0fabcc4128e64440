import Trellis

/// The `text` suite: a `TextView` holding a 100,000-line document, against the budget
/// that a text view's work follows the rows on screen, not its length: a keystroke in it
/// under 1 ms, opening it under 50 ms.
@MainActor
enum TextSuite {
    static let lines = 100_000
    static let openSamples = 11
    static let keySamples = 201
    static let size = Size(width: 80, height: 24)

    static func run(_ settings: Settings) -> Bool {
        Output.line("# trellis-bench text: a \(Int(size.width))x\(Int(size.height)) window filled by a TextView holding \(lines) lines of 20 to 110 characters (some wrap)")
        Output.line("# open: set text, add to the window, first runLayoutCycle() to the drawn canvas, a new view per sample (budget < 50 ms)")
        Output.line("# keystroke: the focused view at line \(lines / 2) gets a typed character, or Backspace, through Application.send, then runLayoutCycle() (budget: median < 1 ms)")
        Output.line("# budget: \(Output.fixed(settings.budgetSeconds, decimals: 0)) s per figure; ContinuousClock")
        Output.line("# workload\tsize\tmetric\tmin\tmedian\tp90\tmax\tunit")
        let checker = Checker("text")
        let document = (0..<lines).map { line in
            "line \(line): " + String(repeating: "lorem ipsum ", count: 1 + line % 9)
        }.joined(separator: "\n")
        let characters = document.count

        var budget = Budget(settings)
        var samples: [Double] = []
        var kept: (Window, Application, TextView)?
        for run in 0..<openSamples {
            if run > 0 && budget.exceeded { break }
            let (opened, ns) = Timer.measure { () -> (Window, Application, TextView) in
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
        row("open", lines, "text+cycle", Statistics(samples))
        guard let (window, application, view) = kept else { return false }
        if view.text.count != characters { checker.fail("open: \(view.text.count) characters, expected \(characters)") }

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
            let (_, ns) = Timer.measure {
                application.send(key)
                window.runLayoutCycle()
            }
            typed += k % 2 == 0 ? 1 : -1
            samples.append(ns / 1e6)
        }
        row("keystroke", lines, "send+cycle", Statistics(samples))
        if view.selectedRange != (caret + typed)..<(caret + typed) {
            checker.fail("keystroke: caret at \(view.selectedRange), expected \(caret + typed)")
        }
        if view.text.count != characters + typed { checker.fail("keystroke: the text has the wrong length") }
        if window.textCursorCell == nil { checker.fail("keystroke: the caret is not on screen") }
        return checker.finish()
    }

    private static func row(_ workload: String, _ size: Int, _ metric: String, _ stats: Statistics) {
        let fields = [workload, String(size), metric, Output.fixed(stats.min), Output.fixed(stats.median),
                      Output.fixed(stats.percentile(90)), Output.fixed(stats.max), "ms"]
        Output.line(fields.joined(separator: "\t"))
    }
}
