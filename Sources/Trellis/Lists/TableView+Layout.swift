// The layout pass of the rows: which rows meet the visible bounds, their cells, their
// heights measured in place, and the scroll position kept while estimates become heights.
extension TableView {
    /// The most rounds of measuring a pass makes: each round can only bring rows in that
    /// the one before pushed out by real heights, so two or three settle a screen.
    static let measuringRounds = 6

    func layoutRows() {
        guard !isLayingOutRows else { return }
        isLayingOutRows = true
        defer { isLayingOutRows = false }
        let anchor = pendingAnchor ?? currentAnchor()
        pendingAnchor = nil
        loadCountsIfNeeded()
        backgroundView?.frame = bounds
        let width = bounds.width.rounded(.down)
        let height = Int(bounds.height.rounded(.down))
        endDepartingCells()
        guard width >= 1, height >= 1 else {
            // Nothing to show: no cells, and no heights measured at a width of nothing.
            endDisplay(of: Array(displayedCells.keys))
            heights.forgetAll()
            measuredWidth = -1
            updateContentSize(width: width)
            removeSectionViews(keeping: [])
            finishPass()
            return
        }
        if width != measuredWidth {
            if measuredWidth >= 0 { heights.forgetAll() }
            measuredWidth = width
        }
        var offset = 0
        for round in 0..<TableView.measuringRounds {
            offset = resolvedOffset(anchor: anchor, height: height)
            let rows = rowsMeeting(top: offset, height: height)
            endDisplay(of: displayedCells.keys.filter { !rows.contains($0) || reloadedRows.contains($0) })
            reloadedRows.removeAll()
            var entering = rows.filter { displayedCells[$0] == nil }
            let heldBack = round == 0 ? rowsToHoldBack(entering) : 0
            entering.removeLast(heldBack)
            for row in entering { display(row: row, width: width) }
            if !measureHeights(of: rows, width: width), heldBack == 0 { break }
        }
        pendingTarget = nil
        updateContentSize(width: width)
        bounds.origin = Point(x: 0, y: Double(offset))
        // The offset may have had to clamp to the content's new size.
        offset = Int(contentOffset.y.rounded())
        placeCells(width: width)
        placeSectionViews(top: offset, height: height, width: width)
        finishPass()
    }

    /// How many of the last rows coming on screen the first round leaves for the next:
    /// a screenful of rows not measured yet counts them at the estimate, and rows taller
    /// than that push the last ones off again, so cells made for those would be wasted (a
    /// seventh of a screen of rows of one and two lines). A quarter of them wait for the
    /// next round, which counts the first ones at their real heights.
    private func rowsToHoldBack(_ entering: [Int]) -> Int {
        var unknown = 0
        for row in entering where !heights.isKnown(row) { unknown += 1 }
        return unknown > 8 ? Swift.min(unknown / 4, entering.count - 1) : 0
    }

    /// Trims the reuse queues and runs the completions of the batches this pass laid out.
    private func finishPass() {
        trimReusePools()
        let completions = pendingCompletions
        pendingCompletions.removeAll()
        for completion in completions { completion(true) }
    }

    private func updateContentSize(width: Double) {
        let size = Size(width: width, height: Double(contentHeight))
        if contentSize != size { contentSize = size }
    }

    // MARK: - The scroll position

    /// The first row on screen and how much of it is above the top, from the heights as
    /// they stand before the pass changes them.
    func currentAnchor() -> TableAnchor? {
        guard totalRowCount > 0, measuredWidth >= 0 || contentOffset.y > 0 else { return nil }
        let top = Int(contentOffset.y.rounded())
        guard var row = lastRow(withTopAtOrAbove: top) else { return nil }
        // Rows at the top still at their estimate (scrolled into view, not yet measured)
        // grow or shrink upwards: the first measured row on screen stays where it is.
        let bottom = top + Int(bounds.height.rounded(.down))
        var candidate = row
        while candidate < totalRowCount, !heights.isKnown(candidate), rowTop(candidate) < bottom {
            candidate += 1
        }
        if candidate < totalRowCount, heights.isKnown(candidate), rowTop(candidate) < bottom { row = candidate }
        return TableAnchor(row: row, hiddenAbove: top - rowTop(row))
    }

