import DemoSupport
import Trellis

/// The Venn diagram demo ("Controlling Auto Layout's Rendering Pipeline"): the course's
/// `ViewController` with its diagram and Left, Balanced and Right buttons, and a pane that
/// logs the rendering pipeline as it runs.
///
/// As in the course, the actions (``leftTapped()``, ``balancedTapped()``,
/// ``rightTapped()``) only set the diagram's weight, which marks it for the
/// update-constraints pass; `viewDidLoad` starts it weighted to the left. Unlike the
/// course, the change animates: the action then lays the screen out inside
/// `View.animate(withDuration:)`, so the pass runs at once and the views travel to their
/// new frames. The circles draw themselves from their bounds at every step.
///
/// The pane (`p`) shows every hook as it runs: `updateConstraints` bottom-up,
/// `viewWillLayoutSubviews`, `layoutSubviews` top-down, `viewDidLayoutSubviews`, `draw`.
/// The course's view controller hears `viewWillLayoutSubviews` after a tap because the
/// diagram is a subview of its view; here the course's screen (``VennScreenView``) sits
/// inside the demo's content view, so the controller hears it when its own view lays out:
/// at the start and on each resize (the course's rotations).
///
/// Terminal scaling (``PointScale``): a cell is about twice as tall as it is wide, so the
/// course's points become columns at 5 points a column and rows at 10 points a row, and
/// every distance keeps its look across and down: 20 points are 4 columns or 2 rows, 40
/// points 8 columns or 4 rows, the diagram's 240 points 48 columns, the buttons' 8 points
/// 1 row, and the circles' 1:1 aspect ratio is twice as many columns as rows.
/// ``VennScreenView`` lists every constraint and what differs from the course (the
/// buttons' height, the priority of the diagram's minimum width, and a diagram scaled down
/// in a terminal too small for the course's sizes, hidden behind a note only when the
/// buttons themselves no longer fit).
///
/// The pane goes to the right of the screen, 24 to 40 columns wide, in a terminal of
/// regular width (80 columns or more), and takes the lower half in a narrower one.
///
/// Keys: `l`, `b` and `r` tap the buttons; Tab and Shift-Tab, or the left and right arrows,
/// move the focus along them and Enter or Space presses the focused one (a click does
/// too); `p` shows or hides the log; `q` or Ctrl-C quits.
public final class VennViewController: DemoViewController {
    /// The record of the pipeline's calls the pane shows.
    public let log = PipelineLog()

    /// The course's screen: the diagram and the three buttons.
    private(set) lazy var screen = VennScreenView(log: log)

    /// The log pane.
    private(set) lazy var logView = PipelineLogView(log: log)

    /// Whether the log pane is shown.
    public private(set) var isShowingLog = false

    /// How long a change of weight takes, in seconds.
    public static let animationDuration = 0.3

    /// The pane's widest, and its narrowest beside the screen.
    static let paneWidth = 40.0
    static let narrowestPaneWidth = 24.0

    /// The constraints that place the pane: hidden, beside the screen, or below it.
    private var hiddenPaneConstraints: [LayoutConstraint] = []
    private var sidePaneConstraints: [LayoutConstraint] = []
    private var bottomPaneConstraints: [LayoutConstraint] = []

    /// Creates the demo's controller; its screen is built when its view loads.
    public override init() {
        super.init()
    }

    /// Puts the course's screen and the hidden pane in the content view, connects the
    /// buttons to the actions, and weights the diagram to the left, as the course does.
    public override func viewDidLoad() {
        super.viewDidLoad()
        contentView.addSubview(screen)
        contentView.addSubview(logView)
        logView.isHidden = true
        log.onChange = { [unowned self] in
            if !logView.isHidden { logView.setNeedsDisplay() }
        }
        makePaneConstraints()
        LayoutConstraint.activate([
            screen.topAnchor.constraint(equalTo: contentView.topAnchor),
            screen.leadingAnchor.constraint(equalTo: contentView.leadingAnchor),
        ] + hiddenPaneConstraints)
        screen.leftButton.addAction { [unowned self] _ in leftTapped() }
        screen.balancedButton.addAction { [unowned self] _ in balancedTapped() }
        screen.rightButton.addAction { [unowned self] _ in rightTapped() }
        // The course: "I'm actually initializing our Venn Diagram to be weighted to the left
        // in viewDidLoad."
        log.note("viewDidLoad: .left")
        screen.vennDiagram.weight = .left
    }

