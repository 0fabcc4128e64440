/// The `screen` suite: a whole screen of about 1,000 views laid out and drawn by Trellis,
/// against the toolkit's performance budget, which the header prints beside each figure:
/// a first layout and a relayout after a resize in a few milliseconds at most, an
/// unchanged frame writing 0 bytes and a one-label change writing only that label's cells.
@MainActor
enum ScreenSuite {
    static let views = 1_000
    static let memoryViews = 10_000

    /// Samples per figure: every first-layout sample builds a brand-new screen.
    static let firstLayoutSamples = 21
    static let loopSamples = 201

    static func run(_ settings: Settings) -> Bool {
        header(settings)
        var ok = true
        ok = firstLayout(settings) && ok
        ok = steadyState(settings) && ok
        ok = ScreenBytes.run() && ok
        ok = memory() && ok
        if !ok { Output.error("trellis-bench screen: failed checks or incomplete figures") }
        return ok
    }

    private static func header(_ settings: Settings) {
        Output.line("# trellis-bench screen: a \(Int(Screen.size.width))x\(Int(Screen.size.height)) window of about \(views) views (rows of labels and buttons in stack views) laid out and drawn by Trellis")
        Output.line("# first-layout: build the screen + runLayoutCycle() to the first drawn canvas, a brand-new screen per sample (budget < 20 ms)")
        Output.line("# resize: window.size alternates \(Int(Screen.size.width))x\(Int(Screen.size.height)) / \(Int(Screen.resized.width))x\(Int(Screen.resized.height)), then runLayoutCycle() (budget: median < 1 ms)")
        Output.line("# text-change: one label's text alternates between a short and a long string, then runLayoutCycle()")
        Output.line("# idle: runLayoutCycle() with nothing changed")
        Output.line("# peak-rss: VmHWM of a child process (trellis-bench screen-memory N) after building and laying out N views (budget < 64 MB at 10000)")
        Output.line("# bytes-*: what a frame sends to an xterm-256color terminal of the window's size through TrellisCurses (a recording terminal): the first frame, an unchanged frame (bar: 0), one changed label (bar: about its cells), a full redraw (Ctrl-L)")
        Output.line("# budget: \(Output.fixed(settings.budgetSeconds, decimals: 0)) s per figure; ContinuousClock; no warm-up except where a loop says so")
        Output.line("# workload\tsize\tmetric\tmin\tmedian\tp90\tmax\tunit")
    }

    private static func row(_ workload: String, _ size: Int, _ metric: String, _ stats: Statistics, unit: String) {
        let fields = [workload, String(size), metric, Output.fixed(stats.min), Output.fixed(stats.median),
                      Output.fixed(stats.percentile(90)), Output.fixed(stats.max), unit]
        Output.line(fields.joined(separator: "\t"))
    }

    private static func firstLayout(_ settings: Settings) -> Bool {
        let checker = Checker("screen")
        let budget = Budget(settings)
        var samples: [Double] = []
        var count = 0
        for run in 0..<firstLayoutSamples {
            if run > 0 && budget.exceeded { break }
            let (screen, ns) = Timer.measure { () -> Screen in
                let screen = Screen(views: views)
                screen.window.runLayoutCycle()
                return screen
            }
            samples.append(ns / 1e6)
            count = screen.viewCount
            if run == 0 { check(screen, checker, "first layout") }
            // The screen is torn down here, outside the timed region.
        }
        Report.note("views: \(count) (window, root view and stack views included)")
        row("first-layout", count, "build+cycle", Statistics(samples), unit: "ms")
        if samples.count < firstLayoutSamples {
            Report.note("first-layout: \(samples.count) of \(firstLayoutSamples) samples within the \(budget.seconds) s budget")
        }
        return checker.finish()
    }

    private static func steadyState(_ settings: Settings) -> Bool {
        let checker = Checker("screen")
        let screen = Screen(views: views)
        screen.window.runLayoutCycle()
        let n = screen.viewCount

        var budget = Budget(settings)
        var samples: [Double] = []
        for k in 0..<loopSamples {
            if k > 0 && budget.exceeded { break }
            screen.window.size = k % 2 == 0 ? Screen.resized : Screen.size
            let (_, ns) = Timer.measure { screen.window.runLayoutCycle() }
            samples.append(ns / 1e6)
        }
        check(screen, checker, "after the resizes")
        row("resize", n, "cycle", Statistics(samples), unit: "ms")

        budget = Budget(settings)
        samples = []
        let texts = ["Ready", "Synchronising 42 items"]
        for k in 0..<loopSamples {
            if k > 0 && budget.exceeded { break }
            let (_, ns) = Timer.measure {
                screen.probe.text = texts[k % 2]
                screen.window.runLayoutCycle()
            }
            samples.append(ns / 1e6)
        }
        check(screen, checker, "after the text changes")
        row("text-change", n, "cycle", Statistics(samples), unit: "ms")

        budget = Budget(settings)
        samples = []
        for k in 0..<loopSamples {
            if k > 0 && budget.exceeded { break }
            let (_, ns) = Timer.measure { screen.window.runLayoutCycle() }
            samples.append(ns / 1e6)
        }
        row("idle", n, "cycle", Statistics(samples), unit: "ms")
        return checker.finish()
    }

    private static func check(_ screen: Screen, _ checker: Checker, _ when: String) {
        let walked = screen.countViews()
        if walked != screen.viewCount { checker.fail("\(when): \(walked) views in the window, built \(screen.viewCount)") }
        if !screen.probeIsDrawn() { checker.fail("\(when): the probe label is not drawn where its frame is") }
        if screen.window.canvas.width != Int(screen.window.size.width) {
            checker.fail("\(when): canvas \(screen.window.canvas.width) wide in a \(screen.window.size.width)-wide window")
        }
    }

    private static func memory() -> Bool {
        guard let status = ChildProcess.runSelf(["screen-memory", String(memoryViews)]) else {
            Output.error("FAILED screen: could not start the screen-memory child")
            return false
        }
        if status != 0 { Output.error("FAILED screen: screen-memory exited with status \(status)") }
        return status == 0
    }
}
