import Foundation
import Testing

/// The `venn` demo in a real terminal (tmux): started, its buttons pressed by key, by Tab
/// and Enter and by a click, the log pane shown, resized live through the five sizes, quit
/// with `q` and with Ctrl-C, and the terminal and an empty diagnostics log checked after.
@Suite(.serialized)
struct VennDemoEndToEndTests {
    /// A fresh, empty file for the demo's `TRELLIS_LOG`.
    private func emptyLogFile(_ name: String) -> String {
        let path = NSTemporaryDirectory() + "venn-e2e-\(getpid())-\(name).log"
        _ = FileManager.default.createFile(atPath: path, contents: Data())
        return path
    }

    /// What the demo leaves behind: the settings it found, the cursor, the normal screen,
    /// no mouse reporting, and nothing written to its diagnostics log.
    private func expectCleanExit(_ session: TmuxSession, log: String, status: Int32 = 0) throws {
        let exit = try session.waitForExit()
        #expect(exit.status == status)
        #expect(exit.terminalSettingsRestored)
        #expect(try session.paneFormat("#{cursor_flag}") == "1")
        #expect(try session.paneFormat("#{alternate_on}") == "0")
        #expect(try session.paneFormat("#{mouse_any_flag}#{mouse_button_flag}#{mouse_all_flag}") == "000")
        #expect(try String(contentsOfFile: log, encoding: .utf8) == "")
        try? FileManager.default.removeItem(atPath: log)
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

    /// How many SGR sequences in `output` set a colour (30–38, 40–48, 90–97, 100–107; not
    /// 39 and 49, the defaults, nor attributes such as bold).
    private func colourSequences(in output: [UInt8]) -> Int {
        var count = 0
        var index = 0
        while index + 1 < output.count {
            guard output[index] == 0x1B, output[index + 1] == UInt8(ascii: "[") else {
                index += 1
                continue
            }
            var end = index + 2
            while end < output.count, (0x30...0x3F).contains(output[end]) { end += 1 }
            if end < output.count, output[end] == UInt8(ascii: "m") {
                let parameters = String(decoding: output[(index + 2)..<end], as: UTF8.self).split(separator: ";")
                let colours = parameters.compactMap { Int($0) }.filter {
                    (30...38).contains($0) || (40...48).contains($0) || (90...97).contains($0) || (100...107).contains($0)
                }
                if !colours.isEmpty { count += 1 }
            }
            index = end
        }
        return count
    }

    /// The demo's colours, with and without `NO_COLOR`: read from the environment, it
    /// leaves the screen drawn with attributes only.
    @Test(arguments: [false, true])
    func noColorInTheEnvironmentDrawsWithoutColours(noColor: Bool) throws {
        let log = emptyLogFile("colour-\(noColor)")
        var environment = ["TRELLIS_LOG": log]
        if noColor { environment["NO_COLOR"] = "1" }
        // The demo starts a moment late, so that everything it writes is recorded: ncurses
        // sets a colour once and does not repeat it while it stays in force.
        let session = try TmuxSession(executable: "/bin/sh", arguments: ["-c", "sleep 0.5; exec \"$0\"",
                                                                          TestApp.path(of: "venn")],
                                      width: 80, height: 24, environment: environment)
        try session.recordOutput()
        try session.waitForText("l left · b balanced · r right · p pipeline log · q quit")
        _ = try session.waitForScreen("the first frame recorded") { _ in
            String(decoding: session.recordedOutput(), as: UTF8.self).contains("pipeline log")
        }
        let colours = colourSequences(in: session.recordedOutput())
        if noColor {
            #expect(colours == 0)
        } else {
            #expect(colours > 0)
        }
        try session.press("q")
        try expectCleanExit(session, log: log)
    }

    @Test func tapsThePaneResizesAndQuitsWithQ() throws {
        let log = emptyLogFile("q")
        let session = try TmuxSession(executable: TestApp.path(of: "venn"), width: 80, height: 24,
                                      environment: ["TRELLIS_LOG": log])
        var screen = try session.waitForText("l left · b balanced · r right · p pipeline log · q quit")
        #expect(screen.count == 24)
        // The screen appears with its first button focused, so Enter presses it.
        #expect(screen[22] == "<          Left           >[        Balanced        ][          Right          ]")
        // The diagram's rounded corners, 56 columns apart, and the circles between them.
        #expect(screen[2] == "            ▟                                                      ▙")
        #expect(screen[10].contains("▓▓▓▓▓▓▓▓"))

        try session.press("p")
        try session.waitForText("│Rendering pipeline")
        try session.press("r")
        try session.waitForText("▸ rightTapped()")
        screen = try session.waitForText("<      Left       >")
        try session.press("Enter")
        try session.waitForText("▸ leftTapped()")
        let balanced = try #require(locate("Balanced", in: screen))
        try session.click(column: balanced.column, row: balanced.row)
        try session.waitForText("▸ balancedTapped()")

        // The Balanced button keeps the focus the click gave it: `< Balanced >`.
        try session.resize(width: 120, height: 40)
        try session.waitForScreen("the 120×40 screen") { screen in
            screen.count == 40 && screen[0].hasSuffix("│Rendering pipeline")
                && screen[38].hasPrefix("[          Left           ]<") && screen[2].hasPrefix("    ▟")
        }
        try session.resize(width: 200, height: 60)
        try session.waitForScreen("the 200×60 screen") { screen in
            screen.count == 60 && screen[0].hasSuffix("│Rendering pipeline")
                && screen[58].hasPrefix("[") && screen[2].hasPrefix("    ▟")
        }
        try session.resize(width: 40, height: 12)
        try session.waitForScreen("the 40×12 screen") { screen in
            screen.count == 12 && screen[2] == "     Too small for the Venn diagram"
                && screen[5] == "[   Left    ]<  Balanced  >[   Right   ]" && screen[6].hasPrefix("─ Rendering pipeline ─")
        }
        try session.resize(width: 20, height: 6)
        try session.waitForScreen("the 20×6 screen") { screen in
            screen.count == 6 && screen[2] == "[ L…t ]< B… >[ R…t ]" && screen[3] == "─ Rendering pipelin…"
                && screen.allSatisfy { $0.count <= 20 }
        }
        try session.press("p")
        try session.waitForScreen("the 20×6 screen without the pane") { screen in
            screen[2] == " Too small for the" && screen[3] == "    Venn diagram" && screen[4] == "[ L…t ]< B… >[ R…t ]"
        }
        try session.resize(width: 80, height: 24)
        try session.waitForScreen("the 80×24 screen again") { screen in
            screen.count == 24 && screen[22] == "[          Left           ]<        Balanced        >[          Right          ]"
                && screen[23] == "l left · b balanced · r right · p pipeline log · q quit" && screen[2].hasPrefix("          ▟")
        }

        try session.press("q")
        try expectCleanExit(session, log: log)
    }

    /// Under a terminfo entry that does not know SGR mouse reports (tmux's own), the demo
    /// still asks for them, so a click past column 223, beyond X10's reach, arrives.
    @Test(arguments: ["tmux-256color", "screen", "xterm-256color"])
    func clicksPastColumn223Arrive(terminal: String) throws {
        let log = emptyLogFile("wide-\(terminal)")
        let session = try TmuxSession(executable: TestApp.path(of: "venn"), width: 240, height: 24,
                                      terminal: terminal, environment: ["TRELLIS_LOG": log])
        let screen = try session.waitForText("l left · b balanced · r right · p pipeline log · q quit")
        #expect(try session.paneFormat("#{mouse_sgr_flag}") == "1")
        // Left is focused first; Right spans columns 160–239.
        #expect(screen[22].hasPrefix("<"))
        try session.click(column: 230, row: 22)
        try session.waitForScreen("the Right button focused by the click") { rows in
            rows.count == 24 && rows[22].hasPrefix("[") && rows[22].hasSuffix(">")
        }
        try session.press("q")
        try expectCleanExit(session, log: log)
    }

    @Test func controlCQuitsFromTheSmallestSize() throws {
        let log = emptyLogFile("ctrl-c")
        let session = try TmuxSession(executable: TestApp.path(of: "venn"), width: 20, height: 6,
                                      environment: ["TRELLIS_LOG": log])
        let screen = try session.waitForText("< L…t >[ B… ][ R…t ]")
        #expect(screen.count == 6)
        #expect(screen[5] == "l left · q quit")
        try session.press("r")
        try session.resize(width: 80, height: 24)
        try session.waitForText("<          Left           >[        Balanced        ][          Right          ]")
        try session.press("C-c")
        // Ctrl-C ends the program as SIGINT would: 128 + 2.
        try expectCleanExit(session, log: log, status: 130)
    }
}
