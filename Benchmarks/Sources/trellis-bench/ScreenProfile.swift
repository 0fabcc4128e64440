/// `trellis-bench screen-profile PHASE`: one phase of the `screen` suite, untimed, for a
/// profiler. Each phase is its own non-inlined function, so that an instruction counter can
/// collect it alone, for example
///
///     valgrind --tool=callgrind --toggle-collect='*ScreenProfile*resizes*' \
///         trellis-bench screen-profile resize
@MainActor
enum ScreenProfile {
    nonisolated static let phases = ["first", "resize", "text"]

    static func run(_ phase: String) -> Bool {
        switch phase {
        case "first":
            let screen = firstLayout()
            return screen.probeIsDrawn()
        case "resize":
            let screen = firstLayout()
            resizes(screen, count: 20)
            return screen.probeIsDrawn()
        case "text":
            let screen = firstLayout()
            textChanges(screen, count: 20)
            return screen.probeIsDrawn()
        default:
            return false
        }
    }

    @inline(never)
    static func firstLayout() -> Screen {
        let screen = Screen(views: ScreenSuite.views)
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
}
