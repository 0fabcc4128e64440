/// The tab bar controller's bottom row: one item per tab, the selected one in reverse
/// video. UIKit's `UITabBar`, one row high. A click selects the tab under it.
final class TabBar: View {
    /// The controller whose tabs the bar shows.
    weak var tabBarController: TabBarController?

    /// The columns item `index` of `count` spans on a bar `width` wide.
    static func span(of index: Int, count: Int, width: Int) -> Range<Int> {
        let start = (Double(index * width) / Double(count)).rounded()
        let end = (Double((index + 1) * width) / Double(count)).rounded()
        return Int(start)..<Int(end)
    }

    /// Follows the tabs' titles and badges.
    func update() {
        for controller in tabBarController?.viewControllers ?? [] {
            controller.tabBarItem.onChange = { [weak self] in self?.setNeedsDisplay() }
        }
        setNeedsDisplay()
    }

    override func draw(_ rect: Rect, in context: DrawingContext) {
        guard let controller = tabBarController, let tabs = controller.viewControllers else { return }
        let width = Int(bounds.width)
        for (index, tab) in tabs.enumerated() {
            let span = TabBar.span(of: index, count: tabs.count, width: width)
            guard !span.isEmpty else { continue }
            let label = TextTruncation.truncate(tab.tabBarItem.label, toWidth: span.count, at: .tail)
            var style = CellStyle()
            if index == controller.selectedIndex {
                style.attributes.insert(.reverse)
                context.fill(Rect(x: Double(span.lowerBound), y: 0, width: Double(span.count), height: 1), style: style)
            }
            let x = span.lowerBound + (span.count - DisplayWidth.of(label)) / 2
            context.put(label, at: Point(x: Double(x), y: 0), style: style)
        }
    }

    override func mouseDown(_ event: MouseEvent) {
        guard event.button == .left, let controller = tabBarController, let tabs = controller.viewControllers else {
            return super.mouseDown(event)
        }
        let x = Int(convert(event.location, from: nil).x)
        let width = Int(bounds.width)
        guard let index = tabs.indices.first(where: { TabBar.span(of: $0, count: tabs.count, width: width).contains(x) })
        else { return }
        controller.select(index, byUser: true, animated: false)
    }
}
