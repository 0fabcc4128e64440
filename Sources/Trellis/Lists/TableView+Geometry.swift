// Where sections, headers and rows lie in the content, from the loaded counts and the
// row-height index: each answer costs a few tree walks, never a pass over the rows.
extension TableView {
    // MARK: - Counts

    /// The number of sections, as last loaded.
    public var numberOfSections: Int {
        loadCountsIfNeeded()
        return sectionRowCounts.count
    }

    /// The number of rows in `section`, as last loaded; 0 for a section that does not exist.
    public func numberOfRows(inSection section: Int) -> Int {
        loadCountsIfNeeded()
        return sectionRowCounts.indices.contains(section) ? sectionRowCounts[section] : 0
    }

    /// Every row, over all sections.
    var totalRowCount: Int { sectionRowStarts.last ?? 0 }

    /// Asks the data source for the counts if a reload is pending.
    func loadCountsIfNeeded() {
        guard needsReload else { return }
        needsReload = false
        var counts: [Int] = []
        if let dataSource {
            let sections = dataSource.numberOfSections(in: self)
            if sections < 0 {
                LayoutDiagnostics.emit("TableView: the data source reports \(sections) sections; using 0")
            }
            counts.reserveCapacity(Swift.max(sections, 0))
            for section in 0..<Swift.max(sections, 0) {
                let rows = dataSource.tableView(self, numberOfRowsInSection: section)
                if rows < 0 {
                    LayoutDiagnostics.emit("TableView: the data source reports \(rows) rows in section \(section); using 0")
                }
                counts.append(Swift.max(rows, 0))
            }
        }
        setCounts(counts, keeping: [])
    }

    /// Takes `counts` as the sections' row counts, with the given known heights (global
    /// rows in the new numbering), and asks for header and footer heights again.
    func setCounts(_ counts: [Int], keeping known: [(row: Int, height: Int)]) {
        sectionRowCounts = counts
        var starts = [0]
        starts.reserveCapacity(counts.count + 1)
        for count in counts { starts.append(starts[starts.count - 1] + count) }
        sectionRowStarts = starts
        heights.reset(count: starts[starts.count - 1], estimate: rowEstimate, known: known)
        loadSectionExtras()
    }

    /// The header, footer and gap rows of every section.
    func loadSectionExtras() {
        let sections = sectionRowCounts.count
        headerHeights = (0..<sections).map { headerHeight(forSection: $0) }
        footerHeights = (0..<sections).map { footerHeight(forSection: $0) }
        var before = [0]
        before.reserveCapacity(sections + 1)
        for section in 0..<sections {
            before.append(before[before.count - 1] + gap(before: section) + headerHeights[section] + footerHeights[section])
        }
        extrasBefore = before
    }

    private func headerHeight(forSection section: Int) -> Int {
        let asked = delegate?.tableView(self, heightForHeaderInSection: section) ?? TableView.automaticDimension
        if asked >= 0 { return Int(asked.rounded()) }
        let hasHeader = dataSource?.tableView(self, titleForHeaderInSection: section) != nil
        return hasHeader ? 1 : 0
    }

    private func footerHeight(forSection section: Int) -> Int {
        let asked = delegate?.tableView(self, heightForFooterInSection: section) ?? TableView.automaticDimension
        if asked >= 0 { return Int(asked.rounded()) }
        let hasFooter = dataSource?.tableView(self, titleForFooterInSection: section) != nil
        return hasFooter ? 1 : 0
    }

    /// A grouped table's blank row before every section but the first.
    func gap(before section: Int) -> Int {
        style == .grouped && section > 0 ? 1 : 0
    }

    /// The height rows count at before they are shown.
    var rowEstimate: Int {
        if estimatedRowHeight > 0 { return Swift.max(Int(estimatedRowHeight.rounded()), 1) }
        if rowHeight > 0 { return Swift.max(Int(rowHeight.rounded()), 1) }
        return 1
    }

    // MARK: - Index paths and global rows

    /// The global row of `indexPath`, or nil when it is not a row of the loaded counts.
    func globalRow(_ indexPath: IndexPath) -> Int? {
        guard sectionRowCounts.indices.contains(indexPath.section),
              indexPath.row >= 0, indexPath.row < sectionRowCounts[indexPath.section] else { return nil }
        return sectionRowStarts[indexPath.section] + indexPath.row
    }

