// Foundation for `Progress` only, which ``ProgressView/observedProgress`` follows as UIKit's
// does: the one place the toolkit uses Foundation.
import Foundation

/// A bar that fills as a task progresses: UIKit's `UIProgressView`.
///
/// At a width of `w` cells and a progress `p`, the first `⌊p · w⌋` cells are `█`; the next
/// cell shows the remaining fraction in eighths of a cell (`▏▎▍▌▋▊▉`, nothing for less
/// than an eighth); the rest is the track, `░` in the ``Style/default`` style and blank in
/// the ``Style/bar`` style. A width of 10 at 0.37 reads `███▋░░░░░░`. The filled cells are
/// in ``progressTintColor`` (the tint by default) and the track in ``trackTintColor``; the
/// characters alone show the progress, so a monochrome terminal loses nothing. Its
/// intrinsic size is 1 row high, with no width of its own; taller, it draws on its middle
/// row.
///
/// A progress view is a view, not a control: it takes no input and never has the focus.
///
/// To follow a task's Foundation `Progress`, set ``observedProgress``; the bar then shows
/// its `fractionCompleted` (see there for how it is read without key-value observing).
///
/// Differences from UIKit: no track or progress images; ``setProgress(_:animated:)`` does
/// not animate; ``observedProgress`` is read on the application's clock rather than
/// observed.
@MainActor
open class ProgressView: View {
    /// Creates a progress view at 0 in `style`.
    public init(progressViewStyle style: Style = .default) {
        progressViewStyle = style
        super.init(frame: .zero)
    }

    /// Creates a progress view at 0 in the default style with a frame.
    public override init(frame: Rect) {
        progressViewStyle = .default
        super.init(frame: frame)
    }

    /// The fraction done, from 0 to 1; 0 by default. A value outside is clamped (1.5
    /// reads back as 1); not a number is logged and refused.
    open var progress: Double {
        get { storedProgress }
        set {
            guard !newValue.isNaN else {
                LayoutDiagnostics.emit("ProgressView: progress cannot be NaN; it stays \(storedProgress)")
                return
            }
            let clamped = Swift.min(Swift.max(newValue, 0), 1)
            guard clamped != storedProgress else { return }
            storedProgress = clamped
            setNeedsDisplay()
        }
    }

    private final var storedProgress: Double = 0

    /// The task whose progress the bar shows: UIKit's `observedProgress`. Nil, the default,
    /// leaves ``progress`` to be set by hand.
    ///
    /// Setting a `Progress` sets ``progress`` to its `fractionCompleted` at once, and from
    /// then on the bar follows it. Setting nil stops following and keeps the bar where it
    /// is. Setting ``progress`` by hand meanwhile shows until the task's fraction next
    /// changes, as in UIKit.
    ///
    /// Different from UIKit, which learns of each change by key-value observing: Swift on
    /// Linux has no key-value observing, so the view reads `fractionCompleted` every 0.1
    /// seconds on the application's clock (``Application/now``, the timers an
    /// ``ActivityIndicatorView`` turns on), and a change shows within a tenth of a second.
    /// It keeps that timer only while it has a progress to follow, is in a window with an
    /// ``Application`` and is drawn (not hidden, nor any ancestor): taking it out of the
    /// window or hiding it ends the timer, and putting it back or showing it reads the
    /// fraction again and starts a new one. A finished task (`isFinished`) is read a last
    /// time and no longer polled. So a screen whose progress views follow nothing, or
    /// only finished tasks, leaves ``Application/nextTimerDeadline`` nil and lets an idle
    /// program sleep.
    ///
    /// This property is why `Trellis` imports Foundation: an app that imports Foundation
    /// hands its `Progress` over as it would to UIKit.
    open var observedProgress: Progress? {
        didSet {
            guard observedProgress !== oldValue else { return }
            stopObserving()
            lastObservedFraction = nil
            readObservedProgress()
            startObservingIfShown()
        }
    }

    /// The seconds between two readings of ``observedProgress``.
    static let observationInterval = 0.1

    /// The fraction last read from ``observedProgress``: a reading that has not changed
    /// leaves a ``progress`` set by hand alone.
    private final var lastObservedFraction: Double?

    /// The timer that reads ``observedProgress``, while there is one and the view is drawn.
    private final var observationTimer: ApplicationTimer?

    /// Whether the view reads its observed progress on a timer now.
    final var isObservingProgress: Bool { observationTimer != nil }

    /// Sets ``progress`` from the observed task's fraction, if it changed since last read.
    private func readObservedProgress() {
        guard let observed = observedProgress else { return }
        let fraction = observed.fractionCompleted
        guard fraction != lastObservedFraction else { return }
        lastObservedFraction = fraction
        progress = fraction.isNaN ? 0 : fraction
    }