    /// The offset that puts the pending target where it was asked, or keeps the anchor's
    /// row where it was, clamped to the content.
    private func resolvedOffset(anchor: TableAnchor?, height: Int) -> Int {
        let maximum = Swift.max(contentHeight - height, 0)
        var offset = 0
        if let target = pendingTarget, target.row < totalRowCount {
            let top = rowTop(target.row)
            let rowHeight = heights.height(of: target.row)
            let current = anchor.map { rowTop(Swift.min($0.row, totalRowCount - 1)) + $0.hiddenAbove } ?? 0
            switch target.position {
            case .top: offset = top
            case .middle: offset = top - (height - rowHeight) / 2
            case .bottom: offset = top + rowHeight - height
            case .none:
                if top < current || rowHeight > height {
                    offset = top
                } else if top + rowHeight > current + height {
                    offset = top + rowHeight - height
                } else {
                    offset = current
                }
            }
        } else if let anchor, totalRowCount > 0 {
            let row = Swift.min(anchor.row, totalRowCount - 1)
            // A width change may shrink the row: it stays first, with at most all but its
            // last line hidden.
            let hidden = Swift.min(anchor.hiddenAbove, Swift.max(heights.height(of: row) - 1, 0))
            offset = rowTop(row) + hidden
        }
        return Swift.min(Swift.max(offset, 0), maximum)
    }

    // MARK: - Which rows show

    /// The global rows that meet `top..<top + height`, in order.
    func rowsMeeting(top: Int, height: Int) -> [Int] {
        guard totalRowCount > 0, let first = lastRow(withTopAtOrAbove: top) else { return [] }
        var rows: [Int] = []
        var row = first
        let bottom = top + height
        var section = section(ofGlobalRow: row)
        var rowTop = rowTop(row)
        while row < totalRowCount {
            if rowTop >= bottom { break }
            let rowHeight = heights.height(of: row)
            if rowTop + rowHeight > top { rows.append(row) }
            row += 1
            rowTop += rowHeight
            // Past the section's last row come its footer and the next one's gap and header.
            while row < totalRowCount, row >= sectionRowStarts[section + 1] {
                section += 1
                rowTop = self.rowTop(row)
            }
        }
        return rows
    }

    // MARK: - Cells in and out

    /// Ends the display of the cells whose rows went in an update.
    private func endDepartingCells() {
        let departing = departingCells
        departingCells.removeAll()
        for (cell, indexPath) in departing {
            enqueue(cell)
            delegate?.tableView(self, didEndDisplaying: cell, forRowAt: indexPath)
        }
    }

    /// Ends the display of the given rows' cells, top to bottom: each goes back to its
    /// queue, then the delegate hears of it.
    func endDisplay(of rows: [Int]) {
        for row in rows.sorted() {
            guard let cell = displayedCells.removeValue(forKey: row) else { continue }
            enqueue(cell)
            delegate?.tableView(self, didEndDisplaying: cell, forRowAt: indexPath(ofGlobalRow: row))
        }
    }

