import Trellis

/// The launcher: a list of the demos, each a button with a line on what it shows. Enter,
/// a click or the demo's number (a key command, so the bottom row lists it) opens it;
/// inside a demo `q` comes back to the list (Ctrl-C still quits everything), and `q` in
/// the list quits.
///
/// A demo opened here is the window's root view controller while it runs, exactly as when
/// it runs on its own, so it behaves the same; the launcher only takes back its quit key.
public final class DemoLauncherViewController: DemoViewController {
    /// The demos listed, in order: the first is opened with `1`.
    public let demos: [Demo]

    /// The button that opens each demo, in the order of ``demos``.
    public private(set) var buttons: [Button] = []

    /// The demo on screen, if one is open.
    public private(set) var openDemo: DemoViewController?
    private var openIndex: Int?

    private var list: ButtonListView?

    public init(demos: [Demo]) {
        self.demos = demos
        super.init()
    }

    /// `1`, `2`, … open the demos, each titled with its demo's short name (`splash`), so
    /// the bottom row lists them all at 80 columns.
    public override var keyCommands: [KeyCommand] { openCommands }

    private lazy var openCommands: [KeyCommand] = demos.prefix(9).enumerated().map { index, demo in
        KeyCommand(title: demo.name, input: "\(index + 1)") { [unowned self] _ in open(demos[index]) }
    }

    public override func viewDidLoad() {
        super.viewDidLoad()
        let title = Label(text: "Trellis demos")
        title.textAttributes = .bold
        let subtitle = Label(text: "The course's apps, laid out by Auto Layout in your terminal. Resize it and watch.")
        subtitle.numberOfLines = 0
        let items = demos.enumerated().map { (title: "\($0.offset + 1) \($0.element.title)", summary: $0.element.summary) }
        let list = ButtonListView(headers: [title, subtitle], items: items) { [unowned self] index in open(demos[index]) }
        self.list = list
        buttons = list.buttons
        list.translatesAutoresizingMaskIntoConstraints = false
        contentView.addSubview(list)
        LayoutConstraint.activate([
            list.topAnchor.constraint(equalTo: contentView.topAnchor),
            list.leadingAnchor.constraint(equalTo: contentView.leadingAnchor),
            list.trailingAnchor.constraint(equalTo: contentView.trailingAnchor),
            list.bottomAnchor.constraint(equalTo: contentView.bottomAnchor),
        ])
    }

    /// At launch (and back from a demo), the focus goes to the first demo's button when
    /// nothing has it, so the arrows and Enter work at once.
    public override func traitCollectionDidChange(_ previousTraitCollection: TraitCollection?) {
        super.traitCollectionDidChange(previousTraitCollection)
        if view.window?.firstResponder == nil { _ = buttons.first?.becomeFirstResponder() }
    }

    /// Opens `demo` in the launcher's window, with `q` set to come back here.
    public func open(_ demo: Demo) {
        guard let window = view.window else { return }
        let screen = demo.makeViewController()
        screen.quitCommand.title = "back"
        screen.quitAction = { [unowned self] in close() }
        openDemo = screen
        openIndex = demos.firstIndex { $0.name == demo.name }
        window.rootViewController = screen
    }

    /// Closes the open demo and shows the list again, with the focus on the demo's button.
    public func close() {
        guard let screen = openDemo, let window = screen.view.window else { return }
        openDemo = nil
        window.rootViewController = self
        if let index = openIndex {
            let button = buttons[index]
            _ = button.becomeFirstResponder()
            // The terminal may have been resized while the demo was open: lay the list out
            // at its size now, then scroll it to show the button.
            view.layoutIfNeeded()
            list?.scrollToVisible(button)
        }
        openIndex = nil
    }
}
