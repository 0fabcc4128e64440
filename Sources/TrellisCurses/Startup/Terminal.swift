#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import CNcurses
import Trellis

/// The terminal, taken over through ncurses for a full-screen app: start-up, input,
/// output, signals, and putting everything back.
///
/// ```swift
/// let terminal: Terminal
/// do { terminal = try Terminal.start() } catch {
///     LayoutDiagnostics.writeToStandardError("myapp: \(error)")
///     exit(1)
/// }
/// window.size = terminal.size
/// while true {
///     window.runLayoutCycle()
///     terminal.write(canvas: window.canvas, changedCells: window.takeChangedCells(), fullRedraw: false)
///     _ = terminal.waitForInput(timeout: nil)
///     for input in terminal.readEvents() {
///         switch input {
///         case .signal(let signal): terminal.exit(forSignal: signal)
///         case .resize(let size): window.size = size
///         case .key, .mouse: break // to the responder chain
///         }
///     }
/// }
/// ```
///
/// Decisions, and why:
///
/// - **Escape** waits 25 ms (`set_escdelay`) for the rest of a key sequence: long enough
///   for a terminal on a local or fast remote link, short enough that Escape feels
///   immediate. An escape with a key right behind it is that key with Alt.
/// - **Mouse**: ncurses enables reporting itself with terminfo's `XM` string, which for
///   `xterm*` entries turns on SGR coordinates (1006) along with normal tracking (1000), and
///   decodes the reports by the format it enabled. Trellis adds button-event tracking (1002)
///   for drags, written after ncurses' own. Under a `TERM` whose terminfo does not know SGR
///   (`screen`, `tmux-256color`), ncurses would ask for X10 reports, whose coordinates stop
///   at 223: Trellis then turns on SGR (1006) itself, and the reports, which ncurses passes
///   through as characters, are decoded by Trellis's input decoder. `mouseinterval(0)` so presses
///   and releases arrive as they happen, with no click synthesis delay.
/// - **Colour depth** is what ncurses can draw: true colour only under a direct-colour
///   terminfo entry (`COLORS` of 2²⁴). `TERM=xterm-direct` names one; so does
///   `COLORTERM=truecolor` (or `24bit`), which makes ncurses start with the `-direct`
///   entry beside `TERM`'s where it is installed.
///   Otherwise 256, 16, 8 or none. `NO_COLOR` set and not empty draws with attributes
///   only. Whether the background is light or dark comes from `COLORFGBG`
///   (``userInterfaceStyle``).
/// - **Synchronized output** brackets each frame when terminfo has the `Sync` capability.
/// - **Resize**: ncurses' `SIGWINCH` handler makes `get_wch` return `KEY_RESIZE` with
///   `LINES` and `COLS` updated. Trellis chains its own handler after ncurses' so the signal
///   also writes to the self-pipe: a resize wakes ``waitForInput(timeout:)`` even if it
///   arrives just before `poll(2)` is entered.
/// - **Raw input**: Ctrl-C, Ctrl-Z and the other control keys arrive as keys, not
///   signals, so an app can take them (the run loop quits on Ctrl-C and suspends on Ctrl-Z
///   when it does not).
/// - **Signals**: see ``TerminalInput/signal(_:)`` and ``exit(forSignal:)``; `SIGTSTP`
///   (from `kill`, or Ctrl-Z through ``suspend()``) restores the terminal, stops, and repaints on `SIGCONT` without the app's
///   help; crash signals restore the terminal from the handler and re-raise.
@MainActor
public final class Terminal {
    /// The terminal's size in cells: columns by rows. Updated when a resize is read.
    public private(set) var size: Size

    /// How many colours the cells are drawn with.
    public var colorDepth: ColorDepth { writer.colorDepth }

    /// Whether the terminal's background is light or dark, as far as it says: from
    /// `COLORFGBG` when the terminal sets it, `UserInterfaceStyle.unspecified`
    /// otherwise (drawn as dark).
    public let userInterfaceStyle: UserInterfaceStyle

