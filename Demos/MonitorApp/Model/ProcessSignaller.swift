#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Sends a process the terminate signal, and says in one line why it could not.
public struct ProcessSignaller: Sendable {
    let send: @Sendable (Int32, Int32) -> Int32

    /// Signals through `kill(2)`.
    public static let system = ProcessSignaller { pid, signal in
        kill(pid_t(pid), signal) == 0 ? 0 : errno
    }

    /// `send` returns 0 or the `errno` of the failure.
    public init(send: @escaping @Sendable (Int32, Int32) -> Int32) {
        self.send = send
    }

    /// Sends SIGTERM to `pid`; nil when it was sent, else the reason it was not.
    public func terminate(_ pid: Int32, name: String) -> String? {
        let error = send(pid, SIGTERM)
        switch error {
        case 0: return nil
        case EPERM: return "Not allowed to end \(name) (\(pid)): it belongs to another user"
        case ESRCH: return "\(name) (\(pid)) has already ended"
        default: return "Could not end \(name) (\(pid)): \(String(cString: strerror(error)))"
        }
    }
}
