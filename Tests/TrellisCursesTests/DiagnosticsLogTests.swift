#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Testing
import Trellis
@testable import TrellisCurses

@Suite("DiagnosticsLog")
@MainActor
struct DiagnosticsLogTests {
    /// Installs a log, sends it `messages` through the sink, and puts the previous sink
    /// back, all without suspending, so no other test's messages can interleave.
    private func capture(path: String?, limit: Int = 1000, _ messages: [String]) -> DiagnosticsLog {
        let previous = LayoutDiagnostics.sink
        defer { LayoutDiagnostics.sink = previous }
        let log = DiagnosticsLog.install(path: path, limit: limit)
        for message in messages { LayoutDiagnostics.sink(message) }
        return log
    }

    @Test func withoutAFileMessagesAreKeptInMemory() {
        let log = capture(path: nil, ["one", "two\nlines"])
        #expect(log.messages == ["one", "two\nlines"])
        #expect(log.path == nil)
    }

    @Test func memoryKeepsOnlyTheMostRecent() {
        let log = capture(path: nil, limit: 2, ["a", "b", "c"])
        #expect(log.messages == ["b", "c"])
    }

    @Test func withAFileMessagesAreAppendedAsLines() {
        var template = Array("/tmp/trellis-log-XXXXXX".utf8CString)
        let descriptor = mkstemp(&template)
        let path = template.withUnsafeBufferPointer { String(cString: $0.baseAddress!) }
        defer { unlink(path) }
        _ = "earlier\n".withCString { write(descriptor, $0, 8) }
        close(descriptor)
        let log = capture(path: path, ["first", "second"])
        log.uninstall()
        #expect(log.messages.isEmpty)
        #expect(log.path == path)
        let file = fopen(path, "r")!
        defer { fclose(file) }
        var bytes: [UInt8] = []
        while case let byte = fgetc(file), byte != EOF { bytes.append(UInt8(byte)) }
        #expect(String(decoding: bytes, as: UTF8.self) == "earlier\nfirst\nsecond\n")
    }

    @Test func aFileThatCannotBeOpenedFallsBackToMemory() {
        let log = capture(path: "/nonexistent-directory/trellis.log", ["kept"])
        #expect(log.path == nil)
        #expect(log.messages.count == 2)
        #expect(log.messages.last == "kept")
    }
}
