import Trellis
import DemoSupport

/// A demo on a headless terminal (Trellis's ``HeadlessApp``), with what the demos' tests
/// read from it: the content rows above the bar of keys, the hint, and the demo's controller.
/// Every diagnostics message written along the way is in ``diagnostics`` (a demo must
/// write none).
@MainActor
final class DemoScreen {
    /// The app the demo runs in.
    let app: HeadlessApp
    let controller: DemoViewController

    init(_ controller: DemoViewController, width: Int, height: Int) {
        self.controller = controller
        app = HeadlessApp(rootViewController: controller, width: width, height: height)
    }

    /// The five terminal sizes every demo is checked at: the classic 80×24, two large, a
    /// small and a tiny one.
    nonisolated static let fiveSizes: [(width: Int, height: Int)] = [(80, 24), (120, 40), (200, 60), (40, 12), (20, 6)]

    var window: Window { app.window }
    var application: Application { app.application }
    var diagnostics: [String] { app.diagnostics }

    /// The screen as text, one string per row, after a layout cycle.
    var rows: [String] { app.rows }

    /// The rows above the bar of keys: the demo's content view.
    var contentRows: [String] { Array(rows.dropLast()) }

    /// The bar of keys: the bottom row.
    var barRow: String { rows.last ?? "" }

    /// Sends keys, in order, one frame each.
    func press(_ keys: KeyEvent...) {
        for key in keys { app.press(key) }
    }

    /// Sends a mouse event, one frame.
    func send(_ event: MouseEvent) { app.send(event) }

    /// Resizes the terminal, as SIGWINCH does, one frame.
    func resize(width: Int, height: Int) { app.resize(width: width, height: height) }

    /// Lets `seconds` pass: timers fire and animations advance frame by frame.
    func wait(_ seconds: Double) { app.advance(by: seconds) }

    /// The first row and column where `text` is shown, if it is.
    func locate(_ text: String) -> (column: Int, row: Int)? {
        app.locate(text).map { (column: $0.x, row: $0.y) }
    }
}
