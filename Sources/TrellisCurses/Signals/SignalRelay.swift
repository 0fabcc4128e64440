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
/// The terminal's input side, whose settings are put back.
nonisolated(unsafe) private var crashInputDescriptor: Int32 = 0
/// The reset bytes and their count.
nonisolated(unsafe) private var crashResetBytes: UnsafeMutablePointer<UInt8>?
nonisolated(unsafe) private var crashResetCount = 0
/// The terminal settings from before ncurses started.
nonisolated(unsafe) private var crashSavedSettings: UnsafeMutablePointer<termios>?
/// Where standard error goes while the screen is up (an unlinked temporary file), and the
/// real standard error saved aside; -1 when not captured. A crash or an `exit()` replays
/// the file to the real one after restoring the terminal, so a Swift `Fatal error:` line
/// printed just before the trap is not wiped with the alternate screen.
nonisolated(unsafe) private var capturedErrorDescriptor: Int32 = -1
nonisolated(unsafe) private var originalErrorDescriptor: Int32 = -1
/// The actions the crash handler replaced (the Swift runtime's backtracer, usually),
/// indexed by signal number, to hand a fault on to once the terminal is back.
nonisolated(unsafe) private var crashPreviousActions: UnsafeMutablePointer<sigaction>?
private let crashActionSlots = 65
/// Whether the `atexit` hook has been registered (once per process).
nonisolated(unsafe) private var exitHookRegistered = false
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

/// Gives the terminal back from a handler or an `exit()`: async-signal-safe calls only
/// (write, tcsetattr, lseek, read, dup2), on memory prepared in advance. Does nothing once
/// the relay is uninstalled.
private func restoreTerminalFromHandler() {
    guard crashTerminalDescriptor >= 0 else { return }
    if let bytes = crashResetBytes {
        writeAll(crashTerminalDescriptor, bytes, crashResetCount)
    }
    if let settings = crashSavedSettings {
        _ = tcsetattr(crashInputDescriptor, TCSANOW, settings)
    }
    crashTerminalDescriptor = -1
    replayCapturedErrors()
}

/// Puts standard error back and copies what was written to it meanwhile there.
private func replayCapturedErrors() {
    guard capturedErrorDescriptor >= 0, originalErrorDescriptor >= 0 else { return }
    _ = dup2(originalErrorDescriptor, 2)
    _ = lseek(capturedErrorDescriptor, 0, SEEK_SET)
    var buffer: (UInt64, UInt64, UInt64, UInt64, UInt64, UInt64, UInt64, UInt64) = (0, 0, 0, 0, 0, 0, 0, 0)
    withUnsafeMutableBytes(of: &buffer) { raw in
        while true {
            let count = read(capturedErrorDescriptor, raw.baseAddress, raw.count)
            if count <= 0 { break }
            writeAll(2, raw.baseAddress!.assumingMemoryBound(to: UInt8.self), count)
        }
    }
    close(capturedErrorDescriptor)
    capturedErrorDescriptor = -1
}

private func writeAll(_ descriptor: Int32, _ bytes: UnsafePointer<UInt8>, _ count: Int) {
    var offset = 0
    while offset < count {
        let written = write(descriptor, bytes + offset, count - offset)
        if written <= 0 { break }
        offset += written
    }
}

/// The crash handler. It restores the terminal, puts back the action it replaced (the
/// Swift runtime's, which prints a backtrace) and lets the fault happen again under it:
/// returning from a fault re-runs the faulting instruction. A signal that was sent rather
/// than caused (by `kill`, `raise` or `abort`), or `SIGTRAP`, which resumes after the trap
/// instruction, is raised again instead, so the process still ends as it would have.
private func restoreTerminalAfterCrash(_ signal: Int32, _ info: UnsafeMutablePointer<siginfo_t>?,
                                       _ context: UnsafeMutableRawPointer?) {
    restoreTerminalFromHandler()
    var defaultAction = sigaction()
    let wasSent = (info?.pointee.si_code ?? 0) <= 0
    if wasSent || signal == SIGTRAP || crashPreviousActions == nil {
        // A sent signal, or a trap that would resume past itself, ends with the default.
        _ = sigaction(signal, &defaultAction, nil)
        raise(signal)
    } else if let previous = crashPreviousActions?.advanced(by: Int(signal)) {
        _ = sigaction(signal, previous, nil)
    }
}

