/// A vertical list of rows in sections, of any length, that makes views only for the rows
/// on screen: UIKit's `UITableView`.
///
/// Give it a ``dataSource`` (the counts and a cell per row) and, if needed, a
/// ``delegate`` (heights, header views, display and selection callbacks). Register a cell
/// class per reuse identifier and get cells from
/// ``dequeueReusableCell(withIdentifier:for:)``:
///
///     table.register(TableViewCell.self, forCellReuseIdentifier: "row")
///     // in tableView(_:cellForRowAt:)
///     let cell = tableView.dequeueReusableCell(withIdentifier: "row", for: indexPath)
///     cell.textLabel?.text = items[indexPath.row]
///     return cell
///
/// Only the rows that meet the visible bounds have cells, and those are subviews; a cell
/// whose row leaves the screen goes back to its identifier's queue (last in, first out)
/// and is handed out again for the next row that comes in, so the work of a frame follows
/// what is visible, not the number of rows (ten million rows work).
///
/// **Heights.** The delegate's ``TableViewDelegate/tableView(_:heightForRowAt:)``, whose
/// default is ``rowHeight``; ``automaticDimension`` (the default) sizes the row from its
/// cell: the height the cell's ``TableViewCell/contentView`` takes from its constraints at
/// the row's width, rounded, at least 1. Rows not yet shown count at
/// ``estimatedRowHeight`` (1 when automatic). Heights are kept per row; a width change,
/// ``reloadData()`` and ``reloadRows(at:with:)`` drop them. When real heights replace
/// estimates the first row on screen stays where it was, so nothing on screen jumps.
///
/// **Keys and mouse.** The table is one focus stop while it has rows and
/// ``allowsSelection`` is true. The focused row (``focusedIndexPath``) shows in reverse
/// video, selected rows bold. Up and Down (or Ctrl-P and Ctrl-N) move the focus a row and
/// scroll the least needed to show it; Page Up and Page Down move it and the view by a
/// screen; Home and End go to the first and last rows; Enter or Space selects it. Up on
/// the first row and Down on the last pass the key on. A click highlights the row while
/// the button is down and selects it on release; the wheel scrolls three rows.
///
/// **Updates.** ``insertRows(at:with:)``, ``deleteRows(at:with:)``,
/// ``reloadRows(at:with:)``, ``moveRow(at:to:)``, ``insertSections(_:with:)`` and
/// ``deleteSections(_:with:)``, alone or together in
/// ``performBatchUpdates(_:completion:)``: deletions and reloads name rows as they were,
/// insertions as they are after. Rows that stay keep their cells, their heights, the
/// selection and the focus. An update the data source's new counts do not agree with is
/// logged in one line through ``LayoutDiagnostics`` and the table reloads everything
/// instead, and keeps running (UIKit raises an exception).
///
/// Differences from UIKit: cells in a reuse queue stay subviews of the table, hidden, so
/// that their constraints stay in the layout engine and a cell handed out again costs no
/// re-solve of its structure; an unregistered identifier logs a line and returns a
/// `.default` cell (UIKit raises); there is no editing mode, swipe actions, index titles,
/// context menus or prefetching; header and footer views are asked for when their section
/// comes on screen and are not reused; animations are accepted and not shown.
@MainActor
open class TableView: ScrollView {
    /// The value of ``rowHeight``, ``estimatedRowHeight`` and the delegate's heights that
    /// means "from the content" (for an estimate, 1 row).
    public static let automaticDimension: Double = -1

    /// Makes a table of `style`, empty until it has a data source.
    public init(frame: Rect = .zero, style: Style = .plain) {
        self.style = style
        super.init(frame: frame)
        showsHorizontalScrollIndicator = false
        addInteraction(ContextMenuInteraction(delegate: rowMenus))
    }

    /// Asks the delegate for a row's context menu; the interaction holds it weakly.
    private lazy var rowMenus = TableRowContextMenus(table: self)

    /// Makes a plain table.
    public override convenience init(frame: Rect) {
        self.init(frame: frame, style: .plain)
    }

    /// Plain (floating headers) or grouped (a blank row between sections).
    public let style: Style

    /// Where the rows come from. Held weakly, as in UIKit. Setting it reloads.
    public weak var dataSource: TableViewDataSource? {
        didSet { reloadData() }
    }

    /// Heights, header views, display and selection callbacks. Held weakly.
    public weak var delegate: TableViewDelegate? {
        didSet { reloadData() }
    }

    /// The height of every row in cells when the delegate does not say, or
    /// ``automaticDimension`` (the default) for rows sized by their content.
    open var rowHeight: Double = TableView.automaticDimension {
        didSet { if rowHeight != oldValue { forgetHeights() } }
    }

    /// The height rows count at until they are shown, or ``automaticDimension`` (the
    /// default): then ``rowHeight`` if it is a number, else 1.
    open var estimatedRowHeight: Double = TableView.automaticDimension {
        didSet { if estimatedRowHeight != oldValue { forgetHeights() } }
    }

    /// Whether rows are divided by `─` rows. `.none` by default: a terminal row is too
    /// precious to spend on a line unless asked.
    open var separatorStyle: SeparatorStyle = .none {
        didSet { if separatorStyle != oldValue { forgetHeights() } }
    }

