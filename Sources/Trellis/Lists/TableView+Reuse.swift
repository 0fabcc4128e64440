// Registering cell classes and handing cells out from their reuse queues.
extension TableView {
    /// Registers the class to make cells of when the queue for `identifier` is empty;
    /// nil removes the registration.
    public func register(_ cellClass: TableViewCell.Type?, forCellReuseIdentifier identifier: String) {
        registeredCellClasses[identifier] = cellClass
    }

    /// A cell for the row at `indexPath`: the last one queued for `identifier`, after its
    /// ``TableViewCell/prepareForReuse()``, or a new one of the registered class (made with
    /// the `.default` style).
    ///
    /// An identifier with no registered class logs
    /// `TableView: no cell class registered for reuse identifier 'X'` and gets a new
    /// `.default` cell; UIKit raises an exception instead.
    public func dequeueReusableCell(withIdentifier identifier: String, for indexPath: IndexPath) -> TableViewCell {
        if let cell = dequeueReusableCell(withIdentifier: identifier) { return cell }
        guard let cellClass = registeredCellClasses[identifier] else {
            LayoutDiagnostics.emit("TableView: no cell class registered for reuse identifier '\(identifier)'")
            return TableViewCell(style: .default, reuseIdentifier: identifier)
        }
        return cellClass.init(style: .default, reuseIdentifier: identifier)
    }

    /// The last cell queued for `identifier`, after its
    /// ``TableViewCell/prepareForReuse()``, or nil when the queue is empty: then make one
    /// with ``TableViewCell/init(style:reuseIdentifier:)`` and return it from the data
    /// source.
    public func dequeueReusableCell(withIdentifier identifier: String) -> TableViewCell? {
        guard let cell = reusePools[identifier]?.popLast() else { return nil }
        cell.prepareForReuse()
        return cell
    }

    /// The most cells a queue keeps beyond those on screen: cells beyond it leave the
    /// table, so a table that showed many rows once does not keep them all.
    static let spareCellsPerIdentifier = 8

    /// Puts a cell whose row left the screen back in its queue, hidden; a cell without an
    /// identifier leaves the table.
    func enqueue(_ cell: TableViewCell) {
        cell.isHighlighted = false
        guard let identifier = cell.reuseIdentifier else {
            cell.removeFromSuperview()
            return
        }
        cell.isHidden = true
        reusePools[identifier, default: []].append(cell)
    }

    /// At the end of a pass, when the cells that left have been handed out again to the
    /// rows that came in: a queue keeps at most as many cells as are on screen (and at
    /// least a few); the oldest beyond that leave the table, so a table that once showed
    /// many rows does not keep them all.
    func trimReusePools() {
        let keep = Swift.max(displayedCells.count, TableView.spareCellsPerIdentifier)
        for (identifier, pool) in reusePools where pool.count > keep {
            for cell in pool.prefix(pool.count - keep) { cell.removeFromSuperview() }
            reusePools[identifier] = Array(pool.suffix(keep))
        }
    }

    // MARK: - The cells on screen

    /// The cells on screen, top to bottom.
    public var visibleCells: [TableViewCell] {
        displayedCells.keys.sorted().compactMap { displayedCells[$0] }
    }

    /// The index paths of the rows on screen, top to bottom; nil when there are none, as
    /// in UIKit.
    public var indexPathsForVisibleRows: [IndexPath]? {
        let rows = displayedCells.keys.sorted()
        return rows.isEmpty ? nil : rows.map { indexPath(ofGlobalRow: $0) }
    }

    /// The cell showing the row at `indexPath`, or nil when the row is not on screen.
    public func cellForRow(at indexPath: IndexPath) -> TableViewCell? {
        guard let row = globalRow(indexPath) else { return nil }
        return displayedCells[row]
    }

    /// The index path of the row `cell` shows, or nil when it shows none.
    public func indexPath(for cell: TableViewCell) -> IndexPath? {
        displayedCells.first { $0.value === cell }.map { indexPath(ofGlobalRow: $0.key) }
    }
}
