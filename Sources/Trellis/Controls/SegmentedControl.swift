/// A row of segments, one of them selected: UIKit's `UISegmentedControl`, drawn as
/// `[ One | Two ]`.
///
/// Each segment has a title, centred in its span (at `⌊(span − width) / 2⌋`) and cut with
/// "…" when it does not fit; segments are separated by `|` and the row is closed by `[`
/// and `]`, which become a bold `<` and `>` with the focus. The selected segment is in
/// reverse video (on the tint where there is colour), a segment held down by the mouse
/// too, and a disabled segment is dim; a disabled control is dim all over.
///
/// Its intrinsic size gives every segment the widest title plus 2 cells, so it is
/// `n · (widest + 2) + (n − 1) + 2` by 1; with ``apportionsSegmentWidthsByContent`` each
/// segment gets its own title plus 2 instead. At any other width the inner width (the
/// width less the brackets and separators) is shared out, equally or in proportion to
/// those content widths, each segment's edges rounded to whole cells so that neighbours
/// stay adjacent.
///
/// Keys, with the focus: `←` and `→` select the previous or next enabled segment,
/// without wrapping (from no selection, the first or last); the control keeps those keys
/// even at an end. A click on an enabled segment selects it when released over it. Each
/// change by the user sends ``Control/Event/valueChanged``; setting
/// ``selectedSegmentIndex`` in code sends nothing. A momentary control
/// (``isMomentary``) stays highlighted only while pressed: the release selects the segment,
/// sends ``Control/Event/valueChanged`` and goes back to ``noSegment``; from the keyboard,
/// `←` and `→` move an underlined cursor and Enter or Space presses its segment.
///
/// Differences from UIKit: titles only (no images or actions per segment), no animation;
/// an index out of range is logged and refused where UIKit raises.
@MainActor
open class SegmentedControl: Control {
    /// The index that means no segment is selected: UIKit's
    /// `UISegmentedControl.noSegment`.
    public static let noSegment = -1

    /// Creates a control with one segment per title, none selected.
    public init(items: [String]) {
        titles = items
        segmentEnabled = Array(repeating: true, count: items.count)
        super.init(frame: .zero)
    }

    /// Creates a control with no segments.
    public override init(frame: Rect = .zero) {
        titles = []
        segmentEnabled = []
        super.init(frame: frame)
    }

    private var titles: [String]
    private var segmentEnabled: [Bool]

    /// How many segments there are.
    public var numberOfSegments: Int { titles.count }

    /// The selected segment's index, or ``noSegment`` (−1, the default). Setting it sends
    /// nothing; an index out of range is logged and refused.
    open var selectedSegmentIndex: Int {
        get { storedSelection }
        set {
            guard newValue == SegmentedControl.noSegment || titles.indices.contains(newValue) else {
                LayoutDiagnostics.emit("SegmentedControl: no segment \(newValue) among \(titles.count); the selection stays \(storedSelection)")
                return
            }
            guard newValue != storedSelection else { return }
            storedSelection = newValue
            setNeedsDisplay()
        }
    }

    private final var storedSelection = SegmentedControl.noSegment

    /// Whether a segment is selected only while it is pressed; false by default.
    open var isMomentary = false {
        didSet { if isMomentary { selectedSegmentIndex = SegmentedControl.noSegment } }
    }

    /// Whether each segment is as wide as its own title (true) or all as wide as the
    /// widest (false, the default).
    open var apportionsSegmentWidthsByContent = false {
        didSet {
            guard apportionsSegmentWidthsByContent != oldValue else { return }
            invalidateIntrinsicContentSize()
            setNeedsDisplay()
        }
    }

    // MARK: - Segments

    /// The title of the segment at `index`, or nil out of range.
    public func titleForSegment(at index: Int) -> String? {
        titles.indices.contains(index) ? titles[index] : nil
    }

    /// Replaces the title of the segment at `index`; out of range, logs and does nothing.
    public func setTitle(_ title: String, forSegmentAt index: Int) {
        guard checkIndex(index, in: titles.indices, "setTitle") else { return }
        titles[index] = title
        segmentsDidChange()
    }

    /// Inserts a segment at `index`, clamped to 0…``numberOfSegments``, keeping the
    /// selected segment selected. `animated` changes nothing.
    public func insertSegment(withTitle title: String, at index: Int, animated: Bool) {
        let position = Swift.min(Swift.max(index, 0), titles.count)
        titles.insert(title, at: position)
        segmentEnabled.insert(true, at: position)
        if storedSelection >= position { storedSelection += 1 }
        segmentsDidChange()
    }

