import Trellis

/// The master column: the course's `MainViewController`, whose view is the menu's scroll
/// view pinned to its edges ("0s across the board"), in one of the two builds.
///
/// Pressing an item calls ``itemSelectedAction``. The Up and Down arrows move the focus
/// from item to item in either build (Trellis moves it along stack views by itself, which
/// only the stack build has), and Tab moves it as everywhere.
final class MenuViewController: ViewController {
    /// The build shown; change it with ``switchBuild(to:)``.
    private(set) var build: MenuBuild

    /// The menu view of the current build.
    private(set) var menuView: any MenuLayout

    /// Called with the item whose button was pressed.
    var itemSelectedAction: (@MainActor (MenuItem) -> Void)?

    init(build: MenuBuild = .constraints) {
        self.build = build
        menuView = build.makeView()
        super.init()
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        install(menuView)
    }

    /// The button of `item` in the current build.
    func button(for item: MenuItem) -> Button {
        menuView.itemButtons[item.rawValue]
    }

    /// The item whose button has the focus, if one has.
    var focusedItem: MenuItem? {
        menuView.itemButtons.firstIndex { $0.isFirstResponder }.flatMap { MenuItem(rawValue: $0) }
    }

    /// Shows the other build in place of this one, keeping the focused item and the scroll
    /// position, so only the bottom row of keys tells the two apart.
    func switchBuild(to newBuild: MenuBuild) {
        guard newBuild != build else { return }
        let focused = focusedItem
        let offset = menuView.contentOffset
        menuView.removeFromSuperview()
        build = newBuild
        menuView = newBuild.makeView()
        install(menuView)
        // The new view has no content size until it is laid out; the offset is clamped
        // to the range it then has.
        view.layoutIfNeeded()
        menuView.contentOffset = offset
        if let focused { focus(focused) }
    }

    /// Moves the focus `step` items down (up when negative), or, when no item has it, onto
    /// Profile (Logout, moving up); it stops at either end. Returns whether an item took
    /// the focus.
    @discardableResult
    func moveFocus(by step: Int) -> Bool {
        guard let focused = focusedItem else { return focus(step < 0 ? .logout : .profile) }
        guard let next = MenuItem(rawValue: focused.rawValue + step) else { return false }
        return focus(next)
    }

    /// Gives `item`'s button the focus and scrolls the menu just enough to show it, as
    /// Trellis does for the focus it moves itself. Returns whether the button took the
    /// focus.
    @discardableResult
    func focus(_ item: MenuItem) -> Bool {
        let button = button(for: item)
        guard button.becomeFirstResponder() else { return false }
        // The button's frame must be current to scroll to it.
        view.layoutIfNeeded()
        menuView.scrollRectToVisible(button.convert(button.bounds, to: menuView), animated: false)
        return true
    }

    override func keyPressed(_ event: KeyEvent) {
        let step: Int? = switch (event.key, event.modifiers) {
        case (.up, []): -1
        case (.down, []): 1
        default: nil
        }
        if let step, moveFocus(by: step) { return }
        super.keyPressed(event)
    }

    private func install(_ menu: any MenuLayout) {
        view.addSubview(menu)
        LayoutConstraint.activate([
            menu.topAnchor.constraint(equalTo: view.topAnchor),
            menu.leadingAnchor.constraint(equalTo: view.leadingAnchor),
            menu.trailingAnchor.constraint(equalTo: view.trailingAnchor),
            menu.bottomAnchor.constraint(equalTo: view.bottomAnchor),
        ])
        for (item, button) in zip(MenuItem.allCases, menu.itemButtons) {
            button.addAction { [weak self] _ in self?.itemSelectedAction?(item) }
        }
    }
}
