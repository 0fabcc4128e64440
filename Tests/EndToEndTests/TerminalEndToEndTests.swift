import Foundation
import Testing

/// The terminal backend end to end: the test app in a real terminal (tmux), read as text,
/// typed into, clicked, resized, quit and killed, and the terminal checked afterwards.
@Suite(.serialized)
struct TerminalEndToEndTests {
    /// Checks what a program leaves behind: the terminal settings it found (echo, line
    /// mode…, compared with `stty -g`), the cursor shown, the normal screen, and mouse
    /// reporting off.
    private func expectRestored(_ session: TmuxSession, _ exit: TmuxSession.Exit) throws {
        #expect(exit.terminalSettingsRestored)
        #expect(try session.paneFormat("#{cursor_flag}") == "1")
        #expect(try session.paneFormat("#{alternate_on}") == "0")
        #expect(try session.paneFormat("#{mouse_any_flag}#{mouse_button_flag}#{mouse_all_flag}") == "000")
        #expect(try session.paneFormat("#{keypad_cursor_flag}#{keypad_flag}") == "00")
    }

    /// The first row showing `text`, and the column it starts at.
    private func locate(_ text: String, in screen: [String]) -> (column: Int, row: Int)? {
        for (row, line) in screen.enumerated() {
            if let range = line.range(of: text) {
                return (line.distance(from: line.startIndex, to: range.lowerBound), row)
            }
        }
        return nil
    }

    @Test func startTypeFocusClickResizeAndQuitWithControlC() throws {
        let session = try TmuxSession(executable: TestApp.path, width: 80, height: 24)
        var screen = try session.waitForText("Size: 80x24")
        #expect(screen.first == "Trellis check")
        #expect(screen.contains("[ One ] [ Two ] [ Quit ]"))

        try session.type("héllo 世界")
        try session.waitForText("Typed: héllo 世界")

        try session.press("Tab")
        try session.waitForText("< One > [ Two ] [ Quit ]")
        try session.press("Tab")
        try session.waitForText("[ One ] < Two > [ Quit ]")
        try session.press("BTab")
        try session.waitForText("< One > [ Two ] [ Quit ]")
        try session.press("Tab", "Enter")
        try session.waitForText("Pressed: Two")

        screen = try session.screen()
        let one = try #require(locate("[ One ]", in: screen))
        try session.click(column: one.column + 2, row: one.row)
        try session.waitForText("Pressed: One")

        try session.resize(width: 10, height: 3)
        screen = try session.waitForText("Size: 10x3")
        #expect(screen.count == 3)
        #expect(screen.allSatisfy { $0.count <= 10 })
        try session.resize(width: 120, height: 40)
        try session.waitForText("Size: 120x40")
        try session.resize(width: 80, height: 24)
        screen = try session.waitForText("Size: 80x24")
        // The state survived the resizes.
        #expect(screen.contains("Typed: héllo 世界"))
        #expect(screen.contains("Pressed: One"))

        try session.press("C-c")
        let exit = try session.waitForExit()
        #expect(exit.status == 0)
        try expectRestored(session, exit)
    }

    /// Home and End as tmux sends them under `TERM=xterm-256color` (`\e[1~`, `\e[4~`, not
    /// the entry's `\eOH` and `\eOF`), rxvt's, and a sequence no one binds: none of them
    /// types anything. The letters after them show they were read.
    @Test func keySequencesTheEntryLacksTypeNothing() throws {
        let session = try TmuxSession(executable: TestApp.path, width: 60, height: 12)
        try session.waitForText("Typed:")
        try session.type("a")
        try session.type("\u{1B}[1~")
        try session.type("\u{1B}[4~")
        try session.type("\u{1B}[7~\u{1B}[8~")
        try session.type("\u{1B}[99;9~")
        try session.type("b")
        let screen = try session.waitForText("Typed: ab")
        #expect(!screen.contains { $0.contains("~") })
        try session.press("C-c")
        #expect(try session.waitForExit().status == 0)
    }

    @Test func theQuitButtonQuits() throws {
        let session = try TmuxSession(executable: TestApp.path, width: 60, height: 12)
        let screen = try session.waitForText("[ Quit ]")
        let quit = try #require(locate("[ Quit ]", in: screen))
        try session.click(column: quit.column + 3, row: quit.row)
        let exit = try session.waitForExit()
        #expect(exit.status == 0)
        try expectRestored(session, exit)
    }

    @Test func aTinyAndAHugeTerminalBothWork() throws {
        let session = try TmuxSession(executable: TestApp.path, width: 40, height: 10)
        try session.waitForText("Size: 40x10")
        try session.resize(width: 1, height: 1)
        // The title, cut to one cell, is all there is room for.
        try session.waitForScreen("the 1x1 screen") { $0 == ["…"] }
        try session.resize(width: 500, height: 200)
        try session.waitForText("Size: 500x200")
        try session.press("C-c")
        let exit = try session.waitForExit()
        #expect(exit.status == 0)
        try expectRestored(session, exit)
    }

    /// A process started with no locale (cron, CI, `env -i`) is in "C", which names no
    /// encoding: the character type is made UTF-8 so typing and drawing keep their
    /// non-ASCII characters.
    @Test func theBareCLocaleStillReadsAndDrawsUnicode() throws {
        let session = try TmuxSession(executable: TestApp.path, width: 40, height: 10,
                                      environment: ["LANG": "C"])
        try session.waitForText("Size: 40x10")
        try session.type("héllo 世界")
        try session.waitForText("Typed: héllo 世界")
        try session.resize(width: 1, height: 1)
        try session.waitForScreen("the 1x1 screen") { $0 == ["…"] }
        try session.press("C-c")
        let exit = try session.waitForExit()
        #expect(exit.status == 0)
        try expectRestored(session, exit)
    }

