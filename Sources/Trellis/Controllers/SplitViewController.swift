/// A container that shows a primary and a secondary column side by side when the window
/// is wide, and one of them at a time when it is narrow: UIKit's
/// `UISplitViewController` in its double-column style.
///
/// Expanded (a regular horizontal size class: 80 columns or more), the primary column is
/// `P = clamp(round(W · fraction), minimum, maximum)` cells wide (0.3, 20 and 40 by
/// default), a `│` column sits at x `P`, and the secondary fills the rest. In
/// ``DisplayMode-swift.enum/secondaryOnly`` the secondary fills the whole width.
///
/// Collapsed (compact width), one column fills the split: the primary, or the secondary if
/// ``show(_:)`` with `.secondary` was the last change, unless the delegate chooses
/// otherwise. The column that goes gets `viewWillDisappear`/`viewDidDisappear`, then the
/// delegate hears `splitViewControllerDidCollapse`. While collapsed, ``show(_:)`` with
/// `.secondary` replaces the primary as a navigation push would, and Esc goes back to the
/// primary. Widening the window again brings the other column back (its appear calls, then
/// `splitViewControllerDidExpand`). The split collapses and expands by itself at the layout
/// cycle after a resize.
///
/// F6 moves the focus between the columns while both show.
///
/// Differences from UIKit: only the double-column style; no overlay or tiling display
/// modes, no supplementary or compact column (a collapsed split shows the column's own
/// controller rather than building a navigation stack), no animation. The columns' views
/// are placed with constraints (their `translatesAutoresizingMaskIntoConstraints` is
/// turned off). A subclass that overrides ``ViewController/traitCollectionDidChange(_:)``
/// must call `super`.
@MainActor
open class SplitViewController: ViewController {
    /// Makes an empty split; give it its columns with ``setViewController(_:for:)``.
    public override init() {
        super.init()
    }

    private var primary: ViewController?
    private var secondary: ViewController?

    /// Told when the split collapses and expands: UIKit's `delegate`. Held weakly.
    public weak var delegate: (any SplitViewControllerDelegate)?

    /// Puts `viewController` in `column`, in place of the one there: UIKit's
    /// `setViewController(_:for:)`. It becomes this controller's child.
    public func setViewController(_ viewController: ViewController?, for column: Column) {
        let old = self.viewController(for: column)
        guard old !== viewController else { return }
        let wasShown = old.map { isShown($0) } ?? false
        if let old {
            if wasShown, appearanceState.isVisibleOrAppearing { old.beginAppearanceTransition(false, animated: false) }
            old.willMove(toParent: nil)
            old.viewIfLoaded?.removeFromSuperview()
            old.removeFromParent()
            if wasShown { old.endAppearanceTransition() }
        }
        switch column {
        case .primary: primary = viewController
        case .secondary: secondary = viewController
        }
        if let viewController {
            addChild(viewController)
            viewController.didMove(toParent: self)
        }
        if isViewLoaded { applyColumns(animated: false) }
    }

    /// The controller in `column`: UIKit's `viewController(for:)`.
    public func viewController(for column: Column) -> ViewController? {
        switch column {
        case .primary: primary
        case .secondary: secondary
        }
    }

    /// The columns the split should show when expanded: UIKit's `preferredDisplayMode`,
    /// ``DisplayMode-swift.enum/automatic`` (both) by default. Setting it takes effect at
    /// once, with the appearance calls.
    public var preferredDisplayMode = DisplayMode.automatic {
        didSet {
            shownMode = nil
            if isViewLoaded { applyColumns(animated: false) }
        }
    }

    /// A mode ``show(_:)`` or ``hide(_:)`` chose over the preferred one, until the
    /// preferred one is set again.
    private var shownMode: DisplayMode?

    /// The columns the split shows while expanded: UIKit's `displayMode`, never
    /// ``DisplayMode-swift.enum/automatic``.
    public var displayMode: DisplayMode {
        let mode = shownMode ?? preferredDisplayMode
        return mode == .automatic ? .oneBesideSecondary : mode
    }

    /// Whether the split shows one column because the width is compact: UIKit's
    /// `isCollapsed`.
    public private(set) var isCollapsed = false

    /// The share of the width the primary column asks for: UIKit's
    /// `preferredPrimaryColumnWidthFraction`, 0.3 by default.
    public var preferredPrimaryColumnWidthFraction = 0.3 {
        didSet { updateColumnConstraints() }
    }

