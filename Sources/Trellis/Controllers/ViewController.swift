/// Manages a view hierarchy, its root ``view``, and that view's part in the layout cycle:
/// UIKit's `UIViewController`.
///
/// Subclass it, build the interface in ``loadView()`` or ``viewDidLoad()``, and make it a
/// window's ``Window/rootViewController``. The controller hears of the layout cycle through
/// ``updateViewConstraints()``, ``viewWillLayoutSubviews()`` and
/// ``viewDidLayoutSubviews()``, and of size-class changes through
/// ``traitCollectionDidChange(_:)``.
///
/// A controller can contain others, as UIKit's do (``addChild(_:)``, ``removeFromParent()``,
/// ``children``, ``parent``): a container, such as a split view, puts each child's view
/// inside its own and calls the child's ``didMove(toParent:)`` once it is there.
///
/// A controller hears when its view comes onto and leaves the screen through the four
/// appearance callbacks (``viewWillAppear(_:)``, ``viewDidAppear(_:)``,
/// ``viewWillDisappear(_:)``, ``viewDidDisappear(_:)``), and can show another controller
/// over itself with ``present(_:animated:completion:)``.
///
/// Differences from UIKit: no storyboards or segues, and transitions are not animated
/// (`animated` is passed on to the callbacks). The top and bottom layout guides are ordinary ``LayoutGuide``s (with every
/// anchor, not only top, bottom and height), sized by ``topBarHeight`` and
/// ``bottomBarHeight``, the rows a title bar and a status line take.
///
/// A view controller is a ``Responder`` between its root view and that view's superview:
/// events its view passes on reach the controller, and those the controller passes on go
/// to the view's superview (the window, for a root view controller), as in UIKit.
@MainActor
open class ViewController: Responder {
    /// Creates a view controller; its view is made the first time it is asked for.
    public override init() {
        super.init()
    }

    /// The controller that presented this one, for a presented controller, as in UIKit;
    /// otherwise the superview of the controller's view: the window for a window's root
    /// view controller, the container's view for a child (a child of a presented
    /// navigation controller reaches the presenter through its container). Nil while the
    /// view is not loaded or not in a tree.
    ///
    /// Keys, key commands and pastes do not follow this link past a presentation: while a
    /// controller is presented, the keys it passes on go straight to the application, so
    /// neither the presenter nor its ancestors see them or run their commands, as a
    /// presentation traps the focus and the input (an open alert must not let `q` quit or
    /// a table behind it re-sort). The application then offers only the interrupt key
    /// (``Application/keyCommands``).
    open override var next: Responder? {
        if let presentingStorage { return presentingStorage }
        return viewIfLoaded?.superview
    }

    /// A presented controller passes keys to the application, past its presenter.
    override var nextForKeys: Responder? {
        if presentingStorage != nil, let application = (presentationContainer?.window ?? viewIfLoaded?.window)?.application {
            return application
        }
        return next
    }

    /// A short name for the controller, shown by containers (a navigation bar's title):
    /// UIKit's `title`. Nil by default.
    open var title: String? {
        didSet {
            navigationItem.contentDidChange()
            tabBarItem.contentDidChange()
        }
    }

    /// What a navigation bar shows while this controller is on a
    /// ``NavigationController``'s stack: UIKit's `navigationItem`. Its title is the
    /// controller's ``title`` until set.
    public private(set) lazy var navigationItem = NavigationItem(owner: self)

    /// The items a ``NavigationController``'s toolbar shows while this controller is on top
    /// of its stack: UIKit's `toolbarItems`. Nil (none) by default.
    public var toolbarItems: [BarButtonItem]? {
        didSet { navigationController?.toolbarItemsDidChange(for: self) }
    }

    /// Sets ``toolbarItems``: UIKit's `setToolbarItems(_:animated:)`. The change is not
    /// animated.
    public func setToolbarItems(_ items: [BarButtonItem]?, animated: Bool) {
        toolbarItems = items
    }

    /// What a ``TabBarController``'s bar shows for this controller: UIKit's
    /// `tabBarItem`. Its title is the controller's ``title`` until set.
    public private(set) lazy var tabBarItem = TabBarItem(owner: self)

    /// The name the controller goes by in logged messages: its title, or its type.
    var logName: String { title ?? String(describing: type(of: self)) }

    /// Handles the keys a controller itself takes, and passes on the rest: Esc dismisses a
    /// presented sheet in front (``isModalInPresentation``, ``presentationDelegate``), and
    /// the presenter never sees it. An override should call `super` for keys it does not
    /// handle.
    open override func keyPressed(_ event: KeyEvent) {
        if handleDismissalKey(event) { return }
        super.keyPressed(event)
    }

