/// A view that shows read-only text: UIKit's `UILabel`.
///
/// Its intrinsic content size is its text's: as wide as its widest line in
/// cells (a wide character counts 2) and as tall as its lines. A label with
/// ``numberOfLines`` other than 1 wraps: given a width by its constraints, it takes the
/// height of its text wrapped at that width, within the same layout pass (EX-ICS-5).
/// Changing the text invalidates the size, so the layout follows.
///
/// Differences from UIKit: no fonts, so ``textAttributes`` (bold, dim, italic,
/// underline, reverse) stands in for `font`; text is drawn from the top of the label, not
/// centred vertically, so its baselines are row k + 1 from the top; a
/// single-line label shows newlines as spaces; ``debugName`` defaults to the text
/// (DBG-05).
@MainActor
open class Label: View {
    /// Creates a label showing `text`, sized by its constraints or its intrinsic size.
    public init(text: String = "") {
        storedText = text
        super.init(frame: .zero)
    }

    /// Creates an empty label with a frame.
    public override init(frame: Rect) {
        storedText = ""
        super.init(frame: frame)
    }

    // MARK: - Text and its look

    /// The text shown. Setting it invalidates the intrinsic size and redraws the label.
    open var text: String {
        get { storedText }
        set {
            let oldValue = storedText
            storedText = newValue
            guard text != oldValue else { return }
            textDidChange()
        }
    }

    /// ``text``'s storage: final, so reading it is a load, not a checked access.
    private final var storedText: String

    /// The colour of the text; the terminal's default colour by default.
    open var textColor: Color {
        get { storedTextColor }
        set {
            let oldValue = storedTextColor
            storedTextColor = newValue
            if textColor != oldValue { setNeedsDisplay() }
        }
    }

    /// ``textColor``'s storage: final, so reading it is a load, not a checked access.
    private final var storedTextColor: Color = .default

    /// Bold, dim, italic, underline, reverse: the terminal's stand-in for a font.
    open var textAttributes: TextAttributes {
        get { storedTextAttributes }
        set {
            let oldValue = storedTextAttributes
            storedTextAttributes = newValue
            if textAttributes != oldValue { setNeedsDisplay() }
        }
    }

    /// ``textAttributes``'s storage: final, so reading it is a load, not a checked access.
    private final var storedTextAttributes: TextAttributes = []

    /// How each line sits across the label; `.natural` (leading) by default.
    open var textAlignment: TextAlignment {
        get { storedTextAlignment }
        set {
            let oldValue = storedTextAlignment
            storedTextAlignment = newValue
            if textAlignment != oldValue { setNeedsDisplay() }
        }
    }

    /// ``textAlignment``'s storage: final, so reading it is a load, not a checked access.
    private final var storedTextAlignment: TextAlignment = .natural

    /// The most lines to show; 0 means as many as the text needs. 1 by default.
    open var numberOfLines: Int {
        get { storedNumberOfLines }
        set {
            let oldValue = storedNumberOfLines
            storedNumberOfLines = newValue
            if numberOfLines != oldValue { textDidChange() }
        }
    }

    /// ``numberOfLines``'s storage: final, so reading it is a load, not a checked access.
    private final var storedNumberOfLines: Int = 1

    /// How text that does not fit is broken or cut; `.byTruncatingTail` by default. With
    /// several lines, the truncating modes wrap at words and cut the last line shown.
    open var lineBreakMode: LineBreakMode {
        get { storedLineBreakMode }
        set {
            let oldValue = storedLineBreakMode
            storedLineBreakMode = newValue
            if lineBreakMode != oldValue { textDidChange() }
        }
    }

    /// ``lineBreakMode``'s storage: final, so reading it is a load, not a checked access.
    private final var storedLineBreakMode: LineBreakMode = .byTruncatingTail

    /// The width to wrap at when working out the intrinsic size of a multi-line label, or
    /// 0 (the default) to wrap at whatever width the layout gives it.
    open var preferredMaxLayoutWidth: Double = 0 {
        didSet {
            guard preferredMaxLayoutWidth != oldValue else { return }
            cachedIntrinsicSize = nil
            invalidateIntrinsicContentSize()
        }
    }

    /// The label's name in diagnostics: the one you set, or its text.
    open override var debugName: String? {
        get { super.debugName ?? (text.isEmpty ? nil : text) }
        set { super.debugName = newValue }
    }

