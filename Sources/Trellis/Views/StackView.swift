/// A view that arranges its ``arrangedSubviews`` in a row or a column with constraints it
/// makes and keeps itself: UIKit's `UIStackView`.
///
/// Give the stack a position; its size comes from its content, as a fitting size, unless
/// you constrain it. ``axis``, ``distribution``, ``alignment``,
/// ``spacing`` and custom spacing decide how the arranged views are placed. Hiding an
/// arranged view collapses it and the spacing next to it; showing it again puts
/// everything back exactly. Stacks nest.
///
/// The stack builds its constraints in ``updateConstraints()``. They are its own: they
/// appear in ``View/constraints`` with ``LayoutConstraint/Kind/stackView`` and identifiers
/// starting with `TUI-SV-` (UIKit's `UISV-`). A change of a property or of a view's
/// `isHidden` changes only these constraints, and changes constants in place where that is
/// enough (a new ``spacing`` touches nothing else). Never deactivate them.
///
/// With the fill distributions (`.fill` and `.fillEqually`), a change to one arranged view
/// (added, removed, moved, hidden or shown, resized, or given a custom spacing) remakes
/// only the constraints of that view and of the views next to it, not every row's. (The
/// views after it still move, each by the same amount.) A change of the stack's own
/// properties, of the first view that `.fillEqually` or baseline alignment measure the
/// others against, or of more than 32 views between two layouts remakes them all.
///
/// Differences from UIKit:
/// - It draws nothing, not even a ``View/backgroundColor``, which always reads nil
///   (DRW-07, SV-12: UIKit's stack views before iOS 14, backed by a transform layer).
/// - Views with equal hugging (or compression resistance) in a `.fill` stack are resolved
///   by position: the last one stretches, and the last one shrinks first, where UIKit
///   leaves the tie ambiguous; the stack holds the others at their intrinsic size with the
///   lowest priority.
/// - A hidden view's collapse (`TUI-SV-hiding`) has priority 999, so a length you made
///   required wins without a conflict; the view still leaves the row.
/// - ``isBaselineRelativeArrangement`` affects vertical stacks with the fill
///   distributions only.
open class StackView: View {
    // MARK: - Creating a stack view

    /// Creates a stack view arranging `arrangedSubviews` in order; each becomes a subview
    /// and stops translating its autoresizing mask into constraints.
    public init(arrangedSubviews: [View] = []) {
        super.init(frame: .zero)
        for view in arrangedSubviews { addArrangedSubview(view) }
    }

    /// Creates an empty stack view with the given frame.
    public override convenience init(frame: Rect) {
        self.init(arrangedSubviews: [])
        self.frame = frame
    }

    /// A stack view builds its constraints in ``updateConstraints()``, so the engine runs
    /// for it before any constraint exists.
    open override class var requiresConstraintBasedLayout: Bool { true }

    // MARK: - Arranged subviews

    /// The views the stack arranges, in order along the axis. A subset of
    /// ``View/subviews``, whose order (drawing) is independent of this one (position).
    public private(set) var arrangedSubviews: [View] = []

    /// Appends `view` to ``arrangedSubviews``, adding it as the frontmost subview if it is
    /// not one yet. A view already arranged moves to the end.
    public func addArrangedSubview(_ view: View) {
        insertArrangedSubview(view, at: arrangedSubviews.count - (isArranged(view) ? 1 : 0))
    }

    /// Inserts `view` into ``arrangedSubviews`` at `index` (0…count), adding it as the
    /// frontmost subview if it is not one yet. A view already arranged moves to `index`.
    public func insertArrangedSubview(_ view: View, at index: Int) {
        precondition(view !== self, "A stack view cannot arrange itself")
        let old = arrangedIndex(of: view)
        let limit = arrangedSubviews.count - (old == nil ? 0 : 1)
        precondition((0...limit).contains(index), "insertArrangedSubview index \(index) is out of bounds 0...\(limit)")
        if let old {
            arrangedSubviews.remove(at: old)
            // The view after it links to the one before it now.
            if old < arrangedSubviews.count { arrangedViewDidChange(arrangedSubviews[old]) }
        }
        view.translatesAutoresizingMaskIntoConstraints = false
        arrangedSubviews.insert(view, at: index)
        if view.superview !== self { addSubview(view) }
        arrangedViewDidChange(view)
    }

