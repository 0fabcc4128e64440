import Foundation
import Testing

/// A table of 1,000,000 self-sizing rows in a real terminal: it opens at the top with the
/// first row focused, End and Home jump to the ends, Page Down and the wheel scroll, Enter
/// and a click select, and a resize keeps it working.
@Suite(.serialized) struct TableViewEndToEndTests {
    @Test func aMillionRowTableScrollsAndSelectsInATerminal() throws {
        let session = try TmuxSession(executable: TestApp.path, arguments: ["--table"], width: 60, height: 12)
        var screen = try session.waitForTexts("Row 0 is a long row", "Row 1", "Selected: none")
        // Row 0 wraps onto two lines; row 1 follows.
        #expect(screen[2].hasPrefix(" Row 1"))

        try session.press("End")
        screen = try session.waitForText("Row 999999")
        #expect(screen[10].hasPrefix(" Row 999999"), "the last row sits on the last line above the status")
        try session.press("Enter")
        try session.waitForText("Selected: 999999")

        try session.press("Home")
        try session.waitForText("Row 0 is a long row")
        try session.press("PageDown")
        screen = try session.waitForScreen("a page further") { screen in
            !screen.joined().contains("Row 0 is") && screen.contains { $0.hasPrefix(" Row 1") }
        }
        try session.press("Enter")
        screen = try session.waitForScreen("a row selected after Page Down") { screen in
            screen.contains { $0.hasPrefix("Selected: ") && !$0.contains("999999") && !$0.contains("none") }
        }

        try session.press("Home")
        try session.waitForText("Row 0 is a long row")
        // Screen row 3 shows row 2 (row 0 takes two lines).
        try session.click(column: 5, row: 3)
        try session.waitForText("Selected: 2")

        try session.scrollWheel(up: false, column: 5, row: 3)
        try session.waitForScreen("the wheel scrolled three lines") { screen in
            !screen.joined().contains("Row 0 is") && screen.first?.hasPrefix(" Row 2") == true
        }

        try session.resize(width: 30, height: 8)
        try session.waitForScreen("laid out at 30x8") { screen in
            screen.count == 8 && screen.contains { $0.hasPrefix(" Row 2") }
        }

        try session.press("C-c")
        let exit = try session.waitForExit()
        // Ctrl-C ends the program as SIGINT would: 128 + 2.
        #expect(exit.status == 130)
    }
}