    /// A controller can hold the focus while its view is shown in a window.
    override var firstResponderHost: Window? {
        viewIfLoaded?.firstResponderHost
    }

    /// The margins of a view controller's root view: none above and below, two cells at
    /// the sides. They cannot be changed.
    public static let rootViewMargins = EdgeInsets(top: 0, left: 2, bottom: 0, right: 2)

    private var loadedView: View?

    /// Whether the controller has had its first `traitCollectionDidChange` from a
    /// window: a child whose view joins a window already laid out gets it at the next
    /// cycle, as a root controller does.
    var hasReceivedTraits = false

    /// The controller's root view, loaded by ``loadView()`` and followed by
    /// ``viewDidLoad()`` the first time it is asked for.
    public var view: View {
        get {
            if let loadedView { return loadedView }
            loadView()
            let view = loadedView ?? View()
            loadedView = view
            view.owningViewController = self
            installBarGuides(in: view)
            viewDidLoad()
            return view
        }
        set {
            loadedView?.owningViewController = nil
            loadedView = newValue
            newValue.owningViewController = self
            installBarGuides(in: newValue)
        }
    }

    /// Whether the view has been loaded.
    public var isViewLoaded: Bool { loadedView != nil }

    /// The root view when it is loaded, without loading it.
    public var viewIfLoaded: View? { loadedView }

    /// Makes the root view. The default makes a plain ``View``; an override sets ``ViewController/view``
    /// and does not call `super`.
    open func loadView() {
        view = View()
    }

    /// Called once, after the view is loaded. Does nothing by default.
    ///
    /// The view is not in a window yet: reach the application through
    /// ``Application/shared`` to schedule timers here, and set the first focus with
    /// ``preferredFirstResponder``.
    open func viewDidLoad() {}

    // MARK: - Appearing and disappearing

    /// Called when the view is about to come on screen: UIKit's `viewWillAppear(_:)`.
    /// Does nothing by default; an override should call `super`.
    ///
    /// A window's root view controller gets it when it is set as
    /// ``Window/rootViewController``, a presented controller inside
    /// ``ViewController/present(_:animated:completion:)``, and a child when its parent gets it (after the
    /// parent) or when its view joins a window under a parent already on screen. The
    /// view's first layout, the focus (``preferredFirstResponder``) and
    /// ``ViewController/viewDidAppear(_:)`` follow at the window's next ``Window/runLayoutCycle()``.
    open func viewWillAppear(_ animated: Bool) {}

    /// Called once the view is on screen, laid out and focused: UIKit's
    /// `viewDidAppear(_:)`, at the first ``Window/runLayoutCycle()`` after
    /// ``viewWillAppear(_:)``. Does nothing by default; an override should call `super`.
    open func viewDidAppear(_ animated: Bool) {}

    /// Called when the view is about to leave the screen (replaced as the root, covered by
    /// a full-screen presentation, dismissed, or removed from an on-screen parent): UIKit's
    /// `viewWillDisappear(_:)`. Does nothing by default; an override should call `super`.
    open func viewWillDisappear(_ animated: Bool) {}

    /// Called after the view left the screen, at the first ``Window/runLayoutCycle()``
    /// after ``viewWillDisappear(_:)``: UIKit's `viewDidDisappear(_:)`. Does nothing by
    /// default; an override should call `super`.
    open func viewDidDisappear(_ animated: Bool) {}

    /// Which appearance callback the controller had last.
    var appearanceState = AppearanceState.disappeared

    /// Whether the controller appears or disappears because it is being presented:
    /// UIKit's `isBeingPresented`, true from ``viewWillAppear(_:)`` to
    /// ``viewDidAppear(_:)`` of a presentation.
    public internal(set) var isBeingPresented = false

    /// Whether the controller disappears because it is being dismissed: UIKit's
    /// `isBeingDismissed`, true from ``viewWillDisappear(_:)`` to ``viewDidDisappear(_:)``
    /// of a dismissal.
    public internal(set) var isBeingDismissed = false

    /// Whether the controller appears because it is being added to a container (pushed
    /// on a navigation stack): UIKit's `isMovingToParent`, true from its
    /// ``viewWillAppear(_:)`` to its ``didMove(toParent:)``.
    public internal(set) var isMovingToParent = false

    /// Whether the controller disappears because it is being taken from its container
    /// (popped): UIKit's `isMovingFromParent`, true from its ``viewWillDisappear(_:)`` to
    /// its ``didMove(toParent:)`` with nil.
    public internal(set) var isMovingFromParent = false

    // MARK: - Focus on appearing