/// An `exit()` from app code while the screen is up (a button that calls `exit(0)`) would
/// otherwise leave the terminal raw, on the alternate screen.
private func restoreTerminalAtExit() {
    restoreTerminalFromHandler()
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
    /// The actions from before ncurses started (which installs handlers of its own), put
    /// back by ``uninstall()``.
    private let originalActions: [Int32: sigaction]

    /// The actions the relay's signals have now: taken before ncurses starts, so that
    /// ``uninstall()`` can give the process back its own rather than ncurses'.
    static func currentActions() -> [Int32: sigaction] {
        var actions: [Int32: sigaction] = [:]
        for signal in relayedSignals + crashSignals {
            var action = sigaction()
            if sigaction(signal, nil, &action) == 0 { actions[signal] = action }
        }
        return actions
    }
    private var alternateStack: UnsafeMutableRawPointer?
    private let alternateStackSize = 64 * 1024
    private var isInstalled = false

    /// Creates the self-pipe and installs the handlers. `resetBytes` go to `terminal` on a
    /// crash, then `savedSettings` (nil: none saved) are applied to `input`.
    /// Nil when the pipe cannot be created.
    init?(terminal: Int32, input: Int32, resetBytes: [UInt8], savedSettings: termios?,
          originalActions: [Int32: sigaction] = [:]) {
        self.originalActions = originalActions
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
        crashInputDescriptor = input
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
        var stackDescription = Platform.signalStack(at: stack, size: alternateStackSize, flags: 0)
        _ = sigaltstack(&stackDescription, nil)

        for signal in Self.relayedSignals {
            var action = sigaction()
            Platform.setHandler(relaySignal, of: &action)
            sigemptyset(&action.sa_mask)
            action.sa_flags = SA_RESTART
            var previous = sigaction()
            _ = sigaction(signal, &action, &previous)
            previousActions[signal] = previous
            if signal == SIGWINCH, previous.sa_flags & SA_SIGINFO == 0,
               let handler = Platform.handler(of: previous),
               unsafeBitCast(handler, to: Int.self) > 1 {
                chainedResizeHandler = handler
            }
        }
        if crashPreviousActions == nil {
            let slots = UnsafeMutablePointer<sigaction>.allocate(capacity: crashActionSlots)
            slots.initialize(repeating: sigaction(), count: crashActionSlots)
            crashPreviousActions = slots
        }
        for signal in Self.crashSignals {
            var action = sigaction()
            Platform.setInfoHandler(restoreTerminalAfterCrash, of: &action)
            sigemptyset(&action.sa_mask)
            action.sa_flags = SA_SIGINFO | SA_ONSTACK
            var previous = sigaction()
            _ = sigaction(signal, &action, &previous)
            previousActions[signal] = previous
            crashPreviousActions?[Int(signal)] = originalActions[signal] ?? previous
        }
        captureStandardError()
        if !exitHookRegistered {
            exitHookRegistered = true
            atexit(restoreTerminalAtExit)
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

    /// Sends standard error to an unlinked temporary file while the screen is up: text
    /// written there (a runtime warning, a `Fatal error:` before a trap) would land on the
    /// alternate screen, garble it, and vanish when the screen is given back. The file is
    /// replayed to the real standard error on restore, on a crash and at `exit()`.
    private func captureStandardError() {
        guard capturedErrorDescriptor < 0 else { return }
        var template = Array("/tmp/trellis-stderr-XXXXXX".utf8CString)
        let file = mkstemp(&template)
        guard file >= 0 else { return }
        template.withUnsafeBufferPointer { _ = unlink($0.baseAddress!) }
        let saved = dup(2)
        guard saved >= 0, dup2(file, 2) >= 0 else {
            close(file)
            if saved >= 0 { close(saved) }
            return
        }
        _ = fcntl(saved, F_SETFD, FD_CLOEXEC)
        _ = fcntl(file, F_SETFD, FD_CLOEXEC)
        originalErrorDescriptor = saved
        capturedErrorDescriptor = file
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
        if !useDefault { Platform.setHandler(relaySignal, of: &action) }
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
            var action = originalActions[signal] ?? previous
            _ = sigaction(signal, &action, nil)
        }
        replayCapturedErrors()
        if originalErrorDescriptor >= 0 {
            close(originalErrorDescriptor)
            originalErrorDescriptor = -1
        }
        var disable = Platform.signalStack(at: nil, size: 0, flags: Int32(SS_DISABLE))
        _ = sigaltstack(&disable, nil)
        relayPipeWriteEnd = -1
        chainedResizeHandler = nil
        crashTerminalDescriptor = -1
        close(readEnd)
        close(writeEnd)
    }
}
