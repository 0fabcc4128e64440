import Trellis

/// One thing the terminal reported, as ``Terminal/readEvents()`` returns it: what the run
/// loop turns into responder-chain events, a new window size, or an exit.
public enum TerminalInput: Hashable, Sendable {
    /// A key was pressed.
    case key(KeyEvent)
    /// The mouse was pressed, released, dragged, moved or its wheel turned.
    case mouse(MouseEvent)
    /// The user pasted this text (a bracketed paste); send it with
    /// `Application.send(paste:)`.
    case paste(String)
    /// The terminal is now this many columns by rows; set the window's size to it.
    case resize(Size)
    /// A termination signal arrived (`SIGINT`, `SIGTERM`, `SIGHUP` or `SIGQUIT`): restore
    /// the terminal and exit, normally through ``Terminal/exit(forSignal:)``.
    case signal(Int32)
}
