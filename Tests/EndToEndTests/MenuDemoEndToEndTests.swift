import Foundation
import Testing

/// The menu demo end to end: the `menu` executable in a real terminal (tmux), browsed with
/// keys and clicks, resized live through the five sizes every demo is checked at, quit
/// with `q` and with Ctrl-C; the terminal restored and nothing written to its `TRELLIS_LOG`.
@Suite(.serialized)
struct MenuDemoEndToEndTests {
    /// A fresh, empty log file for one run, and the demo started with it.
    private func start(width: Int, height: Int) throws -> (TmuxSession, String) {
        let log = NSTemporaryDirectory() + "trellis-menu-e2e-\(getpid())-\(UUID().uuidString).log"
        let session = try TmuxSession(executable: TestApp.path(of: "menu"), width: width, height: height,
                                      environment: ["TRELLIS_LOG": log])
        return (session, log)
    }

    /// The program ended with status 0, gave the terminal back as it found it, and logged
    /// nothing: no warning, no conflict.
    private func expectCleanExit(_ session: TmuxSession, log: String, status: Int32 = 0) throws {
        let exit = try session.waitForExit()
        #expect(exit.status == status)
        #expect(exit.terminalSettingsRestored)
        #expect(try session.paneFormat("#{alternate_on}") == "0")
        #expect(try session.paneFormat("#{cursor_flag}") == "1")
        #expect(try session.paneFormat("#{mouse_any_flag}#{mouse_button_flag}#{mouse_all_flag}") == "000")
        let written = (try? String(contentsOfFile: log, encoding: .utf8)) ?? ""
        #expect(written.isEmpty, "TRELLIS_LOG: \(written)")
        unlink(log)
    }

    /// The first row showing `text`, and the column it starts at (in characters, which
    /// is columns for the ASCII looked for here).
    private func locate(_ text: String, in screen: [String]) -> (column: Int, row: Int)? {
        for (row, line) in screen.enumerated() {
            if let range = line.range(of: text) {
                return (line.distance(from: line.startIndex, to: range.lowerBound), row)
            }
        }
        return nil
    }

    /// Waits until row `row` of the screen satisfies `condition`: a frame reaches tmux in
    /// pieces, so every look at the screen waits for the whole of what it checks.
    @discardableResult
    private func waitForRow(_ row: Int, of session: TmuxSession, _ what: String,
                            _ condition: @escaping (String) -> Bool) throws -> [String] {
        try session.waitForScreen(what) { $0.count > row && condition($0[row]) }
    }

