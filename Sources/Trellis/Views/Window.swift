/// The root of a view hierarchy, standing for the whole terminal screen: UIKit's
/// `UIWindow`.
///
/// A window has no superview and cannot be added to a view; every view in its tree has it
/// as its ``View/window``, and so does the window itself. Its
/// coordinate system is the screen's: one cell per point, (0, 0) at the top-left corner.
/// Put one root view in it that fills it; the window's own background shows only
/// where that view does not cover it.
///
/// A window of any size can be built and laid out headless, in a test, with no terminal.
/// The terminal backend sets ``size`` when the terminal is resized.
///
/// Differences from `UIWindow`: it is created with a size instead of a frame or a scene,
/// and there is no key window or `makeKeyAndVisible()` here (the application's run loop
/// shows the window, WIN-03).
@MainActor
open class Window: View {
    /// Creates a window with its origin at the top-left corner of the screen and the given
    /// size, in cells: the frame (0, 0, size) of.
    ///
    /// There is no `init(frame:)`: a window covers the screen from its origin. ``View/frame``
    /// can still be set afterwards.
    public init(size: Size) {
        super.init(frame: Rect(origin: .zero, size: size))
        window = self
    }

    /// The window's size in cells: columns by rows.
    ///
    /// Setting it sets ``View/frame`` to (0, 0, size), keeping `bounds.origin`. This is
    /// what a terminal resize does: the resize path sets the size and
    /// nothing else, and the layout passes follow from it. Not in UIKit, where a window's
    /// size follows its scene.
    ///
    /// - Precondition: both numbers are finite. A negative one is taken as 0 (a terminal
    ///   reports no such size; a window cannot be smaller than nothing).
    public var size: Size {
        get { frame.size }
        set {
            precondition(newValue.width.isFinite && newValue.height.isFinite,
                         "Window.size must be finite, not \(newValue.width)×\(newValue.height): \(self)")
            frame = Rect(x: 0, y: 0, width: Swift.max(newValue.width, 0), height: Swift.max(newValue.height, 0))
        }
    }

    // MARK: - Content

    /// The controller whose view is the window's content: setting it makes
    /// that view the window's one subview, filling the window and resizing with it.
    ///
    /// As in UIKit, setting it loads the new controller's view, then calls the old
    /// controller's ``ViewController/viewWillDisappear(_:)`` and the new one's
    /// ``ViewController/viewWillAppear(_:)``; the next ``runLayoutCycle()`` lays the view
    /// out, gives it the focus, and calls the old one's `viewDidDisappear` and the new
    /// one's `viewDidAppear`. Controllers the old root presented stay presented.
    public var rootViewController: ViewController? {
        didSet {
            guard oldValue !== rootViewController else { return }
            let root = rootViewController?.view
            oldValue?.beginAppearanceTransition(false, animated: false)
            rootViewController?.beginAppearanceTransition(true, animated: false)
            oldValue?.viewIfLoaded?.removeFromSuperview()
            if let oldValue { pendingTransitionSteps.append(.endAppearance(oldValue)) }
            guard let controller = rootViewController, let root else { return }
            root.frame = bounds
            root.autoresizingMask = [.flexibleWidth, .flexibleHeight]
            insertSubview(root, at: 0)
            pendingTransitionSteps.append(.endAppearance(controller))
            // The new controller has had no traits yet: the next cycle sends it and its
            // views `traitCollectionDidChange` with previous nil, as at launch,
            // even when the window's size classes have not changed.
            propagatedTraits = nil
        }
    }

    /// What is left of the transitions begun since the last cycle, in order: the
    /// did-callbacks and completions the next ``runLayoutCycle()`` runs after layout.
    var pendingTransitionSteps: [PendingTransitionStep] = []

    /// The discoverability bars that were in the window, checked before each draw pass.
    var discoverabilityBars: [WeakView] = []

    /// The direction leading and trailing follow for every view in the window whose
    /// ``View/semanticContentAttribute`` is `.unspecified`: the window-wide
    /// right-to-left switch. Left to right by default.
    ///
    /// Not in UIKit, where the app's language decides.
    public var userInterfaceLayoutDirection: UserInterfaceLayoutDirection = .leftToRight {
        didSet {
            if oldValue != userInterfaceLayoutDirection { layoutDirectionDidChange() }
        }
    }

    // MARK: - Responding

    /// The application showing this window: the window's ``View/next`` responder, so keys
    /// nobody handled reach it. Set by ``Application/init(window:)``; held weakly, since the
    /// application owns the window.
    public internal(set) weak var application: Application?

    /// The window's application: the end of the responder chain.
    open override var next: Responder? { application }

    /// The responder keys go to first, which shows the keyboard focus, or nil. UIKit keeps
    /// it privately; here the window holds it so the run loop and tests can read it.
    ///
    /// It changes through ``Responder/becomeFirstResponder()`` and
    /// ``Responder/resignFirstResponder()``, focus movement (``moveFocus(forward:)``), and
    /// without asking when the responder leaves the window or is hidden (a view or an
    /// ancestor). Held weakly.
    public private(set) weak var firstResponder: Responder?