    /// Removes the segment at `index`; removing the selected one leaves none selected.
    /// Out of range, logs and does nothing. `animated` changes nothing.
    public func removeSegment(at index: Int, animated: Bool) {
        guard checkIndex(index, in: titles.indices, "removeSegment") else { return }
        titles.remove(at: index)
        segmentEnabled.remove(at: index)
        if storedSelection == index {
            storedSelection = SegmentedControl.noSegment
        } else if storedSelection > index {
            storedSelection -= 1
        }
        keyboardSegment = Swift.min(keyboardSegment, Swift.max(titles.count - 1, 0))
        segmentsDidChange()
    }

    /// Removes every segment.
    public func removeAllSegments() {
        titles.removeAll()
        segmentEnabled.removeAll()
        storedSelection = SegmentedControl.noSegment
        keyboardSegment = 0
        segmentsDidChange()
    }

    /// Enables or disables one segment; a disabled segment is dim and cannot be chosen.
    /// Out of range, logs and does nothing.
    public func setEnabled(_ enabled: Bool, forSegmentAt index: Int) {
        guard checkIndex(index, in: titles.indices, "setEnabled") else { return }
        segmentEnabled[index] = enabled
        setNeedsDisplay()
    }

    /// Whether the segment at `index` is enabled; false out of range.
    public func isEnabledForSegment(at index: Int) -> Bool {
        segmentEnabled.indices.contains(index) ? segmentEnabled[index] : false
    }

    private func checkIndex(_ index: Int, in range: Range<Int>, _ call: String) -> Bool {
        guard range.contains(index) else {
            LayoutDiagnostics.emit("SegmentedControl: \(call) has no segment \(index) among \(titles.count)")
            return false
        }
        return true
    }

    private func segmentsDidChange() {
        invalidateIntrinsicContentSize()
        setNeedsDisplay()
    }

    // MARK: - Geometry

    /// A title as drawn and its width.
    private func shownTitle(_ index: Int) -> (text: String, width: Int) {
        let text = TextSanitizer.sanitize(String(titles[index].map { $0.isNewline ? " " : $0 }))
        return (text, DisplayWidth.of(text))
    }

    /// Each segment's content width: its title plus a cell on each side.
    private var contentWidths: [Int] {
        titles.indices.map { shownTitle($0).width + 2 }
    }

    /// The widths of the segments at their natural size.
    private var naturalWidths: [Int] {
        let widths = contentWidths
        if apportionsSegmentWidthsByContent { return widths }
        let widest = widths.max() ?? 0
        return widths.map { _ in widest }
    }

    /// The segments' widths summed, the separators and the brackets: the width at which
    /// every segment has its natural width.
    open override var intrinsicContentSize: Size {
        let widths = naturalWidths
        return Size(width: Double(widths.reduce(0, +) + Swift.max(widths.count - 1, 0) + 2), height: 1)
    }

    /// The intrinsic size, whatever size is offered.
    open override func sizeThatFits(_ size: Size) -> Size { intrinsicContentSize }

    /// Each segment's first cell and width at a control width of `width` cells.
    func segmentSpans(width: Int) -> [(start: Int, width: Int)] {
        let count = titles.count
        guard count > 0 else { return [] }
        let inner = Swift.max(width - 2 - (count - 1), 0)
        let weights = apportionsSegmentWidthsByContent ? contentWidths : Array(repeating: 1, count: count)
        let total = Double(weights.reduce(0, +))
        var spans: [(start: Int, width: Int)] = []
        var cumulative = 0
        var previousEdge = 0
        for (index, weight) in weights.enumerated() {
            cumulative += weight
            let edge = index == count - 1 ? inner : Int((Double(inner) * Double(cumulative) / total).roundedToCell())
            spans.append((start: 1 + previousEdge + index, width: Swift.max(edge - previousEdge, 0)))
            previousEdge = Swift.max(edge, previousEdge)
        }
        return spans
    }

    /// The segment under a point in window coordinates, or nil on a bracket, a
    /// separator or beyond.
    private func segment(at windowPoint: Point) -> Int? {
        let point = localPoint(windowPoint)
        guard point.y >= bounds.minY, point.y < bounds.maxY else { return nil }
        let x = Int((point.x - bounds.minX).rounded(.down))
        return segmentSpans(width: cellWidth).firstIndex { x >= $0.start && x < $0.start + $0.width }
    }

    // MARK: - Keys

    /// The momentary control's keyboard cursor.
    private var keyboardSegment = 0 {
        didSet { if keyboardSegment != oldValue { setNeedsDisplay() } }
    }

    /// The enabled segment after (or before) `index` in that direction, if any.
    private func nextEnabledSegment(from index: Int, forward: Bool) -> Int? {
        let candidates = forward ? Array(titles.indices.filter { $0 > index })
                                 : Array(titles.indices.filter { $0 < index }.reversed())
        return candidates.first { segmentEnabled[$0] }
    }