    /// Removes `view` from ``arrangedSubviews``; it **stays a subview**, as in UIKit, with
    /// none of the stack's constraints (call ``View/removeFromSuperview()`` to remove it
    /// entirely). Does nothing for a view that is not arranged.
    public func removeArrangedSubview(_ view: View) {
        guard let index = arrangedIndex(of: view) else { return }
        arrangedSubviews.remove(at: index)
        customSpacings[ObjectIdentifier(view)] = nil
        arrangedViewDidLeave(view, from: index)
    }

    func isArranged(_ view: View) -> Bool { arrangedIndex(of: view) != nil }

    /// Where `view` is in ``arrangedSubviews``.
    ///
    /// An arranged view is always a subview, so a view that is not one (as every view
    /// being added is) is answered without a search: a search per addition made filling
    /// a stack quadratic. Searched from both ends at once, so that a stack filled or
    /// emptied in order finds its views at once. A loop rather than `firstIndex(where:)`:
    /// the closure checked its actor on every element, 35% of building a 2,000-view stack.
    func arrangedIndex(of view: View) -> Int? {
        guard view.superview === self else { return nil }
        return View.index(of: view, fromBothEndsOf: arrangedSubviews)
    }

    /// A subview removed from the stack leaves ``arrangedSubviews`` too, as in UIKit.
    open override func willRemoveSubview(_ subview: View) {
        super.willRemoveSubview(subview)
        removeArrangedSubview(subview)
    }

    /// A hidden arranged view collapses; a shown one comes back.
    override func subviewVisibilityDidChange(_ subview: View) {
        if isArranged(subview) { arrangedViewDidChange(subview) }
    }

    // MARK: - Configuring the arrangement

    /// The direction views are arranged in. `.horizontal` by default.
    open var axis: LayoutAxis {
        get { storedAxis }
        set {
            let oldValue = storedAxis
            storedAxis = newValue
            if axis != oldValue { arrangementDidChange() }
        }
    }

    /// ``axis``'s storage: final, so reading it is a load, not a checked access.
    private final var storedAxis: LayoutAxis = .horizontal

    /// How views are sized and spaced along the axis. `.fill` by default.
    open var distribution: Distribution = .fill {
        didSet { if distribution != oldValue { arrangementDidChange() } }
    }

    /// How views are placed across the axis. `.fill` by default.
    open var alignment: Alignment = .fill {
        didSet { if alignment != oldValue { arrangementDidChange() } }
    }

    /// The distance between adjacent arranged views, in cells: exact for the fill
    /// distributions, a minimum for `.equalSpacing` and `.equalCentering`, which may widen
    /// the gaps to spread the views out.
    /// Negative values overlap the views. 0 by default.
    open var spacing: Double = 0 {
        didSet { if spacing != oldValue { arrangementDidChange() } }
    }

    /// The value of ``customSpacing(after:)`` for a view with no custom spacing; passing
    /// it to ``setCustomSpacing(_:after:)`` goes back to ``spacing``. UIKit's
    /// `UIStackView.spacingUseDefault`.
    public static let spacingUseDefault = Double.greatestFiniteMagnitude

    /// Sets the spacing after `arrangedSubview` (before the next visible view), in place of
    /// ``spacing``. Ignored for a view that is not arranged; dropped when the
    /// view leaves the arrangement. A hidden view's custom spacing is not used.
    public func setCustomSpacing(_ spacing: Double, after arrangedSubview: View) {
        guard isArranged(arrangedSubview) else { return }
        let key = ObjectIdentifier(arrangedSubview)
        let value: Double? = spacing == StackView.spacingUseDefault ? nil : spacing
        guard customSpacings[key] != value else { return }
        customSpacings[key] = value
        arrangedViewDidChange(arrangedSubview)
    }

    /// The custom spacing after `arrangedSubview`, or ``spacingUseDefault`` when it has
    /// none.
    public func customSpacing(after arrangedSubview: View) -> Double {
        customSpacings[ObjectIdentifier(arrangedSubview)] ?? StackView.spacingUseDefault
    }

    var customSpacings: [ObjectIdentifier: Double] = [:]

    /// Whether the arranged views are laid out inside the stack's ``View/layoutMargins``
    /// rather than its edges. False by default.
    open var isLayoutMarginsRelativeArrangement = false {
        didSet { if isLayoutMarginsRelativeArrangement != oldValue { arrangementDidChange() } }
    }

    /// Whether the spacing of a vertical stack runs from the last baseline of one view to
    /// the first baseline of the next, instead of edge to edge. False by
    /// default. Used by the fill distributions of vertical stacks.
    open var isBaselineRelativeArrangement = false {
        didSet { if isBaselineRelativeArrangement != oldValue { arrangementDidChange() } }
    }

    // MARK: - Drawing

