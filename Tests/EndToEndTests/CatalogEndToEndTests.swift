import Foundation
import Testing

/// The catalog (`swift run catalog`) in a real terminal (tmux): the list, a screen opened
/// by Enter, its properties changed by key (letters, and function keys while a text field
/// has the focus), resized through the five sizes, Esc back to the list, quit with `q`,
/// the terminal restored and nothing written to the diagnostics log.
@Suite(.serialized)
struct CatalogEndToEndTests {
    private func start(width: Int, height: Int, _ name: String) throws -> (TmuxSession, String) {
        let log = NSTemporaryDirectory() + "trellis-e2e-\(getpid())-catalog-\(name).log"
        _ = FileManager.default.createFile(atPath: log, contents: Data())
        let session = try TmuxSession(executable: TestApp.path(of: "catalog"), width: width, height: height,
                                      environment: ["TRELLIS_LOG": log])
        return (session, log)
    }

    /// The exit status is 0 after `q`, and 130 after Ctrl-C, as for a shell's SIGINT.
    private func expectCleanExit(_ session: TmuxSession, log: String, status: Int32 = 0) throws {
        let exit = try session.waitForExit()
        #expect(exit.status == status)
        #expect(exit.terminalSettingsRestored)
        #expect(try session.paneFormat("#{alternate_on}") == "0")
        #expect(try session.paneFormat("#{mouse_any_flag}#{mouse_button_flag}#{mouse_all_flag}") == "000")
        defer { try? FileManager.default.removeItem(atPath: log) }
        let written = try String(contentsOfFile: log, encoding: .utf8)
        #expect(written.isEmpty, "the layout log: \(written)")
    }

    @Test func openTheStackViewChangeItResizeGoBackAndQuit() throws {
        let (session, log) = try start(width: 80, height: 24, "stack")
        var screen = try session.waitForScreen("the list with its bar") { $0.count == 24 && $0[23] == "q quit" }
        #expect(screen[0].contains("Trellis catalog"))
        #expect(screen.joined(separator: "\n").contains("< StackView >"))

        try session.press("Enter")
        screen = try session.waitForText("a  axis: horizontal")
        #expect(screen[0].hasPrefix("‹ Trellis catalog"))
        #expect(screen[2].hasPrefix("  One Two words Three words here"))
        #expect(screen[23] == "a axis · d distribution · l alignment · + spacing · - spacing · q quit")

        // The axis by key: the labels go one under the other, and the code says so.
        try session.press("a")
        screen = try session.waitForTexts("a  axis: vertical", "stack.axis = .vertical")
        #expect(screen[2].hasPrefix("  One"))
        #expect(screen[4].hasPrefix("  Two words"))
        try session.press("+")
        try session.waitForText("+ -  spacing: 2")

        for (width, height) in [(120, 40), (200, 60), (40, 12), (20, 6), (80, 24)] {
            try session.resize(width: width, height: height)
            try session.waitForScreen("the stack view screen at \(width)x\(height)") { rows in
                rows.count == height && rows[0].count <= width && (height < 12 || rows[2].hasPrefix("  One"))
            }
        }
        try session.waitForText("a  axis: vertical")

        try session.press("Escape")
        try session.waitForText("< StackView >")
        try session.press("q")
        try expectCleanExit(session, log: log)
    }

    @Test func aTextFieldTakesLettersAndFunctionKeysChangeIt() throws {
        let (session, log) = try start(width: 80, height: 24, "field")
        try session.waitForText("< StackView >")
        // Down to the text field's entry: the fifth.
        try session.press("Down", "Down", "Down", "Down")
        try session.waitForText("< TextField >")
        try session.press("Enter")
        try session.waitForText("F3  isSecureTextEntry: false")
        try session.type("hi q")
        try session.waitForText("text: \"hi q\"")
        try session.press("F3")
        _ = try session.waitForTexts("F3  isSecureTextEntry: true", "••••")
        try session.press("Escape")
        try session.waitForText("< TextField >")
        try session.press("C-c")
        try expectCleanExit(session, log: log, status: 130)
    }
}
