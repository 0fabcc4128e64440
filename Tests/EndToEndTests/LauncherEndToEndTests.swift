import Foundation
import Testing

/// The launcher (`swift run demos`, the README's run command) in a real terminal: the list,
/// opening each demo by number and by Enter, `q` back to the list, a resize inside a demo
/// and back in the list, Ctrl-C from inside a demo, the terminal restored and an empty
/// `TRELLIS_LOG`.
@Suite(.serialized)
struct LauncherEndToEndTests {
    private func start(width: Int, height: Int) throws -> (TmuxSession, String) {
        let log = NSTemporaryDirectory() + "trellis-e2e-\(getpid())-demos-\(width)x\(height).log"
        try? FileManager.default.removeItem(atPath: log)
        let session = try TmuxSession(executable: TestApp.path(of: "demos"), width: width, height: height,
                                      environment: ["TRELLIS_LOG": log])
        return (session, log)
    }

    private func expectCleanExit(_ session: TmuxSession, log: String, status: Int32 = 0) throws {
        let exit = try session.waitForExit()
        #expect(exit.status == status)
        #expect(exit.terminalSettingsRestored)
        #expect(try session.paneFormat("#{alternate_on}") == "0")
        defer { try? FileManager.default.removeItem(atPath: log) }
        let written = try String(contentsOfFile: log, encoding: .utf8)
        #expect(written.isEmpty, "the layout log: \(written)")
    }

    @Test func openEachDemoComeBackAndQuit() throws {
        let (session, log) = try start(width: 80, height: 24)
        let list = try session.waitForText("[ 3 Venn diagram ]")
        // Six demos make the list taller than 24 rows: it scrolls, its indicator in the
        // last column.
        #expect(list[1].hasPrefix("  Trellis demos "))
        #expect(list[1].hasSuffix("█"))
        #expect(list.last == "1 splash · 2 menu · 3 venn · 4 todo · 5 monitor · 6 catalog · q quit")

        try session.press("1")
        try session.waitForText("1 initializer ✓ · 2 anchors · 3 visual format · q back")
        try session.press("q")
        try session.waitForText("< 1 Splash screen >")

        // Down to the menu, opened with Enter; a resize inside it; back to the list.
        try session.press("Down", "Enter")
        try session.waitForText("b build: constraints")
        try session.resize(width: 40, height: 12)
        // Narrow: one column, the open Profile screen with its way back (the menu's own
        // behaviour, as a split view collapses); the bar drops what does not fit but keeps
        // `q`, which still goes back.
        try session.waitForScreen("the menu at 40x12") {
            $0.count == 12 && $0.first?.hasPrefix(" < Back >  Profile") == true
                && $0[11] == "Escape back · a rects · h hug · q back"
        }
        try session.press("q")
        try session.waitForText("< 2 Menu >")

        try session.resize(width: 80, height: 24)
        try session.waitForText("[ 3 Venn diagram ]")
        try session.press("3")
        try session.waitForText("l left · b balanced · r right · p pipeline log · q back")
        try session.press("q")
        try session.waitForText("< 3 Venn diagram >")
        try session.press("q")
        try expectCleanExit(session, log: log)
    }

    @Test func controlCInsideADemoQuitsEverything() throws {
        let (session, log) = try start(width: 20, height: 6)
        try session.waitForText("Trellis demos")
        try session.press("3")
        try session.waitForText("Too small for the")
        try session.press("C-c")
        // Ctrl-C ends the program as SIGINT would: 128 + 2.
        try expectCleanExit(session, log: log, status: 130)
    }
}
