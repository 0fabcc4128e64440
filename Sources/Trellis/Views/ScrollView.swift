/// A view that shows a part of content larger than itself and moves over it: UIKit's
/// `UIScrollView`.
///
/// Put the content in as subviews and size it with constraints to ``contentLayoutGuide``:
/// pin the content's four edges to the guide's, and the content's size becomes
/// ``contentSize``. To scroll on one axis only, make the content as wide (or as tall) as
/// the scroll view itself with ``frameLayoutGuide``:
///
///     content.widthAnchor.constraint(equalTo: scrollView.frameLayoutGuide.widthAnchor)
///
/// ``contentOffset`` is the scroll view's `bounds.origin`: the content point shown at the
/// top-left cell. Changing it moves what is drawn and nothing else: the
/// engine's layout space ignores the bounds origin, so scrolling never solves constraints
/// again and calls no `updateConstraints` or `layoutSubviews`.
///
/// Differences from `UIScrollView`: there is no dragging, deceleration or bouncing, and
/// offsets are always clamped to the scrollable range (a terminal has no rubber band to
/// show overscroll in); ``contentInset`` is the only inset (there is no safe area, so no
/// adjusted inset is added to it); scroll indicators take the last column and the last
/// row of the scroll view and are drawn over the content there.
@MainActor
open class ScrollView: View {
    /// Creates a scroll view with the given frame; it clips its content to its bounds.
    public override init(frame: Rect = .zero) {
        super.init(frame: frame)
        clipsToBounds = true
        contentLayoutGuide.identifier = "TUI-contentLayoutGuide"
        contentLayoutGuide.scrollViewOfContent = self
        frameLayoutGuide.identifier = "TUI-frameLayoutGuide"
        addLayoutGuide(contentLayoutGuide)
        addLayoutGuide(frameLayoutGuide)
        indicators.scrollView = self
        addSubview(indicators)
        installGuideConstraints()
    }

    // MARK: - Sizing the content

    /// A guide whose top-left corner is the content's origin, (0, 0) in the scroll view's
    /// bounds, and whose size is ``contentSize``: constrain the content's edges to it.
    /// Its origin is the top-left corner in right-to-left layouts too.
    ///
    /// When no constraint of yours names its trailing or right edge, width or horizontal
    /// center, the guide takes the width last set on ``contentSize`` (zero at first),
    /// through a constraint weaker than any you make; likewise its height, with its bottom,
    /// height and vertical center. As in UIKit, content pinned to the guide's edges
    /// decides the content size, and the size you set plays no part on that axis.
    ///
    /// Difference from UIKit: a constraint naming those attributes turns the set size off
    /// even when it leaves the size open (content pinned to the guide's bottom with an
    /// inequality only); the size is then ambiguous, as it would be in UIKit. The set size
    /// is turned off rather than left as a weak pull: losing to the content's own
    /// constraints, its pull would still weigh on every position in the content, and the
    /// solver would carry a stack of N rows as N sums of up to N terms each.
    public let contentLayoutGuide = LayoutGuide()

    /// A guide with the scroll view's own frame, unaffected by scrolling: for content
    /// that should be as wide or as tall as the scroll view.
    public let frameLayoutGuide = LayoutGuide()

    /// The size of the content, in cells: the solved size of ``contentLayoutGuide`` once
    /// the scroll view has been laid out.
    ///
    /// Set it, as in UIKit, for content you lay out by hand: the content guide then takes
    /// this size on each axis that none of your constraints decides (see
    /// ``contentLayoutGuide``), and the next layout pass solves it. Until then reading it
    /// returns what was set.
    public var contentSize: Size {
        get {
            if let pendingContentSize { return pendingContentSize }
            guard let engine = activeLayoutEngine else { return manualContentSize }
            return engine.layoutFrame(of: contentLayoutGuide).size
        }
        set {
            let size = Size(width: Swift.max(newValue.width, 0), height: Swift.max(newValue.height, 0))
            manualContentSize = size
            pendingContentSize = size
            manualWidthConstraint?.constant = size.width
            manualHeightConstraint?.constant = size.height
            setNeedsLayout()
            clampContentOffset()
        }
    }

    /// The size set on ``contentSize``, which the content guide takes where nothing else
    /// decides.
    private var manualContentSize = Size.zero

    /// A size set but not yet solved: what ``contentSize`` reports until the next layout.
    private var pendingContentSize: Size?

    private var manualWidthConstraint: LayoutConstraint?
    private var manualHeightConstraint: LayoutConstraint?

    /// How many of your constraints name an attribute of ``contentLayoutGuide`` that can
    /// decide its width, and its height.
    private var widthDeciders = 0
    private var heightDeciders = 0

