/// An app on a terminal that exists only in memory, for tests: send it keys, typing,
/// pastes, clicks, drags, wheel turns and resizes, let time pass, and read the screen as
/// text or cells, the text cursor and what was logged. Ratatui's `TestBackend` and
/// Textual's `Pilot`; UIKit's nearest is driving an app with XCUITest, which this does
/// in-process and synchronously.
///
/// It does what the terminal's run loop does, minus the terminal: every input is one
/// frame (the input goes to the ``Application``, timers due at the current time fire,
/// then one ``Window/runLayoutCycle()``), and the cells that frame changed are kept in
/// ``changedCells``, what a terminal would have been sent. Time stands still until
/// ``advance(by:)`` moves the clock, which fires each timer and each animation frame at
/// its own deadline, in order.
///
/// ```swift
/// let app = HeadlessApp(rootViewController: GreeterViewController(), width: 40, height: 5)
/// app.type("Ada")
/// app.press(KeyEvent(.enter))
/// #expect(app.rows[2] == "             Hello, Ada!")
/// app.resize(width: 20, height: 5)
/// app.advance(by: 1)
/// #expect(app.diagnostics.isEmpty)
/// ```
///
/// What ``LayoutDiagnostics`` is sent while the app sets up, handles input, resizes, lets
/// time pass or lays out for a read is kept in ``diagnostics`` instead of being written
/// to standard error: a screen whose constraints conflict shows up there. Messages sent
/// at other times (by code of the test itself) go to the sink as before.
///
/// Not in UIKit. The Ctrl-L (repaint) and Ctrl-Z (suspend) keys the terminal's run loop
/// gives meaning to do nothing here, as there is no terminal to repaint or suspend.
@MainActor
public final class HeadlessApp {
    /// The window the app shows, as large as the terminal.
    public let window: Window
    /// The application events go to; its ``Application/now`` is this app's clock.
    public let application: Application

    /// Every message sent to ``LayoutDiagnostics`` while this app was set up, sent input,
    /// resized, advanced or laid out: the unsatisfiable-constraints log and misuse
    /// warnings, in order.
    public private(set) var diagnostics: [String] = []

    /// The time on the app's clock, in seconds: zero at the start, moved on only by
    /// ``advance(by:)``.
    public private(set) var time: Double = 0

    /// The cells the last frame changed, in the order the window lists them: what the
    /// terminal would have been sent for it. An input nothing reacts to changes none.
    /// What the test changes itself, between frames, counts toward the next frame.
    public private(set) var changedCells: [(x: Int, y: Int)] = []

    /// The text copied to the system clipboard (which the terminal does with an OSC 52
    /// sequence), oldest first.
    public private(set) var systemClipboard: [String] = []

    /// A terminal of `width` × `height` cells running `rootViewController`, laid out and
    /// drawn once: what `Application.run(rootViewController:)` does on a real terminal.
    /// A negative size is taken as zero.
    public convenience init(rootViewController: ViewController, width: Int = 80, height: Int = 24) {
        self.init(window: Window(size: Size(width: Double(max(width, 0)), height: Double(max(height, 0)))),
                  rootViewController: rootViewController)
    }

    /// A terminal showing `window`, as large as the window, with an ``Application`` for it;
    /// the window is laid out and drawn once. Build the content before or after: add
    /// subviews to the window, or set its root view controller.
    public convenience init(window: Window) {
        self.init(window: window, rootViewController: nil)
    }

    private init(window: Window, rootViewController: ViewController?) {
        self.window = window
        // The application first, so the root's viewDidLoad can reach Application.shared.
        application = Application(window: window)
        // Weak: a test may keep the application longer than this app, whose clock then
        // reads zero.
        application.now = { [weak self] in self?.time ?? 0 }
        application.pasteboard.systemClipboardWriter = { [weak self] text in self?.systemClipboard.append(text) }
        frame {
            if let rootViewController { window.rootViewController = rootViewController }
        }
    }

    // MARK: - Reading the screen

    /// The screen as text, one string per row with its trailing spaces trimmed, as
    /// ``Canvas/renderedText()`` gives them, after a layout cycle (so changes made by the
    /// test itself show). A terminal with no rows has none.
    public var rows: [String] {
        let text = self.text
        guard window.canvas.height > 0 else { return [] }
        return text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    }

    /// The screen as one string, rows separated by newlines and their trailing spaces
    /// trimmed (``Canvas/renderedText()``), after a layout cycle.
    public var text: String {
        layOut()
        return window.canvas.renderedText()
    }

    /// The screen as cells, with their styles, after a layout cycle.
    public var canvas: Canvas {
        layOut()
        return window.canvas
    }

    /// Where the terminal's cursor would show (``Window/textCursorCell``), after a layout
    /// cycle: nil when it is hidden.
    public var cursor: (x: Int, y: Int)? {
        layOut()
        return window.textCursorCell
    }

    /// The column and row where `text` first shows, reading rows top to bottom, or nil
    /// when it does not. Columns count characters, which are cells for text of single-width
    /// characters.
    public func locate(_ text: String) -> (x: Int, y: Int)? {
        for (y, row) in rows.enumerated() {
            if let range = row.firstRange(of: text) {
                return (row.distance(from: row.startIndex, to: range.lowerBound), y)
            }
        }
        return nil
    }

