/// A spinner that shows work in progress: UIKit's `UIActivityIndicatorView`, one cell of
/// braille that turns.
///
/// While animating it cycles through `⠋⠙⠹⠸⠼⠴⠦⠧⠇⠏`, one frame every 0.1 seconds on the
/// application's clock (``Application/now``), the frame chosen by the time since
/// ``startAnimating()``, so a late tick never slows the spin. Stopped, it shows the first
/// frame, or nothing when ``hidesWhenStopped`` (the default) has hidden it; hidden, it is
/// still laid out. Its intrinsic size is 1×1.
///
/// It keeps a timer only while it is animating, in a window with an ``Application``, and
/// drawn: stopping it, taking it out of the window, or hiding it (or an ancestor) ends
/// the timer once it next ticks, and drawing it again starts a new one. So a screen whose
/// spinners are stopped or out of sight leaves ``Application/nextTimerDeadline`` nil, and
/// an idle program uses no processor time.
///
/// Differences from UIKit: one size (no `style`), and ``color`` reads nil until set (the
/// spinner is then drawn in ``Color/systemGray``), where UIKit's reads its gray.
@MainActor
open class ActivityIndicatorView: View {
    /// Creates a stopped spinner, hidden since it hides when stopped.
    public override init(frame: Rect = .zero) {
        super.init(frame: frame)
        isHidden = true
    }

    /// The frames, a quarter turn of braille dots each.
    static let frames: [Character] = ["⠋", "⠙", "⠹", "⠸", "⠼", "⠴", "⠦", "⠧", "⠇", "⠏"]

    /// The seconds between frames.
    static let frameInterval = 0.1

    /// Whether the spinner is turning; false until ``startAnimating()``.
    public private(set) var isAnimating = false

    /// Whether stopping the spinner hides it (and starting shows it); true by default.
    /// Setting it hides or shows a stopped spinner at once.
    open var hidesWhenStopped = true {
        didSet { if !isAnimating { isHidden = hidesWhenStopped } }
    }

    /// The colour of the spinner; nil, the default, is ``Color/systemGray``, UIKit's gray
    /// spinner.
    open var color: Color? {
        didSet { if color != oldValue { setNeedsDisplay() } }
    }

    /// When the spin began, on the application's clock; nil until its first timer.
    private var startTime: Double?

    /// The frame shown now.
    private(set) var frameIndex = 0 {
        didSet { if frameIndex != oldValue { setNeedsDisplay() } }
    }

    /// The timer that turns the spinner, while it is animating and drawn.
    private var timer: ApplicationTimer?

    /// Starts the spinner at its first frame, showing it if it hides when stopped.
    open func startAnimating() {
        guard !isAnimating else { return }
        isAnimating = true
        frameIndex = 0
        startTime = nil
        if hidesWhenStopped { isHidden = false }
        startTimerIfShown()
        setNeedsDisplay()
    }

    /// Stops the spinner and its timer, hiding it if it hides when stopped.
    open func stopAnimating() {
        guard isAnimating else { return }
        isAnimating = false
        stopTimer()
        frameIndex = 0
        if hidesWhenStopped { isHidden = true }
    }

    /// 1×1.
    open override var intrinsicContentSize: Size { Size(width: 1, height: 1) }

    /// The intrinsic size, whatever size is offered.
    open override func sizeThatFits(_ size: Size) -> Size { intrinsicContentSize }

    /// Hiding the spinner ends its timer at once; showing it again starts one.
    open override var isHidden: Bool {
        didSet {
            guard isHidden != oldValue else { return }
            if isHidden { stopTimer() } else { startTimerIfShown() }
        }
    }

    /// Leaving the window ends the timer; arriving in one while animating starts it.
    open override func didMoveToWindow() {
        if window == nil {
            stopTimer()
        } else {
            startTimerIfShown()
        }
    }

    private func startTimerIfShown() {
        guard isAnimating, timer == nil, isShownInWindow, let application = window?.application else { return }
        if startTime == nil { startTime = application.now() }
        timer = application.scheduleTimer(after: ActivityIndicatorView.frameInterval, repeats: true) { [weak self] _ in
            self?.tick()
        }
    }

    private func stopTimer() {
        timer?.invalidate()
        timer = nil
    }

    /// Moves to the frame for the time since the start; a spinner no longer shown lets
    /// its timer go, and the next draw starts it again.
    private func tick() {
        guard isAnimating, isShownInWindow, let application = window?.application else {
            stopTimer()
            return
        }
        let elapsed = (application.now() - (startTime ?? application.now())) / ActivityIndicatorView.frameInterval
        let step = Int((elapsed + 1e-9).rounded(.down))
        frameIndex = ((step % ActivityIndicatorView.frames.count) + ActivityIndicatorView.frames.count)
            % ActivityIndicatorView.frames.count
    }

    /// Draws the current frame in the middle of the bounds. Drawing an animating spinner
    /// whose timer went while it was out of sight starts the timer again.
    open override func draw(_ rect: Rect, in context: DrawingContext) {
        guard bounds.width >= 1, bounds.height >= 1 else { return }
        if isAnimating, timer == nil { startTimerIfShown() }
        let column = ((bounds.width.rounded(.down) - 1) / 2).rounded(.down)
        let row = ((bounds.height.rounded(.down) - 1) / 2).rounded(.down)
        context.put(String(ActivityIndicatorView.frames[frameIndex]),
                    at: Point(x: bounds.minX + column, y: bounds.minY + row),
                    style: CellStyle(foreground: color ?? ControlColors.activityIndicator), background: backgroundColor)
    }
}
