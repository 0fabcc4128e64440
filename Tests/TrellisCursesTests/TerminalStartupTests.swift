#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Testing
import Trellis
@testable import TrellisCurses

@Suite("Terminal start-up and restore")
@MainActor
struct TerminalStartupTests {
    @Test(arguments: [
        TerminalError.notATerminal(.standardInput), .notATerminal(.standardOutput), .noTERM,
        .unknownTerminal("vt9000"), .noTerminfoDatabase("xterm"), .cannotAddressCursor("dumb"), .cannotStart("xterm"),
    ])
    func eachErrorIsOnePlainLine(_ error: TerminalError) {
        #expect(!error.description.isEmpty)
        #expect(!error.description.contains("\n"))
        #expect(!error.description.contains("\u{1B}"))
    }

    @Test func errorsNameTheProblem() {
        #expect(TerminalError.notATerminal(.standardOutput).description.hasPrefix("standard output is not a terminal"))
        #expect(TerminalError.unknownTerminal("vt9000").description.contains("\"vt9000\""))
        #expect(TerminalError.noTERM.description.contains("TERM"))
    }

    @Test func theResetSequenceTurnsEverythingOff() {
        let reset = String(decoding: ResetSequence.bytes(exitKeypad: nil, cursorNormal: nil, exitAlternateScreen: nil), as: UTF8.self)
        #expect(reset == "\u{1B}[?1002l\u{1B}[?1006l\u{1B}[?1000l\u{1B}[?2004l\u{1B}[?2026l\u{1B}[0m\u{1B}[?1l\u{1B}>\u{1B}[?25h\u{1B}[?1049l")
    }

    @Test func theResetSequenceUsesTerminfoStrings() {
        let reset = String(decoding: ResetSequence.bytes(exitKeypad: "K", cursorNormal: "C", exitAlternateScreen: "R"), as: UTF8.self)
        #expect(reset.hasPrefix(ResetSequence.mouseOff))
        #expect(reset.hasSuffix("\u{1B}[0mKCR"))
    }

    @Test func probingFindsKnownAndUnknownTerminals() throws {
        try Terminal.probe(terminalNamed: "xterm-256color", descriptor: -1)
        #expect(throws: TerminalError.unknownTerminal("no-such-terminal-type")) {
            try Terminal.probe(terminalNamed: "no-such-terminal-type", descriptor: -1)
        }
        #expect(throws: TerminalError.cannotAddressCursor("dumb")) {
            try Terminal.probe(terminalNamed: "dumb", descriptor: -1)
        }
    }

    /// In a child process with standard input from /dev/null and standard output and
    /// error going to a file: start must refuse, naming standard input, before writing a
    /// single byte anywhere. (The exit-test machinery writes its own bytes to the child's
    /// original streams, so the child checks its file itself.)
    @Test func startingWithoutATerminalThrowsAndWritesNothing() async {
        await #expect(processExitsWith: .exitCode(0)) {
            var template = Array("/tmp/trellis-start-XXXXXX".utf8CString)
            let file = mkstemp(&template)
            let null = open("/dev/null", O_RDONLY)
            guard file >= 0, null >= 0, dup2(null, 0) == 0, dup2(file, 1) == 1, dup2(file, 2) == 2 else { exit(10) }
            let outcome: Int32
            do {
                _ = try await Terminal.start()
                outcome = 11
            } catch let error as TerminalError {
                outcome = error == .notATerminal(.standardInput) ? 0 : 12
            } catch {
                outcome = 13
            }
            var status = stat()
            let written = fstat(file, &status) == 0 ? Int(status.st_size) : -1
            unlink(template.withUnsafeBufferPointer { String(cString: $0.baseAddress!) })
            exit(written == 0 ? outcome : 14)
        }
    }
}
