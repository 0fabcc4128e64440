#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Where Trellis writes what UIKit writes to the console: the unsatisfiable-constraints
/// log and warnings about misuse it can recover from.
///
/// The ``sink`` writes to standard error by default. A terminal app must not print over
/// its own screen, so the terminal backend (or a test) replaces it, to keep the messages
/// for later, show them in a panel, or write them to a file.
@MainActor
public enum LayoutDiagnostics {
    /// Receives each message, whole (it may have several lines, and has no final newline).
    public static var sink: @MainActor (String) -> Void = LayoutDiagnostics.writeToStandardError

    /// Writes a message and a newline to standard error (file descriptor 2).
    public static func writeToStandardError(_ message: String) {
        let bytes = Array((message + "\n").utf8)
        var offset = 0
        // write(2) may take part of the message at a time.
        while offset < bytes.count {
            let written = bytes.withUnsafeBytes { buffer in
                write(2, buffer.baseAddress! + offset, buffer.count - offset)
            }
            if written <= 0 { break }
            offset += written
        }
    }

    static func emit(_ message: String) {
        sink(message)
    }
}
