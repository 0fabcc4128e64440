/// `trellis-bench screen-profile PHASE`: one phase of the `screen` suite, untimed, for a
/// profiler. Each phase is its own non-inlined function, so that an instruction counter can
/// collect it alone, for example
///
///     valgrind --tool=callgrind --toggle-collect='*ScreenProfile*resizes*' \
///         trellis-bench screen-profile resize
@MainActor
enum ScreenProfile {
    nonisolated static let phases = ["first", "resize", "text", "text-same-width"]

    static func run(_ phase: String, views: Int) -> Bool {
        switch phase {
        case "first":
            let screen = firstLayout(views: views)
            return screen.probeIsDrawn()
        case "resize":
            let screen = firstLayout(views: views)
            resizes(screen, count: 20)
            return screen.probeIsDrawn()
        case "text":
            let screen = firstLayout(views: views)
            textChanges(screen, count: 20)
            return screen.probeIsDrawn()
        case "text-same-width":
            let screen = firstLayout(views: views)
            sameWidthTextChanges(screen, count: 20)
            return screen.probeIsDrawn()
        default:
            return false
        }
    }

    @inline(never)
    static func firstLayout(views: Int) -> Screen {
        let screen = Screen(views: views)
        screen.window.runLayoutCycle()
        return screen
    }

    @inline(never)
    static func resizes(_ screen: Screen, count: Int) {
        for k in 0..<count {
            screen.window.size = k % 2 == 0 ? Screen.resized : Screen.size
            screen.window.runLayoutCycle()
        }
    }

    @inline(never)
    static func textChanges(_ screen: Screen, count: Int) {
        for k in 0..<count {
            screen.probe.text = k % 2 == 0 ? "Ready" : "Synchronising 42 items"
            screen.window.runLayoutCycle()
        }
    }

    @inline(never)
    static func sameWidthTextChanges(_ screen: Screen, count: Int) {
        let text = screen.probe.text, reversed = String(text.reversed())
        let texts = [text, reversed == text ? text.uppercased() : reversed]
        for k in 0..<count {
            screen.probe.text = texts[(k + 1) % 2]
            screen.window.runLayoutCycle()
        }
    }
}
