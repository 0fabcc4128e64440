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
        try expectScreenGivenBack(session)
    }

    /// Checks what the terminal shows the shell: the cursor, the normal screen, and mouse
    /// reporting and keypad mode off.
    private func expectScreenGivenBack(_ session: TmuxSession) throws {
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
        // The screen appears with its first button focused. (So a space would press it:
        // the typed text has none.)
        var screen = try session.waitForTexts("Size: 80x24", "< One > [ Two ] [ Quit ]")
        #expect(screen.first == "Trellis check")

        try session.type("héllo,世界")
        try session.waitForText("Typed: héllo,世界")

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
        // The state survived the resizes (waited for: the frame may arrive in pieces).
        try session.waitForTexts("Size: 80x24", "Typed: héllo,世界", "Pressed: One")

        try session.press("C-c")
        let exit = try session.waitForExit()
        #expect(exit.status == 130)
        try expectRestored(session, exit)
    }

    /// Home and End as tmux sends them under `TERM=xterm-256color` (`\e[1~`, `\e[4~`, not
    /// the entry's `\eOH` and `\eOF`), rxvt's, and a sequence no one binds: none of them
    /// types anything. The letters after them show they were read.
    @Test func typingAndPastingIntoAFieldWithAResizeWhileEditing() throws {
        let session = try TmuxSession(executable: TestApp.path, arguments: ["--field"], width: 40, height: 12)
        var screen = try session.waitForTexts("Size: 40x12", " Name", "Field:")
        let field = try #require(locate(" Name", in: screen))
        try session.click(column: field.column + 1, row: field.row)
        try session.type("héllo q")
        screen = try session.waitForText("Field: héllo q")
        // Printable keys went to the field, not to the controller's "Typed:".
        #expect(screen.contains("Typed:"))
        #expect(try session.paneFormat("#{cursor_flag} #{cursor_x},#{cursor_y}") == "1 \(field.column + 8),\(field.row)")
        try session.paste("one\ntwo\u{1B}[31m")
        try session.waitForText("Field: héllo qone two\u{FFFD}[31m")
        try session.press("C-a")
        try session.type(">")
        try session.waitForText("Field: >héllo qone two\u{FFFD}[31m")
        try session.resize(width: 30, height: 10)
        try session.waitForText("Size: 30x10")
        try session.press("End", "BSpace", "BSpace", "BSpace", "BSpace", "BSpace")
        screen = try session.waitForText("Field: >héllo qone two")
        #expect(try session.paneFormat("#{cursor_flag} #{cursor_y}") == "1 \(field.row)")
        try session.press("C-c")
        let exit = try session.waitForExit()
        #expect(exit.status == 130)
        try expectRestored(session, exit)
    }

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
        #expect(try session.waitForExit().status == 130)
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
        #expect(exit.status == 130)
        try expectRestored(session, exit)
    }

    /// A process started with no locale (cron, CI, `env -i`) is in "C", which names no
    /// encoding: the character type is made UTF-8 so typing and drawing keep their
    /// non-ASCII characters.
    @Test func theBareCLocaleStillReadsAndDrawsUnicode() throws {
        let session = try TmuxSession(executable: TestApp.path, width: 40, height: 10,
                                      environment: ["LANG": "C"])
        try session.waitForText("Size: 40x10")
        try session.type("héllo,世界")
        try session.waitForText("Typed: héllo,世界")
        try session.resize(width: 1, height: 1)
        try session.waitForScreen("the 1x1 screen") { $0 == ["…"] }
        try session.press("C-c")
        let exit = try session.waitForExit()
        #expect(exit.status == 130)
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
        #expect(try session.waitForExit().status == 130)
    }

    /// A signal by name, so that a test's arguments read as SIGTERM rather than 15.
    struct NamedSignal: CustomTestStringConvertible, Sendable {
        let name: String
        let number: Int32
        var testDescription: String { name }
    }

    /// Each signal that ends a program, sent from outside while the screen is up: the
    /// program dies of it as it would without Trellis (the shell sees 128 + N) and gives
    /// the terminal back first. SIGTERM, SIGINT, SIGHUP and SIGQUIT reach the run loop
    /// through the self-pipe; SIGABRT and SIGSEGV the crash handler, which raises a sent
    /// one again.
    @Test(arguments: [
        NamedSignal(name: "SIGTERM", number: SIGTERM), NamedSignal(name: "SIGINT", number: SIGINT),
        NamedSignal(name: "SIGHUP", number: SIGHUP), NamedSignal(name: "SIGQUIT", number: SIGQUIT),
        NamedSignal(name: "SIGABRT", number: SIGABRT), NamedSignal(name: "SIGSEGV", number: SIGSEGV),
    ])
    func aKillingSignalRestoresTheTerminal(_ signal: NamedSignal) throws {
        let session = try TmuxSession(executable: TestApp.path, width: 80, height: 24)
        try session.waitForText("Size: 80x24")
        try session.press("Tab")  // mouse and keypad modes are on by now
        try session.waitForText("< Two >")
        kill(try session.programPID(), signal.number)
        let exit = try session.waitForExit()
        #expect(exit.status == 128 + signal.number)
        try expectRestored(session, exit)
    }

    /// How a test stops the program: the Ctrl-Z key, which the app does not take, or
    /// SIGTSTP from outside; they reach the suspension by different roads.
    enum Suspension: String, CaseIterable, CustomTestStringConvertible, Sendable {
        case controlZ = "Ctrl-Z"
        case sigtstp = "SIGTSTP"
        var testDescription: String { rawValue }
    }

    /// Stopped, the terminal is the shell's again; continued after a resize, the app
    /// takes it back and lays out at the new size, its state kept.
    @Test(arguments: Suspension.allCases)
    func suspendingGivesTheTerminalBackAndContinuingRedrawsAtTheNewSize(_ suspension: Suspension) throws {
        let session = try TmuxSession(executable: TestApp.path, width: 60, height: 12)
        try session.waitForText("Size: 60x12")
        try session.type("a")
        try session.waitForText("Typed: a")
        #expect(try session.paneFormat("#{alternate_on}") == "1")
        // Raw while the app runs, so the comparison while it is stopped means something.
        #expect(try session.terminalSettings() != session.settingsBeforeProgram())
        switch suspension {
        case .controlZ: try session.press("C-z")
        case .sigtstp: kill(try session.programPID(), SIGTSTP)
        }
        try session.waitForStop()
        // Stopped, with the terminal given back: the shell's settings (echo, line mode…),
        // the normal screen, the cursor shown, mouse reporting off.
        #expect(try session.terminalSettings() == session.settingsBeforeProgram())
        try expectScreenGivenBack(session)
        // The resize's SIGWINCH goes to the shell, the foreground job now: the app must
        // find the new size itself when it continues.
        try session.resize(width: 70, height: 20)
        session.resume()
        try session.waitForScreen("the app again") { _ in
            (try? session.paneFormat("#{alternate_on}")) == "1"
        }
        try session.waitForTexts("Size: 70x20", "Typed: a", "< One > [ Two ] [ Quit ]")
        // Button-event tracking, which ncurses' own mouse set-up leaves off, is back on.
        #expect(try session.paneFormat("#{mouse_button_flag}") == "1")
        try session.type("z")
        try session.waitForText("Typed: az")
        try session.press("C-c")
        let exit = try session.waitForExit()
        #expect(exit.status == 130)
        try expectRestored(session, exit)
    }

    /// Idle is blocked in `poll(2)`: once the first screen is drawn, two seconds pass with
    /// no CPU time (a tick of slack for the clock's granularity), no wake-up and not a
    /// byte written to the terminal.
    @Test func anIdleAppUsesNoCPUAndWritesNothing() throws {
        let session = try TmuxSession(executable: TestApp.path, width: 80, height: 24)
        try session.waitForText("Size: 80x24")
        let pid = try session.programPID()
        // The app itself, not the shell or `env` before it execs the app.
        let executable = try FileManager.default.destinationOfSymbolicLink(atPath: "/proc/\(pid)/exe")
        #expect(executable.hasSuffix("/" + TestApp.name))
        try session.recordOutput()
        // Measured from when it is back in its wait, not still finishing the first frame.
        try session.waitForScreen("the app asleep") { _ in (try? ProcessUsage(of: pid))?.isAsleep == true }
        let before = try ProcessUsage(of: pid)
        usleep(2_000_000)  // the idle period being measured, not a wait for something
        let after = try ProcessUsage(of: pid)
        #expect(after.cpuTicks - before.cpuTicks <= 1)
        #expect(after.sleeps == before.sleeps)
        let written = session.recordedOutput()
        #expect(written.isEmpty, "wrote \(written.count) bytes: \(String(decoding: written.prefix(60), as: UTF8.self).debugDescription)")

        // The measures do see activity: a key wakes the app and redraws.
        try session.type("i")
        try session.waitForText("Typed: i")
        try session.waitForScreen("the redraw recorded") { _ in !session.recordedOutput().isEmpty }
        #expect(try ProcessUsage(of: pid).sleeps > after.sleeps)
        try session.press("C-c")
        #expect(try session.waitForExit().status == 130)
    }

    /// The wheel and a drag as a terminal with SGR mouse reporting sends them reach the
    /// app as wheel turns, a press, drags and a release at the cells they were sent at,
    /// over column 223 too, where the older X10 encoding stops.
    @Test func theWheelAndADragReachTheAppAtTheirCells() throws {
        let session = try TmuxSession(executable: TestApp.path, width: 80, height: 24)
        try session.waitForText("Mouse: none")
        try session.scrollWheel(up: true, column: 40, row: 10)
        try session.waitForText("Mouse: wheel up at 40,10")
        try session.scrollWheel(up: false, column: 41, row: 11)
        try session.waitForText("Mouse: wheel down at 41,11")

        try session.mouseDown(column: 30, row: 12)
        try session.waitForText("Mouse: down at 30,12")
        try session.mouseDrag(column: 35, row: 13)
        try session.waitForText("Mouse: dragged from 30,12 to 35,13")
        try session.mouseDrag(column: 50, row: 15)
        try session.waitForText("Mouse: dragged from 30,12 to 50,15")
        try session.mouseUp(column: 50, row: 15)
        try session.waitForText("Mouse: up at 50,15, down at 30,12")

        try session.resize(width: 300, height: 30)
        try session.waitForText("Size: 300x30")
        try session.scrollWheel(up: false, column: 250, row: 20)
        try session.waitForText("Mouse: wheel down at 250,20")
        try session.press("C-c")
        #expect(try session.waitForExit().status == 130)
    }

    @Test func controlLRepaintsTheScreen() throws {
        let session = try TmuxSession(executable: TestApp.path, width: 60, height: 12)
        try session.waitForText("Size: 60x12")
        // Scribble over the app's screen behind its back, then ask for a repaint.
        try session.writeToTerminal("\u{1B}[1;1HSCRIBBLED OVER")
        try session.waitForText("SCRIBBLED OVER")
        try session.press("C-l")
        let screen = try session.waitForTexts("Trellis check", "< One > [ Two ] [ Quit ]")
        #expect(!screen.joined().contains("SCRIBBLED"))
        try session.press("C-c")
        #expect(try session.waitForExit().status == 130)
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
        #expect(try session.waitForExit().status == 130)
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
