/// One open level of a context menu: a bordered box listing a ``Menu``'s visible items,
/// one highlighted. Drawn over everything in the window.
final class ContextMenuLevelView: View {
    /// The menu shown.
    let menu: Menu

    /// The items shown: the menu's children that are not hidden.
    let items: [MenuElement]

    /// The highlighted item's index, or nil when nothing can be highlighted.
    var highlighted: Int? {
        didSet { if highlighted != oldValue { scrollToHighlight(); setNeedsDisplay() } }
    }

    /// The first item shown, when the box is shorter than the list.
    private(set) var scrollOffset = 0

    init(menu: Menu) {
        self.menu = menu
        items = menu.children.filter { !(($0 as? Action)?.attributes.contains(.hidden) ?? false) }
        super.init(frame: .zero)
        highlighted = items.indices.first { isEnabled($0) }
    }

    /// Whether the item can be highlighted and chosen: an action not disabled, or a submenu.
    func isEnabled(_ index: Int) -> Bool {
        guard items.indices.contains(index) else { return false }
        if let action = items[index] as? Action { return !action.attributes.contains(.disabled) }
        return true
    }

    private var hasStateColumn: Bool {
        items.contains { (($0 as? Action)?.state ?? .off) != .off }
    }

    private var hasSubmenuColumn: Bool { items.contains { $0 is Menu } }

    private var titleWidth: Int { items.map { DisplayWidth.of($0.title) }.max() ?? 0 }

    /// The box's size for the whole list, border included.
    var fullSize: Size {
        let width = 2 + 1 + (hasStateColumn ? 2 : 0) + titleWidth + 1 + (hasSubmenuColumn ? 2 : 0)
        return Size(width: Double(width), height: Double(items.count + 2))
    }

    /// How many item rows fit the box as placed.
    private var visibleRowCount: Int { Swift.max(Int(bounds.height) - 2, 0) }

    private func scrollToHighlight() {
        guard let highlighted, visibleRowCount > 0 else { return }
        if highlighted < scrollOffset { scrollOffset = highlighted }
        if highlighted >= scrollOffset + visibleRowCount { scrollOffset = highlighted - visibleRowCount + 1 }
    }

    /// The item at a point in the window, if the point is on an item row.
    func itemIndex(atWindowPoint point: Point) -> Int? {
        let local = convert(point, from: nil)
        guard local.x >= 1, local.x < bounds.width - 1, local.y >= 1, local.y < bounds.height - 1 else { return nil }
        let index = scrollOffset + Int(local.y) - 1
        return items.indices.contains(index) ? index : nil
    }

    /// The row of item `index` in window coordinates.
    func windowRow(ofItem index: Int) -> Double {
        frame.minY + 1 + Double(index - scrollOffset)
    }

    /// Moves the highlight by `step` over enabled items, wrapping.
    func moveHighlight(by step: Int) {
        guard !items.isEmpty else { return }
        var index = highlighted ?? (step > 0 ? -1 : items.count)
        for _ in 0..<items.count {
            index = ((index + step) % items.count + items.count) % items.count
            if isEnabled(index) {
                highlighted = index
                return
            }
        }
    }

    /// Highlights the first or the last enabled item.
    func highlightEnd(last: Bool) {
        let order = last ? Array(items.indices.reversed()) : Array(items.indices)
        if let index = order.first(where: isEnabled) { highlighted = index }
    }

    /// Highlights the next enabled item after the highlight whose title starts with
    /// `character`, ignoring case.
    func highlightNext(startingWith character: Character) {
        guard !items.isEmpty else { return }
        let wanted = String(character).lowercased()
        let start = highlighted ?? -1
        for offset in 1...items.count {
            let index = (start + offset) % items.count
            if isEnabled(index), items[index].title.lowercased().hasPrefix(wanted) {
                highlighted = index
                return
            }
        }
    }

    override func draw(_ rect: Rect, in context: DrawingContext) {
        let box = bounds
        context.fill(box)
        if box.width >= 2, box.height >= 2 { context.drawBorder(box) }
        let stateColumn = hasStateColumn
        let submenuColumn = hasSubmenuColumn
        let titles = titleWidth
        for row in 0..<visibleRowCount {
            let index = scrollOffset + row
            guard items.indices.contains(index) else { break }
            let item = items[index]
            var line = " "
            if stateColumn {
                switch (item as? Action)?.state ?? .off {
                case .on: line += "✓ "
                case .mixed: line += "- "
                case .off: line += "  "
                }
            }
            line += item.title + String(repeating: " ", count: Swift.max(titles - DisplayWidth.of(item.title), 0)) + " "
            if submenuColumn { line += item is Menu ? " ›" : "  " }
            var style = CellStyle()
            if !isEnabled(index) { style.attributes.insert(.dim) }
            if let action = item as? Action, action.attributes.contains(.destructive) { style.foreground = .systemRed }
            if index == highlighted { style.attributes.insert(.reverse) }
            let shown = TextTruncation.truncate(line, toWidth: Swift.max(Int(box.width) - 2, 0), at: .tail)
            context.put(shown, at: Point(x: 1, y: Double(row + 1)), style: style)
        }
    }
}