    /// Makes `responder` the first responder (nil for none) and tells the old and the new
    /// one, so a button's focus look follows.
    func setFirstResponder(_ responder: Responder?) {
        let old = firstResponder
        guard old !== responder else { return }
        firstResponder = responder
        responder?.firstResponderWindow = self
        if let old, old.firstResponderWindow === self { old.firstResponderWindow = nil }
        old?.firstResponderStatusDidChange()
        old?.didResignFirstResponder()
        // The old responder's handler may have moved the focus on already.
        guard firstResponder === responder else { return }
        responder?.firstResponderStatusDidChange()
        responder?.didBecomeFirstResponder()
    }

    // MARK: - Animations

    /// The window's running animations.
    let frameAnimator = FrameAnimator()

    /// Whether any view in the window is being animated.
    public var hasRunningAnimations: Bool { frameAnimator.isRunning }

    /// Moves every running animation on by `seconds`: the terminal's run loop calls it on
    /// each tick while ``hasRunningAnimations`` is true; a test calls it to step through an
    /// animation (EX-ANI-1). Not in UIKit, where Core Animation keeps the time.
    public func advanceAnimations(by seconds: Double) {
        frameAnimator.advance(by: seconds)
    }

    // MARK: - The cycle

    /// The traits last sent to the views, nil before the first cycle.
    private var propagatedTraits: TraitCollection?

    /// The window's trait collection: size classes from its size in cells, compact in a
    /// direction below 80 columns or 24 rows (see ``TraitCollection/terminal(size:)``).
    public var windowTraitCollection: TraitCollection { TraitCollection.terminal(size: size) }

    /// One turn of the run loop's passes: trait changes down the tree, the
    /// update-constraints pass, the layout pass, then the draw pass into ``canvas``. Each
    /// does nothing when nothing is marked. The terminal's run loop calls it after every
    /// event; a test calls it and reads ``canvas`` to see what the screen would show.
    ///
    /// Transitions begun since the last cycle (a new root, a presentation, a dismissal)
    /// finish here, after layout: the focus settles on the screen now in front, then the
    /// did-callbacks and completions run, and layout runs again for what they changed.
    public func runLayoutCycle() {
        propagateTraitsIfNeeded()
        runUpdateAndLayoutPasses()
        // A did-callback may start another transition (present an alert from
        // viewDidAppear): it finishes in this same cycle, within reason.
        var rounds = 0
        while !pendingTransitionSteps.isEmpty, rounds < 8 {
            rounds += 1
            finishTransitions()
            propagateTraitsIfNeeded()
            runUpdateAndLayoutPasses()
        }
        refreshDiscoverabilityBars()
        drawIfNeeded()
    }

    // MARK: - Drawing (the pass is in Window+Drawing.swift)

    /// What the window shows: every cell as the last draw pass left it, the size of the
    /// window in whole cells. The terminal backend puts it on the screen.
    public internal(set) var canvas = Canvas(width: 0, height: 0)

    /// The palette semantic colours (``Color/label``, ``Color/systemBlue``…) are drawn in:
    /// the terminal's colour depth and whether its background is light or dark. The
    /// terminal backend sets it when it starts; ``Theme/standard`` (24-bit, dark) until
    /// then. A new theme redraws the whole window. Not in UIKit, where dynamic colours
    /// follow the trait collection's `userInterfaceStyle`.
    public var theme: Theme = .standard {
        didSet { if theme != oldValue { setNeedsFullRedraw() } }
    }

    /// The changed cells as row-major indexes into the canvas.
    var changedCellIndexes = ChangedCellSet()

    /// The parts of the window to draw again, in window coordinates.
    var damage: [Rect] = []

    /// Whether the next draw pass redraws everything (the first one, after a resize, or
    /// when changes are too scattered to track); damage is not recorded meanwhile.
    @exclusivity(unchecked) var needsFullRedraw = true

    /// More separate damaged rects than this and the pass draws their bounding rect: it
    /// keeps recording a change cheap when a layout moves many views.
    static let damageLimit = 16

    /// Set when a controller's view joined the window since the last cycle: it may not
    /// have had its first traits yet.
    private var controllersMayAwaitTraits = false

    /// A controller's view joined the window.
    func controllerViewDidJoin() {
        controllersMayAwaitTraits = true
    }

    /// Sends `traitCollectionDidChange` down the tree at the first cycle and whenever the
    /// size classes change: controllers first, then their views.
    /// A controller whose view joined the window later (a child added after the first
    /// layout) gets its first one, with previous nil, at the next cycle, with its views.
    func propagateTraitsIfNeeded() {
        let traits = windowTraitCollection
        guard traits != propagatedTraits else {
            if controllersMayAwaitTraits {
                controllersMayAwaitTraits = false
                sendInitialTraits(below: self)
            }
            return
        }
        let previous = propagatedTraits
        propagatedTraits = traits
        controllersMayAwaitTraits = false
        forEachInSubtree { view in
            Window.sendTraits(to: view, previous: previous)
        }
    }

    /// Finds the views of controllers that have had no traits yet and sends them and
    /// their subtrees their first.
    private func sendInitialTraits(below view: View) {
        if let controller = view.owningViewController, !controller.hasReceivedTraits {
            view.forEachInSubtree { Window.sendTraits(to: $0, previous: nil) }
            return
        }
        view.forEachSubviewUnretained { sendInitialTraits(below: $0) }
    }

    private static func sendTraits(to view: View, previous: TraitCollection?) {
        if let controller = view.owningViewController {
            controller.hasReceivedTraits = true
            controller.traitCollectionDidChange(previous)
        }
        view.traitCollectionDidChange(previous)
    }
}

