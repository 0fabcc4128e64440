// Section headers and footers: made when their section comes on screen, placed over the
// rows, and in a plain table the topmost section's header floats at the top.
extension TableView {
    func placeSectionViews(top: Int, height: Int, width: Double) {
        var headers: Set<Int> = []
        var footers: Set<Int> = []
        let bottom = top + height
        if let first = section(at: top) {
            var section = first
            while section < sectionRowCounts.count, sectionTop(section) < bottom {
                let headerHeight = headerHeights[section]
                if headerHeight > 0 {
                    var y = headerTop(section)
                    if style == .plain, section == first {
                        // The header floats while its section is at the top, and is pushed
                        // up by the next section's header.
                        let sectionEnd = section + 1 < sectionRowCounts.count ? headerTop(section + 1) : contentHeight
                        y = Swift.max(y, Swift.min(top, sectionEnd - headerHeight))
                    }
                    if y < bottom, y + headerHeight > top,
                       let view = sectionView(section, header: true) {
                        view.frame = Rect(x: 0, y: Double(y), width: width, height: Double(headerHeight))
                        headers.insert(section)
                    }
                }
                let footerHeight = footerHeights[section]
                if footerHeight > 0 {
                    let y = footerTop(section)
                    if y < bottom, y + footerHeight > top, let view = sectionView(section, header: false) {
                        view.frame = Rect(x: 0, y: Double(y), width: width, height: Double(footerHeight))
                        footers.insert(section)
                    }
                }
                section += 1
            }
        }
        for (section, view) in headerViews where !headers.contains(section) {
            view.removeFromSuperview()
            headerViews[section] = nil
        }
        for (section, view) in footerViews where !footers.contains(section) {
            view.removeFromSuperview()
            footerViews[section] = nil
        }
        // The floating header stays over the other section views.
        if style == .plain, let first = section(at: top), let view = headerViews[first] {
            bringSubviewToFront(view)
            bringSubviewToFront(indicators)
        }
    }

    /// The header or footer view of `section`, made and added if it is not there yet.
    private func sectionView(_ section: Int, header: Bool) -> View? {
        if let view = header ? headerViews[section] : footerViews[section] { return view }
        var view: View?
        if header {
            view = delegate?.tableView(self, viewForHeaderInSection: section)
            if view == nil, let title = dataSource?.tableView(self, titleForHeaderInSection: section) {
                view = TableSectionTitleView(title: title, isHeader: true)
            }
        } else {
            view = delegate?.tableView(self, viewForFooterInSection: section)
            if view == nil, let title = dataSource?.tableView(self, titleForFooterInSection: section) {
                view = TableSectionTitleView(title: title, isHeader: false)
            }
        }
        guard let view else { return nil }
        addSubview(view)
        if header { headerViews[section] = view } else { footerViews[section] = view }
        return view
    }

    /// Takes every header and footer view out (after a reload or an update, which may have
    /// renumbered the sections).
    func removeSectionViews(keeping: Set<Int>) {
        for (section, view) in headerViews where !keeping.contains(section) {
            view.removeFromSuperview()
            headerViews[section] = nil
        }
        for (section, view) in footerViews where !keeping.contains(section) {
            view.removeFromSuperview()
            footerViews[section] = nil
        }
    }
}
