import Trellis

/// The screen of a demo: the demo's own views in ``contentView``, above a one-line hint of
/// its keys along the bottom row. `q` quits (Ctrl-C too, as in every Trellis app).
///
/// Subclasses build their screen in `viewDidLoad` inside ``contentView``, constrained to it
/// as the course's screens are constrained to their view controller's view, and list their
/// keys in ``keyHints``; the quit key is added to the line.
open class DemoViewController: ViewController {
    /// Where the demo's views go: everything but the bottom row.
    public let contentView = View()

    /// The bottom row: ``keyHints`` and the quit key.
    public let hintLabel = Label()

    /// The demo's keys, shown on the bottom row before `q quit`.
    open var keyHints: [KeyHint] { [] }

    /// What `q` does: quits the application unless set (the launcher sets it to go back to
    /// its list).
    public var quitAction: (@MainActor () -> Void)?

    /// What the quit key is called on the hint line ("quit", or "back" in the launcher).
    public var quitHint = "quit" {
        didSet { refreshHints() }
    }

    public override init() {
        super.init()
    }

    open override func viewDidLoad() {
        super.viewDidLoad()
        contentView.translatesAutoresizingMaskIntoConstraints = false
        // A demo taller than the terminal is cut above the hint rather than drawn over it.
        contentView.clipsToBounds = true
        hintLabel.translatesAutoresizingMaskIntoConstraints = false
        hintLabel.textAttributes = .dim
        // The hint gives way before anything the demo shows: it is the first thing cut.
        hintLabel.setContentCompressionResistancePriority(.defaultLow - 1, for: .horizontal)
        // But it keeps its row: a demo's optional constraints above the default compression
        // resistance (a preferred size at 999) must not squash it and push the content
        // below the bottom of the screen.
        hintLabel.setContentCompressionResistancePriority(.required, for: .vertical)
        view.addSubview(contentView)
        view.addSubview(hintLabel)
        LayoutConstraint.activate([
            contentView.topAnchor.constraint(equalTo: view.topAnchor),
            contentView.leadingAnchor.constraint(equalTo: view.leadingAnchor),
            contentView.trailingAnchor.constraint(equalTo: view.trailingAnchor),
            contentView.bottomAnchor.constraint(equalTo: hintLabel.topAnchor),
            hintLabel.leadingAnchor.constraint(equalTo: view.leadingAnchor),
            hintLabel.trailingAnchor.constraint(lessThanOrEqualTo: view.trailingAnchor),
            hintLabel.bottomAnchor.constraint(equalTo: view.bottomAnchor),
        ])
        refreshHints()
    }

    /// Shows ``keyHints`` again: call it when they change.
    public func refreshHints() {
        guard isViewLoaded else { return }
        hintLabel.text = KeyHint.line(keyHints + [KeyHint("q", quitHint)])
    }

    open override func keyPressed(_ event: KeyEvent) {
        guard event == .character("q") else {
            super.keyPressed(event)
            return
        }
        if let quitAction {
            quitAction()
        } else {
            view.window?.application?.quit()
        }
    }
}