    /// `←` and `→` select (or, momentary, move the cursor); Enter and Space press a
    /// momentary control's cursor segment. Other keys go on.
    open override func keyPressed(_ event: KeyEvent) {
        guard isEnabled, event.modifiers.isEmpty else { return super.keyPressed(event) }
        switch event.key {
        case .left, .right:
            let forward = event.key == .right
            if isMomentary {
                if let next = nextEnabledSegment(from: keyboardSegment, forward: forward) { keyboardSegment = next }
                return
            }
            let from = storedSelection == SegmentedControl.noSegment ? (forward ? -1 : titles.count) : storedSelection
            if let next = nextEnabledSegment(from: from, forward: forward) { chooseByUser(next) }
        case .enter, .character(" "):
            guard isMomentary else { return super.keyPressed(event) }
            if isEnabledForSegment(at: keyboardSegment) { chooseByUser(keyboardSegment) }
        default:
            super.keyPressed(event)
        }
    }

    // MARK: - The mouse

    /// The segment held down by the mouse, nil while none is.
    private var pressedSegment: Int? {
        didSet { if pressedSegment != oldValue { setNeedsDisplay() } }
    }

    /// A press on an enabled segment holds it down; anywhere else it does nothing.
    open override func beginTracking(_ event: MouseEvent) -> Bool {
        guard let index = segment(at: event.location), segmentEnabled[index] else { return false }
        pressedSegment = index
        return true
    }

    /// The held segment follows the pointer across enabled segments.
    open override func continueTracking(_ event: MouseEvent) -> Bool {
        if let index = segment(at: event.location), segmentEnabled[index] {
            pressedSegment = index
        } else {
            pressedSegment = nil
        }
        return true
    }

    /// The release over a segment chooses it.
    open override func endTracking(_ event: MouseEvent?) {
        let index = pressedSegment
        pressedSegment = nil
        if isTouchInside, let index { chooseByUser(index) }
    }

    /// A press ended by disabling the control chooses nothing.
    open override func cancelTracking() {
        pressedSegment = nil
    }

    /// Selects `index` as the user did: ``Control/Event/valueChanged`` if it changed, and
    /// always for a momentary control, which then goes back to no selection.
    private func chooseByUser(_ index: Int) {
        if isMomentary {
            storedSelection = index
            keyboardSegment = index
            sendActions(for: .valueChanged)
            storedSelection = SegmentedControl.noSegment
            setNeedsDisplay()
            return
        }
        guard index != storedSelection else { return }
        storedSelection = index
        setNeedsDisplay()
        sendActions(for: .valueChanged)
    }

    // MARK: - Drawing

    /// Draws the brackets, the separators and each segment's centred title.
    open override func draw(_ rect: Rect, in context: DrawingContext) {
        let width = cellWidth
        guard width > 0, bounds.height >= 1 else { return }
        let y = bounds.minY + Double(drawnRow)
        let x = bounds.minX
        let chrome = CellStyle(attributes: baseAttributes)
        let (open, close) = showsFocus ? ("<", ">") : ("[", "]")
        let spans = segmentSpans(width: width)
        context.put(open, at: Point(x: x, y: y), style: chrome, background: backgroundColor)
        for (index, span) in spans.enumerated() {
            if index > 0 {
                context.put("|", at: Point(x: x + Double(span.start - 1), y: y), style: chrome, background: backgroundColor)
            }
            guard span.width > 0 else { continue }
            var attributes: TextAttributes = []
            var foreground = Color.default
            if !isEnabled || !segmentEnabled[index] {
                attributes = .dim
            } else {
                if index == storedSelection || index == pressedSegment {
                    attributes.insert(.reverse)
                    foreground = drawingTint
                }
                if isMomentary, showsFocus, index == keyboardSegment { attributes.insert(.underline) }
            }
            let (title, titleWidth) = shownTitle(index)
            let fitted = titleWidth <= span.width ? title : TextTruncation.truncate(title, toWidth: span.width, at: .tail)
            let fittedWidth = titleWidth <= span.width ? titleWidth : DisplayWidth.of(fitted)
            let left = (span.width - fittedWidth) / 2
            let line = String(repeating: " ", count: left) + fitted
                + String(repeating: " ", count: span.width - fittedWidth - left)
            context.put(line, at: Point(x: x + Double(span.start), y: y),
                        style: CellStyle(foreground: foreground, attributes: attributes), background: backgroundColor)
        }
        if width > 1 {
            context.put(close, at: Point(x: x + Double(width - 1), y: y), style: chrome, background: backgroundColor)
        }
    }
}
