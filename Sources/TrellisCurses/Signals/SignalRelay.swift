#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

// What the signal handlers read. Set up on the main thread before any handler is installed
// and only read (never allocated, retained or resized) from a handler; raw pointers rather
// than Swift values so a handler touches plain memory and nothing else.

/// The write end of the self-pipe, non-blocking; -1 when no relay is installed.
nonisolated(unsafe) private var relayPipeWriteEnd: Int32 = -1
/// The terminal's file descriptor, for the reset bytes.
nonisolated(unsafe) private var crashTerminalDescriptor: Int32 = -1
/// The reset bytes and their count.
nonisolated(unsafe) private var crashResetBytes: UnsafeMutablePointer<UInt8>?
nonisolated(unsafe) private var crashResetCount = 0
/// The terminal settings from before ncurses started.
nonisolated(unsafe) private var crashSavedSettings: UnsafeMutablePointer<termios>?
/// ncurses' own SIGWINCH handler, which the relay calls first so `get_wch` still
/// reports `KEY_RESIZE`.
nonisolated(unsafe) private var chainedResizeHandler: (@convention(c) (Int32) -> Void)?

/// The relay: one byte, the signal number, down the self-pipe to wake the run loop.
private func relaySignal(_ signal: Int32) {
    let savedErrno = errno
    if signal == SIGWINCH, let chained = chainedResizeHandler { chained(signal) }
    var byte = UInt8(truncatingIfNeeded: signal)
    _ = write(relayPipeWriteEnd, &byte, 1)
    errno = savedErrno
}

/// The crash handler: async-signal-safe calls only (write, tcsetattr, raise). SA_RESETHAND
/// has already put back the default action, so the re-raised signal, delivered when the
/// handler returns, ends the process as it would have without us.
private func restoreTerminalAfterCrash(_ signal: Int32) {
    if let bytes = crashResetBytes, crashTerminalDescriptor >= 0 {
        var offset = 0
        while offset < crashResetCount {
            let written = write(crashTerminalDescriptor, bytes + offset, crashResetCount - offset)
            if written <= 0 { break }
            offset += written
        }
    }
    if let settings = crashSavedSettings {
        _ = tcsetattr(0, TCSANOW, settings)
    }
    raise(signal)
}

/// The process's signal handling while a ``Terminal`` owns the screen.
///
/// - Termination (`SIGINT`, `SIGTERM`, `SIGHUP`, `SIGQUIT`), job control (`SIGTSTP`,
///   `SIGCONT`) and `SIGWINCH` write their number down a self-pipe: the run loop, blocked in
///   `poll(2)` on the terminal and the pipe, wakes and handles them in ordinary code, where
///   restoring the terminal through ncurses is safe.
/// - Crash signals (`SIGSEGV`, `SIGBUS`, `SIGABRT`, `SIGILL`, `SIGTRAP`, `SIGFPE`) cannot
///   wait for the loop: their handler runs on an alternate stack (the normal one may be
///   what overflowed), writes the precomputed reset bytes, puts back the saved terminal
///   settings, and re-raises.
///
/// One relay at a time; ``uninstall()`` puts back every action it replaced.
final class SignalRelay {
    /// The signals relayed through the pipe.
    static let relayedSignals: [Int32] = [SIGINT, SIGTERM, SIGHUP, SIGQUIT, SIGTSTP, SIGCONT, SIGWINCH]
    /// The signals that restore the terminal in the handler.
    static let crashSignals: [Int32] = [SIGSEGV, SIGBUS, SIGABRT, SIGILL, SIGTRAP, SIGFPE]

    /// The read end of the self-pipe, non-blocking, for `poll(2)` and ``drain()``.
    let readEnd: Int32
    private let writeEnd: Int32
    private var previousActions: [Int32: sigaction] = [:]
    private var alternateStack: UnsafeMutableRawPointer?
    private let alternateStackSize = 64 * 1024
    private var isInstalled = false