    @Test func browseThroughEverySizeAndQuitWithQ() throws {
        let (session, log) = try start(width: 80, height: 24)
        let blank = String(repeating: " ", count: 32)
        var screen = try waitForRow(23, of: session, "the bar of keys") {
            $0 == "F6 Other column · b build: constraints · a rects · h hug · c resist · q quit"
        }
        screen = try waitForRow(12, of: session, "the Profile screen") { $0.hasSuffix("│ Alignment rects: hidden") }
        #expect(screen.count == 24)
        #expect(screen[0] == blank + "│ Profile")
        #expect(screen[8] == "     <      Profile       >     │ ▄████▄")
        #expect(screen[20] == "     [       Logout       ]     │")

        // The menu: arrows and Enter, the other build, back to Profile.
        try session.press("Down", "Enter")
        try waitForRow(0, of: session, "Collaborators") { $0 == blank + "│ Collaborators" }
        try waitForRow(23, of: session, "the menu's keys alone") { $0 == "F6 Other column · b build: constraints · q quit" }
        try session.press("b")
        try waitForRow(23, of: session, "the stack build") { $0 == "F6 Other column · b build: stack · q quit" }
        try waitForRow(10, of: session, "the focus kept") { $0 == "     <   Collaborators    >     │" }
        try session.press("Up", "Enter")
        try waitForRow(0, of: session, "Profile again") { $0 == blank + "│ Profile" }

        // The Profile screen's switches. The Twitter profile takes the 25 spare columns;
        // the button keeps its title's width.
        try session.press("h")
        try waitForRow(6, of: session, "the profile grown") {
            $0.hasSuffix("▄██ t" + String(repeating: " ", count: 28) + "[ Launch! ]")
        }
        try waitForRow(10, of: session, "the hugging stated") { $0.hasSuffix("│ Hugging: profile 249, button 250") }
        try session.press("c")
        // The squeezed profiles' frames shrink; their portraits keep their size, overlapping.
        try waitForRow(2, of: session, "the profiles squeezed") {
            $0.hasSuffix("│  ▄█ ▄█ ▄█We're going to launch in 3, 2, 1! C…")
        }
        try session.press("a")
        try session.waitForText("Alignment rects: yellow; frames: red")

        // Live resizes through the five sizes.
        try session.resize(width: 120, height: 40)
        screen = try session.waitForScreen("the 120 × 40 screen") {
            $0.count == 40 && $0.last == "F6 Other column · b build: stack · a rects · h hug · c resist · q quit"
        }
        #expect(screen[0] == blank + "│ Profile")
        try session.resize(width: 200, height: 60)
        try session.waitForScreen("the 200 × 60 screen") {
            $0.count == 60 && $0.last == "F6 Other column · b build: stack · a rects · h hug · c resist · q quit"
                && $0[20] == "     [       Logout       ]     │"
        }
        try session.resize(width: 40, height: 12)
        try waitForRow(0, of: session, "Profile alone") { $0 == " < Back >  Profile" }
        try waitForRow(11, of: session, "the way back on the bar") { $0 == "Escape back · a rects · h hug · q quit" }
        try session.resize(width: 20, height: 6)
        screen = try session.waitForScreen("the 20 × 6 screen") {
            $0.count == 6 && $0[0] == " < Back >  Profile" && $0[5] == "Escape back · q quit"
        }
        #expect(screen.allSatisfy { $0.count <= 20 })
        try session.press("Escape")
        try waitForRow(4, of: session, "the menu at 20 × 6") { $0 == "     < Pro…le >    │" }
        try waitForRow(5, of: session, "its bar, down to q") { $0 == "q quit" }

        // Back to 80 × 24: nothing selected any more, so the detail column is empty.
        try session.resize(width: 80, height: 24)
        // Waits for the whole frame, not a row of it: tmux may show a frame half written.
        screen = try session.waitForScreen("the empty detail beside the whole menu") { rows in
            rows.count == 24 && rows[2].hasSuffix("│ Choose an item from the menu.")
                && rows.contains { $0.contains("[       Logout       ]") }
        }
        let projects = try #require(locate("Projects", in: screen))
        try session.click(column: projects.column, row: projects.row)
        try waitForRow(0, of: session, "Projects") { $0 == blank + "│ Projects" }
        try waitForRow(2, of: session, "its text") { $0.hasSuffix("│ The Projects screen: the course builds only") }

        try session.press("q")
        try expectCleanExit(session, log: log)
    }

    @Test func aNarrowTerminalGoesBackAndQuitsWithControlC() throws {
        let (session, log) = try start(width: 40, height: 12)
        try waitForRow(8, of: session, "the focused Profile") { $0.contains("<          Profile           >") }
        try waitForRow(11, of: session, "the bar") { $0 == "b build: constraints · q quit" }
        try session.press("Down", "Enter")
        try waitForRow(0, of: session, "Collaborators") { $0 == " < Back >  Collaborators" }
        try waitForRow(2, of: session, "its text") { $0 == " The Collaborators screen: the course" }
        try session.press("BSpace")
        try session.waitForText("<       Collaborators        >")
        // Widening opens two columns; narrowing again keeps the menu.
        try session.resize(width: 80, height: 24)
        try session.waitForText("Choose an item from the menu.")
        try session.resize(width: 40, height: 12)
        try session.waitForScreen("the menu alone") {
            $0.count == 12 && !$0.contains { $0.contains("Choose an item") } && $0[11] == "b build: constraints · q quit"
        }
        try session.press("C-c")
        // Ctrl-C ends the program as SIGINT would: 128 + 2.
        try expectCleanExit(session, log: log, status: 130)
    }
}