    /// Asks the data source for the row's cell and shows it.
    private func display(row: Int, width: Double) {
        guard let dataSource else { return }
        let indexPath = indexPath(ofGlobalRow: row)
        let cell = dataSource.tableView(self, cellForRowAt: indexPath)
        // A loop, not `first(where:)`: its closure would check the main actor at every step.
        for (shownRow, shown) in displayedCells where shown === cell {
            let other = self.indexPath(ofGlobalRow: shownRow)
            LayoutDiagnostics.emit("TableView: the data source returned the cell of row \(other) for row \(indexPath) as well; a cell shows one row at a time, so row \(indexPath) stays empty. Return a cell from dequeueReusableCell(withIdentifier:for:).")
            return
        }
        if cell.superview !== self {
            cell.removeFromSuperview()
            insertSubview(cell, at: backgroundView?.superview === self ? 1 : 0)
        }
        cell.showsSeparator = separatorStyle == .singleLine
        cell.isSelected = selectedRows.contains(indexPath)
        cell.isFocused = isFirstResponder && focusedIndexPath == indexPath
        cell.isHighlighted = false
        let fixed = fixedHeight(ofRow: indexPath)
        cell.sizesToContent = fixed == nil
        // The cell gets the row's width now, so that its content is measured at it; its
        // place waits for the heights (``placeCells(width:)``), so that a row below a taller
        // one than estimated is moved once, not twice.
        let size = Size(width: width, height: Double(heights.height(of: row)))
        if cell.frame.size != size { cell.frame.size = size }
        // Shown once placed: a queued cell moves from its old row unseen, with nothing to
        // draw again where it was.
        cell.isHidden = false
        displayedCells[row] = cell
        delegate?.tableView(self, willDisplay: cell, forRowAt: indexPath)
    }

    /// The height the delegate or ``rowHeight`` gives the row, nil for one sized by its
    /// content.
    private func fixedHeight(ofRow indexPath: IndexPath) -> Int? {
        let asked = delegate?.tableView(self, heightForRowAt: indexPath) ?? rowHeight
        guard asked >= 0 else { return nil }
        return Int(asked.rounded())
    }

    // MARK: - Measuring

    /// Gives the shown rows whose heights are not known theirs: fixed heights as asked,
    /// content heights from one solve of the layout engine, in which every cell on screen
    /// already is, so measuring changes constants and nothing is built. Returns whether
    /// any height changed.
    private func measureHeights(of rows: [Int], width: Double) -> Bool {
        let unknown = rows.filter { !heights.isKnown($0) }
        guard !unknown.isEmpty else { return false }
        let separator = separatorStyle == .singleLine ? 1 : 0
        var changed = false
        var measured: [Int] = []
        for row in unknown {
            guard let cell = displayedCells[row] else { continue }
            // A cell shown before the separators or the row heights changed (which forget
            // every height) takes the table's settings now.
            cell.showsSeparator = separatorStyle == .singleLine
            let fixed = fixedHeight(ofRow: indexPath(ofGlobalRow: row))
            cell.sizesToContent = fixed == nil
            if let fixed {
                let height = Swift.max(fixed, 0)
                if height != heights.height(of: row) { changed = true }
                heights.setHeight(height, of: row)
            } else {
                // A cell kept from before a width change is measured at the new width.
                if cell.frame.width != width { cell.frame.size.width = width }
                measured.append(row)
            }
        }
        guard !measured.isEmpty else { return changed }
        activeLayoutEngine?.flush()
        for row in measured {
            guard let cell = displayedCells[row] else { continue }
            let natural = cell.solvedContentHeight.rounded()
            var height = Int(natural.isFinite ? natural : 0)
            if height < 1 {
                let identifier = cell.reuseIdentifier ?? "(none)"
                if zeroHeightIdentifiersLogged.insert(identifier).inserted {
                    LayoutDiagnostics.emit("TableView: cells for reuse identifier '\(identifier)' size to a height of 0 from their constraints; using 1. Pin the content to the content view's top and bottom.")
                }
                height = 1
            }
            height += separator
            if height != heights.height(of: row) { changed = true }
            heights.setHeight(height, of: row)
        }
        return changed
    }

    // MARK: - Placing

    private func placeCells(width: Double) {
        var next: (row: Int, top: Int)?
        for row in displayedCells.keys.sorted() {
            guard let cell = displayedCells[row] else { continue }
            // Rows on screen follow one another: the next top is this one's bottom, unless
            // a section boundary lies between them.
            let top: Int
            if let next, next.row == row, section(ofGlobalRow: row) == section(ofGlobalRow: row - 1) {
                top = next.top
            } else {
                top = rowTop(row)
            }
            let height = heights.height(of: row)
            next = (row + 1, top + height)
            let frame = Rect(x: 0, y: Double(top), width: width, height: Double(height))
            if cell.frame != frame { cell.frame = frame }
        }
    }
}
