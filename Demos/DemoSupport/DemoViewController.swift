import Trellis

/// The screen of a demo: the demo's own views in ``contentView``, above a
/// ``DiscoverabilityBar`` along the bottom row that lists the key commands reachable from
/// the focus, and `q` last. `q` quits (Ctrl-C too, as in every Trellis app).
///
/// Subclasses build their screen in `viewDidLoad` inside ``contentView``, constrained to it
/// as the course's screens are constrained to their view controller's view, and offer
/// their keys as ``KeyCommand``s (``Responder/keyCommands``) on the controllers they
/// belong to: the bar shows the titled ones and follows the focus by itself.
open class DemoViewController: ViewController {
    /// Where the demo's views go: everything but the bottom row.
    public let contentView = View()

    /// The bottom row: the commands reachable from the focus, and ``quitCommand`` last,
    /// which the bar drops only when nothing else is left.
    public let discoverabilityBar = DiscoverabilityBar()

    /// What `q` does: quits the application unless set (the launcher sets it to go back to
    /// its list).
    public var quitAction: (@MainActor () -> Void)?

    /// `q`, titled "quit" (the launcher retitles it "back"): the application's
    /// ``Application/quitCommand`` while this demo is on screen, so the bar lists it last.
    public private(set) lazy var quitCommand = KeyCommand(title: "quit", input: "q") { [weak self] _ in
        self?.quit()
    }

    public override init() {
        super.init()
    }

    open override func viewDidLoad() {
        super.viewDidLoad()
        contentView.translatesAutoresizingMaskIntoConstraints = false
        // A demo taller than the terminal is cut above the bar rather than drawn over it.
        contentView.clipsToBounds = true
        discoverabilityBar.translatesAutoresizingMaskIntoConstraints = false
        discoverabilityBar.style.attributes = .dim
        // The bar keeps its row: a demo's optional constraints above the default
        // compression resistance (a preferred size at 999) must not squash it and push the
        // content below the bottom of the screen.
        discoverabilityBar.setContentCompressionResistancePriority(.required, for: .vertical)
        view.addSubview(contentView)
        view.addSubview(discoverabilityBar)
        LayoutConstraint.activate([
            contentView.topAnchor.constraint(equalTo: view.topAnchor),
            contentView.leadingAnchor.constraint(equalTo: view.leadingAnchor),
            contentView.trailingAnchor.constraint(equalTo: view.trailingAnchor),
            contentView.bottomAnchor.constraint(equalTo: discoverabilityBar.topAnchor),
            discoverabilityBar.leadingAnchor.constraint(equalTo: view.leadingAnchor),
            discoverabilityBar.trailingAnchor.constraint(equalTo: view.trailingAnchor),
            discoverabilityBar.bottomAnchor.constraint(equalTo: view.bottomAnchor),
        ])
    }

    /// Makes `q` the application's quit command once the demo is on screen (in a window,
    /// which it is not yet at `viewWillAppear`), before the bar is first drawn.
    open override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        view.window?.application?.quitCommand = quitCommand
    }

    /// Runs ``quitAction``, or quits the application. A demo with something to lose
    /// overrides it to ask first, and calls it once the user agrees.
    open func quit() {
        if let quitAction {
            quitAction()
        } else {
            view.window?.application?.quit()
        }
    }
}