    // MARK: - The course's actions

    /// The Left button: the left circle bigger.
    public func leftTapped() { setWeight(.left, action: "leftTapped") }

    /// The Balanced button: both circles the same size.
    public func balancedTapped() { setWeight(.balanced, action: "balancedTapped") }

    /// The Right button: the right circle bigger.
    public func rightTapped() { setWeight(.right, action: "rightTapped") }

    /// The diagram's weight.
    public var weight: VennWeight { screen.vennDiagram.weight }

    private func setWeight(_ weight: VennWeight, action: String) {
        log.note("\(action)()")
        screen.vennDiagram.weight = weight
        View.animate(withDuration: VennViewController.animationDuration) {
            view.layoutIfNeeded()
        }
    }

    // MARK: - The pipeline's hooks

    /// Records the hook, then brings the view's constraints up to date (`super`).
    public override func updateViewConstraints() {
        log.record(.updateViewConstraints)
        super.updateViewConstraints()
    }

    /// The size the controller's view had when it last laid out, to tell a resize.
    private var laidOutSize: Size?

    /// Records the hook; a new size of the view (a resize of the terminal, the course's
    /// rotation) also starts a turn of the log titled with it.
    public override func viewWillLayoutSubviews() {
        super.viewWillLayoutSubviews()
        let size = view.bounds.size
        if let laidOutSize, laidOutSize != size {
            log.note("resize to \(Int(size.width))×\(Int(size.height))")
        }
        laidOutSize = size
        log.record(.viewWillLayoutSubviews)
        fitDiagram()
    }

    /// Scales the course's diagram to the room the screen has: the content view (the
    /// terminal but the bar of keys), less the narrowest pane beside it or the half below it.
    private func fitDiagram() {
        var room = Size(width: view.bounds.width, height: Swift.max(view.bounds.height - 1, 0))
        if isShowingLog {
            if traitCollection.horizontalSizeClass != .compact {
                room.width -= VennViewController.narrowestPaneWidth
            } else {
                room.height -= (room.height * 0.5).rounded()
            }
        }
        screen.fitDiagram(in: room)
    }