    // MARK: - Keys and text

    /// Presses keys, in order, one frame each.
    public func press(_ keys: KeyEvent...) {
        for key in keys {
            frame { application.send(key) }
        }
    }

    /// Types `text`, one frame per character: each is sent as a `.character` key, except
    /// a line break (Enter) and a tab (Tab), as a terminal reads them.
    public func type(_ text: String) {
        for character in text {
            switch character {
            case "\n", "\r", "\r\n": press(KeyEvent(.enter))
            case "\t": press(KeyEvent(.tab))
            default: press(.character(character))
            }
        }
    }

    /// Pastes `text` as one bracketed paste (``Application/send(paste:)``), one frame.
    public func paste(_ text: String) {
        frame { application.send(paste: text) }
    }

    // MARK: - Mouse

    /// Sends one mouse event, one frame.
    public func send(_ event: MouseEvent) {
        frame { application.send(event) }
    }

    /// Clicks the cell at (`x`, `y`): a press and a release, one frame each.
    public func click(x: Int, y: Int, button: MouseButton = .left) {
        let location = Point(x: Double(x), y: Double(y))
        send(MouseEvent(.down, button: button, at: location))
        send(MouseEvent(.up, button: button, at: location))
    }

    /// Clicks the first cell of the first place `text` shows (``locate(_:)``).
    ///
    /// - Throws: ``HeadlessAppError/textNotFound(_:screen:)`` when `text` is not on the
    ///   screen; nothing is sent then.
    public func click(onText text: String, button: MouseButton = .left) throws {
        guard let cell = locate(text) else { throw HeadlessAppError.textNotFound(text, screen: self.text) }
        click(x: cell.x, y: cell.y, button: button)
    }

    /// Drags with the left button from one cell to another: a press, a drag report on each
    /// cell of the way (as a terminal reports the pointer crossing cells), and a release,
    /// one frame each.
    public func drag(from start: (x: Int, y: Int), to end: (x: Int, y: Int)) {
        send(MouseEvent(.down, button: .left, at: Point(x: Double(start.x), y: Double(start.y))))
        let steps = max(abs(end.x - start.x), abs(end.y - start.y))
        for step in stride(from: 1, through: steps, by: 1) {
            let fraction = Double(step) / Double(steps)
            let x = (Double(start.x) + Double(end.x - start.x) * fraction).rounded()
            let y = (Double(start.y) + Double(end.y - start.y) * fraction).rounded()
            send(MouseEvent(.dragged, button: .left, at: Point(x: x, y: y)))
        }
        send(MouseEvent(.up, button: .left, at: Point(x: Double(end.x), y: Double(end.y))))
    }

    /// Turns the wheel over the cell at (`x`, `y`), `clicks` notches, one frame each;
    /// `kind` is one of the scroll kinds (``MouseEventKind/scrollDown`` by default).
    public func scroll(_ kind: MouseEventKind = .scrollDown, x: Int, y: Int, clicks: Int = 1) {
        for _ in 0..<max(clicks, 0) {
            send(MouseEvent(kind, at: Point(x: Double(x), y: Double(y))))
        }
    }

    // MARK: - Terminal and time

    /// Resizes the terminal, as a `SIGWINCH` does, one frame. A negative size is taken as
    /// zero.
    public func resize(width: Int, height: Int) {
        frame { window.size = Size(width: Double(max(width, 0)), height: Double(max(height, 0))) }
    }

    /// Lets `seconds` pass on the app's clock: each timer fires, and each animation frame
    /// is drawn, at its own deadline (``Application/nextTimerDeadline``), in order, one
    /// frame each, as the run loop would wake for them; then the clock reads the end
    /// time. Zero, a negative or a non-finite amount lets no time pass.
    public func advance(by seconds: Double) {
        guard seconds.isFinite, seconds > 0 else { return }
        let end = time + seconds
        capturingDiagnostics {
            while let deadline = application.nextTimerDeadline, deadline <= end {
                time = max(time, deadline)
                application.fireTimers(at: time)
                render()
            }
            time = end
        }
    }

    // MARK: - Frames

    /// One frame around `input`: the input, the timers due now, a layout cycle.
    private func frame(_ input: () -> Void) {
        capturingDiagnostics {
            input()
            application.fireTimers(at: time)
            render()
        }
    }

    /// A layout cycle for a read. The cells it changes stay listed in the window, so
    /// the next frame reports them, as that frame would send them to the terminal.
    private func layOut() {
        capturingDiagnostics { window.runLayoutCycle() }
    }

    private func render() {
        window.runLayoutCycle()
        changedCells = window.takeChangedCells()
    }

    private func capturingDiagnostics(_ body: () -> Void) {
        let previous = LayoutDiagnostics.sink
        LayoutDiagnostics.sink = { [unowned self] in diagnostics.append($0) }
        defer { LayoutDiagnostics.sink = previous }
        body()
    }
}
