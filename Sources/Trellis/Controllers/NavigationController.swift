/// A container that shows a stack of controllers one at a time under a navigation bar:
/// UIKit's `UINavigationController`.
///
/// Push a controller to show it over the current one; pop to go back. The bar on the top
/// row shows the back label (`‹ ` and the previous controller's
/// ``NavigationItem/backButtonTitle`` or title), the top controller's bold title in the
/// middle, and its ``NavigationItem/rightBarButtonItem`` flush right; the top controller's
/// view fills the rows below. Esc, Alt-Left, or a click on the back label pops, while
/// there is something to go back to and nothing is presented; Esc is a key command titled
/// "Back", so a ``DiscoverabilityBar`` lists it.
///
/// The appearance and containment callbacks come in UIKit's order. A push of B over A
/// calls `B.willMove(toParent:)`, `B.viewDidLoad`, `A.viewWillDisappear`,
/// `B.viewWillAppear` and the delegate's `willShow` at once; the window's next layout
/// cycle then calls `A.viewDidDisappear`, `B.viewDidAppear`, `B.didMove(toParent:)` and
/// `didShow`. A pop mirrors it, and when several controllers go at once only the top one
/// and the one revealed get appearance calls. When the top changes, the focus goes back
/// to what the revealed controller had, or to its first focusable view.
///
/// The toolbar (hidden by default, shown with ``setToolbarHidden(_:animated:)``) is the
/// last row: the top controller's ``ViewController/toolbarItems`` as buttons from the left,
/// 2 cells apart; the top view then ends above it.
///
/// Differences from UIKit: no hidden navigation bar, no interactive swipe; toolbar items
/// are not spread by flexible spaces; pushes and
/// pops are not animated; ``viewControllers`` is read-only. Pushing a controller already
/// on the stack is logged (`NavigationController: cannot push X; it is already in the
/// stack`) and ignored, where UIKit raises. A subclass that overrides
/// ``ViewController/viewWillLayoutSubviews()`` must call `super`, which places the bar and
/// the top view.
@MainActor
open class NavigationController: ViewController {
    /// Makes a navigation controller with `rootViewController` at the bottom of its stack:
    /// UIKit's `init(rootViewController:)`.
    public init(rootViewController: ViewController) {
        super.init()
        addChild(rootViewController)
        viewControllers = [rootViewController]
        rootViewController.didMove(toParent: self)
    }

    /// The stack, bottom first: UIKit's `viewControllers`.
    public private(set) var viewControllers: [ViewController] = []

    /// The controller on top of the stack: UIKit's `topViewController`.
    public var topViewController: ViewController? { viewControllers.last }

    /// The controller being shown: the one presented over this controller, or the top:
    /// UIKit's `visibleViewController`.
    public var visibleViewController: ViewController? { presentedViewController ?? topViewController }

    /// Told before and after the top changes: UIKit's `delegate`. Held weakly.
    public weak var delegate: (any NavigationControllerDelegate)?

    /// The bar on the top row.
    let navigationBar = NavigationBar()

    /// The toolbar on the bottom row, while shown.
    let toolbar = NavigationToolbar()

    /// Esc and Alt-Left, made on first use (see ``keyCommands``).
    private var storedBackCommands: [KeyCommand]?

    /// Whether the toolbar is hidden: UIKit's `isToolbarHidden`, true by default. Setting
    /// it shows or hides the toolbar at once.
    public var isToolbarHidden = true {
        didSet {
            toolbar.isHidden = isToolbarHidden
            viewIfLoaded?.setNeedsLayout()
        }
    }

    /// Shows or hides the toolbar: UIKit's `setToolbarHidden(_:animated:)`. Not animated.
    public func setToolbarHidden(_ hidden: Bool, animated: Bool) {
        isToolbarHidden = hidden
    }

    /// A controller's toolbar items changed: the toolbar follows if it is the top one.
    func toolbarItemsDidChange(for controller: ViewController) {
        guard controller === topViewController else { return }
        toolbar.update()
    }

    open override func loadView() {
        let root = View()
        view = root
        navigationBar.navigationController = self
        root.addSubview(navigationBar)
        toolbar.navigationController = self
        toolbar.isHidden = isToolbarHidden
        root.addSubview(toolbar)
        toolbar.update()
        if let top = topViewController { root.insertSubview(top.view, at: 0) }
        navigationBar.update()
    }

    /// Places the bar on the top row, the toolbar (when shown) on the last, and the top
    /// controller's view between them.
    open override func viewWillLayoutSubviews() {
        super.viewWillLayoutSubviews()
        let bounds = view.bounds
        navigationBar.frame = Rect(x: 0, y: 0, width: bounds.width, height: Swift.min(1, bounds.height))
        let toolbarHeight = isToolbarHidden ? 0 : Swift.min(1, Swift.max(bounds.height - 1, 0))
        toolbar.frame = Rect(x: 0, y: bounds.height - toolbarHeight, width: bounds.width, height: toolbarHeight)
        topViewController?.viewIfLoaded?.frame = Rect(x: 0, y: 1, width: bounds.width,
                                                      height: Swift.max(bounds.height - 1 - toolbarHeight, 0))
    }

