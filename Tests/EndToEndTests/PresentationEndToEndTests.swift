import Foundation
import Testing

/// A sheet presented in a real terminal: opened by a key command, drawn boxed over the
/// dimmed screen with the focus on its button, closed by Enter on that button and by Esc,
/// with the focus back where it was.
@Suite(.serialized) struct PresentationEndToEndTests {
    @Test func aSheetOpensByKeyCommandAndClosesByButtonAndByEsc() throws {
        let session = try TmuxSession(executable: TestApp.path, width: 60, height: 12)
        try session.waitForTexts("Size: 60x12", "< One > [ Two ] [ Quit ]")
        try session.press("Tab")
        try session.waitForText("[ One ] < Two > [ Quit ]")

        try session.press("C-p")
        // A 22×5 box centred in 60×12: columns 19–40, rows 3–7.
        var screen = try session.waitForTexts("A sheet", "< Close >")
        #expect(screen[3] == "Pressed: none      ┌────────────────────┐")
        #expect(screen[4].hasSuffix("│ A sheet            │"))
        #expect(screen[7].hasSuffix("└────────────────────┘"))
        // The buttons behind still show, up to the box, and none has the focus.
        #expect(screen[5].hasPrefix("[ One ] [ Two ] [ Q│"))

        try session.press("Tab")  // one button in the sheet: the focus stays on it
        try session.press("Enter")
        screen = try session.waitForScreen("the sheet closed") { screen in
            !screen.joined().contains("A sheet") && screen.contains { $0.contains("[ One ] < Two > [ Quit ]") }
        }
        #expect(!screen.joined().contains("Pressed: Two"))

        try session.press("C-p")
        try session.waitForText("< Close >")
        try session.press("Escape")
        try session.waitForScreen("the sheet closed by Esc") { screen in
            !screen.joined().contains("A sheet") && screen.contains { $0.contains("[ One ] < Two > [ Quit ]") }
        }

        try session.press("C-c")
        let exit = try session.waitForExit()
        #expect(exit.status == 130)
    }
}
