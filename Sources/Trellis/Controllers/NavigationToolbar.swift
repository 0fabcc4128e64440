/// The navigation controller's bottom row while its toolbar shows: the top controller's
/// ``ViewController/toolbarItems`` as buttons, from the left, 2 cells apart. UIKit's
/// `UIToolbar`, one row high.
final class NavigationToolbar: View {
    /// The controller whose top controller's items the bar shows.
    weak var navigationController: NavigationController?

    private var buttons: [Button] = []
    private var shownItems: [BarButtonItem] = []

    /// Remakes the buttons when the top controller's items changed.
    func update() {
        let items = navigationController?.topViewController?.toolbarItems ?? []
        guard items.count != shownItems.count || zip(items, shownItems).contains(where: { $0 !== $1 }) else { return }
        for button in buttons { button.removeFromSuperview() }
        shownItems = items
        buttons = items.map { item in
            let button = Button(title: item.title)
            button.addAction { [weak item] _ in
                guard let item else { return }
                item.handler(item)
            }
            return button
        }
        for button in buttons { addSubview(button) }
        setNeedsLayout()
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        var x = 0.0
        for button in buttons {
            let width = Swift.min(button.intrinsicContentSize.width, Swift.max(bounds.width - x, 0))
            button.frame = Rect(x: x, y: 0, width: width, height: Swift.min(1, bounds.height))
            x += width + 2
        }
    }
}
