#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Trellis

/// Where `LayoutDiagnostics` messages go while the terminal shows the app: never to
/// standard error, which would print over the screen.
///
/// ``install(path:limit:)`` replaces `LayoutDiagnostics.sink`. With a path (by default the
/// `TRELLIS_LOG` environment variable), each message is appended to that file, opened once
/// in append mode, so `tail -f` shows them live. Without one, or when the file cannot be
/// opened, messages are kept in ``messages``, the most recent ``limit`` of them, for the
/// app to show or to print after ``Terminal/restore()``.
@MainActor
public final class DiagnosticsLog {
    /// The messages kept in memory, oldest first; empty when they go to a file.
    public private(set) var messages: [String] = []

    /// The most messages kept in memory; older ones are dropped first.
    public let limit: Int

    /// The file messages are appended to, or nil when they are kept in memory.
    public let path: String?

    private var descriptor: Int32

    private init(path: String?, limit: Int) {
        self.limit = Swift.max(limit, 1)
        var descriptor: Int32 = -1
        if let path, !path.isEmpty {
            descriptor = open(path, O_WRONLY | O_APPEND | O_CREAT | O_CLOEXEC, 0o644)
        }
        self.descriptor = descriptor
        self.path = descriptor >= 0 ? path : nil
        if descriptor < 0, let path, !path.isEmpty {
            keep("Trellis could not open the log file \(path) (TRELLIS_LOG); keeping messages in memory")
        }
    }

    /// Sends every `LayoutDiagnostics` message to a new log and returns it.
    ///
    /// - Parameters:
    ///   - path: The file to append to; by default the value of `TRELLIS_LOG`, and nil
    ///     (or empty) keeps messages in memory.
    ///   - limit: How many messages to keep in memory.
    @discardableResult
    public static func install(path: String? = DiagnosticsLog.environmentPath, limit: Int = 1000) -> DiagnosticsLog {
        let log = DiagnosticsLog(path: path, limit: limit)
        LayoutDiagnostics.sink = { [log] message in log.record(message) }
        return log
    }

    /// The value of the `TRELLIS_LOG` environment variable, if set.
    public static var environmentPath: String? {
        getenv("TRELLIS_LOG").map { String(cString: $0) }
    }

    /// Puts standard error back as the sink and closes the file: for after
    /// ``Terminal/restore()``. Messages kept in memory stay in ``messages``.
    public func uninstall() {
        LayoutDiagnostics.sink = LayoutDiagnostics.writeToStandardError
        if descriptor >= 0 {
            close(descriptor)
            descriptor = -1
        }
    }

    /// Records one message: a line in the file, or an entry in ``messages``.
    public func record(_ message: String) {
        guard descriptor >= 0 else {
            keep(message)
            return
        }
        let bytes = Array((message + "\n").utf8)
        var offset = 0
        while offset < bytes.count {
            let written = bytes.withUnsafeBytes { write(descriptor, $0.baseAddress! + offset, $0.count - offset) }
            if written <= 0 { break }
            offset += written
        }
    }

    private func keep(_ message: String) {
        messages.append(message)
        if messages.count > limit { messages.removeFirst(messages.count - limit) }
    }
}
