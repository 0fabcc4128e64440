import Trellis
import DemoSupport

/// A demo on a headless terminal: a window of a given size with the demo as its root,
/// an application to send keys and clicks to, the rendered rows, and every diagnostics
/// message written along the way (a demo must write none).
@MainActor
final class DemoScreen {
    let window: Window
    let application: Application
    let controller: DemoViewController
    /// Everything written to ``LayoutDiagnostics`` while this screen was laid out or sent
    /// events: the unsatisfiable-constraints log and misuse warnings.
    private(set) var diagnostics: [String] = []
    /// The application's clock, advanced by ``wait(_:)`` to run animations and timers.
    private(set) var now = 0.0

    init(_ controller: DemoViewController, width: Int, height: Int) {
        self.controller = controller
        window = Window(size: Size(width: Double(width), height: Double(height)))
        window.rootViewController = controller
        application = Application(window: window)
        application.now = { [unowned self] in now }
        capturing { window.runLayoutCycle() }
    }

    /// The five terminal sizes issue 7 checks every demo at: the classic, two large, a
    /// small and a tiny one.
    nonisolated static let issueSizes: [(width: Int, height: Int)] = [(80, 24), (120, 40), (200, 60), (40, 12), (20, 6)]

    /// The screen as text, one string per row, after a layout cycle.
    var rows: [String] {
        capturing { window.runLayoutCycle() }
        return window.canvas.renderedText()
            .split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    }

    /// The rows above the key hint: the demo's content view.
    var contentRows: [String] { Array(rows.dropLast()) }

    /// The key hint: the bottom row.
    var hintRow: String { rows.last ?? "" }

    /// Sends keys, in order, laying out after each as the run loop does.
    func press(_ keys: KeyEvent...) {
        for key in keys {
            capturing {
                application.send(key)
                window.runLayoutCycle()
            }
        }
    }

    /// Sends a mouse event, then lays out.
    func send(_ event: MouseEvent) {
        capturing {
            application.send(event)
            window.runLayoutCycle()
        }
    }

    /// Resizes the terminal, as SIGWINCH does, and lays out.
    func resize(width: Int, height: Int) {
        capturing {
            window.size = Size(width: Double(width), height: Double(height))
            window.runLayoutCycle()
        }
    }

    /// Lets `seconds` pass: timers fire and animations advance frame by frame.
    func wait(_ seconds: Double) {
        let end = now + seconds
        capturing {
            while now < end {
                now = min(end, now + Application.animationFrameInterval)
                application.fireTimers(at: now) // which advances the animations too
                window.runLayoutCycle()
            }
        }
    }

    /// The first row and column where `text` is shown, if it is.
    func locate(_ text: String) -> (column: Int, row: Int)? {
        for (row, line) in rows.enumerated() {
            if let range = line.firstRange(of: text) {
                return (line.distance(from: line.startIndex, to: range.lowerBound), row)
            }
        }
        return nil
    }

    private func capturing(_ body: () -> Void) {
        let previous = LayoutDiagnostics.sink
        LayoutDiagnostics.sink = { [unowned self] in diagnostics.append($0) }
        defer { LayoutDiagnostics.sink = previous }
        body()
    }
}