    /// The view to focus when the controller's screen appears and nothing in it was
    /// focused before: nil by default, which focuses the first focusable view in reading
    /// order. Not in UIKit, where the focus engine's `preferredFocusEnvironments` plays
    /// this part on tvOS; a terminal always has a keyboard, so the focus is set on every
    /// screen, and Enter presses the focused button straight away.
    open var preferredFirstResponder: View? { nil }

    /// Whether the controller gives the focus back, when it appears again, to the view
    /// that had it when it last disappeared or presented another controller: UIKit's
    /// `restoresFocusAfterTransition`, true by default.
    public var restoresFocusAfterTransition = true

    /// Where the focus looks for the first focusable view when the screen appears: the
    /// content, without a container's bars. The root view by default.
    var focusContentView: View? { viewIfLoaded }

    /// The first responder when the controller last disappeared or presented another.
    weak var rememberedFirstResponder: Responder?

    // MARK: - Presenting

    /// The controller this one presented, still on screen: UIKit's
    /// `presentedViewController`.
    public internal(set) var presentedViewController: ViewController?

    /// The controller that presented this one: UIKit's `presentingViewController`. For a
    /// controller inside a presented container (a child of it) it is the container's.
    public var presentingViewController: ViewController? {
        presentingStorage ?? parent?.presentingViewController
    }

    /// The presenter of this controller itself (not of a parent).
    weak var presentingStorage: ViewController?

    /// How the controller is shown when presented: UIKit's `modalPresentationStyle`,
    /// `.automatic` (a page sheet) by default.
    public var modalPresentationStyle = ModalPresentationStyle.automatic

    /// The size of the content of a form sheet, in cells, border not included: UIKit's
    /// `preferredContentSize`. 50 by 14 by default (UIKit's is zero, which lets the
    /// system choose); the box is kept inside the window.
    public var preferredContentSize = Size(width: 50, height: 14)

    /// Whether the presented controller refuses to be dismissed by Esc: UIKit's
    /// `isModalInPresentation`, false by default. Esc then goes to the
    /// ``presentationDelegate``'s attempt callback instead.
    public var isModalInPresentation = false

    /// Told when the user asks to dismiss this presented sheet with Esc. UIKit keeps this
    /// on the presentation controller (`presentationController?.delegate`); here the
    /// presented controller holds it directly. Held weakly.
    public weak var presentationDelegate: (any PresentationDelegate)?

    /// The view holding the presented view and its box, while presented.
    var presentationContainer: PresentationContainerView?

    /// The box, border included, a presentation of this controller draws over the dimmed
    /// screen, in a container of `bounds`; nil for the box its style gives. An alert
    /// measures its own.
    func presentationBox(in bounds: Rect) -> Rect? { nil }

    /// A click landed outside the presented box; it goes no further. Does nothing by
    /// default; an action sheet takes it as cancel.
    func presentationBackgroundPressed() {}

    /// Brings the controller's constraints up to date, in the update-constraints pass, in
    /// place of the root view's ``View/updateConstraints()`` (CYC-09). An override
    /// **must call `super`**, which updates the view.
    open func updateViewConstraints() {
        view.updateConstraints()
    }

    /// Called just before the root view's ``View/layoutSubviews()``, whenever it is laid
    /// out. Does nothing by default.
    open func viewWillLayoutSubviews() {}

    /// Called just after the root view's ``View/layoutSubviews()``. Does nothing by default.
    open func viewDidLayoutSubviews() {}

    /// Called after the trait collection changed, before the views hear of it.
    /// The first call, with `previousTraitCollection` nil, comes at the first layout cycle
    /// of the window the controller's view is in, or, for a controller whose view joins a
    /// window already laid out (a child added later), at the next cycle.
    /// Does nothing by default.
    open func traitCollectionDidChange(_ previousTraitCollection: TraitCollection?) {}

    /// The trait collection of the controller's window.
    public var traitCollection: TraitCollection { loadedView?.traitCollection ?? TraitCollection() }

    // MARK: - Containing other view controllers

    /// The controllers this one contains, in the order they were added: UIKit's
    /// `children`.
    public internal(set) var children: [ViewController] = []

    /// The controller that contains this one, or nil: UIKit's `parent`. Held weakly, as
    /// the parent holds its children.
    public internal(set) weak var parent: ViewController?