    /// The theme a window on this terminal draws its semantic colours in: its depth and
    /// its background. The run loop gives it to the window.
    public var theme: Theme { Theme(colorDepth: colorDepth, userInterfaceStyle: userInterfaceStyle) }

    /// Whether ``restore()`` has run: the terminal is back to the shell's state and this
    /// object reads and writes nothing more.
    public private(set) var isRestored = false

    private let screen: OpaquePointer
    private let writer: ScreenWriter
    private var decoder = InputDecoder()
    private let relay: SignalRelay?
    private let inputDescriptor: Int32
    private let outputDescriptor: Int32
    private let savedSettings: termios?

    /// The most reads one ``readEvents()`` makes, so a flood of input cannot starve the
    /// frame; what is left stays readable for the next call.
    private static let maximumReadsPerCall = 4096

    /// How long an escape waits for the rest of a key sequence, in milliseconds.
    static let escapeDelay: Int32 = 25

    /// Button-event mouse tracking, which reports motion while a button is held.
    static let buttonEventTracking = "\u{1B}[?1002h"

    /// SGR mouse coordinates (1006), which reach past column and row 223.
    static let sgrMouseReports = "\u{1B}[?1006h"

    /// What Trellis adds to ncurses' own mouse set-up: button-event tracking, and SGR
    /// reports when the terminfo entry does not turn them on itself (its `XM` string has no
    /// 1006, as under `screen` or `tmux-256color`), for the input decoder to read.
    private static var mouseModes: String {
        guard let xm = trellis_string_capability("XM"), String(cString: xm).contains("1006") else {
            return Self.buttonEventTracking + Self.sgrMouseReports
        }
        return Self.buttonEventTracking
    }

    /// Bracketed paste: the terminal marks pasted text, which then arrives as one
    /// ``TerminalInput/paste(_:)`` rather than as typed keys.
    static let bracketedPasteOn = "\u{1B}[?2004h"

    // MARK: - Start-up

    /// Takes over the terminal on standard input and output.
    ///
    /// Checks first, writing nothing: both streams must be terminals, `TERM` set, and its
    /// terminfo entry found and able to move the cursor. Then the locale is taken from the
    /// environment; where that is the bare "C" locale, which names no encoding (cron, CI,
    /// `env -i`), the character type alone becomes `C.UTF-8`, as Python does since PEP 538.
    /// ncurses starts on the alternate screen with the cursor hidden, keys unbuffered and
    /// unechoed, keypad and mouse decoding on, colours as the terminal and `NO_COLOR`
    /// allow, and signal handlers that restore the terminal.
    ///
    /// - Throws: ``TerminalError`` when a check fails; print its description to standard
    ///   error and exit with status 1.
    public static func start() throws(TerminalError) -> Terminal {
        TerminalLocale.adoptFromEnvironment()
        for stream in [StandardStream.standardInput, .standardOutput] where isatty(stream.fileDescriptor) == 0 {
            throw .notATerminal(stream)
        }
        guard let pointer = getenv("TERM"), case let name = String(cString: pointer), !name.isEmpty else {
            throw .noTERM
        }
        try probe(terminalNamed: name, descriptor: StandardStream.standardOutput.fileDescriptor)
        // ncurses sends only what terminfo describes: 24-bit colour needs a direct-colour
        // entry, which TERM rarely names even where the terminal has it.
        var drawingName = name
        if let direct = directColorName(for: name, colorTerm: getenv("COLORTERM").map { String(cString: $0) }),
           (try? probe(terminalNamed: direct, descriptor: StandardStream.standardOutput.fileDescriptor)) != nil {
            drawingName = direct
        }
        var settings = termios()
        let saved = tcgetattr(StandardStream.standardInput.fileDescriptor, &settings) == 0 ? settings : nil
        fflush(trellis_stdout())
        // The terminal's own size (TIOCGWINSZ), never LINES and COLUMNS from the
        // environment: a shell that exports them would pin the app to one size and every
        // resize would go unseen.
        trellis_take_size_from_terminal(1)
        return try Terminal(
            terminalName: drawingName, input: trellis_stdin(), output: trellis_stdout(),
            inputDescriptor: StandardStream.standardInput.fileDescriptor,
            outputDescriptor: StandardStream.standardOutput.fileDescriptor,
            noColor: Self.environmentFlag("NO_COLOR"), savedSettings: saved, handlesSignals: true,
            userInterfaceStyle: .fromColorFGBG(getenv("COLORFGBG").map { String(cString: $0) }))
    }

