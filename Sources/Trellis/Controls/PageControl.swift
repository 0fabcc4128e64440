/// A row of dots, one per page, the current one filled: UIKit's `UIPageControl`.
///
/// Three pages with the second current read ` ○ ● ○ `: a dot per page, a space between
/// dots, and a cell at each end that shows a bold `<` and `>` with the focus. The current
/// page's dot is `●` (in ``currentPageIndicatorTintColor``, the tint by default), the
/// others `○`, so the page shows without colour; while pressed the current dot is in
/// reverse video, and a disabled control is dim. The intrinsic size is
/// ``size(forNumberOfPages:)``, `2n + 1` by 1. Wider, the dots are centred; narrower,
/// as many dots as fit are shown, around the current one. With ``hidesForSinglePage``
/// and one page, nothing is drawn.
///
/// Keys, with the focus: `←` and `→` go to the previous or next page (kept even at the
/// first and last page, so they never move the focus away). A click released over a dot
/// goes to its page, elsewhere one page towards the pointer. Each change by the user sends
/// ``Control/Event/valueChanged``; setting ``currentPage`` in code sends nothing.
///
/// Differences from UIKit: no per-page images, no background style or interaction
/// modes, and no scrubbing along the dots.
@MainActor
open class PageControl: Control {
    /// Creates a page control with no pages.
    public override init(frame: Rect = .zero) {
        super.init(frame: frame)
    }

    /// How many pages there are; 0 by default. Negative counts are taken as 0, and the
    /// current page is kept within the new count.
    open var numberOfPages: Int {
        get { storedPageCount }
        set {
            let count = Swift.max(newValue, 0)
            guard count != storedPageCount else { return }
            storedPageCount = count
            storedCurrentPage = Swift.min(storedCurrentPage, Swift.max(count - 1, 0))
            invalidateIntrinsicContentSize()
            setNeedsDisplay()
        }
    }

    private final var storedPageCount = 0

    /// The page shown, from 0; clamped to the pages there are. Setting it sends nothing.
    open var currentPage: Int {
        get { storedCurrentPage }
        set {
            let page = Swift.min(Swift.max(newValue, 0), Swift.max(storedPageCount - 1, 0))
            guard page != storedCurrentPage else { return }
            storedCurrentPage = page
            setNeedsDisplay()
        }
    }

    private final var storedCurrentPage = 0

    /// Whether a control with a single page is hidden (draws nothing); false by default.
    open var hidesForSinglePage = false {
        didSet { if hidesForSinglePage != oldValue { setNeedsDisplay() } }
    }

    /// The colour of the dots of the other pages; nil, the default, is
    /// ``Color/systemGray``, as UIKit's are a gray.
    open var pageIndicatorTintColor: Color? {
        didSet { if pageIndicatorTintColor != oldValue { setNeedsDisplay() } }
    }

    /// The colour of the current page's dot; nil, the default, is the tint.
    open var currentPageIndicatorTintColor: Color? {
        didSet { if currentPageIndicatorTintColor != oldValue { setNeedsDisplay() } }
    }

    /// The size that shows `pageCount` dots: `2 · pageCount + 1` cells by 1 row.
    public func size(forNumberOfPages pageCount: Int) -> Size {
        Size(width: Double(2 * Swift.max(pageCount, 0) + 1), height: 1)
    }

    /// ``size(forNumberOfPages:)`` for the pages there are.
    open override var intrinsicContentSize: Size { size(forNumberOfPages: numberOfPages) }

    /// The intrinsic size, whatever size is offered.
    open override func sizeThatFits(_ size: Size) -> Size { intrinsicContentSize }

    /// Whether nothing shows: no pages, or one and ``hidesForSinglePage``.
    private var showsNothing: Bool {
        storedPageCount == 0 || (storedPageCount == 1 && hidesForSinglePage)
    }

    /// The pages drawn at `width` cells and the cell of the first one's dot.
    private func visibleDots(width: Int) -> (pages: Range<Int>, firstColumn: Int) {
        let fitting = Swift.max(Swift.min(storedPageCount, (width - 1) / 2), 1)
        let first = Swift.min(Swift.max(storedCurrentPage - fitting / 2, 0), storedPageCount - fitting)
        let used = 2 * fitting + 1
        let left = width >= used ? (width - used) / 2 : 0
        return (first..<(first + fitting), width >= 3 ? left + 1 : 0)
    }

    // MARK: - Input

    /// `←` and `→` turn the page; other keys go on.
    open override func keyPressed(_ event: KeyEvent) {
        guard isEnabled, event.modifiers.isEmpty, event.key == .left || event.key == .right else {
            return super.keyPressed(event)
        }
        turnByUser(to: storedCurrentPage + (event.key == .right ? 1 : -1))
    }

    /// The release over a dot goes to its page; elsewhere, one page towards the pointer.
    open override func endTracking(_ event: MouseEvent?) {
        guard isTouchInside, let event, !showsNothing else { return }
        let (pages, firstColumn) = visibleDots(width: cellWidth)
        let x = Int((localPoint(event.location).x - bounds.minX).rounded(.down))
        let offset = x - firstColumn
        if offset >= 0, offset % 2 == 0, pages.contains(pages.lowerBound + offset / 2) {
            turnByUser(to: pages.lowerBound + offset / 2)
        } else {
            let currentColumn = firstColumn + 2 * (storedCurrentPage - pages.lowerBound)
            turnByUser(to: storedCurrentPage + (x < currentColumn ? -1 : 1))
        }
    }

    private func turnByUser(to page: Int) {
        let old = storedCurrentPage
        currentPage = page
        if storedCurrentPage != old { sendActions(for: .valueChanged) }
    }

    // MARK: - Drawing

    /// Draws the dots, the current one filled, between the focus cells.
    open override func draw(_ rect: Rect, in context: DrawingContext) {
        let width = cellWidth
        guard width > 0, bounds.height >= 1, !showsNothing else { return }
        let y = bounds.minY + Double(drawnRow)
        let x = bounds.minX
        let base: TextAttributes = baseAttributes
        let (pages, firstColumn) = visibleDots(width: width)
        if showsFocus, width >= 3 {
            context.put("<", at: Point(x: x + Double(firstColumn - 1), y: y), style: CellStyle(attributes: base),
                        background: backgroundColor)
            context.put(">", at: Point(x: x + Double(firstColumn + 2 * pages.count - 1), y: y),
                        style: CellStyle(attributes: base), background: backgroundColor)
        }
        for page in pages {
            let column = firstColumn + 2 * (page - pages.lowerBound)
            let isCurrent = page == storedCurrentPage
            var attributes = base
            if isCurrent, isEnabled, isHighlighted { attributes.insert(.reverse) }
            let color = !isEnabled ? Color.default
                : isCurrent ? currentPageIndicatorTintColor ?? drawingTint
                : pageIndicatorTintColor ?? ControlColors.pageIndicator
            context.put(isCurrent ? "●" : "○", at: Point(x: x + Double(column), y: y),
                        style: CellStyle(foreground: color, attributes: attributes), background: backgroundColor)
        }
    }
}