    /// The narrowest the primary column gets, in cells: UIKit's
    /// `minimumPrimaryColumnWidth`, 20 by default.
    public var minimumPrimaryColumnWidth = 20.0 {
        didSet { updateColumnConstraints() }
    }

    /// The widest the primary column gets, in cells: UIKit's
    /// `maximumPrimaryColumnWidth`, 40 by default.
    public var maximumPrimaryColumnWidth = 40.0 {
        didSet { updateColumnConstraints() }
    }

    /// The primary column's width in a split `width` cells wide, when both columns show:
    /// the width times ``preferredPrimaryColumnWidthFraction``, rounded, within
    /// ``minimumPrimaryColumnWidth`` and ``maximumPrimaryColumnWidth``. Not in UIKit, which
    /// reports the width shown as `primaryColumnWidth`.
    public func primaryColumnWidth(forWidth width: Double) -> Double {
        let wanted = (width * preferredPrimaryColumnWidthFraction).rounded()
        let clamped = Swift.min(Swift.max(wanted, minimumPrimaryColumnWidth), maximumPrimaryColumnWidth)
        return Swift.max(Swift.min(clamped, width - 1), 0)
    }

    /// The column the user asked for last: the one shown when collapsing.
    private var lastShownColumn = Column.primary

    /// The column shown while collapsed.
    private var collapsedColumn = Column.primary

    /// Shows `column`: UIKit's `show(_:)`. Collapsed, it replaces the column shown (the
    /// secondary as a push, the primary as going back); expanded, showing the primary
    /// leaves ``DisplayMode-swift.enum/secondaryOnly``. Either way the split remembers
    /// it, so the column shown last is the one a collapse keeps.
    public func show(_ column: Column) {
        lastShownColumn = column
        if isCollapsed {
            collapsedColumn = column
        } else if column == .primary, displayMode == .secondaryOnly {
            shownMode = .oneBesideSecondary
        }
        if isViewLoaded { applyColumns(animated: false) }
    }

    /// Hides `column`: UIKit's `hide(_:)`. Expanded, hiding the primary shows the secondary
    /// alone; collapsed, hiding the column shown shows the other one.
    public func hide(_ column: Column) {
        if isCollapsed {
            guard collapsedColumn == column else { return }
            collapsedColumn = column == .primary ? .secondary : .primary
            lastShownColumn = collapsedColumn
        } else if column == .primary {
            shownMode = .secondaryOnly
        }
        if isViewLoaded { applyColumns(animated: false) }
    }

    // MARK: - View and layout

    let separatorView = SplitColumnSeparatorView()

    open override func loadView() {
        let root = View()
        view = root
        root.addSubview(separatorView)
        applyColumns(animated: false)
    }

    /// The controllers whose views the split shows now.
    private var shownControllers: [ViewController] {
        if isCollapsed {
            let top = viewController(for: collapsedColumn) ?? primary ?? secondary
            return top.map { [$0] } ?? []
        }
        if displayMode == .secondaryOnly { return (secondary ?? primary).map { [$0] } ?? [] }
        return [primary, secondary].compactMap { $0 }
    }

    private func isShown(_ controller: ViewController) -> Bool {
        guard let view = viewIfLoaded else { return false }
        return controller.viewIfLoaded?.superview === view
    }

    /// Brings the views in the split up to date with what it should show: the columns that
    /// go get their disappear calls and leave, those that come get their appear calls, the
    /// did-calls at the window's next layout cycle; then `after` runs.
    private func applyColumns(animated: Bool, after: (@MainActor () -> Void)? = nil) {
        let wanted = shownControllers
        let current = [primary, secondary].compactMap { $0 }.filter { isShown($0) }
        let leaving = current.filter { controller in !wanted.contains { $0 === controller } }
        let arriving = wanted.filter { controller in !current.contains { $0 === controller } }
        let onScreen = appearanceState.isVisibleOrAppearing
        for controller in arriving { _ = controller.view }
        if onScreen {
            for controller in leaving { controller.beginAppearanceTransition(false, animated: animated) }
            for controller in arriving { controller.beginAppearanceTransition(true, animated: animated) }
        }
        for controller in leaving { controller.viewIfLoaded?.removeFromSuperview() }
        for controller in arriving { view.insertSubview(controller.view, at: 0) }
        separatorView.isHidden = wanted.count < 2
        updateColumnConstraints()
        guard let window = view.window else {
            after?()
            return
        }
        if onScreen {
            for controller in leaving + arriving { window.pendingTransitionSteps.append(.endAppearance(controller)) }
        }
        if let after { window.pendingTransitionSteps.append(.completion(after)) }
    }