    /// The direct-colour terminfo entry to draw with instead of `term`'s, when the terminal
    /// says it has 24-bit colour (`COLORTERM` is `truecolor` or `24bit`): `term` with its
    /// colour suffix replaced by `-direct` (`xterm-256color` → `xterm-direct`,
    /// `tmux-256color` → `tmux-direct`). Nil otherwise. The caller checks the entry is
    /// installed (Debian's `ncurses-term` has them) and keeps `term` if not.
    nonisolated static func directColorName(for term: String, colorTerm: String?) -> String? {
        guard let colorTerm, ["truecolor", "24bit"].contains(colorTerm.lowercased()),
              !term.isEmpty, !term.hasSuffix("-direct") else { return nil }
        var base = term
        for suffix in ["-256color", "-88color", "-16color", "-color"] where base.hasSuffix(suffix) {
            base = String(base.dropLast(suffix.count))
            break
        }
        return base + "-direct"
    }

    /// Looks `name` up in terminfo without letting ncurses print or exit.
    static func probe(terminalNamed name: String, descriptor: Int32) throws(TerminalError) {
        var canAddressCursor: Int32 = 0
        switch trellis_probe_terminal(name, descriptor, &canAddressCursor) {
        case 1: if canAddressCursor == 0 { throw .cannotAddressCursor(name) }
        case 0: throw .unknownTerminal(name)
        default: throw .noTerminfoDatabase(name)
        }
    }

    /// Starts ncurses on `output` and `input` as terminal type `terminalName`. Tests use
    /// it directly with files in place of a terminal and no signal handlers.
    init(terminalName: String, input: UnsafeMutablePointer<FILE>, output: UnsafeMutablePointer<FILE>,
         inputDescriptor: Int32, outputDescriptor: Int32, noColor: Bool, savedSettings: termios?,
         handlesSignals: Bool, userInterfaceStyle: UserInterfaceStyle = .unspecified) throws(TerminalError) {
        self.userInterfaceStyle = userInterfaceStyle
        // Before ncurses installs handlers of its own, so a restore gives the process back
        // the ones it had.
        let originalActions = handlesSignals ? SignalRelay.currentActions() : [:]
        guard let screen = newterm(terminalName, output, input) else { throw .cannotStart(terminalName) }
        self.screen = screen
        self.inputDescriptor = inputDescriptor
        self.outputDescriptor = outputDescriptor
        self.savedSettings = savedSettings
        set_term(screen)
        let window = trellis_stdscr()
        // Raw rather than cbreak: Ctrl-C, Ctrl-Z, Ctrl-\, Ctrl-S and Ctrl-Q arrive as keys, so an
        // app can take them; the run loop gives Ctrl-C (quit) and Ctrl-Z (suspend) their
        // usual meaning when the app does not.
        raw()
        noecho()
        nonl()
        intrflush(window, false)
        keypad(window, true)
        KeyDefinitions.defineMissingKeys()
        wtimeout(window, 0)
        // The cursor is hidden; ncurses need not put it back anywhere after a frame.
        leaveok(window, true)
        trellis_set_escape_delay(Self.escapeDelay)
        curs_set(0)

        var hasDefaultColors = false
        let hasColors = has_colors() && !noColor
        if hasColors {
            start_color()
            hasDefaultColors = use_default_colors() == TRELLIS_OK
        }
        let depth = ColorDepth.forTerminal(colors: Int(trellis_colors()), hasColors: hasColors, noColor: noColor)
        writer = ScreenWriter(colorDepth: depth, colorCount: Int(trellis_colors()), colorPairs: Int(trellis_color_pairs()),
                              hasDefaultColors: hasDefaultColors, outputDescriptor: outputDescriptor)

        mousemask(TRELLIS_ALL_MOUSE_EVENTS | TRELLIS_REPORT_MOUSE_POSITION, nil)
        mouseinterval(0)
        // ncurses' mouse set-up (1000, which would switch 1002 back off) goes out first.
        doupdate()
        if trellis_has_mouse() != 0 { Self.send(Array(Self.mouseModes.utf8), to: outputDescriptor) }
        Self.send(Array(Self.bracketedPasteOn.utf8), to: outputDescriptor)
        supportsClipboard = trellis_string_capability("Ms") != nil || Self.knowsOSC52(terminalName)

        let reset = ResetSequence.bytes(
            exitKeypad: trellis_string_capability("rmkx").map { String(cString: $0) },
            cursorNormal: trellis_string_capability("cnorm").map { String(cString: $0) },
            exitAlternateScreen: trellis_string_capability("rmcup").map { String(cString: $0) })
        relay = handlesSignals ? SignalRelay(terminal: outputDescriptor, input: inputDescriptor, resetBytes: reset, savedSettings: savedSettings,
                                                   originalActions: originalActions) : nil
        size = Self.currentSize()
    }

