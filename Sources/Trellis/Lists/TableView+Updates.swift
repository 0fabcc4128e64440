// Row and section updates, alone or in a batch: checked against the data source's new
// counts, then applied so that the rows that stay keep their cells, heights, selection
// and focus.
extension TableView {
    /// Runs `updates` (calls to the insert, delete, reload and move methods) as one batch:
    /// deletions and reloads name rows as they were before it, insertions and move
    /// destinations as they are after. The data source must already report the new
    /// counts. `completion` gets true after the next layout pass, which shows the result.
    ///
    /// A batch that does not fit the new counts (a section whose count is not its old
    /// count plus insertions minus deletions plus moves in minus moves out, or a row out of
    /// range) logs one line, for example
    /// `TableView: invalid batch update in section 0: the data source reports 5 rows, but 5 before + 1 inserted − 0 deleted + 0 moved in − 0 moved out = 6`,
    /// and the table reloads everything instead (UIKit raises an exception).
    public func performBatchUpdates(_ updates: (() -> Void)?, completion: ((Bool) -> Void)? = nil) {
        let isOutermost = openBatch == nil
        if isOutermost { openBatch = TableUpdateBatch() }
        updates?()
        if let completion { pendingCompletions.append(completion) }
        guard isOutermost, let batch = openBatch else { return }
        openBatch = nil
        apply(batch)
    }

    /// Inserts rows at `indexPaths` (in the numbering after the update).
    public func insertRows(at indexPaths: [IndexPath], with animation: RowAnimation) {
        record { $0.insertedRows += indexPaths }
    }

    /// Deletes the rows at `indexPaths` (in the numbering before the update); their cells
    /// end their display in the next pass.
    public func deleteRows(at indexPaths: [IndexPath], with animation: RowAnimation) {
        record { $0.deletedRows += indexPaths }
    }

    /// Asks for the cells of the rows at `indexPaths` again (numbering before the
    /// update), and measures them again.
    public func reloadRows(at indexPaths: [IndexPath], with animation: RowAnimation) {
        record { $0.reloadedRows += indexPaths }
    }

    /// Moves the row at `indexPath` to `newIndexPath`; it keeps its cell.
    public func moveRow(at indexPath: IndexPath, to newIndexPath: IndexPath) {
        record { $0.movedRows.append((indexPath, newIndexPath)) }
    }

    /// Inserts the sections at `sections` (numbering after the update).
    public func insertSections(_ sections: [Int], with animation: RowAnimation) {
        record { $0.insertedSections += sections }
    }

    /// Deletes the sections at `sections` (numbering before the update) with their rows.
    public func deleteSections(_ sections: [Int], with animation: RowAnimation) {
        record { $0.deletedSections += sections }
    }

    /// Adds a change to the open batch, or applies it as a batch of its own.
    private func record(_ change: (inout TableUpdateBatch) -> Void) {
        if openBatch != nil {
            change(&openBatch!)
        } else {
            var batch = TableUpdateBatch()
            change(&batch)
            apply(batch)
        }
    }

    private func apply(_ batch: TableUpdateBatch) {
        setNeedsLayout()
        // Before the first load there is nothing to carry over: the next pass loads anew.
        guard !needsReload, let dataSource, !batch.isEmpty else { return }
        let sections = Swift.max(dataSource.numberOfSections(in: self), 0)
        let after = (0..<sections).map { Swift.max(dataSource.tableView(self, numberOfRowsInSection: $0), 0) }
        switch batch.rowMapping(before: sectionRowCounts, after: after) {
        case .failure(let error):
            LayoutDiagnostics.emit(error.message)
            reloadData()
        case .success(let mapping):
            carry(through: mapping, to: after)
        }
    }

    /// Moves cells, heights, selection, focus and the scroll position to the new numbering.
    private func carry(through mapping: TableRowMapping, to counts: [Int]) {
        var newStarts = [0]
        for count in counts { newStarts.append(newStarts[newStarts.count - 1] + count) }
        func newRow(_ path: IndexPath) -> Int { newStarts[path.section] + path.row }
        func carried(_ row: Int) -> Int? {
            let old = indexPath(ofGlobalRow: row)
            guard !mapping.reloaded.contains(old), let new = mapping.map(old) else { return nil }
            return newRow(new)
        }

        var anchor = currentAnchor()
        if let current = anchor {
            let old = indexPath(ofGlobalRow: current.row)
            if let new = mapping.map(old) { anchor?.row = newRow(new) }
        }
        var cells: [Int: TableViewCell] = [:]
        for (row, cell) in displayedCells.sorted(by: { $0.key < $1.key }) {
            if let new = carried(row) {
                cells[new] = cell
            } else {
                departingCells.append((cell, indexPath(ofGlobalRow: row)))
            }
        }
        let known = heights.knownHeights().compactMap { entry in carried(entry.row).map { (row: $0, height: entry.height) } }
        var selected: [IndexPath] = []
        for path in selectedRows {
            if let new = mapping.map(path) { selected.append(new) } else { setSelectedLook(path, false) }
        }
        let focused = focusedIndexPath.map { mapping.map($0) ?? $0 }
        pressedRow = nil

        setCounts(counts, keeping: known.sorted { $0.row < $1.row })
        displayedCells = cells
        selectedRows = selected
        focusedIndexPath = focused.map { path in
            globalRow(path) != nil ? path : (totalRowCount > 0 ? indexPath(ofGlobalRow: Swift.min(newRow(IndexPath(row: 0, section: Swift.min(path.section, counts.count - 1))) + path.row, totalRowCount - 1)) : path)
        }
        if totalRowCount == 0 { focusedIndexPath = nil }
        pendingAnchor = anchor
        removeSectionViews(keeping: [])
        updateFocusLooks()
        if totalRowCount == 0 { window?.validateFirstResponder() }
    }
}
