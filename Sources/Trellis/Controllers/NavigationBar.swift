/// The navigation controller's top row: the back label at the left, the top controller's
/// title in the middle, and its right bar button item flush right. UIKit's
/// `UINavigationBar`, one row high.
final class NavigationBar: View {
    /// The controller whose stack the bar shows.
    weak var navigationController: NavigationController?

    /// The right item's button, remade when the item changes.
    private var rightButton: Button?
    private var shownRightItem: BarButtonItem?

    /// The back label, or nil at the root: `‹ ` and the previous controller's back title.
    private var backText: String? {
        guard let stack = navigationController?.viewControllers, stack.count >= 2 else { return nil }
        let previous = stack[stack.count - 2].navigationItem
        return "‹ " + (previous.backButtonTitle ?? previous.title ?? "Back")
    }

    /// Where the back label and the title go on a bar `width` cells wide, the right item
    /// taking `rightWidth` at the end.
    func arrangement(width: Int) -> (back: String?, title: String, titleX: Int) {
        var back = backText
        var title = navigationController?.topViewController?.navigationItem.title ?? ""
        let titleWidth = DisplayWidth.of(title)
        let rightStart = width - (rightButton.map { Int($0.intrinsicContentSize.width) } ?? 0)
        var titleX = Swift.max((width - titleWidth) / 2, 0)
        // The back label keeps one blank cell before the title, or falls back to "Back".
        if let label = back, DisplayWidth.of(label) + 1 > titleX { back = "‹ Back" }
        let backEnd = back.map { DisplayWidth.of($0) + 1 } ?? 0
        let titleLimit = rightButton == nil ? width : rightStart - 1
        if titleX < backEnd || titleX + titleWidth > titleLimit {
            titleX = Swift.max(titleX, backEnd)
            if titleX + titleWidth > titleLimit {
                titleX = backEnd
                title = TextTruncation.truncate(title, toWidth: Swift.max(titleLimit - titleX, 0), at: .tail)
            }
        }
        return (back, title, titleX)
    }

    /// Brings the bar up to date with the stack: the right item's button, the texts.
    func update() {
        let stack = navigationController?.viewControllers ?? []
        for controller in stack.suffix(2) {
            controller.navigationItem.onChange = { [weak self] in self?.update() }
        }
        let item = navigationController?.topViewController?.navigationItem.rightBarButtonItem
        if item !== shownRightItem {
            rightButton?.removeFromSuperview()
            rightButton = nil
            shownRightItem = item
            if let item {
                let button = Button(title: item.title)
                button.addAction { [weak item] _ in
                    guard let item else { return }
                    item.handler(item)
                }
                addSubview(button)
                rightButton = button
            }
        }
        setNeedsLayout()
        setNeedsDisplay()
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        if let rightButton {
            let width = rightButton.intrinsicContentSize.width
            rightButton.frame = Rect(x: bounds.width - width, y: 0, width: width, height: 1)
        }
    }

    override func draw(_ rect: Rect, in context: DrawingContext) {
        let (back, title, titleX) = arrangement(width: Int(bounds.width))
        if let back { context.put(back, at: .zero) }
        var bold = CellStyle()
        bold.attributes.insert(.bold)
        context.put(title, at: Point(x: Double(titleX), y: 0), style: bold)
    }

    /// A click on the back label goes back.
    override func mouseDown(_ event: MouseEvent) {
        let point = convert(event.location, from: nil)
        if let back = arrangement(width: Int(bounds.width)).back, point.x < Double(DisplayWidth.of(back)),
           let navigationController, navigationController.presentedViewController == nil {
            navigationController.popViewController(animated: false)
            return
        }
        super.mouseDown(event)
    }
}