    /// Records the hook.
    public override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        log.record(.viewDidLayoutSubviews)
    }

    // MARK: - The log pane

    /// Shows or hides the log pane.
    public func toggleLog() {
        isShowingLog.toggle()
        log.note(isShowingLog ? "p: log shown" : "p: log hidden")
        logView.isHidden = !isShowingLog
        arrangePane()
        fitDiagram()
    }

    /// The pane goes beside the screen in a terminal of regular width, below it in a
    /// narrow one, where the screen keeps its buttons and the pane takes the lower half.
    public override func traitCollectionDidChange(_ previousTraitCollection: TraitCollection?) {
        super.traitCollectionDidChange(previousTraitCollection)
        if isShowingLog { arrangePane() }
    }

    private func arrangePane() {
        guard isViewLoaded else { return }
        LayoutConstraint.deactivate(hiddenPaneConstraints + sidePaneConstraints + bottomPaneConstraints)
        guard isShowingLog else {
            LayoutConstraint.activate(hiddenPaneConstraints)
            return
        }
        let beside = traitCollection.horizontalSizeClass != .compact
        logView.edge = beside ? .leading : .top
        LayoutConstraint.activate(beside ? sidePaneConstraints : bottomPaneConstraints)
    }

    private func makePaneConstraints() {
        hiddenPaneConstraints = [
            screen.trailingAnchor.constraint(equalTo: contentView.trailingAnchor),
            screen.bottomAnchor.constraint(equalTo: contentView.bottomAnchor),
            logView.leadingAnchor.constraint(equalTo: contentView.trailingAnchor),
            logView.topAnchor.constraint(equalTo: contentView.topAnchor),
            logView.widthAnchor.constraint(equalToConstant: 0),
            logView.heightAnchor.constraint(equalToConstant: 0),
        ]
        // As wide as it can be up to 40 columns while the screen keeps the room the course's
        // diagram needs (its width >= 240 is at 999, above the pane's wish), and never under
        // 24.
        let preferredWidth = logView.widthAnchor.constraint(equalToConstant: VennViewController.paneWidth)
        preferredWidth.priority = .defaultLow
        sidePaneConstraints = [
            screen.bottomAnchor.constraint(equalTo: contentView.bottomAnchor),
            logView.leadingAnchor.constraint(equalTo: screen.trailingAnchor),
            logView.trailingAnchor.constraint(equalTo: contentView.trailingAnchor),
            logView.topAnchor.constraint(equalTo: contentView.topAnchor),
            logView.bottomAnchor.constraint(equalTo: contentView.bottomAnchor),
            logView.widthAnchor.constraint(lessThanOrEqualToConstant: VennViewController.paneWidth),
            logView.widthAnchor.constraint(greaterThanOrEqualToConstant: VennViewController.narrowestPaneWidth),
            preferredWidth,
        ]
        bottomPaneConstraints = [
            screen.trailingAnchor.constraint(equalTo: contentView.trailingAnchor),
            logView.topAnchor.constraint(equalTo: screen.bottomAnchor),
            logView.leadingAnchor.constraint(equalTo: contentView.leadingAnchor),
            logView.trailingAnchor.constraint(equalTo: contentView.trailingAnchor),
            logView.bottomAnchor.constraint(equalTo: contentView.bottomAnchor),
            logView.heightAnchor.constraint(equalTo: contentView.heightAnchor, multiplier: 0.5),
        ]
    }

    // MARK: - Keys

    /// `l`, `b` and `r` tap the buttons and `p` shows or hides the log (the bottom row
    /// lists them, `p` named for what it will do), wherever the focus is.
    public override var keyCommands: [KeyCommand] {
        logCommand.title = isShowingLog ? "hide log" : "pipeline log"
        return weightCommands + [logCommand]
    }

    private lazy var weightCommands = [
        KeyCommand(title: "left", input: "l") { [unowned self] _ in leftTapped() },
        KeyCommand(title: "balanced", input: "b") { [unowned self] _ in balancedTapped() },
        KeyCommand(title: "right", input: "r") { [unowned self] _ in rightTapped() },
    ]

    private lazy var logCommand = KeyCommand(title: "pipeline log", input: "p") { [unowned self] _ in toggleLog() }

    /// The left and right arrows move the focus along the buttons; everything else goes
    /// on (Tab to the application).
    public override func keyPressed(_ event: KeyEvent) {
        switch event {
        case KeyEvent(.left): moveFocus(by: -1)
        case KeyEvent(.right): moveFocus(by: 1)
        default: super.keyPressed(event)
        }
    }

    /// Moves the focus `step` buttons along the row, stopping at the ends; with no button
    /// focused, the first arrow focuses the button at the end it points away from.
    private func moveFocus(by step: Int) {
        let buttons = [screen.leftButton, screen.balancedButton, screen.rightButton]
        let next: Int
        if let current = buttons.firstIndex(where: \.isFirstResponder) {
            next = Swift.min(Swift.max(current + step, 0), buttons.count - 1)
        } else {
            next = step > 0 ? 0 : buttons.count - 1
        }
        _ = buttons[next].becomeFirstResponder()
    }
}
