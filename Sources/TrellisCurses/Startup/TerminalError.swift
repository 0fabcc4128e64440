/// Why ``Terminal/start()`` could not take over the terminal.
///
/// Each is found before anything is written to the screen, so the program can print the
/// ``description`` (one plain line) to standard error and exit with status 1, leaving the
/// terminal as it was.
public enum TerminalError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The stream is redirected to a file or a pipe, not attached to a terminal.
    case notATerminal(StandardStream)
    /// The `TERM` environment variable is not set or is empty.
    case noTERM
    /// No terminfo entry describes the terminal type `TERM` names.
    case unknownTerminal(String)
    /// The terminfo database itself could not be found, so no type can be looked up.
    case noTerminfoDatabase(String)
    /// The terminal type cannot move the cursor (a hardcopy or `dumb` terminal), which a
    /// full-screen program needs.
    case cannotAddressCursor(String)
    /// ncurses refused to start on the terminal for a reason it did not give.
    case cannotStart(String)

    /// One line naming the problem, with no trailing newline or program name.
    public var description: String {
        switch self {
        case .notATerminal(let stream):
            "\(stream.name) is not a terminal; run the program in a terminal window, without redirecting it"
        case .noTERM:
            "the TERM environment variable is not set, so the terminal type is unknown"
        case .unknownTerminal(let name):
            "unknown terminal type \"\(name)\" (TERM): no terminfo entry describes it"
        case .noTerminfoDatabase(let name):
            "no terminfo database was found to look up terminal type \"\(name)\" (TERM)"
        case .cannotAddressCursor(let name):
            "terminal type \"\(name)\" (TERM) cannot move the cursor, which a full-screen program needs"
        case .cannotStart(let name):
            "ncurses could not start on terminal type \"\(name)\" (TERM)"
        }
    }
}