    isolated deinit {
        restore()
    }

    // MARK: - Input

    /// Everything the terminal has reported since the last call, without blocking
    /// (except for up to the escape delay while ncurses waits for the rest of a key
    /// sequence): keys, mouse events, resizes, and termination signals, signals first.
    ///
    /// Handles job control itself: after Ctrl-Z (`SIGTSTP`) the terminal is restored and
    /// the process stops; when it continues, the screen is repainted from what was last
    /// written, and any resize meanwhile comes back as ``TerminalInput/resize(_:)``.
    public func readEvents() -> [TerminalInput] {
        guard !isRestored else { return [] }
        if terminalVanished { return [.signal(SIGHUP)] }
        var signals: [TerminalInput] = []
        var pending = relay?.drain() ?? []
        var index = 0
        var resumed = false
        var resized = false
        while index < pending.count {
            let signal = pending[index]
            index += 1
            switch signal {
            case SIGWINCH:
                // Asked of the terminal here rather than left to ncurses' own KEY_RESIZE,
                // which depends on how ncurses was told to find the size (and on LINES and
                // COLUMNS); a KEY_RESIZE that comes as well repeats the same size.
                if resizeIfNeeded() { resized = true }
            case SIGTSTP:
                suspend()
                resumed = true
                pending += relay?.drain() ?? []
            case SIGCONT:
                // After our own suspend (here or from a Ctrl-Z key), already repainted.
                if !resumed && !resumedFromKey { repaint() }
                resumedFromKey = false
            default:
                if !signals.contains(.signal(signal)) { signals.append(.signal(signal)) }
            }
        }

        var raw: [CursesInput] = []
        // After a stop, the app may have missed a resize.
        if resumed || resized { raw.append(.resize(size)) }
        let window = trellis_stdscr()
        var value: wint_t = 0
        for _ in 0..<Self.maximumReadsPerCall {
            let result = wget_wch(window, &value)
            if result == TRELLIS_OK {
                raw.append(.character(UInt32(truncatingIfNeeded: value)))
            } else if result == TRELLIS_KEY_CODE_YES {
                let code = Int32(truncatingIfNeeded: value)  // wint_t is unsigned on glibc, signed on Darwin
                switch code {
                case KEY_MOUSE:
                    var event = MEVENT()
                    if getmouse(&event) == TRELLIS_OK {
                        raw.append(.mouse(x: Int(event.x), y: Int(event.y), state: event.bstate))
                    }
                case KEY_RESIZE:
                    size = Self.currentSize()
                    raw.append(.resize(size))
                default:
                    raw.append(.key(code, name: keyname(code).map { String(cString: $0) }))
                }
            } else {
                break
            }
        }
        return signals + decoder.decode(raw)
    }

