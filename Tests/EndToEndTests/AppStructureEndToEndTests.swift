import Foundation
import Testing

/// An app made of containers in a real terminal: tabs on the bottom row, a navigation
/// stack in the first tab, an alert presented from its pushed screen; keys and a click
/// drive it, and each tab keeps its place.
@Suite(.serialized) struct AppStructureEndToEndTests {
    @Test func anAlertNavigationAndTabsWorkInATerminal() throws {
        let session = try TmuxSession(executable: TestApp.path, arguments: ["--structure"], width: 60, height: 12)
        var screen = try session.waitForTexts("< Open >", "Notes")
        // Two tabs across 60 columns: Mail over 0–29, Notes over 30–59.
        #expect(screen[11] == "             Mail                         Notes")

        try session.press("Enter")
        screen = try session.waitForTexts("‹ Mail", "Message", "< Delete >")
        #expect(screen[0].hasPrefix("‹ Mail"))

        try session.press("Enter")
        // A 26×6 alert box centred in 60×12, Cancel focused on the left.
        screen = try session.waitForTexts("Delete message?", "< Cancel >  [ Delete ]")
        #expect(screen.contains { $0.contains("│  It cannot be undone.  │") })
        try session.press("Right")
        try session.waitForText("[ Cancel ]  < Delete >")
        try session.press("Enter")
        try session.waitForScreen("the alert gone and its handler run") { screen in
            !screen.joined().contains("Delete message?") && screen.contains { $0.contains("Deleted: yes") }
        }

        // Another tab, by Alt-2; then back by a click on the first, still on the message.
        try session.press("M-2")
        try session.waitForScreen("the Notes tab") { screen in
            screen.contains { $0.hasPrefix("No notes yet") } && !screen.joined().contains("Deleted: yes")
        }
        try session.click(column: 10, row: 11)
        try session.waitForTexts("Deleted: yes", "‹ Mail")

        try session.press("Escape")
        try session.waitForText("< Open >")
        try session.press("C-c")
        let exit = try session.waitForExit()
        // Ctrl-C ends the program as SIGINT would: 128 + 2.
        #expect(exit.status == 130)
    }
}