    /// The top controller's preferred first responder. When it has none, the focus goes to
    /// the first focusable view of the top controller's view: the bar's button is not where
    /// a screen's focus starts.
    open override var preferredFirstResponder: View? {
        topViewController?.preferredFirstResponder
    }

    override var focusContentView: View? { topViewController?.viewIfLoaded }

    // MARK: - Pushing and popping

    /// Puts `viewController` on top of the stack and shows it: UIKit's
    /// `pushViewController(_:animated:)`. See the type's documentation for the order of
    /// the callbacks.
    open func pushViewController(_ viewController: ViewController, animated: Bool) {
        if viewControllers.contains(where: { $0 === viewController }) || viewController === self {
            LayoutDiagnostics.emit("NavigationController: cannot push \(viewController.logName); it is already in the stack")
            return
        }
        let old = topViewController
        addChild(viewController)
        viewControllers.append(viewController)
        if isViewLoaded { _ = viewController.view }
        show(viewController, replacing: old, animated: animated, pushed: viewController, popped: [])
    }

    /// Takes the top controller off the stack and shows the one below; returns the one
    /// taken, or nil (with no calls) when only the root is left. UIKit's
    /// `popViewController(animated:)`.
    @discardableResult
    open func popViewController(animated: Bool) -> ViewController? {
        guard viewControllers.count >= 2 else { return nil }
        return popToViewController(viewControllers[viewControllers.count - 2], animated: animated)?.first
    }

    /// Pops every controller above the root: UIKit's `popToRootViewController(animated:)`.
    /// Returns the controllers popped, top last.
    @discardableResult
    open func popToRootViewController(animated: Bool) -> [ViewController]? {
        guard let root = viewControllers.first else { return nil }
        return popToViewController(root, animated: animated)
    }

    /// Pops every controller above `viewController`: UIKit's
    /// `popToViewController(_:animated:)`. Returns the controllers popped, bottom first,
    /// or nil when `viewController` is not on the stack.
    @discardableResult
    open func popToViewController(_ viewController: ViewController, animated: Bool) -> [ViewController]? {
        guard let index = viewControllers.firstIndex(where: { $0 === viewController }) else { return nil }
        let popped = Array(viewControllers[(index + 1)...])
        guard let leaving = popped.last else { return [] }
        viewControllers.removeSubrange((index + 1)...)
        for controller in popped.reversed() { controller.willMove(toParent: nil) }
        for controller in popped { controller.detachFromParent() }
        show(viewController, replacing: leaving, animated: animated, pushed: nil, popped: popped.reversed())
        return popped
    }

    /// Swaps the top view from `old` to `new` with the appearance calls when on screen,
    /// and finishes at the next layout cycle (at once when not in a window).
    private func show(_ new: ViewController, replacing old: ViewController?, animated: Bool,
                      pushed: ViewController?, popped: [ViewController]) {
        let onScreen = isViewLoaded && appearanceState.isVisibleOrAppearing
        pushed?.isMovingToParent = true
        for controller in popped { controller.isMovingFromParent = true }
        if onScreen {
            old?.beginAppearanceTransition(false, animated: animated)
            new.beginAppearanceTransition(true, animated: animated)
        }
        delegate?.navigationController(self, willShow: new, animated: animated)
        if isViewLoaded {
            if old !== new { old?.viewIfLoaded?.removeFromSuperview() }
            view.insertSubview(new.view, at: 0)
            view.setNeedsLayout()
            navigationBar.update()
            toolbar.update()
        }
        let finish: @MainActor () -> Void = { [weak self, weak new] in
            guard let self else { return }
            pushed?.isMovingToParent = false
            pushed?.didMove(toParent: self)
            for controller in popped {
                controller.isMovingFromParent = false
                controller.didMove(toParent: nil)
            }
            if let new { self.delegate?.navigationController(self, didShow: new, animated: animated) }
        }
        guard let window = viewIfLoaded?.window else {
            finish()
            return
        }
        if onScreen {
            if let old { window.pendingTransitionSteps.append(.endAppearance(old)) }
            window.pendingTransitionSteps.append(.endAppearance(new))
        }
        window.pendingTransitionSteps.append(.completion(finish))
    }

    // MARK: - Going back

    /// Esc ("Back", listed) and Alt-Left (hidden) pop while there is something to go back
    /// to and nothing is presented. They are key commands, so they go before the focused
    /// view's own use of Esc, and a text field keeps Alt-Left to move by words.
    open override var keyCommands: [KeyCommand] {
        guard presentedViewController == nil, viewControllers.count >= 2 else { return super.keyCommands }
        return super.keyCommands + backCommands
    }

    /// The back commands, made once.
    private var backCommands: [KeyCommand] {
        if let storedBackCommands { return storedBackCommands }
        let back: @MainActor (KeyCommand) -> Void = { [weak self] _ in
            guard let self, self.viewControllers.count >= 2 else { return }
            self.popViewController(animated: false)
        }
        let commands = [
            KeyCommand(title: "Back", input: KeyCommand.inputEscape, handler: back),
            KeyCommand(title: "Back", input: KeyCommand.inputLeftArrow, modifierFlags: .alternate,
                       attributes: .hidden, handler: back),
        ]
        storedBackCommands = commands
        return commands
    }
}