    /// Whether rows can be selected (and the table takes the focus). True by default.
    open var allowsSelection = true {
        didSet { if !allowsSelection { window?.validateFirstResponder() } }
    }

    /// Whether several rows can be selected at once; selecting a selected row then
    /// deselects it. False by default.
    open var allowsMultipleSelection = false

    /// A view behind the rows that fills the table's visible bounds: what an empty table
    /// shows ("No items"). Nil by default.
    open var backgroundView: View? {
        didSet {
            guard backgroundView !== oldValue else { return }
            oldValue?.removeFromSuperview()
            if let backgroundView {
                insertSubview(backgroundView, at: 0)
                backgroundView.frame = bounds
            }
        }
    }

    /// The row that holds the keyboard focus, shown in reverse video while the table is
    /// first responder; nil before the table first took the focus, or without rows. Not in
    /// UIKit, whose focus engine tracks it.
    public internal(set) var focusedIndexPath: IndexPath?

    // MARK: - The model

    /// Rows per section, as last loaded.
    var sectionRowCounts: [Int] = []
    /// The global index of each section's first row; one more entry, the total.
    var sectionRowStarts: [Int] = [0]
    /// Header and footer heights per section.
    var headerHeights: [Int] = []
    var footerHeights: [Int] = []
    /// For each section, the rows of headers, footers and gaps in the sections before it;
    /// one more entry, the total.
    var extrasBefore: [Int] = [0]
    /// Row heights and offsets.
    var heights = RowHeightIndex(count: 0, estimate: 1)

    /// Whether the counts must be asked for again at the next layout.
    var needsReload = true
    /// The width the known heights were measured at.
    var measuredWidth: Double = -1

    // MARK: - Cells

    /// The cells on screen, by global row.
    var displayedCells: [Int: TableViewCell] = [:]
    /// Cells whose rows went (deleted, reloaded, or a reload of everything), with the
    /// index paths they had: the next pass ends their display first.
    var departingCells: [(cell: TableViewCell, indexPath: IndexPath)] = []
    /// Rows whose cells must be asked for again.
    var reloadedRows: Set<Int> = []
    /// The queues of cells not on screen, per identifier; the last in goes out first.
    var reusePools: [String: [TableViewCell]] = [:]
    /// The classes registered per identifier.
    var registeredCellClasses: [String: TableViewCell.Type] = [:]
    /// Identifiers whose cells sized to zero height, logged once each.
    var zeroHeightIdentifiersLogged: Set<String> = []
    /// Header and footer views on screen, by section.
    var headerViews: [Int: View] = [:]
    var footerViews: [Int: View] = [:]

    /// The row a layout pass must bring on screen.
    var pendingTarget: TableRowTarget?
    /// The scroll position to keep, set by updates that move rows around.
    var pendingAnchor: TableAnchor?
    /// Batch completions to run after the next layout pass.
    var pendingCompletions: [(Bool) -> Void] = []
    /// The batch being recorded by ``performBatchUpdates(_:completion:)``.
    var openBatch: TableUpdateBatch?

    /// The selected rows, in the order they were selected.
    var selectedRows: [IndexPath] = []
    /// The row pressed with the mouse.
    var pressedRow: Int?

    /// Whether a layout pass of the rows is running (a pass never starts another).
    var isLayingOutRows = false

    // MARK: - Scrolling lays the rows out

    /// A new origin (scrolling) brings other rows on screen: the next layout pass finds
    /// them; nothing else is solved.
    open override var bounds: Rect {
        get { super.bounds }
        set {
            let oldOrigin = super.bounds.origin
            super.bounds = newValue
            if newValue.origin != oldOrigin, !isLayingOutRows { setNeedsLayout() }
        }
    }

    /// Lays out the rows on screen after the table's own layout.
    open override func layoutSubviews() {
        super.layoutSubviews()
        layoutRows()
    }

    // MARK: - Responding

    /// True while the table has rows, ``allowsSelection`` is on and it is not hidden:
    /// then it is one stop of the Tab order.
    open override var canBecomeFirstResponder: Bool { acceptsFocus }

    override func firstResponderStatusDidChange() {
        focusStatusDidChange()
    }

    /// Up and Down (Ctrl-P, Ctrl-N), Page Up and Page Down, Home and End move the focus;
    /// Enter and Space select the focused row. Up on the first row, Down on the last and
    /// every other key go on to the next responder.
    open override func keyPressed(_ event: KeyEvent) {
        if !handleKey(event) { super.keyPressed(event) }
    }

    /// A left press on a row highlights it, focuses it and makes the table first
    /// responder; the release selects it if the pointer is still on it.
    open override func mouseDown(_ event: MouseEvent) {
        if !handleMouseDown(event) { super.mouseDown(event) }
    }

    /// While a row is pressed, its highlight shows whether the pointer is still on it.
    open override func mouseDragged(_ event: MouseEvent) {
        if !handleMouseDragged(event) { super.mouseDragged(event) }
    }

    /// Ends a press: selects the row if the pointer is still on it.
    open override func mouseUp(_ event: MouseEvent) {
        if !handleMouseUp(event) { super.mouseUp(event) }
    }
}