    /// Always nil: a stack view draws nothing, not even a background (DRW-07,
    /// SV-12). Setting it has no effect.
    open override var backgroundColor: Color? {
        get { nil }
        set {}
    }

    // MARK: - Layout

    /// The stack's own constraints, as the last update left them (all of them with the
    /// distributions whose constraints depend on every view).
    var stackArrangementConstraints: [LayoutConstraint] = []

    /// Each arranged view's constraints, as the last update left them, by view: an
    /// entry leaves with its view, so an identifier never outlives the view it names.
    var viewArrangementConstraints: [ObjectIdentifier: [LayoutConstraint]] = [:]

    /// The constraints of views that left the arrangement, to deactivate at the next
    /// update.
    var departedArrangementConstraints: [LayoutConstraint] = []

    /// Whether the next update remakes the whole arrangement: before the first one, and
    /// after a change of the stack's own properties or of many views.
    var needsWholeArrangement = true

    /// The arranged views changed since the last update (see
    /// ``arrangedViewDidChange(_:)``).
    var changedArrangedViews: [View] = []

    /// The first and last visible arranged views when the constraints were last made.
    weak var firstVisibleArranged: View?
    weak var lastVisibleArranged: View?

    /// How many arranged views the last update made constraints for, and whether it
    /// remade the whole arrangement. For tests.
    var arrangedViewsRemade = 0
    var remadeWholeArrangement = false

    /// The spacer guides of `.equalSpacing` and `.equalCentering`.
    var spacerGuides: [LayoutGuide] = []

    /// The intrinsic length along the axis each arranged view had when the constraints
    /// were made, by view, to notice when one changes.
    var intrinsicLengthsUsed: [ObjectIdentifier: Double] = [:]

    /// Arranged views that invalidated their intrinsic size since the last layout: the
    /// only lengths that can have changed, so a layout checks them alone, not every
    /// arranged view (which made a label's text change cost the length of its stack).
    var invalidatedArrangedViews: [WeakView] = []

    /// Whether the next layout checks every arranged view's length: before the
    /// constraints were first made, and after many invalidations at once.
    var checksEveryIntrinsicLength = true

    /// Whether a length depends on the stack's width (a wrapping label in a vertical
    /// stack), which changes without an invalidation: then every layout checks them all.
    var hasWidthDependentLengths = false

    /// Brings the stack's constraints up to date with its properties, its arranged views
    /// and their visibility, then calls `super`.
    open override func updateConstraints() {
        updateArrangementConstraints()
        super.updateConstraints()
    }

    // MARK: - Baselines

    /// The view whose first baseline is the stack's: the first arranged view that is not
    /// hidden (its own ``View/forFirstBaselineLayout``, so nested stacks pass it on), or
    /// the stack itself when there is none. UIKit's `forFirstBaselineLayout` of a stack.
    open override var forFirstBaselineLayout: View {
        arrangedSubviews.first { !$0.isHidden } ?? self
    }

    /// The view whose last baseline is the stack's: a vertical stack's last arranged view
    /// that is not hidden. A horizontal stack's is its first one, as for the first
    /// baseline: a row aligned by its baselines shares them, and UIKit does not say
    /// which view another row gives.
    open override var forLastBaselineLayout: View {
        (axis == .vertical ? arrangedSubviews.last { !$0.isHidden } : arrangedSubviews.first { !$0.isHidden }) ?? self
    }

    /// The baseline views the constraints naming this stack's baselines were last
    /// checked against: when either changes (a view arranged, removed or hidden, the axis
    /// changed), those constraints are made again.
    private weak var checkedFirstBaselineView: View?
    private weak var checkedLastBaselineView: View?
    private var baselinesChecked = false

    /// Remakes the constraints that name this stack's baselines (or an enclosing stack's
    /// that passes them on) when the views giving them changed. Not the first time: a
    /// constraint made before then read the same arranged views.
    func refreshBaselinesIfNeeded() {
        let first = viewForFirstBaseline, last = viewForLastBaseline
        let changed = baselinesChecked && (checkedFirstBaselineView !== first || checkedLastBaselineView !== last)
        checkedFirstBaselineView = first
        checkedLastBaselineView = last
        baselinesChecked = true
        if changed { activeLayoutEngine?.refreshBaselineConstraints(near: self) }
    }

    /// Before the default layout: the intrinsic lengths the fill tie-break and
    /// `.fillProportionally` use may have changed since the constraints were made.
    open override func layoutSubviews() {
        if usesIntrinsicLengths, noteChangedIntrinsicLengths() {
            updateArrangementConstraints()
        }
        super.layoutSubviews()
    }
}
