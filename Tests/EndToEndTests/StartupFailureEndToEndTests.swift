import Foundation
import Testing

/// A program that cannot take the terminal, run in a real one (tmux): one plain line on
/// standard error naming the problem, exit status 1, and nothing else on the screen, which
/// is left as it was found.
@Suite(.serialized)
struct StartupFailureEndToEndTests {
    struct Case: CustomTestStringConvertible, Sendable {
        let terminal: String
        /// Standard output goes to a file instead of the terminal.
        let redirectsOutput: Bool
        let complaint: String
        var testDescription: String { redirectsOutput ? "stdout redirected" : "TERM=\"\(terminal)\"" }
    }

    static let cases = [
        Case(terminal: "vt9000", redirectsOutput: false, complaint: "unknown terminal type \"vt9000\" (TERM)"),
        Case(terminal: "dumb", redirectsOutput: false, complaint: "terminal type \"dumb\" (TERM) cannot move the cursor"),
        Case(terminal: "", redirectsOutput: false, complaint: "the TERM environment variable is not set"),
        Case(terminal: "xterm-256color", redirectsOutput: true, complaint: "standard output is not a terminal"),
    ]

    @Test(arguments: cases)
    func aTerminalThatCannotBeUsedGetsOneLineAndStatusOne(_ failure: Case) throws {
        let output = NSTemporaryDirectory() + "trellis-e2e-stdout-\(getpid()).txt"
        try? FileManager.default.removeItem(atPath: output)
        defer { try? FileManager.default.removeItem(atPath: output) }
        let session = failure.redirectsOutput
            ? try TmuxSession(executable: "/bin/sh", arguments: ["-c", "exec \"$0\" > \"$1\"", TestApp.path, output],
                              width: 200, height: 10, terminal: failure.terminal)
            : try TmuxSession(executable: TestApp.path, width: 200, height: 10, terminal: failure.terminal)
        let exit = try session.waitForExit()
        #expect(exit.status == 1)
        #expect(exit.terminalSettingsRestored)
        // Wide enough that the line does not wrap.
        let lines = try session.screen().filter { !$0.isEmpty }
        #expect(lines.count == 1, "\(lines)")
        #expect(lines.first?.contains(failure.complaint) == true, "\(lines)")
        #expect(try session.paneFormat("#{alternate_on}") == "0")
        #expect(try session.paneFormat("#{cursor_flag}") == "1")
        if failure.redirectsOutput {
            let written = FileManager.default.contents(atPath: output) ?? Data([0])
            #expect(written.isEmpty, "the program wrote \(written.count) bytes to standard output")
        }
    }
}