    /// The last ``intrinsicContentSize``: it depends only on the text and the properties
    /// whose changes go through ``textDidChange()``, and a stack view asks for it on every
    /// layout of its arranged views.
    private var cachedIntrinsicSize: Size?

    private func textDidChange() {
        cachedIntrinsicSize = nil
        singleLineCache = nil
        drawnLinesCache = nil
        invalidateIntrinsicContentSize()
        setNeedsDisplay()
    }

    // MARK: - Size

    open override var intrinsicContentSize: Size {
        if let cachedIntrinsicSize { return cachedIntrinsicSize }
        let size: Size
        if numberOfLines != 1, preferredMaxLayoutWidth > 0 {
            size = self.size(of: lines(width: Int(preferredMaxLayoutWidth)))
        } else {
            size = self.size(of: lines(width: nil))
        }
        cachedIntrinsicSize = size
        return size
    }

    open override var intrinsicContentSizeDependsOnWidth: Bool {
        numberOfLines != 1 && preferredMaxLayoutWidth <= 0
    }

    open override func intrinsicContentSize(forWidth width: Double) -> Size {
        guard intrinsicContentSizeDependsOnWidth else { return intrinsicContentSize }
        // The lines the label then draws at that width: wrapped once, for both.
        let (lines, widths) = drawnLines(width: Swift.max(Int(width.rounded(.down)), 0))
        return Size(width: Double(widths.max() ?? 0), height: Double(lines.count))
    }

    open override func sizeThatFits(_ size: Size) -> Size {
        let width = size.width > 0 && numberOfLines != 1 ? Int(size.width.rounded(.down)) : nil
        return self.size(of: lines(width: width))
    }

    /// Under the first row of text, also for an empty label, so that a
    /// constraint on it keeps its form as the text comes and goes.
    open override var firstBaselineOffsetFromTop: Double? { 1 }

    /// Under the last row of text shown at the label's current width.
    open override var lastBaselineOffsetFromTop: Double? {
        Double(Swift.max(lines(width: currentWrapWidth).count, 1))
    }

    /// The width the text wraps at now: the width the engine last solved for the label
    /// (its frame follows at the end of the pass), or its frame's; before its first layout,
    /// the text's own lines.
    private var currentWrapWidth: Int? {
        guard numberOfLines != 1 else { return nil }
        let solved = activeLayoutEngine != nil ? layoutVariables.width.value : 0
        let width = solved > 0 ? solved : bounds.width
        return width > 0 ? Int(width.rounded(.down)) : nil
    }

    private func size(of lines: [String]) -> Size {
        Size(width: Double(lines.map { DisplayWidth.of($0) }.max() ?? 0), height: Double(lines.count))
    }

    /// The lines shown at `width` cells (nil: as wide as the text wants), at most
    /// ``numberOfLines``, the last one cut as ``lineBreakMode`` says.
    func lines(width: Int?) -> [String] {
        guard !text.isEmpty else { return [] }
        if numberOfLines == 1 {
            let (line, lineWidth) = singleLine()
            guard let width else { return [line] }
            return [fitted(line, width: width, truncating: lineWidth > width)]
        }
        // Text on one line that fits needs no wrapping: the common row of a list.
        if let width {
            let (line, lineWidth) = singleLine()
            if lineWidth <= width, singleLineCache?.isWholeText == true { return [line] }
        }
        var all: [String]
        if let width {
            all = TextWrapper.wrap(text, width: width, mode: lineBreakMode == .byCharWrapping ? .character : .word)
        } else {
            all = TextWrapper.wrap(text, width: Int.max, mode: .word)
        }
        guard numberOfLines > 0, all.count > numberOfLines else { return all }
        guard isTruncating else { return Array(all.prefix(numberOfLines)) }
        // The last line shown stands for everything after it.
        let rest = all[(numberOfLines - 1)...].joined(separator: " ")
        all = Array(all.prefix(numberOfLines - 1))
        all.append(fitted(rest, width: width ?? DisplayWidth.of(rest), truncating: true))
        return all
    }

    /// The text on one line (newlines as spaces, sanitized) and its width: a single-line
    /// label draws it at every width that fits it. ``textDidChange()`` clears it.
    /// `isWholeText` says the text had no line breaks to turn into spaces.
    private var singleLineCache: (line: String, width: Int, isWholeText: Bool)?

