/// A container that shows one of several controllers at a time, with a bar of tabs on the
/// bottom row to switch between them: UIKit's `UITabBarController`.
///
/// Each controller's ``ViewController/tabBarItem`` labels its tab (the controller's title
/// by default, then the badge in brackets). Item `i` of `n` spans the columns from
/// `round(i·W/n)` to `round((i+1)·W/n)`, its label centred and cut with `…`; the selected
/// item is in reverse video. The selected controller's view fills the rows above the bar.
///
/// The user switches with a click on a tab, Alt-1 … Alt-9, or Ctrl-PageDown and
/// Ctrl-PageUp (which wrap around). Such a switch asks the delegate's
/// `shouldSelect` first; then the new controller loads its view if it has not yet (a tab
/// loads on its first selection), the old one gets `viewWillDisappear` and the new one
/// `viewWillAppear`; the window's next layout cycle calls the old one's
/// `viewDidDisappear`, the new one's `viewDidAppear`, and the delegate's `didSelect`.
/// Setting ``selectedIndex`` or ``selectedViewController`` in code makes the same
/// switch without the delegate. Picking the tab already selected asks `shouldSelect`,
/// pops a ``NavigationController`` on it to its root, and calls `didSelect`, as in UIKit.
///
/// Every tab keeps its controller, its view and its state while another is shown, and the
/// focus comes back to the view that had it when the tab was left.
///
/// Differences from UIKit: no images, no "More" tab (every tab gets its share of the
/// row), no customizing; the bar is on the last row and is not tinted; switching is not
/// animated. The Alt-digit commands are hidden from discoverability lists; the
/// Ctrl-PageDown and Ctrl-PageUp ones are listed. A subclass that overrides
/// ``ViewController/viewWillLayoutSubviews()`` must call `super`, which places the bar
/// and the selected view.
@MainActor
open class TabBarController: ViewController {
    /// Makes a tab bar controller with no tabs; set ``viewControllers``.
    public override init() {
        super.init()
    }

    /// The controllers, one per tab, in order: UIKit's `viewControllers`. Setting it
    /// makes them this controller's children and keeps the selected index where it can.
    public var viewControllers: [ViewController]? {
        get { tabs.isEmpty ? nil : tabs }
        set { setViewControllers(newValue, animated: false) }
    }

    private var tabs: [ViewController] = []

    /// Told when the user picks a tab: UIKit's `delegate`. Held weakly.
    public weak var delegate: (any TabBarControllerDelegate)?

    /// The index of the tab shown: UIKit's `selectedIndex`, 0 by default. Setting it
    /// switches tabs without asking the delegate; an index with no tab is ignored.
    public var selectedIndex: Int {
        get { selectedStorage }
        set { select(newValue, byUser: false, animated: false) }
    }

    private var selectedStorage = 0

    /// The controller shown: UIKit's `selectedViewController`. Setting it to one of
    /// ``viewControllers`` selects its tab; any other is ignored.
    public var selectedViewController: ViewController? {
        get { tabs.indices.contains(selectedStorage) ? tabs[selectedStorage] : nil }
        set {
            guard let newValue, let index = tabs.firstIndex(where: { $0 === newValue }) else { return }
            select(index, byUser: false, animated: false)
        }
    }

    /// The bar on the bottom row.
    let tabBar = TabBar()

    /// Replaces the tabs: UIKit's `setViewControllers(_:animated:)`. Controllers no longer
    /// listed leave as children; the new ones are added. The selected index stays if it
    /// still names a tab, and is 0 otherwise.
    public func setViewControllers(_ controllers: [ViewController]?, animated: Bool) {
        let new = controllers ?? []
        let oldSelected = selectedViewController
        let onScreen = isViewLoaded && appearanceState.isVisibleOrAppearing
        for controller in tabs where !new.contains(where: { $0 === controller }) {
            if controller === oldSelected, onScreen { controller.beginAppearanceTransition(false, animated: animated) }
            controller.willMove(toParent: nil)
            controller.viewIfLoaded?.removeFromSuperview()
            controller.removeFromParent()
            if controller === oldSelected, onScreen { controller.endAppearanceTransition() }
        }
        for controller in new where controller.parent !== self {
            addChild(controller)
            controller.didMove(toParent: self)
        }
        tabs = new
        if !tabs.indices.contains(selectedStorage) { selectedStorage = 0 }
        if let selected = selectedViewController, selected !== oldSelected || selected.viewIfLoaded?.superview == nil {
            if isViewLoaded { showSelected(replacing: oldSelected, animated: animated) }
        }
        tabBar.update()
    }