    /// The constraints that place the columns shown now.
    private var columnConstraints: [LayoutConstraint] = []

    /// Places the columns with constraints, so what is inside them is laid out with its
    /// column's size from the first solve: side by side, the primary at its fraction of
    /// the width within its minimum and maximum (these win over the fraction) and the
    /// separator between; or one filling the split.
    private func updateColumnConstraints() {
        guard let root = viewIfLoaded else { return }
        LayoutConstraint.deactivate(columnConstraints)
        var made: [LayoutConstraint] = []
        let shown = shownControllers.map(\.view)
        for column in shown {
            column.translatesAutoresizingMaskIntoConstraints = false
            made += [column.topAnchor.constraint(equalTo: root.topAnchor),
                     column.bottomAnchor.constraint(equalTo: root.bottomAnchor)]
        }
        if shown.count == 2 {
            let (left, right) = (shown[0], shown[1])
            separatorView.translatesAutoresizingMaskIntoConstraints = false
            let fraction = left.widthAnchor.constraint(equalTo: root.widthAnchor, multiplier: preferredPrimaryColumnWidthFraction)
            fraction.priority = .required - 2
            let minimum = left.widthAnchor.constraint(greaterThanOrEqualToConstant: minimumPrimaryColumnWidth)
            minimum.priority = .required - 1
            let maximum = left.widthAnchor.constraint(lessThanOrEqualToConstant: maximumPrimaryColumnWidth)
            maximum.priority = .required - 1
            made += [left.leadingAnchor.constraint(equalTo: root.leadingAnchor), fraction, minimum, maximum,
                     separatorView.leadingAnchor.constraint(equalTo: left.trailingAnchor),
                     separatorView.widthAnchor.constraint(equalToConstant: 1),
                     separatorView.topAnchor.constraint(equalTo: root.topAnchor),
                     separatorView.bottomAnchor.constraint(equalTo: root.bottomAnchor),
                     right.leadingAnchor.constraint(equalTo: separatorView.trailingAnchor),
                     right.trailingAnchor.constraint(equalTo: root.trailingAnchor)]
        } else if let only = shown.first {
            made += [only.leadingAnchor.constraint(equalTo: root.leadingAnchor),
                     only.trailingAnchor.constraint(equalTo: root.trailingAnchor)]
        }
        columnConstraints = made
        LayoutConstraint.activate(made)
    }

    /// Collapses when the width turns compact and expands when it turns regular.
    open override func traitCollectionDidChange(_ previousTraitCollection: TraitCollection?) {
        super.traitCollectionDidChange(previousTraitCollection)
        let compact = traitCollection.horizontalSizeClass == .compact
        guard compact != isCollapsed, isViewLoaded else { return }
        isCollapsed = compact
        if compact {
            collapsedColumn = delegate?.splitViewController(self, topColumnForCollapsingToProposedTopColumn: lastShownColumn)
                ?? lastShownColumn
            applyColumns(animated: false) { [weak self] in
                guard let self else { return }
                self.delegate?.splitViewControllerDidCollapse(self)
            }
        } else {
            applyColumns(animated: false) { [weak self] in
                guard let self else { return }
                self.delegate?.splitViewControllerDidExpand(self)
            }
        }
    }

    /// The first focusable view of the primary column when it shows, else of the
    /// secondary.
    override var focusContentView: View? {
        shownControllers.first?.viewIfLoaded
    }

    // MARK: - Keys

    /// Esc goes back to the primary column while collapsed on the secondary.
    open override func keyPressed(_ event: KeyEvent) {
        if isCollapsed, collapsedColumn == .secondary, primary != nil, presentedViewController == nil,
           event == KeyEvent(.escape) {
            show(.primary)
            return
        }
        super.keyPressed(event)
    }

    /// F6 moves the focus to the other column while both show.
    open override var keyCommands: [KeyCommand] {
        guard shownControllers.count == 2 else { return super.keyCommands }
        return super.keyCommands + [KeyCommand(title: "Other column", input: KeyCommand.inputF(6)) { [weak self] _ in
            self?.focusOtherColumn()
        }]
    }

    private func focusOtherColumn() {
        guard let window = viewIfLoaded?.window, let primary, let secondary else { return }
        let inPrimary = window.firstResponder.map { primary.contains($0) } ?? false
        let target = inPrimary ? secondary : primary
        guard let targetView = target.viewIfLoaded else { return }
        let focusable = window.inReadingOrder(targetView.focusableViewsInSubtree())
        if let first = target.preferredFirstResponder ?? focusable.first { window.setFirstResponder(first) }
    }
}
