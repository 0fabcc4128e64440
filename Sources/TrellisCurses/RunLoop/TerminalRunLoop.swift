import Trellis

/// The loop that runs an `Application` on a ``Terminal``, one frame per turn: wait for
/// input with no busy wait, take everything pending, hand it out, fire due timers and
/// animation frames, then run one layout cycle and write the cells that changed. Only
/// marks are set by the handlers, so whatever happened between two frames is laid out
/// and drawn once.
///
/// Idle, it is blocked in `poll(2)` with no timeout: no wake-ups, no CPU, no bytes
/// written. A storm of resizes read in one go sets the window's size once, to the last.
/// Keys go to the responder chain; the keys no responder takes get the terminal's usual
/// meanings here: Ctrl-L repaints the whole screen and Ctrl-Z suspends (Ctrl-C, which
/// quits, is the `Application`'s own).
@MainActor
public final class TerminalRunLoop {
    /// The terminal the loop reads and writes.
    public let terminal: Terminal
    /// The application whose window the loop shows.
    public let application: Application

    /// Whether the next frame repaints every cell: the first one, after a resize, and on
    /// Ctrl-L.
    private var needsFullRedraw = true

    /// Makes a loop showing `application`'s window on `terminal`, sized to it and drawn in
    /// its theme (``Terminal/theme``).
    public init(terminal: Terminal, application: Application) {
        self.terminal = terminal
        self.application = application
        application.window.size = terminal.size
        application.window.theme = terminal.theme
        application.unhandledKeyHandler = { [unowned self] event in self.handleUnclaimed(event) }
        application.pasteboard.systemClipboardWriter = { [unowned terminal] text in terminal.copyToSystemClipboard(text) }
    }

    /// Runs until the application asks to quit (`Application.quit()`); a termination
    /// signal ends the process from inside, through ``Terminal/exit(forSignal:)``. The
    /// terminal is still taken when this returns.
    public func run() {
        while true {
            renderFrame()
            if application.isQuitRequested { return }
            let timeout = application.nextTimerDeadline.map { $0 - application.now() }
            _ = terminal.waitForInput(timeout: timeout)
            dispatch(terminal.readEvents())
            application.fireTimers(at: application.now())
        }
    }

    /// One cycle of the window's passes and one screen update with what it changed.
    func renderFrame() {
        let window = application.window
        window.runLayoutCycle()
        let changed = window.takeChangedCells()
        terminal.write(canvas: window.canvas, changedCells: changed, fullRedraw: needsFullRedraw,
                       cursor: window.textCursorCell)
        needsFullRedraw = false
    }

    /// Hands out one read's worth of input, resizes first coalesced to the last size.
    func dispatch(_ inputs: [TerminalInput]) {
        var latestSize: Size?
        for input in inputs {
            switch input {
            case .signal(let signal):
                terminal.exit(forSignal: signal)
            case .resize(let size):
                latestSize = size
            case .key(let event):
                application.send(event)
            case .mouse(let event):
                application.send(event)
            case .paste(let text):
                application.send(paste: text)
            }
        }
        if let latestSize {
            application.window.size = latestSize
            // What the terminal shows after a resize is its own business (some reflow,
            // some clear): repaint it all rather than trust ncurses' copy.
            needsFullRedraw = true
        }
    }

    /// A key that went up the whole responder chain untaken.
    private func handleUnclaimed(_ event: KeyEvent) {
        if event == .control("l") {
            needsFullRedraw = true
        } else if event == .control("z") {
            terminal.suspend()
        }
    }
}