    open override func loadView() {
        let root = View()
        view = root
        tabBar.tabBarController = self
        root.addSubview(tabBar)
        if let selected = selectedViewController { root.insertSubview(selected.view, at: 0) }
        tabBar.update()
    }

    /// Places the selected view above the bar and the bar on the last row.
    open override func viewWillLayoutSubviews() {
        super.viewWillLayoutSubviews()
        let bounds = view.bounds
        let barHeight = Swift.min(1, bounds.height)
        tabBar.frame = Rect(x: 0, y: bounds.height - barHeight, width: bounds.width, height: barHeight)
        selectedViewController?.viewIfLoaded?.frame = Rect(x: 0, y: 0, width: bounds.width,
                                                           height: bounds.height - barHeight)
    }

    /// The selected controller's preferred first responder.
    open override var preferredFirstResponder: View? {
        selectedViewController?.preferredFirstResponder
    }

    override var focusContentView: View? { selectedViewController?.viewIfLoaded }

    // MARK: - Switching

    /// Switches to the tab at `index`; `byUser` asks the delegate first and tells it after.
    func select(_ index: Int, byUser: Bool, animated: Bool) {
        guard tabs.indices.contains(index) else { return }
        let target = tabs[index]
        if byUser, delegate?.tabBarController(self, shouldSelect: target) == false { return }
        if index == selectedStorage {
            guard byUser else { return }
            (target as? NavigationController)?.popToRootViewController(animated: animated)
            finish(afterSelecting: target)
            return
        }
        let old = selectedViewController
        selectedStorage = index
        if isViewLoaded { showSelected(replacing: old, animated: animated) }
        tabBar.update()
        if byUser { finish(afterSelecting: target) }
    }

    /// Puts the selected controller's view in place of `old`'s, with the appearance calls
    /// when on screen.
    private func showSelected(replacing old: ViewController?, animated: Bool) {
        guard let new = selectedViewController else { return }
        let onScreen = appearanceState.isVisibleOrAppearing
        _ = new.view
        if onScreen, old?.parent === self { old?.beginAppearanceTransition(false, animated: animated) }
        if onScreen { new.beginAppearanceTransition(true, animated: animated) }
        if old !== new, old?.parent === self { old?.viewIfLoaded?.removeFromSuperview() }
        view.insertSubview(new.view, at: 0)
        view.setNeedsLayout()
        guard onScreen, let window = view.window else { return }
        if let old, old.parent === self { window.pendingTransitionSteps.append(.endAppearance(old)) }
        window.pendingTransitionSteps.append(.endAppearance(new))
    }

    /// Tells the delegate the user's choice is done: at the next layout cycle, after the
    /// did-calls, or at once when not in a window.
    private func finish(afterSelecting controller: ViewController) {
        let tell: @MainActor () -> Void = { [weak self, weak controller] in
            guard let self, let controller else { return }
            self.delegate?.tabBarController(self, didSelect: controller)
        }
        if let window = viewIfLoaded?.window {
            window.pendingTransitionSteps.append(.completion(tell))
        } else {
            tell()
        }
    }

    // MARK: - Keys

    /// Alt-1 … Alt-9 select a tab (hidden from lists), Ctrl-PageDown and Ctrl-PageUp the
    /// next and the previous one, wrapping around.
    open override var keyCommands: [KeyCommand] {
        guard tabs.count >= 1 else { return super.keyCommands }
        var commands = super.keyCommands
        commands.append(KeyCommand(title: "Next tab", input: KeyCommand.inputPageDown, modifierFlags: .control) {
            [weak self] _ in self?.selectNeighbour(1)
        })
        commands.append(KeyCommand(title: "Previous tab", input: KeyCommand.inputPageUp, modifierFlags: .control) {
            [weak self] _ in self?.selectNeighbour(-1)
        })
        for index in 0..<Swift.min(tabs.count, 9) {
            commands.append(KeyCommand(title: tabs[index].tabBarItem.title ?? "Tab \(index + 1)", input: "\(index + 1)",
                                       modifierFlags: .alternate, attributes: .hidden) { [weak self] _ in
                self?.select(index, byUser: true, animated: false)
            })
        }
        return commands
    }

    private func selectNeighbour(_ step: Int) {
        guard !tabs.isEmpty else { return }
        select(((selectedStorage + step) % tabs.count + tabs.count) % tabs.count, byUser: true, animated: false)
    }
}