    /// The index path of a global row.
    func indexPath(ofGlobalRow row: Int) -> IndexPath {
        let section = section(ofGlobalRow: row)
        return IndexPath(row: row - sectionRowStarts[section], section: section)
    }

    /// The section a global row is in: the last non-empty section starting at or before it.
    func section(ofGlobalRow row: Int) -> Int {
        var low = 0, high = sectionRowCounts.count - 1
        while low < high {
            let middle = (low + high + 1) / 2
            if sectionRowStarts[middle] <= row { low = middle } else { high = middle - 1 }
        }
        // Empty sections share their start with the next one: step to the one that has rows.
        while low < sectionRowCounts.count - 1, sectionRowCounts[low] == 0 { low += 1 }
        return low
    }

    // MARK: - Offsets

    /// The top of `section`: of its gap, then its header.
    func sectionTop(_ section: Int) -> Int {
        heights.offset(of: sectionRowStarts[section]) + extrasBefore[section]
    }

    func headerTop(_ section: Int) -> Int {
        sectionTop(section) + gap(before: section)
    }

    func footerTop(_ section: Int) -> Int {
        heights.offset(of: sectionRowStarts[section + 1]) + extrasBefore[section] + gap(before: section)
            + headerHeights[section]
    }

    /// The top of a global row.
    func rowTop(_ row: Int) -> Int {
        let section = section(ofGlobalRow: row)
        return heights.offset(of: row) + extrasBefore[section] + gap(before: section) + headerHeights[section]
    }

    /// The height of all the content.
    var contentHeight: Int {
        heights.totalHeight + (extrasBefore.last ?? 0)
    }

    /// The section whose span (gap, header, rows, footer) holds `y`.
    func section(at y: Int) -> Int? {
        guard !sectionRowCounts.isEmpty else { return nil }
        var low = 0, high = sectionRowCounts.count - 1
        while low < high {
            let middle = (low + high + 1) / 2
            if sectionTop(middle) <= y { low = middle } else { high = middle - 1 }
        }
        return low
    }

    /// The global row whose span holds `y`, or nil when `y` is in a gap, header or footer
    /// (or there are no rows).
    func row(at y: Int) -> Int? {
        guard let section = section(at: y), sectionRowCounts[section] > 0 else { return nil }
        let start = sectionRowStarts[section], end = sectionRowStarts[section + 1]
        let local = y - extrasBefore[section] - gap(before: section) - headerHeights[section]
        guard local >= heights.offset(of: start), local < heights.offset(of: end) else { return nil }
        guard let row = heights.row(at: local) else { return nil }
        return Swift.min(Swift.max(row, start), end - 1)
    }

    /// The last row whose top is at or above `y` (the first row when none is).
    func lastRow(withTopAtOrAbove y: Int) -> Int? {
        guard totalRowCount > 0 else { return nil }
        if let row = row(at: y) { return row }
        var low = 0, high = totalRowCount - 1
        if rowTop(0) > y { return 0 }
        while low < high {
            let middle = (low + high + 1) / 2
            if rowTop(middle) <= y { low = middle } else { high = middle - 1 }
        }
        return low
    }

    /// The first row whose top is at or below `y` (the last row when none is).
    func firstRow(withTopAtOrBelow y: Int) -> Int? {
        guard totalRowCount > 0 else { return nil }
        var low = 0, high = totalRowCount - 1
        if rowTop(high) < y { return high }
        while low < high {
            let middle = (low + high) / 2
            if rowTop(middle) >= y { high = middle } else { low = middle + 1 }
        }
        return low
    }

    // MARK: - Public geometry

    /// The rect of the row at `indexPath` in the table's content (its bounds'
    /// coordinates), from its known height or its estimate; zero for a row that does not
    /// exist.
    public func rectForRow(at indexPath: IndexPath) -> Rect {
        loadCountsIfNeeded()
        guard let row = globalRow(indexPath) else { return .zero }
        return Rect(x: 0, y: Double(rowTop(row)), width: bounds.width, height: Double(heights.height(of: row)))
    }

    /// The index path of the row at `point` (in the table's bounds' coordinates), or nil
    /// over a header, a footer, a gap or nothing.
    public func indexPathForRow(at point: Point) -> IndexPath? {
        loadCountsIfNeeded()
        guard point.x >= 0, point.x < bounds.width, point.y >= 0 else { return nil }
        return row(at: Int(point.y.rounded(.down))).map { indexPath(ofGlobalRow: $0) }
    }
}