    /// Blocks until the terminal or a signal has something for ``readEvents()``, or
    /// `timeout` seconds pass (nil: no limit). No busy wait: one `poll(2)` on standard input
    /// and the signal pipe. True when there may be something to read (a signal that
    /// interrupted the wait counts), false on a timeout.
    public func waitForInput(timeout: Double?) -> Bool {
        guard !isRestored else { return false }
        var descriptors = [pollfd(fd: inputDescriptor, events: Int16(POLLIN), revents: 0)]
        if let relay { descriptors.append(pollfd(fd: relay.readEnd, events: Int16(POLLIN), revents: 0)) }
        let milliseconds: Int32
        if let timeout {
            milliseconds = timeout.isNaN ? 0 : Int32(clamping: Int64((Swift.min(Swift.max(timeout, 0), 86_400) * 1000).rounded(.up)))
        } else {
            milliseconds = -1
        }
        let ready = poll(&descriptors, nfds_t(descriptors.count), milliseconds)
        // A terminal that went away (hung up, closed) without SIGHUP reaching us would
        // make poll return at once forever: treat it as the hang-up it is.
        if ready > 0, descriptors[0].revents & Int16(POLLHUP | POLLERR | POLLNVAL) != 0 {
            terminalVanished = true
        }
        return ready != 0
    }

    /// Set when the input side reported a hang-up; ``readEvents()`` turns it into
    /// `SIGHUP`.
    private var terminalVanished = false

    // MARK: - Output

    /// Puts `canvas` on the screen: the cells in `changedCells` (a window's
    /// `takeChangedCells()`), or all of them when `fullRedraw`, which also clears the
    /// terminal first (for the first frame and Ctrl-L). The cursor shows at `cursor` (a
    /// window's `Window.textCursorCell`), or stays hidden when it is nil. No changed
    /// cells, no full redraw and the cursor where it was writes nothing.
    public func write(canvas: Canvas, changedCells: [(x: Int, y: Int)], fullRedraw: Bool,
                      cursor: (x: Int, y: Int)? = nil) {
        guard !isRestored else { return }
        writer.write(canvas, changedCells: changedCells, fullRedraw: fullRedraw, cursor: cursor)
    }

    // MARK: - Restoring

    /// Gives the terminal back: mouse reporting off, the cursor shown, the normal screen
    /// and the shell's terminal settings back, the signal handlers removed. Safe to call
    /// more than once; only the first call does anything.
    public func restore() {
        guard !isRestored else { return }
        isRestored = true
        Self.send(Array((ResetSequence.inputModesOff + "\u{1B}[?2026l").utf8), to: outputDescriptor)
        curs_set(1)
        endwin()
        if var settings = savedSettings {
            tcsetattr(inputDescriptor, TCSANOW, &settings)
        }
        relay?.uninstall()
        delscreen(screen)
    }

    /// Restores the terminal and ends the process as `signal` would have without Trellis
    /// (so the shell sees 128 + `signal`): the default action is put back and the signal
    /// raised again. Exits with status 128 + `signal` if that does not end the process.
    public func exit(forSignal signal: Int32) -> Never {
        restore()
        Terminal.terminate(bySignal: signal)
    }

    // MARK: - Internals

    /// Job control, as Ctrl-Z does in a shell: gives the terminal back, stops the process,
    /// and takes the terminal again and repaints when the process is continued. Input
    /// reads as keys in Trellis (Ctrl-Z is a key, not a signal), so the run loop calls
    /// this for a Ctrl-Z the app did not take; a `SIGTSTP` sent from elsewhere does the
    /// same through ``readEvents()``.
    public func suspend() {
        guard !isRestored else { return }
        Self.send(Array(ResetSequence.inputModesOff.utf8), to: outputDescriptor)
        endwin()
        relay?.setDefaultAction(SIGTSTP, true)
        raise(SIGTSTP)
        relay?.setDefaultAction(SIGTSTP, false)
        _ = resizeIfNeeded()
        repaint()
        resumedFromKey = true
    }

