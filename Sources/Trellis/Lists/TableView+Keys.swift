// The keyboard focus, the keys that move it, and the mouse.
extension TableView {
    /// Whether the table can take the focus: rows to focus, and selection allowed.
    var acceptsFocus: Bool {
        loadCountsIfNeeded()
        return allowsSelection && !isHidden && totalRowCount > 0
    }

    func focusStatusDidChange() {
        if isFirstResponder {
            loadCountsIfNeeded()
            if focusedIndexPath.flatMap({ globalRow($0) }) == nil {
                focusedIndexPath = selectedRows.first ?? (totalRowCount > 0 ? indexPath(ofGlobalRow: 0) : nil)
            }
        }
        updateFocusLooks()
    }

    /// Shows the focus on the focused row's cell and on no other.
    func updateFocusLooks() {
        let focusedRow = isFirstResponder ? focusedIndexPath.flatMap { globalRow($0) } : nil
        for (row, cell) in displayedCells { cell.isFocused = row == focusedRow }
    }

    /// Moves the focus to a global row and scrolls the least needed to show it whole.
    func focus(row: Int) {
        let previous = focusedIndexPath.flatMap { globalRow($0) }
        focusedIndexPath = indexPath(ofGlobalRow: row)
        if let previous, previous != row {
            displayedCells[previous]?.isFocused = false
            displayedCells[row]?.isFocused = isFirstResponder
        } else {
            updateFocusLooks()
        }
        // A row already shown whole needs no scrolling, and so no layout pass: only the
        // two rows whose looks changed are drawn again.
        if pendingTarget == nil, displayedCells[row] != nil, isRowShownWhole(row) { return }
        pendingTarget = TableRowTarget(row: row, position: .none)
        setNeedsLayout()
    }

    /// Handles a key the table uses; false for one to pass on.
    func handleKey(_ event: KeyEvent) -> Bool {
        loadCountsIfNeeded()
        guard totalRowCount > 0 else { return false }
        let current = focusedIndexPath.flatMap { globalRow($0) }
        let focused = Swift.min(current ?? 0, totalRowCount - 1)
        let plain = event.modifiers.isEmpty
        let control = event.modifiers == .control
        let height = Int(bounds.height.rounded(.down))
        switch event.key {
        case .down where plain, .character("n") where control:
            guard current == nil || focused < totalRowCount - 1 else { return false }
            focus(row: current == nil ? 0 : focused + 1)
        case .up where plain, .character("p") where control:
            guard current == nil || focused > 0 else { return false }
            focus(row: current == nil ? 0 : focused - 1)
        case .pageDown where plain:
            let row = lastRow(withTopAtOrAbove: rowTop(focused) + height) ?? focused
            contentOffset.y += Double(height)
            focus(row: row)
        case .pageUp where plain:
            let row = firstRow(withTopAtOrBelow: rowTop(focused) - height) ?? focused
            contentOffset.y -= Double(height)
            focus(row: row)
        case .home where plain:
            focus(row: 0)
        case .end where plain:
            focus(row: totalRowCount - 1)
        case .enter where plain, .character(" ") where plain:
            if current == nil { focusedIndexPath = indexPath(ofGlobalRow: focused) }
            userSelect(indexPath(ofGlobalRow: focused))
        default:
            return false
        }
        return true
    }

    // MARK: - Mouse

    /// The row under a window point, if any.
    private func row(atWindowPoint point: Point) -> Int? {
        let local = convert(point, from: nil)
        guard self.point(inside: local) else { return nil }
        return row(at: Int(local.y.rounded(.down)))
    }

    /// A left press on a row: highlights it, focuses it and makes the table first
    /// responder. False when the press is not on a row.
    func handleMouseDown(_ event: MouseEvent) -> Bool {
        guard event.button == .left, allowsSelection, let row = row(atWindowPoint: event.location) else {
            return false
        }
        pressedRow = row
        displayedCells[row]?.isHighlighted = true
        focusedIndexPath = indexPath(ofGlobalRow: row)
        if !isFirstResponder { _ = becomeFirstResponder() }
        updateFocusLooks()
        return true
    }

    /// While pressed, the highlight shows whether the pointer is still on the row.
    func handleMouseDragged(_ event: MouseEvent) -> Bool {
        guard let pressed = pressedRow else { return false }
        displayedCells[pressed]?.isHighlighted = row(atWindowPoint: event.location) == pressed
        return true
    }

    /// The release selects the pressed row if the pointer is still on it.
    func handleMouseUp(_ event: MouseEvent) -> Bool {
        guard let pressed = pressedRow else { return false }
        pressedRow = nil
        displayedCells[pressed]?.isHighlighted = false
        if row(atWindowPoint: event.location) == pressed, pressed < totalRowCount {
            userSelect(indexPath(ofGlobalRow: pressed))
        }
        return true
    }
}