    /// Starts the timer that follows ``observedProgress`` when there is one to follow, not
    /// finished, and the view is drawn in a window with an application.
    private func startObservingIfShown() {
        guard let observed = observedProgress, !ProgressView.isOver(observed), observationTimer == nil, isShownInWindow,
              let application = window?.application else { return }
        observationTimer = application.scheduleTimer(after: ProgressView.observationInterval, repeats: true) {
            [weak self] _ in self?.observationTick()
        }
    }

    private func stopObserving() {
        observationTimer?.invalidate()
        observationTimer = nil
    }

    /// Reads the observed task; lets the timer go once the task is finished or the view
    /// is no longer drawn (the next draw starts it again).
    private func observationTick() {
        guard isShownInWindow, window?.application != nil else {
            stopObserving()
            return
        }
        readObservedProgress()
        if observedProgress.map(ProgressView.isOver) != false { stopObserving() }
    }

    /// Whether `task` is finished for good: `isFinished` with a count of work, so a task
    /// whose total is not set yet (0, which Foundation may count as finished) is followed.
    private static func isOver(_ task: Progress) -> Bool {
        task.totalUnitCount > 0 && task.isFinished
    }

    /// Leaving the window ends the observing timer; arriving in one reads the observed
    /// task and starts it again.
    open override func didMoveToWindow() {
        super.didMoveToWindow()
        if window == nil {
            stopObserving()
        } else {
            readObservedProgress()
            startObservingIfShown()
        }
    }

    /// Hiding the view ends the observing timer at once; showing it reads the observed
    /// task and starts it again.
    open override var isHidden: Bool {
        didSet {
            guard isHidden != oldValue else { return }
            if isHidden {
                stopObserving()
            } else {
                readObservedProgress()
                startObservingIfShown()
            }
        }
    }

    /// Sets ``progress``; `animated` changes nothing, the bar moves at once.
    open func setProgress(_ progress: Double, animated: Bool) {
        self.progress = progress
    }

    /// Whether the track is drawn (``Style/default``) or left blank (``Style/bar``).
    open var progressViewStyle: Style {
        didSet { if progressViewStyle != oldValue { setNeedsDisplay() } }
    }

    /// The colour of the filled part; nil, the default, is the tint.
    open var progressTintColor: Color? {
        didSet { if progressTintColor != oldValue { setNeedsDisplay() } }
    }

    /// The colour of the track; nil, the default, is ``Color/systemGray``, as UIKit's
    /// track is a gray.
    open var trackTintColor: Color? {
        didSet { if trackTintColor != oldValue { setNeedsDisplay() } }
    }

    /// 1 row, no width of its own.
    open override var intrinsicContentSize: Size { Size(width: View.noIntrinsicMetric, height: 1) }

    /// The partial cells, one to seven eighths.
    private static let eighths: [Character] = ["▏", "▎", "▍", "▌", "▋", "▊", "▉"]

    /// The bar at `width` cells: the filled cells, the partial one, the track.
    func bar(width: Int) -> (filled: String, track: String) {
        guard width > 0 else { return ("", "") }
        // A hair over, so that a progress meant to end on an eighth is not a hair short.
        let totalEighths = Swift.min(Int((storedProgress * Double(width) * 8 + 1e-9).rounded(.down)), width * 8)
        let full = totalEighths / 8
        let remainder = totalEighths % 8
        var filled = String(repeating: "█", count: full)
        if remainder > 0 { filled.append(ProgressView.eighths[remainder - 1]) }
        let rest = width - full - (remainder > 0 ? 1 : 0)
        let track = String(repeating: progressViewStyle == .bar ? " " : "░", count: rest)
        return (filled, track)
    }

    /// The bar is drawn in the tint, so a new one redraws it.
    open override func tintColorDidChange() {
        setNeedsDisplay()
    }

    /// Draws the bar on the middle row.
    open override func draw(_ rect: Rect, in context: DrawingContext) {
        let width = bounds.width.isFinite ? Swift.max(Int(bounds.width.rounded(.down)), 0) : 0
        guard width > 0, bounds.height >= 1 else { return }
        let row = Swift.max((Int(bounds.height.rounded(.down)) - 1) / 2, 0)
        let y = bounds.minY + Double(row)
        // Shown again after an ancestor was hidden, which the view is not told of: follow
        // the observed task again from the next tick.
        if observedProgress != nil, observationTimer == nil { startObservingIfShown() }
        let (filled, track) = bar(width: width)
        context.put(filled, at: Point(x: bounds.minX, y: y),
                              style: CellStyle(foreground: progressTintColor ?? tintColor),
                              background: backgroundColor)
        let trackStart = bounds.minX + Double(width - track.count)
        context.put(track, at: Point(x: trackStart, y: y), style: CellStyle(foreground: trackTintColor ?? ControlColors.track),
                    background: backgroundColor)
    }
}
