// Selection: in code (no callbacks, as in UIKit) and by the user (with the delegate's
// will/did callbacks in UIKit's order).
extension TableView {
    /// The first selected row, or nil.
    public var indexPathForSelectedRow: IndexPath? { selectedRows.first }

    /// The selected rows in table order, or nil when none is, as in UIKit.
    public var indexPathsForSelectedRows: [IndexPath]? {
        selectedRows.isEmpty ? nil : selectedRows.sorted()
    }

    /// Selects the row at `indexPath` and scrolls to it as `scrollPosition` says (nil
    /// index path: deselects every row). Calls no delegate method, as in UIKit. Without
    /// ``allowsMultipleSelection`` the other rows are deselected. A row that does not exist
    /// is ignored.
    public func selectRow(at indexPath: IndexPath?, animated: Bool, scrollPosition: ScrollPosition) {
        loadCountsIfNeeded()
        guard let indexPath else {
            for selected in selectedRows { setSelectedLook(selected, false) }
            selectedRows.removeAll()
            return
        }
        guard let row = globalRow(indexPath) else { return }
        if !allowsMultipleSelection {
            for selected in selectedRows where selected != indexPath { setSelectedLook(selected, false) }
            selectedRows.removeAll { $0 != indexPath }
        }
        if !selectedRows.contains(indexPath) { selectedRows.append(indexPath) }
        setSelectedLook(indexPath, true)
        if scrollPosition != .none || !isRowShownWhole(row) {
            pendingTarget = TableRowTarget(row: row, position: scrollPosition)
            setNeedsLayout()
        }
    }

    /// Deselects the row at `indexPath`; calls no delegate method.
    public func deselectRow(at indexPath: IndexPath, animated: Bool) {
        selectedRows.removeAll { $0 == indexPath }
        setSelectedLook(indexPath, false)
    }

    func setSelectedLook(_ indexPath: IndexPath, _ selected: Bool) {
        guard let row = globalRow(indexPath) else { return }
        displayedCells[row]?.isSelected = selected
    }

    func isRowShownWhole(_ row: Int) -> Bool {
        let top = rowTop(row)
        let offset = Int(contentOffset.y.rounded())
        return top >= offset && top + heights.height(of: row) <= offset + Int(bounds.height.rounded(.down))
    }

    /// The user chose the row at `indexPath` (Enter, Space, a click): the delegate may
    /// redirect or refuse it, then the rows it replaces are deselected, each with
    /// `willDeselect` and `didDeselect`, and it is selected with `didSelect`. Choosing a
    /// selected row again calls only `willSelect` and `didSelect`; with
    /// ``allowsMultipleSelection`` it deselects the row instead.
    func userSelect(_ indexPath: IndexPath) {
        guard allowsSelection else { return }
        let asked = delegate == nil ? indexPath : delegate?.tableView(self, willSelectRowAt: indexPath)
        guard let target = asked, globalRow(target) != nil else { return }
        if allowsMultipleSelection {
            if selectedRows.contains(target) {
                userDeselect(target)
                return
            }
        } else {
            for old in selectedRows where old != target { userDeselect(old) }
        }
        if !selectedRows.contains(target) { selectedRows.append(target) }
        setSelectedLook(target, true)
        delegate?.tableView(self, didSelectRowAt: target)
    }

    private func userDeselect(_ indexPath: IndexPath) {
        let asked = delegate == nil ? indexPath : delegate?.tableView(self, willDeselectRowAt: indexPath)
        guard let target = asked, selectedRows.contains(target) else { return }
        selectedRows.removeAll { $0 == target }
        setSelectedLook(target, false)
        delegate?.tableView(self, didDeselectRowAt: target)
    }

    // MARK: - Scrolling to a row

    /// Scrolls so that the row at `indexPath` is where `scrollPosition` says, once its
    /// height and those around it are measured (in the next layout pass). Immediate either
    /// way: `animated` is accepted for UIKit's signature. A row that does not exist is
    /// logged and ignored (UIKit raises).
    public func scrollToRow(at indexPath: IndexPath, at scrollPosition: ScrollPosition, animated: Bool) {
        loadCountsIfNeeded()
        guard let row = globalRow(indexPath) else {
            LayoutDiagnostics.emit("TableView: cannot scroll to row \(indexPath.row) in section \(indexPath.section): the table has \(sectionRowCounts.count) sections and that section \(numberOfRows(inSection: indexPath.section)) rows")
            return
        }
        pendingTarget = TableRowTarget(row: row, position: scrollPosition)
        setNeedsLayout()
    }

    // MARK: - Reloading

    /// Asks the data source for everything again: counts, then cells for the rows on
    /// screen (the cells shown end their display first). Known heights and the selection
    /// are dropped, as in UIKit; the first row on screen stays first if it still exists.
    public func reloadData() {
        if let anchor = pendingAnchor ?? (needsReload ? nil : currentAnchor()) { pendingAnchor = anchor }
        needsReload = true
        for (row, cell) in displayedCells.sorted(by: { $0.key < $1.key }) {
            departingCells.append((cell, indexPath(ofGlobalRow: row)))
        }
        displayedCells.removeAll()
        for selected in selectedRows { setSelectedLook(selected, false) }
        selectedRows.removeAll()
        removeSectionViews(keeping: [])
        setNeedsLayout()
    }

    /// Drops every known height: the next pass measures the rows on screen again.
    func forgetHeights() {
        heights.reset(count: heights.count, estimate: rowEstimate)
        loadSectionExtras()
        setNeedsLayout()
    }
}