    /// One of your constraints naming `attribute` of the content guide came (+1) or went
    /// (-1): the manual size constraint of that axis is in force only while none names it.
    func contentGuideNamed(_ attribute: LayoutAttribute, change: Int) {
        switch attribute {
        case .right, .trailing, .width, .centerX:
            widthDeciders += change
            keepManualSize(manualWidthConstraint, inForce: widthDeciders == 0)
        case .bottom, .height, .centerY:
            heightDeciders += change
            keepManualSize(manualHeightConstraint, inForce: heightDeciders == 0)
        default:
            break
        }
    }

    private func keepManualSize(_ constraint: LayoutConstraint?, inForce: Bool) {
        guard let constraint else { return }
        if inForce, constraint.owner == nil {
            constraint.attach(to: self)
        } else if !inForce, constraint.owner != nil {
            constraint.detach()
        }
    }

    /// Below every priority a caller uses, fitting size included, so a manual content size
    /// only fills what constraints leave undecided.
    static let manualContentSizePriority = LayoutPriority(1)

    private func installGuideConstraints() {
        func tie(_ guide: LayoutGuide, _ attribute: LayoutAttribute, to toAttribute: LayoutAttribute,
                 toItem: (any LayoutItem)?, constant: Double = 0,
                 priority: LayoutPriority = .required) -> LayoutConstraint {
            let made = LayoutConstraint(unchecked: guide, attribute, .equal, toItem, toAttribute,
                                        multiplier: toItem == nil ? 0 : 1, constant: constant,
                                        priority: priority, kind: .layoutGuide)
            made.identifier = "\(guide.identifier)-\(attribute)"
            return made
        }
        let width = tie(contentLayoutGuide, .width, to: .notAnAttribute, toItem: nil,
                        priority: ScrollView.manualContentSizePriority)
        let height = tie(contentLayoutGuide, .height, to: .notAnAttribute, toItem: nil,
                         priority: ScrollView.manualContentSizePriority)
        manualWidthConstraint = width
        manualHeightConstraint = height
        let constraints = [
            tie(contentLayoutGuide, .left, to: .left, toItem: self),
            tie(contentLayoutGuide, .top, to: .top, toItem: self),
            width, height,
            tie(frameLayoutGuide, .left, to: .left, toItem: self),
            tie(frameLayoutGuide, .top, to: .top, toItem: self),
            tie(frameLayoutGuide, .width, to: .width, toItem: self),
            tie(frameLayoutGuide, .height, to: .height, toItem: self),
        ]
        // The indicators' overlay covers the scroll view in the engine's space; its frame
        // follows the bounds origin, which the engine does not see (see layoutSubviews).
        indicators.translatesAutoresizingMaskIntoConstraints = false
        let overlay = [LayoutAttribute.left, .top, .width, .height].map { attribute in
            let made = LayoutConstraint(unchecked: indicators, attribute, .equal, self, attribute,
                                        multiplier: 1, constant: 0, kind: .layoutGuide)
            made.identifier = "TUI-scrollIndicators-\(attribute)"
            return made
        }
        for constraint in constraints + overlay { constraint.attach(to: self) }
    }

    // MARK: - Scrolling

    /// The point of the content shown at the scroll view's top-left cell: its
    /// `bounds.origin`.
    ///
    /// Setting it moves the content on screen and re-solves nothing. The value is clamped
    /// to the scrollable range, from `(-contentInset.left, -contentInset.top)` to the
    /// offset that shows the content's bottom-right corner with its insets; UIKit lets a
    /// drag go past the ends and bounces back, a terminal has nothing to bounce. The range
    /// is the current one, so an offset set before the first layout (when there is no
    /// content size yet) stays at zero: set it once the scroll view has been laid out. A
    /// later layout that shrinks the range pulls the offset back into it.
    public var contentOffset: Point {
        get { bounds.origin }
        set {
            let clamped = clampedOffset(newValue)
            guard clamped != bounds.origin else { return }
            bounds.origin = clamped
            positionIndicators()
        }
    }

    /// Sets ``contentOffset``. Scrolling is immediate either way: `animated` is accepted
    /// for UIKit's signature, and a terminal redraws the new position on the next pass.
    public func setContentOffset(_ offset: Point, animated: Bool) {
        contentOffset = offset
    }

    /// Space around the content that can be scrolled to, in cells: the content appears
    /// inset by it when scrolled to either end. Zero by default. Changing it clamps
    /// ``contentOffset`` to the new range.
    public var contentInset: EdgeInsets = .zero {
        didSet {
            guard contentInset != oldValue else { return }
            clampContentOffset()
            indicators.setNeedsDisplay()
        }
    }