    /// The lines last drawn by a multi-line label; ``textDidChange()`` clears it.
    private var drawnLinesCache: DrawnLines?

    private func singleLine() -> (line: String, width: Int) {
        if let cache = singleLineCache { return (cache.line, cache.width) }
        let cache: (line: String, width: Int, isWholeText: Bool)
        if let width = Label.printableASCIIWidth(of: text) {
            // The common text: one cell per byte, nothing to replace or sanitize.
            cache = (text, width, true)
        } else {
            let hasBreaks = text.contains(where: \.isNewline)
            let line = TextSanitizer.sanitize(hasBreaks ? String(text.map { $0.isNewline ? " " : $0 }) : text)
            cache = (line, DisplayWidth.of(line), !hasBreaks)
        }
        singleLineCache = cache
        return (cache.line, cache.width)
    }

    /// The width of `text` when it is all printable ASCII (one cell a byte), else nil.
    private static func printableASCIIWidth(of text: String) -> Int? {
        var text = text
        return text.withUTF8 { bytes in
            ASCIIScan.firstNonPrintable(in: bytes, from: 0) == bytes.count ? bytes.count : nil
        }
    }

    /// ``lines(width:)`` with each line's width, from the cache when nothing changed.
    private func drawnLines(width: Int) -> (lines: [String], widths: [Int]) {
        if let cache = drawnLinesCache, cache.width == width { return (cache.lines, cache.widths) }
        let lines = lines(width: width)
        let widths = lines.map { DisplayWidth.of($0) }
        drawnLinesCache = DrawnLines(width: width, lines: lines, widths: widths)
        return (lines, widths)
    }

    private func fitted(_ line: String, width: Int, truncating: Bool) -> String {
        guard truncating else { return line }
        switch lineBreakMode {
        case .byTruncatingHead: return TextTruncation.truncate(line, toWidth: width, at: .head)
        case .byTruncatingMiddle: return TextTruncation.truncate(line, toWidth: width, at: .middle)
        case .byTruncatingTail: return TextTruncation.truncate(line, toWidth: width, at: .tail)
        case .byClipping, .byWordWrapping, .byCharWrapping:
            // Drawing clips at the label's edge, never splitting a wide character.
            return line
        }
    }

    private var isTruncating: Bool {
        [.byTruncatingHead, .byTruncatingMiddle, .byTruncatingTail].contains(lineBreakMode)
    }

    // MARK: - Drawing

    open override func draw(_ rect: Rect, in context: DrawingContext) {
        let bounds = self.bounds
        let width = Swift.max(Int(bounds.width.rounded(.down)), 0)
        let height = Swift.max(Int(bounds.height.rounded(.down)), 0)
        guard height > 0, !text.isEmpty else { return }
        let style = CellStyle(foreground: textColor, attributes: textAttributes)
        let background = backgroundColor
        if numberOfLines == 1 {
            // The common case, without building an array of lines: a line that fits is drawn
            // as it is at any width.
            let (line, lineWidth) = singleLine()
            if lineWidth <= width {
                draw(line, width: lineWidth, row: 0, in: bounds, spanning: width, style: style,
                     background: background, context: context)
                return
            }
        }
        let (lines, widths) = drawnLines(width: width)
        for row in 0..<Swift.min(lines.count, height) {
            draw(lines[row], width: widths[row], row: row, in: bounds, spanning: width, style: style,
                 background: background, context: context)
        }
    }

    /// Draws one line of `lineWidth` cells on `row`, placed across `width` cells as
    /// ``textAlignment`` says.
    private func draw(_ line: String, width lineWidth: Int, row: Int, in bounds: Rect, spanning width: Int,
                      style: CellStyle, background: Color?, context: DrawingContext) {
        let spare = Swift.max(width - lineWidth, 0)
        var x = 0
        if spare > 0 {
            switch textAlignment.resolved(for: effectiveUserInterfaceLayoutDirection) {
            case .center: x = spare / 2
            case .right: x = spare
            default: x = 0
            }
        }
        let origin = Point(x: bounds.minX + Double(x), y: bounds.minY + Double(row))
        // A label without a background of its own keeps the one beneath its text.
        context.put(line, at: origin, style: style, background: background)
    }
}