    /// Makes `childController` a child of this controller: UIKit's `addChild(_:)`.
    ///
    /// As in UIKit, it calls the child's ``willMove(toParent:)`` with this controller and
    /// does not touch views: add the child's view where it belongs, then call
    /// `childController.didMove(toParent: self)`. A child that has another parent is taken
    /// from it first (its `willMove(toParent: nil)`, ``removeFromParent()`` and so its
    /// `didMove(toParent: nil)`); its view stays where it is.
    /// Adding a child that is already this controller's child does nothing.
    ///
    /// - Precondition: `childController` is not this controller or one of its ancestors.
    public func addChild(_ childController: ViewController) {
        guard childController.parent !== self else { return }
        var ancestor: ViewController? = self
        while let controller = ancestor {
            precondition(controller !== childController,
                         "addChild(_:): \(childController) cannot be a child of itself or of its own descendant")
            ancestor = controller.parent
        }
        if childController.parent != nil {
            childController.willMove(toParent: nil)
            childController.removeFromParent()
        }
        childController.willMove(toParent: self)
        children.append(childController)
        childController.parent = self
    }

    /// Takes this controller from its parent's ``children``: UIKit's `removeFromParent()`.
    ///
    /// As in UIKit, call ``willMove(toParent:)`` with nil and remove the view from its
    /// superview first; this then calls ``didMove(toParent:)`` with nil. Does nothing for
    /// a controller without a parent.
    public func removeFromParent() {
        guard let parent else { return }
        parent.children.removeAll { $0 === self }
        self.parent = nil
        didMove(toParent: nil)
    }

    /// Called before the controller is added to a parent (`parent` is the new one) or
    /// removed from one (`parent` is nil). Does nothing by default; an override should call
    /// `super`.
    open func willMove(toParent parent: ViewController?) {}

    /// Called after the controller was added to a parent, by the container once the
    /// child's view is in place, or after it was removed (`parent` is nil, called by
    /// ``removeFromParent()``). Does nothing by default; an override should call `super`.
    open func didMove(toParent parent: ViewController?) {}

    // MARK: - Bars and their guides

    /// The rows a bar at the top of the screen takes (a title or menu bar); 0 by default.
    /// The ``topLayoutGuide`` ends below it.
    public var topBarHeight: Double = 0 {
        didSet { updateBarGuides() }
    }

    /// The rows a bar at the bottom takes (a status line); 0 by default. The
    /// ``bottomLayoutGuide`` starts above it.
    public var bottomBarHeight: Double = 0 {
        didSet { updateBarGuides() }
    }

    /// A guide from the top of the root view to the bottom of the top bar:
    /// pin content below its ``LayoutItem/bottomAnchor`` to keep it clear of the bar.
    public let topLayoutGuide = LayoutGuide()

    /// A guide from the top of the bottom bar to the bottom of the root view.
    public let bottomLayoutGuide = LayoutGuide()

    private var barConstraints: [LayoutConstraint] = []

    private func installBarGuides(in view: View) {
        LayoutConstraint.deactivate(barConstraints)
        topLayoutGuide.identifier = "TUI-topLayoutGuide"
        bottomLayoutGuide.identifier = "TUI-bottomLayoutGuide"
        view.addLayoutGuide(topLayoutGuide)
        view.addLayoutGuide(bottomLayoutGuide)
        func guideConstraint(_ guide: LayoutGuide, _ attribute: LayoutAttribute, _ toAttribute: LayoutAttribute,
                             multiplier: Double = 1, constant: Double = 0, toItem: (any LayoutItem)?) -> LayoutConstraint {
            let made = LayoutConstraint(unchecked: guide, attribute, .equal, toItem, toAttribute,
                                        multiplier: toItem == nil ? 0 : multiplier, constant: constant, kind: .layoutGuide)
            made.identifier = "\(guide.identifier)-\(attribute)"
            return made
        }
        barConstraints = [
            guideConstraint(topLayoutGuide, .top, .top, toItem: view),
            guideConstraint(topLayoutGuide, .left, .left, toItem: view),
            guideConstraint(topLayoutGuide, .width, .width, toItem: view),
            guideConstraint(topLayoutGuide, .height, .notAnAttribute, constant: topBarHeight, toItem: nil),
            guideConstraint(bottomLayoutGuide, .bottom, .bottom, toItem: view),
            guideConstraint(bottomLayoutGuide, .left, .left, toItem: view),
            guideConstraint(bottomLayoutGuide, .width, .width, toItem: view),
            guideConstraint(bottomLayoutGuide, .height, .notAnAttribute, constant: bottomBarHeight, toItem: nil),
        ]
        for constraint in barConstraints { constraint.attach(to: view) }
    }

    private func updateBarGuides() {
        guard barConstraints.count == 8 else { return }
        barConstraints[3].constant = Swift.max(topBarHeight, 0)
        barConstraints[7].constant = Swift.max(bottomBarHeight, 0)
    }
}