    /// The scrollable range of ``contentOffset`` on each axis.
    var offsetRange: (x: ClosedRange<Double>, y: ClosedRange<Double>) {
        let content = contentSize
        let inset = contentInset
        let minX = -inset.left
        let minY = -inset.top
        let maxX = Swift.max(minX, content.width + inset.right - bounds.width)
        let maxY = Swift.max(minY, content.height + inset.bottom - bounds.height)
        return (minX...maxX, minY...maxY)
    }

    private func clampedOffset(_ offset: Point) -> Point {
        let range = offsetRange
        func clamp(_ value: Double, _ range: ClosedRange<Double>) -> Double {
            value.isNaN ? range.lowerBound : Swift.min(Swift.max(value, range.lowerBound), range.upperBound)
        }
        return Point(x: clamp(offset.x, range.x), y: clamp(offset.y, range.y))
    }

    /// Keeps the offset in range after the content, the insets or the size changed.
    private func clampContentOffset() {
        contentOffset = bounds.origin
    }

    /// Scrolls as little as possible so that `rect`, in the content's coordinates (the
    /// scroll view's bounds), is visible; nothing moves if it already is. A rect larger
    /// than the scroll view shows its top-left part. UIKit's
    /// `scrollRectToVisible(_:animated:)`; scrolling is immediate either way.
    public func scrollRectToVisible(_ rect: Rect, animated: Bool) {
        let rect = rect.standardized
        func scrolled(_ offset: Double, length: Double, min: Double, max: Double) -> Double {
            if min < offset || max - min > length { return min }
            if max > offset + length { return max - length }
            return offset
        }
        let offset = contentOffset
        contentOffset = Point(x: scrolled(offset.x, length: bounds.width, min: rect.minX, max: rect.maxX),
                              y: scrolled(offset.y, length: bounds.height, min: rect.minY, max: rect.maxY))
    }

    /// Scrolls by ``wheelStep`` cells the way the wheel turned (up and down move the rows,
    /// left and right the columns), clamped to the scrollable range like every offset.
    /// When the scroll view cannot move at all that way, the event goes on to
    /// ``Responder/next``, so an enclosing scroll view scrolls instead.
    open override func scrollWheel(_ event: MouseEvent) {
        if !scroll(byWheel: event) { super.scrollWheel(event) }
    }

    /// Page Up and Page Down scroll by the scroll view's height, Home and End to the top
    /// and the bottom, for keys that reach the scroll view from a focused view inside it
    /// (a scroll view takes no focus itself). A key it cannot scroll by goes on to
    /// ``Responder/next``. UIKit scrolls with these keys only on iPadOS with a keyboard.
    ///
    /// A page key never leaves the focus out of sight: with a focused view inside, Home
    /// and End move the focus to the first and last focusable view inside, and Page Up
    /// and Page Down move a focus they scrolled away to the nearest view still shown.
    open override func keyPressed(_ event: KeyEvent) {
        let scrolled = scroll(byPageKey: event)
        let refocused = moveFocus(afterPageKey: event)
        if !scrolled && !refocused { super.keyPressed(event) }
    }

    // MARK: - Scroll indicators

    /// Whether a vertical scroll indicator is drawn in the last column while the content
    /// is taller than the scroll view. True by default.
    public var showsVerticalScrollIndicator = true {
        didSet { if oldValue != showsVerticalScrollIndicator { indicators.setNeedsDisplay() } }
    }

    /// Whether a horizontal scroll indicator is drawn in the last row while the content
    /// is wider than the scroll view. True by default.
    public var showsHorizontalScrollIndicator = true {
        didSet { if oldValue != showsHorizontalScrollIndicator { indicators.setNeedsDisplay() } }
    }

    /// The transparent view, always frontmost, that draws the indicators over the content.
    let indicators = ScrollIndicatorView()

    /// The overlay always covers the visible part of the content.
    private func positionIndicators() {
        let visible = bounds
        guard indicators.frame != visible else { return }
        indicators.frame = visible
    }

    /// Keeps the indicators in front of content added later.
    open override func didAddSubview(_ subview: View) {
        if subview !== indicators, subviewStorage.last !== indicators { bringSubviewToFront(indicators) }
    }

    // MARK: - Layout

    /// Applies Auto Layout, then keeps the offset in the range of the newly solved content
    /// size and puts the indicators over the visible part. Subclasses must call `super`.
    open override func layoutSubviews() {
        super.layoutSubviews()
        pendingContentSize = nil
        clampContentOffset()
        positionIndicators()
        indicators.setNeedsDisplay()
    }
}
