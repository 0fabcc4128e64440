/// The object at the end of the responder chain that takes events from the terminal,
/// sends them to the right responder, and keeps the timers and the animation clock:
/// UIKit's `UIApplication` for one ``Window``.
///
/// The terminal backend's run loop owns one and, for each input, calls
/// ``send(_:)-(KeyEvent)`` or ``send(_:)-(MouseEvent)``, then ``Window/runLayoutCycle()``
/// and draws; between inputs it waits at most until ``nextTimerDeadline`` and then calls
/// ``fireTimers(at:)``. It stops once ``isQuitRequested`` is true. A test does the same
/// with no terminal, with a clock of its own in ``now``.
///
/// Keys go to the window's ``Window/firstResponder`` (or the window when there is none)
/// and up the chain through ``Responder/next``; what reaches the application is handled
/// here (see ``keyPressed(_:)``). Mouse presses go to the view under the pointer, and the
/// drags and the release that follow to that same view.
///
/// Differences from UIKit: one window, no delegate or scenes; the run
/// loop is the backend's, this object only dispatches; timers live here rather than in
/// Foundation's `RunLoop`, so they run on the terminal's clock and tests can drive them.
@MainActor
public final class Application: Responder {
    /// Creates the application for `window`, making itself the window's
    /// ``Window/application``, the window's next responder.
    public init(window: Window) {
        self.window = window
        let origin = ContinuousClock.now
        now = {
            let elapsed = ContinuousClock.now - origin
            return Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) * 1e-18
        }
        super.init()
        window.application = self
        Application.shared = self
    }

    /// The application made last, the one the terminal is running: UIKit's
    /// `UIApplication.shared`, so a controller can schedule timers in
    /// ``ViewController/viewDidLoad()``, before its view is in a window.
    ///
    /// Different from UIKit: it is optional, nil until an application is made (a test can
    /// build windows without one), and held weakly, so it goes when its owner lets it go.
    /// `Application.run(rootViewController:)` makes the application before it sets the
    /// root view controller, so it is there for the root's `viewDidLoad`.
    public private(set) static weak var shared: Application?

    /// The window the application shows, the one events go to.
    public let window: Window

    // MARK: - Quitting

    /// Whether ``quit()`` was called: the run loop checks it after each event and ends,
    /// restoring the terminal.
    public private(set) var isQuitRequested = false

    /// Asks the run loop to end after the current event. Not in UIKit, where apps are not
    /// quit by the user from inside; here it is how a program ends.
    public func quit() {
        isQuitRequested = true
    }

    /// Whether the app was quit by the interrupt key (``interrupt()``): the terminal
    /// backend then ends the process as `SIGINT` would, with status 130, as a shell expects
    /// of a program stopped with Ctrl-C.
    public private(set) var isInterrupted = false

    /// Quits as Ctrl-C does: ``quit()``, remembered as an interrupt (``isInterrupted``), so
    /// the process ends with status 130 rather than 0. The default ``quitCommand`` calls
    /// it. Not in UIKit.
    public func interrupt() {
        isInterrupted = true
        quit()
    }

    /// Whether Ctrl-C, reaching the application unhandled, quits. True by default; a
    /// responder that handles Ctrl-C itself (a copy command) keeps it from arriving here
    /// either way. The terminal is in raw mode, so Ctrl-C is a key, not a signal.
    public var quitsOnControlC = true

    // MARK: - Keys

    /// Sends a key to the window's first responder; with none, to the view of the content
    /// controller in front, or to the window when there is no controller. The content
    /// controller in front is found from the screen in front
    /// (``Window/topmostViewController``: the last one presented, or the root view
    /// controller) down through its containers: the top of a navigation stack, the
    /// selected tab, a split view's first shown column, the one visible child of a plain
    /// controller. The key walks up the responder chain until a responder handles it or
    /// it reaches the application (``keyPressed(_:)``), so with nothing focused the
    /// commands of the screen on top and of every container above it work, a navigation
    /// controller's Esc among them.
    ///
    /// A presentation traps the keys: from a presented controller they go straight to the
    /// application, past the presenter and its ancestors (``ViewController/next``), whose
    /// commands and keys are out of reach while it shows; of the application's own
    /// commands only one for Ctrl-C is reached then (``quitCommand``).
    ///
    /// Different from UIKit, which looks key commands up from the key window's root view
    /// controller when there is no first responder, and sends the presses themselves to
    /// the application alone: here the deepest content's views and controllers hear them
    /// too, so a screen can take keys before anything has the focus.
    ///
    /// Key commands (``Responder/keyCommands``) go first: those that want priority over
    /// text input, then, unless the first responder takes the key as text, the others,
    /// from the first responder up; the nearest match runs and the key goes no further.
    /// The application's own commands (``quitCommand``) come last, after every
    /// responder's ``Responder/keyPressed(_:)``, so a view that takes Ctrl-C for itself
    /// still gets it. UIKit runs the application's commands with the others.
    ///
    /// The ``discoverabilityKey`` (F1) opens a box listing the commands reachable from the
    /// focus (``discoverableKeyCommands``); the next key, or a mouse press, closes it and
    /// goes no further, except Ctrl-C, which closes it and is then handled as usual (it
    /// quits unless a responder takes it). While a context menu (``ContextMenuInteraction``,
    /// opened by Shift-F10) or the command palette (``commandPaletteKey``) is open, it
    /// takes every key.
    public func send(_ event: KeyEvent) {
        // Ctrl-C closes the box and still goes on: the interrupt key always reaches the app.
        if closeDiscoverabilityOverlay(), event != .control("c") { return }
        if let contextMenuSession {
            contextMenuSession.handle(event)
            return
        }
        if sendToCommandPalette(event) { return }
        if event == Application.contextMenuKey, openContextMenuForFirstResponder() { return }
        if let discoverabilityKey, event == discoverabilityKey {
            showDiscoverabilityOverlay()
            return
        }
        let target = keyTarget
        if performKeyCommand(for: event, from: target) { return }
        // The palette key yields to a command of the app's own and to text input.
        if let commandPaletteKey, event == commandPaletteKey, !target.takesKeyAsTextInput(event) {
            showCommandPalette()
            return
        }
        target.keyPressed(event)
    }

    /// The key that shows the commands reachable from the focus in a box over the window:
    /// F1 by default; nil for none. Not in UIKit, where holding Command shows them on an
    /// iPad with a keyboard; a terminal reports no held keys.
    public var discoverabilityKey: KeyEvent? = KeyEvent(.function(1))

    /// The key that opens the command palette: a box listing every command reachable from
    /// the focus (``discoverableKeyCommands``), filtered as the user types (each word must
    /// appear in the command's title or key); Up and Down choose, Enter runs the chosen
    /// command after the palette closes, Esc (or this key again, or a mouse press) closes
    /// it. Ctrl-P by default, as in editors; nil for none. A key command of the app's own
    /// for the same key, or a text view that moves its caret with it, takes it first. Not
    /// in UIKit.
    public var commandPaletteKey: KeyEvent? = KeyEvent.control("p")

    /// The palette, while it shows.
    var commandPalette: CommandPaletteView?

    /// The context menu open, which takes every key and press until it closes.
    var contextMenuSession: ContextMenuSession?

    /// The key that opens the focused view's context menu (``ContextMenuInteraction``):
    /// Shift-F10, as on PC keyboards without a Menu key.
    static let contextMenuKey = KeyEvent(.function(10), modifiers: .shift)

    /// Opens the context menu of the first responder or its nearest ancestor with one, at
    /// the first responder's bottom-left corner (under the focused row, for a table);
    /// returns whether one opened.
    private func openContextMenuForFirstResponder() -> Bool {
        guard let focused = window.firstResponder as? View, let interaction = focused.nearestContextMenuInteraction else {
            return false
        }
        // A table's menu is its focused row's, anchored under that row.
        if let table = focused as? TableView, let row = table.focusedIndexPath {
            let rowFrame = table.convert(table.rectForRow(at: row), to: nil)
            return interaction.open(at: Point(x: rowFrame.minX, y: rowFrame.minY),
                                    anchor: Point(x: rowFrame.minX, y: rowFrame.maxY))
        }
        let frame = focused.convert(focused.bounds, to: nil)
        let anchor = Point(x: frame.minX, y: frame.maxY)
        return interaction.open(at: anchor, anchor: anchor)
    }

    /// The box the discoverability key opened, while it shows.
    var discoverabilityOverlay: DiscoverabilityOverlay?

    /// The responder keys go to first: the first responder; with none, the view of the
    /// content controller in front (the deepest one of the screen in front, see
    /// ``send(_:)-(KeyEvent)``); with no screen, the window.
    var keyTarget: Responder {
        if let firstResponder = window.firstResponder { return firstResponder }
        guard let front = window.topmostViewController else { return window }
        if let content = front.frontContentController.viewIfLoaded, content.window === window { return content }
        return front.viewIfLoaded ?? window
    }

    /// The command that quits the app: Ctrl-C "Quit" by default, which quits as an
    /// interrupt (``interrupt()``, status 130) while
    /// ``quitsOnControlC`` is true. Replace it to quit by another key (`q`): a
    /// ``DiscoverabilityBar`` lists it last and drops it last, and Ctrl-C still quits as
    /// an interrupt while ``quitsOnControlC`` is true. While a presented controller (an
    /// alert) is in front, a quit command on any key but Ctrl-C is out of reach and not
    /// listed: the presentation traps the keys, so `q` goes to the alert (which drops it),
    /// while Ctrl-C always interrupts. Nil for none. Not in UIKit, where
    /// apps are not quit from inside.
    public lazy var quitCommand: KeyCommand? = KeyCommand(title: "Quit", input: "c", modifierFlags: .control) {
        [weak self] _ in self?.interrupt()
    }

    /// Commands that work wherever the focus is, tried after every other responder's
    /// commands and keys, except while a presented controller is in front: a presentation
    /// traps the keys, and only a command for Ctrl-C (the interrupt key) reaches the
    /// application then. Not in UIKit, where an app overrides `keyCommands` on its
    /// `UIApplication` subclass: an ``Application`` cannot be subclassed, so it takes them
    /// here.
    public var additionalKeyCommands: [KeyCommand] = []

    /// The application's commands: ``additionalKeyCommands``, then its ``quitCommand``
    /// (unless that is Ctrl-C and ``quitsOnControlC`` is false).
    public override var keyCommands: [KeyCommand] {
        guard let quitCommand, quitsOnControlC || !quitCommand.matches(.control("c")) else {
            return additionalKeyCommands
        }
        return additionalKeyCommands + [quitCommand]
    }

    /// Handles the keys nobody else did: Tab and Shift-Tab move the focus through the
    /// window (``Window/moveFocus(forward:)``), the arrow keys move it along stack views
    /// (``Window/moveFocusInStack(toward:)``), and Ctrl-C quits when ``quitsOnControlC``
    /// is true. Any other key is dropped. Because these come last, any responder on the way
    /// can take the same keys for itself first.
    public override func keyPressed(_ event: KeyEvent) {
        if let command = reachableApplicationCommands.first(where: { $0.isEnabled && $0.matches(event) }) {
            command.perform()
            return
        }
        switch (event.key, event.modifiers) {
        case (.tab, []):
            window.moveFocus(forward: true)
        case (.backTab, _), (.tab, .shift):
            window.moveFocus(forward: false)
        case (.up, []), (.down, []), (.left, []), (.right, []):
            window.moveFocusInStack(toward: event.key)
        case (.character("c"), .control) where quitsOnControlC:
            // The quit command may have been moved to another key (`q`): the interrupt
            // key quits all the same.
            interrupt()
        default:
            unhandledKeyHandler?(event)
        }
    }

    /// Called with each key that went up the whole responder chain and that the
    /// application itself has no use for. The terminal's run loop sets it to give Ctrl-L
    /// (repaint) and Ctrl-Z (suspend) their usual meanings. Not in UIKit, where the system
    /// owns such keys.
    public var unhandledKeyHandler: (@MainActor (KeyEvent) -> Void)?

    // MARK: - Paste

    /// The pasteboard the application's text fields and text views cut, copy and kill to,
    /// and paste and yank from: UIKit's `UIPasteboard.general`, one per application.
    public let pasteboard = Pasteboard()

    /// Sends pasted text (a bracketed paste the terminal decoded) to the window's first
    /// responder, or where ``send(_:)-(KeyEvent)`` would send a key, as
    /// ``Responder/paste(_:)``; it goes up the chain until a text input takes it.
    public func send(paste text: String) {
        keyTarget.paste(text)
    }

    // MARK: - Mouse

    /// The view a press was sent to, which gets the drags and the release that follow.
    private weak var mouseTarget: View?

    /// Sends a mouse event into the window, whose coordinates its location is in.
    ///
    /// A press (``MouseEventKind/down``) goes to the view ``View/hitTest(_:)`` finds under
    /// the pointer, as ``Responder/mouseDown(_:)``, and that view becomes the target of the
    /// drags and the release that follow, wherever the pointer is then, as a touch stays
    /// with the view it began in; a new press picks a new target. A wheel turn goes to the
    /// view under the pointer as ``Responder/scrollWheel(_:)``. Each then travels up the
    /// responder chain as far as it is passed on. Events over no view, drags and releases
    /// with no press before them, and moves without a button are dropped.
    public func send(_ event: MouseEvent) {
        if event.kind == .down, closeDiscoverabilityOverlay() || closeCommandPalette() { return }
        if let contextMenuSession {
            if event.kind == .down { contextMenuSession.handleMouseDown(event) }
            return
        }
        if event.kind == .down, event.button == .right,
           let interaction = window.hitTest(event.location)?.nearestContextMenuInteraction,
           interaction.open(at: event.location, anchor: event.location) {
            return
        }
        switch event.kind {
        case .down:
            mouseTarget = window.hitTest(event.location)
            mouseTarget?.mouseDown(event)
        case .dragged:
            mouseTarget?.mouseDragged(event)
        case .up:
            let target = mouseTarget
            mouseTarget = nil
            target?.mouseUp(event)
        case .scrollUp, .scrollDown, .scrollLeft, .scrollRight:
            window.hitTest(event.location)?.scrollWheel(event)
        case .moved:
            break
        }
    }

    // MARK: - Time

    /// The clock timers and animations run on, in seconds; the default is monotonic,
    /// counting from when the application was made. The run loop may replace it with its
    /// own, and a test with one it sets by hand; deadlines are on this clock.
    public var now: () -> Double

    /// The timers scheduled and still valid (invalidated ones are dropped lazily).
    private var timers: [ApplicationTimer] = []
    private var timerCount: UInt64 = 0

    /// Runs `handler` once `interval` seconds have passed on ``now``, and every `interval`
    /// seconds after that if `repeats`; returns the timer, to ``ApplicationTimer/invalidate()``
    /// it. Foundation's `Timer.scheduledTimer(withTimeInterval:repeats:block:)`.
    @discardableResult
    public func scheduleTimer(after interval: Double, repeats: Bool,
                              _ handler: @escaping @MainActor (ApplicationTimer) -> Void) -> ApplicationTimer {
        let interval = interval.isNaN ? 0.0001 : Swift.max(interval, 0.0001)
        timerCount += 1
        let timer = ApplicationTimer(interval: interval, repeats: repeats, deadline: now() + interval,
                                     sequence: timerCount, handler: handler)
        timers.append(timer)
        return timer
    }

    /// When the run loop should next call ``fireTimers(at:)``, on ``now``'s clock: the
    /// earliest deadline of a valid timer, or the next animation frame
    /// (``animationFrameInterval`` after the last) while ``Window/hasRunningAnimations``.
    /// Nil when there is neither, so an idle program waits for input alone and uses no CPU.
    public var nextTimerDeadline: Double? {
        var deadline = timers.lazy.filter(\.isValid).map(\.deadline).min()
        if window.hasRunningAnimations {
            // An animation that just began has no frame yet: its first one is due at once.
            let frame = lastAnimationTime.map { $0 + Application.animationFrameInterval } ?? now()
            deadline = Swift.min(deadline ?? frame, frame)
        }
        return deadline
    }

    /// Runs, in deadline order (ties in the order they were scheduled), each valid timer
    /// whose deadline is at or before `now`, once; then moves running animations on to
    /// `now` (``advanceAnimations(to:)``).
    ///
    /// A repeating timer is rescheduled a whole number of intervals after its previous
    /// deadline, the first such time after `now`: ticks missed while the program was busy
    /// are skipped, not fired in a burst. Timers scheduled by a handler wait for a later
    /// call, even when already due.
    public func fireTimers(at now: Double) {
        let due = timers.filter { $0.isValid && $0.deadline <= now }
            .sorted { ($0.deadline, $0.sequence) < ($1.deadline, $1.sequence) }
        for timer in due where timer.isValid {
            if timer.repeats { timer.reschedule(after: now) }
            timer.fire()
        }
        timers.removeAll { !$0.isValid }
        advanceAnimations(to: now)
    }

    // MARK: - Animation

    /// The time between animation frames the run loop asks for while animations run, in
    /// seconds: 30 frames a second, as smooth as a terminal redraw usefully gets.
    public static let animationFrameInterval = 1.0 / 30

    /// When the animations were last advanced, nil while none run.
    private var lastAnimationTime: Double?

    /// Moves the window's running animations on by the time since the last call
    /// (``Window/advanceAnimations(by:)``). The first call after animations start only
    /// notes the time, so an animation begins at its first frame whenever it was added.
    /// ``fireTimers(at:)`` calls it; call it yourself only with a run loop of your own.
    public func advanceAnimations(to now: Double) {
        guard window.hasRunningAnimations else {
            lastAnimationTime = nil
            return
        }
        if let last = lastAnimationTime { window.advanceAnimations(by: now - last) }
        lastAnimationTime = window.hasRunningAnimations ? now : nil
    }
}