    /// Set by ``suspend()`` so the `SIGCONT` that woke it, still in the pipe, does not
    /// repaint the screen a second time.
    private var resumedFromKey = false

    /// Repaints the whole screen from ncurses' copy of it, leaving `endwin`'s state if
    /// needed, and turns button tracking back on after ncurses' own mouse set-up.
    private func repaint() {
        clearok(trellis_curscr(), true)
        wrefresh(trellis_stdscr())
        if trellis_has_mouse() != 0 { Self.send(Array(Self.mouseModes.utf8), to: outputDescriptor) }
        Self.send(Array(Self.bracketedPasteOn.utf8), to: outputDescriptor)
    }

    // MARK: - The system clipboard

    /// Whether the terminal takes OSC 52, which sets the system clipboard: its terminfo
    /// entry has the `Ms` capability, or its name is one of a family known to (xterm and
    /// its descendants, tmux, screen, kitty, alacritty, foot, WezTerm).
    public private(set) var supportsClipboard = false

    /// The longest text, in UTF-8 bytes, sent to the system clipboard: terminals drop
    /// longer OSC 52 sequences (xterm's limit is about this), so longer copies stay in the
    /// app's pasteboard only.
    public static let maximumClipboardBytes = 74_994

    nonisolated static func knowsOSC52(_ name: String) -> Bool {
        ["xterm", "tmux", "screen", "kitty", "alacritty", "foot", "wezterm"].contains { name.hasPrefix($0) }
    }

    /// Puts `text` on the system clipboard with OSC 52 where the terminal supports it
    /// (``supportsClipboard``) and it is at most ``maximumClipboardBytes`` long; does
    /// nothing otherwise. ``TerminalRunLoop`` makes it the application pasteboard's
    /// `Pasteboard.systemClipboardWriter`.
    public func copyToSystemClipboard(_ text: String) {
        guard !isRestored, supportsClipboard, text.utf8.count <= Self.maximumClipboardBytes else { return }
        Self.send(Array(Self.clipboardSequence(for: text).utf8), to: outputDescriptor)
    }

    /// The OSC 52 sequence that sets the clipboard (`c`) to `text`.
    nonisolated static func clipboardSequence(for text: String) -> String {
        "\u{1B}]52;c;" + Base64.encode(Array(text.utf8)) + "\u{07}"
    }

    /// Catches up with a resize that happened while the process was stopped, when it was
    /// not in the foreground to get `SIGWINCH`; true if the size changed.
    private func resizeIfNeeded() -> Bool {
        var rows: Int32 = 0
        var columns: Int32 = 0
        guard trellis_terminal_size(outputDescriptor, &rows, &columns) == 0,
              rows != trellis_lines() || columns != trellis_cols() else { return false }
        resizeterm(rows, columns)
        size = Self.currentSize()
        return true
    }

    private static func currentSize() -> Size {
        Size(width: Double(trellis_cols()), height: Double(trellis_lines()))
    }

    /// Whether an environment variable is set to something other than "" (the `NO_COLOR`
    /// convention).
    static func environmentFlag(_ name: String) -> Bool {
        guard let value = getenv(name) else { return false }
        return value.pointee != 0
    }

    private static func send(_ bytes: [UInt8], to descriptor: Int32) {
        var offset = 0
        while offset < bytes.count {
            let written = bytes.withUnsafeBytes { Platform.write(descriptor, $0.baseAddress! + offset, $0.count - offset) }
            if written <= 0 { break }
            offset += written
        }
    }

    private static func terminate(bySignal signal: Int32) -> Never {
        var action = sigaction()
        sigemptyset(&action.sa_mask)
        _ = sigaction(signal, &action, nil)
        var unblocked = sigset_t()
        sigemptyset(&unblocked)
        sigaddset(&unblocked, signal)
        sigprocmask(SIG_UNBLOCK, &unblocked, nil)
        raise(signal)
        Platform.exit(128 + signal)
    }
}