    @Test func aStormOfResizesEndsAtTheLastSize() throws {
        let session = try TmuxSession(executable: TestApp.path, width: 80, height: 24)
        try session.waitForText("Size: 80x24")
        for width in stride(from: 30, through: 90, by: 3) {
            try session.resize(width: width, height: 20)
        }
        try session.waitForText("Size: 90x20")
        try session.press("C-c")
        #expect(try session.waitForExit().status == 0)
    }

    @Test func sigtermRestoresTheTerminal() throws {
        let session = try TmuxSession(executable: TestApp.path, width: 80, height: 24)
        try session.waitForText("Size: 80x24")
        try session.press("Tab")  // mouse and keypad modes are on by now
        try session.waitForText("< One >")
        kill(try session.programPID(), SIGTERM)
        let exit = try session.waitForExit()
        #expect(exit.status == 128 + SIGTERM)
        try expectRestored(session, exit)
    }

    @Test func controlZSuspendsAndContinuingRepaints() throws {
        let session = try TmuxSession(executable: TestApp.path, width: 60, height: 12)
        try session.waitForText("Size: 60x12")
        #expect(try session.paneFormat("#{alternate_on}") == "1")
        try session.press("C-z")
        try session.waitForStop()
        // Stopped, with the terminal given back: the normal screen, the cursor shown.
        #expect(try session.paneFormat("#{alternate_on}") == "0")
        #expect(try session.paneFormat("#{cursor_flag}") == "1")
        session.resume()
        try session.waitForScreen("the app again") { _ in
            (try? session.paneFormat("#{alternate_on}")) == "1"
        }
        try session.waitForText("Size: 60x12")
        try session.type("z")
        try session.waitForText("Typed: z")
        try session.press("C-c")
        let exit = try session.waitForExit()
        #expect(exit.status == 0)
        try expectRestored(session, exit)
    }

    @Test func controlLRepaintsTheScreen() throws {
        let session = try TmuxSession(executable: TestApp.path, width: 60, height: 12)
        try session.waitForText("Size: 60x12")
        // Scribble over the app's screen behind its back, then ask for a repaint.
        try session.writeToTerminal("\u{1B}[1;1HSCRIBBLED OVER")
        try session.waitForText("SCRIBBLED OVER")
        try session.press("C-l")
        let screen = try session.waitForText("Trellis check")
        #expect(screen.contains("[ One ] [ Two ] [ Quit ]"))
        try session.press("C-c")
        #expect(try session.waitForExit().status == 0)
    }

    @Test func aCrashRestoresTheTerminal() throws {
        // After the terminal is restored the Swift runtime's own crash handler runs, as it
        // would without Trellis; its backtrace is turned off here so the message the trap
        // printed stays on the visible screen.
        let session = try TmuxSession(executable: TestApp.path, width: 80, height: 24,
                                      environment: ["SWIFT_BACKTRACE": "enable=no"])
        try session.waitForText("Size: 80x24")
        try session.type("!")
        let exit = try session.waitForExit(timeout: 60)
        // A Swift trap is SIGILL or SIGTRAP, depending on the machine.
        #expect([128 + SIGILL, 128 + SIGTRAP].contains(exit.status))
        try expectRestored(session, exit)
        // Why it died is on the screen the shell got back, not wiped with the app's.
        #expect(try session.history().contains("Fatal error: crashing on purpose, as asked"))
    }

    @Test func exitFromAppCodeRestoresTheTerminal() throws {
        let session = try TmuxSession(executable: TestApp.path, width: 80, height: 24)
        try session.waitForText("Size: 80x24")
        try session.type("X")
        let exit = try session.waitForExit()
        #expect(exit.status == 3)
        try expectRestored(session, exit)
    }

    @Test func theConflictLogGoesToTheLogFileNotTheScreen() throws {
        let log = NSTemporaryDirectory() + "trellis-e2e-\(getpid())-conflict.log"
        try? FileManager.default.removeItem(atPath: log)
        defer { try? FileManager.default.removeItem(atPath: log) }
        let session = try TmuxSession(executable: TestApp.path, arguments: ["--conflict"], width: 80, height: 24,
                                      environment: ["TRELLIS_LOG": log])
        let screen = try session.waitForText("Size: 80x24")
        #expect(!screen.joined().contains("Unable to simultaneously satisfy constraints"))
        try session.press("C-c")
        #expect(try session.waitForExit().status == 0)
        let written = try String(contentsOfFile: log, encoding: .utf8)
        #expect(written.contains("Unable to simultaneously satisfy constraints"))
    }

    @Test func notATerminalFailsWithOneLine() throws {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: TestApp.path)
        let output = Pipe(), errors = Pipe()
        process.standardOutput = output
        process.standardError = errors
        process.standardInput = FileHandle.nullDevice
        try process.run()
        let written = output.fileHandleForReading.readDataToEndOfFile()
        let complaint = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        #expect(process.terminationStatus == 1)
        #expect(written.isEmpty)
        let lines = complaint.split(separator: "\n")
        #expect(lines.count == 1)
        #expect(complaint.contains("not a terminal"))
    }
}
