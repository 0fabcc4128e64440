#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// What differs between Linux and macOS in the C library the terminal backend calls, in
/// one place: every other file of TrellisCurses calls these, and imports `Glibc` or
/// `Darwin`, whichever is there, for the calls that are the same on both.
///
/// The other two platform differences are beside their own code:
/// - which ncurses: `Package.swift` links `ncursesw` and `tinfo` on Linux and the system's
///   `ncurses` on macOS, to the `TrellisCurses` target;
/// - which header, and ncurses 5.7 (macOS's) against 6 (Linux's): the "Platform
///   differences" block at the top of `Sources/CNcurses/shim.h`, which picks
///   `<ncursesw/curses.h>` or `<curses.h>` and falls back to the older calls where 5.7
///   lacks the newer (colour pairs past 256, italics, `use_tioctl`, `tiparm`).
enum Platform {
    /// A signal handler taking the signal number: `sa_handler`.
    typealias SignalHandler = @convention(c) (Int32) -> Void
    /// A signal handler that also gets the signal's details: `sa_sigaction`.
    typealias SignalInfoHandler = @convention(c) (Int32, UnsafeMutablePointer<siginfo_t>?, UnsafeMutableRawPointer?) -> Void

    /// `write(2)`, named apart from the `write` methods of the types that call it.
    static func write(_ descriptor: Int32, _ bytes: UnsafeRawPointer, _ count: Int) -> Int {
        #if canImport(Glibc)
        Glibc.write(descriptor, bytes, count)
        #else
        Darwin.write(descriptor, bytes, count)
        #endif
    }

    /// `exit(3)`, named apart from ``Terminal/exit(forSignal:)``.
    static func exit(_ status: Int32) -> Never {
        #if canImport(Glibc)
        Glibc.exit(status)
        #else
        Darwin.exit(status)
        #endif
    }

    /// Sets `action`'s plain handler (nil for the default action). The field sits in a
    /// union that glibc calls `__sigaction_handler` and Darwin `__sigaction_u`.
    static func setHandler(_ handler: SignalHandler?, of action: inout sigaction) {
        #if canImport(Glibc)
        action.__sigaction_handler.sa_handler = handler
        #else
        action.__sigaction_u.__sa_handler = handler
        #endif
    }

    /// Sets `action`'s handler that takes the signal's details; `action.sa_flags` must
    /// include `SA_SIGINFO`.
    static func setInfoHandler(_ handler: SignalInfoHandler?, of action: inout sigaction) {
        #if canImport(Glibc)
        action.__sigaction_handler.sa_sigaction = handler
        #else
        action.__sigaction_u.__sa_sigaction = handler
        #endif
    }

    /// `action`'s plain handler, nil when none is set (the default action).
    static func handler(of action: sigaction) -> SignalHandler? {
        #if canImport(Glibc)
        action.__sigaction_handler.sa_handler
        #else
        action.__sigaction_u.__sa_handler
        #endif
    }

    /// A description of a signal stack for `sigaltstack(2)`; glibc and Darwin order the
    /// fields differently and give the size different types.
    static func signalStack(at base: UnsafeMutableRawPointer?, size: Int, flags: Int32) -> stack_t {
        var stack = stack_t()
        stack.ss_sp = base
        stack.ss_size = numericCast(size)
        stack.ss_flags = flags
        return stack
    }
}
