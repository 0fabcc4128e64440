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
/// Differences from UIKit: no `observedProgress`, since Foundation's `Progress` reports
/// its changes through key-value observing, which Swift on Linux does not have; set
/// ``progress`` from your own progress callback instead. No track or progress images;
/// ``setProgress(_:animated:)`` does not animate.
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

    /// The colour of the track; nil, the default, is the terminal's.
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
        let (filled, track) = bar(width: width)
        context.put(filled, at: Point(x: bounds.minX, y: y),
                              style: CellStyle(foreground: progressTintColor ?? tintColor),
                              background: backgroundColor)
        let trackStart = bounds.minX + Double(width - track.count)
        context.put(track, at: Point(x: trackStart, y: y), style: CellStyle(foreground: trackTintColor ?? ControlColors.track),
                    background: backgroundColor)
    }
}
