import Foundation
import Testing

/// The splash demo (`swift run splash`) in a real terminal: its screen at the five sizes
/// every demo is checked at, through live resizes, the build keys, `q` and Ctrl-C, the
/// terminal restored, and an empty `TRELLIS_LOG`.
@Suite(.serialized)
struct SplashDemoEndToEndTests {
    /// The demo with its layout log going to a fresh file, and that file's path.
    private func start(width: Int, height: Int) throws -> (TmuxSession, String) {
        let log = NSTemporaryDirectory() + "trellis-e2e-\(getpid())-splash-\(width)x\(height).log"
        try? FileManager.default.removeItem(atPath: log)
        let session = try TmuxSession(executable: TestApp.path(of: "splash"), width: width, height: height,
                                      environment: ["TRELLIS_LOG": log])
        return (session, log)
    }

    /// Checks what the demo leaves behind: an exit status of 0, the terminal as it found
    /// it, and a layout log that it opened and wrote nothing to.
    private func expectCleanExit(_ session: TmuxSession, log: String, status: Int32 = 0) throws {
        let exit = try session.waitForExit()
        #expect(exit.status == status)
        #expect(exit.terminalSettingsRestored)
        #expect(try session.paneFormat("#{cursor_flag}") == "1")
        #expect(try session.paneFormat("#{alternate_on}") == "0")
        #expect(try session.paneFormat("#{mouse_any_flag}#{mouse_button_flag}#{mouse_all_flag}") == "000")
        defer { try? FileManager.default.removeItem(atPath: log) }
        let written = try String(contentsOfFile: log, encoding: .utf8)
        #expect(written.isEmpty, "the layout log: \(written)")
    }

    /// The corners of what the screen shows above its last row (the bar of keys): the
    /// leftmost and rightmost columns and the top and bottom rows with anything on them.
    /// Every character the demo draws is one cell wide.
    private func inkBounds(_ screen: [String]) -> (left: Int, top: Int, right: Int, bottom: Int)? {
        var bounds: (left: Int, top: Int, right: Int, bottom: Int)?
        for (row, line) in screen.dropLast().enumerated() {
            let cells = Array(line)
            guard let first = cells.firstIndex(where: { $0 != " " }),
                  let last = cells.lastIndex(where: { $0 != " " }) else { continue }
            bounds = (min(bounds?.left ?? first, first), bounds?.top ?? row,
                      max(bounds?.right ?? last, last), row)
        }
        return bounds
    }

    /// Waits for a `width` × `height` screen whose logo spans exactly `ink` and whose
    /// bottom row is the bar of keys `bar`, exactly.
    @discardableResult
    private func waitForLogo(_ session: TmuxSession, width: Int, height: Int,
                             ink: (left: Int, top: Int, right: Int, bottom: Int)?, bar: String) throws -> [String] {
        try session.waitForScreen("the \(width)x\(height) splash screen") { screen in
            guard screen.count == height, screen.last == bar,
                  screen.allSatisfy({ $0.count <= width }) else { return false }
            let drawn = inkBounds(screen)
            return drawn?.left == ink?.left && drawn?.top == ink?.top
                && drawn?.right == ink?.right && drawn?.bottom == ink?.bottom
        }
    }

    /// 80 × 24, the three builds, a tour of the five sizes with a build switched on the
    /// way, back to 80 × 24 exactly as it started, and `q`.
    @Test func buildsAndResizesThenQuitWithQ() throws {
        let (session, log) = try start(width: 80, height: 24)
        // The art at its own size: 66 × 19 cells at column 7, row 2.
        let first = try waitForLogo(session, width: 80, height: 24, ink: (7, 2, 72, 20),
                                    bar: "1 initializer ✓ · 2 anchors · 3 visual format · q quit")
        #expect(first[17] == "       ██      ████  ██ ██  █████ █████   ████  ██ ██  █████ █████  ████")

        try session.press("2")
        var screen = try session.waitForText("1 initializer · 2 anchors ✓ · 3 visual format · q quit")
        #expect(screen.dropLast() == first.dropLast())
        try session.press("3")
        screen = try session.waitForText("1 initializer · 2 anchors · 3 visual format ✓ · q quit")
        #expect(screen.dropLast() == first.dropLast())

        // Enlarged to fit 112 columns (32 rows), then 55 rows (191 columns).
        try session.resize(width: 120, height: 40)
        try waitForLogo(session, width: 120, height: 40, ink: (4, 3, 115, 34), bar: "1 initializer · 2 anchors · 3 visual format ✓ · q quit")
        try session.resize(width: 200, height: 60)
        try waitForLogo(session, width: 200, height: 60, ink: (4, 2, 194, 56), bar: "1 initializer · 2 anchors · 3 visual format ✓ · q quit")
        // The compact logo, 18 × 7, in the middle of a 24 × 7 frame at (8, 2).
        try session.resize(width: 40, height: 12)
        screen = try waitForLogo(session, width: 40, height: 12, ink: (11, 2, 28, 8), bar: "1 initializer · 2 anchors · q quit")
        #expect(screen[8] == "              Collaborate")
        // One row left for the logo, too few to show anything: only the bar's quit key.
        try session.resize(width: 20, height: 6)
        try waitForLogo(session, width: 20, height: 6, ink: nil, bar: "q quit")
        try session.press("1")
        try waitForLogo(session, width: 20, height: 6, ink: nil, bar: "q quit")

        try session.resize(width: 80, height: 24)
        try session.waitForScreen("the first screen again") { $0 == first }

        try session.press("q")
        try expectCleanExit(session, log: log)
    }

    /// Started in a terminal too small for any logo, through a storm of resizes that ends
    /// there again, and Ctrl-C.
    @Test func tooSmallFromTheStartThenControlC() throws {
        let (session, log) = try start(width: 20, height: 6)
        try waitForLogo(session, width: 20, height: 6, ink: nil, bar: "q quit")
        for (width, height) in [(80, 24), (40, 12), (200, 60), (120, 40), (20, 6), (80, 24), (20, 6)] {
            try session.resize(width: width, height: height)
        }
        try waitForLogo(session, width: 20, height: 6, ink: nil, bar: "q quit")
        try session.resize(width: 40, height: 12)
        try waitForLogo(session, width: 40, height: 12, ink: (11, 2, 28, 8), bar: "1 initializer ✓ · 2 anchors · q quit")
        try session.press("C-c")
        // Ctrl-C ends the program as SIGINT would: 128 + 2.
        try expectCleanExit(session, log: log, status: 130)
    }
}