    /// Creates the self-pipe and installs the handlers. `resetBytes` go to `terminal` on a
    /// crash, then `savedSettings` (nil: none saved) are applied to standard input.
    /// Nil when the pipe cannot be created.
    init?(terminal: Int32, resetBytes: [UInt8], savedSettings: termios?) {
        var ends: [Int32] = [0, 0]
        guard pipe(&ends) == 0 else { return nil }
        readEnd = ends[0]
        writeEnd = ends[1]
        for end in ends {
            _ = fcntl(end, F_SETFL, fcntl(end, F_GETFL) | O_NONBLOCK)
            _ = fcntl(end, F_SETFD, FD_CLOEXEC)
        }

        crashResetBytes?.deallocate()
        let bytes = UnsafeMutablePointer<UInt8>.allocate(capacity: Swift.max(resetBytes.count, 1))
        bytes.initialize(from: resetBytes, count: resetBytes.count)
        crashResetBytes = bytes
        crashResetCount = resetBytes.count
        crashTerminalDescriptor = terminal
        crashSavedSettings?.deallocate()
        crashSavedSettings = nil
        if let savedSettings {
            let settings = UnsafeMutablePointer<termios>.allocate(capacity: 1)
            settings.initialize(to: savedSettings)
            crashSavedSettings = settings
        }
        relayPipeWriteEnd = writeEnd
        install()
    }

    private func install() {
        let stack = UnsafeMutableRawPointer.allocate(byteCount: alternateStackSize, alignment: 16)
        alternateStack = stack
        var stackDescription = stack_t(ss_sp: stack, ss_flags: 0, ss_size: alternateStackSize)
        _ = sigaltstack(&stackDescription, nil)

        for signal in Self.relayedSignals {
            var action = sigaction()
            action.__sigaction_handler.sa_handler = relaySignal
            sigemptyset(&action.sa_mask)
            action.sa_flags = SA_RESTART
            var previous = sigaction()
            _ = sigaction(signal, &action, &previous)
            previousActions[signal] = previous
            if signal == SIGWINCH, previous.sa_flags & SA_SIGINFO == 0,
               let handler = previous.__sigaction_handler.sa_handler,
               unsafeBitCast(handler, to: Int.self) > 1 {
                chainedResizeHandler = handler
            }
        }
        for signal in Self.crashSignals {
            var action = sigaction()
            action.__sigaction_handler.sa_handler = restoreTerminalAfterCrash
            sigemptyset(&action.sa_mask)
            action.sa_flags = Int32(bitPattern: UInt32(truncatingIfNeeded: SA_RESETHAND)) | SA_ONSTACK
            var previous = sigaction()
            _ = sigaction(signal, &action, &previous)
            previousActions[signal] = previous
        }
        // A program started with these blocked (a parent's worker thread, a test runner)
        // would never see a resize or a termination, and a crash signal blocked while it
        // happens kills the process without the handler.
        var handled = sigset_t()
        sigemptyset(&handled)
        for signal in Self.relayedSignals + Self.crashSignals { sigaddset(&handled, signal) }
        sigprocmask(SIG_UNBLOCK, &handled, nil)
        isInstalled = true
    }

    /// Reads every signal number waiting in the pipe, oldest first.
    func drain() -> [Int32] {
        var signals: [Int32] = []
        var buffer = [UInt8](repeating: 0, count: 64)
        while true {
            let count = buffer.withUnsafeMutableBytes { read(readEnd, $0.baseAddress, $0.count) }
            guard count > 0 else { break }
            signals += buffer[0..<count].map { Int32($0) }
        }
        return signals
    }

    /// Makes `signal` take its default action (to stop or end the process for real), or
    /// puts the relay back.
    func setDefaultAction(_ signal: Int32, _ useDefault: Bool) {
        var action = sigaction()
        if !useDefault { action.__sigaction_handler.sa_handler = relaySignal }
        sigemptyset(&action.sa_mask)
        action.sa_flags = useDefault ? 0 : SA_RESTART
        _ = sigaction(signal, &action, nil)
    }

    /// Puts back every action the relay replaced and closes the pipe. The alternate stack
    /// stays allocated (a handler may still be running on it on another thread's fault);
    /// it is disabled, not freed.
    func uninstall() {
        guard isInstalled else { return }
        isInstalled = false
        for (signal, previous) in previousActions {
            var action = previous
            _ = sigaction(signal, &action, nil)
        }
        var disable = stack_t(ss_sp: nil, ss_flags: Int32(SS_DISABLE), ss_size: 0)
        _ = sigaltstack(&disable, nil)
        relayPipeWriteEnd = -1
        chainedResizeHandler = nil
        crashTerminalDescriptor = -1
        close(readEnd)
        close(writeEnd)
    }
}
