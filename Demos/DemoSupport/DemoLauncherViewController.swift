import Trellis

/// The launcher: a list of the demos, each a button with a line on what it shows. Enter,
/// a click or the demo's number opens it; inside a demo `q` comes back to the list
/// (Ctrl-C still quits everything), and `q` in the list quits.
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

    private let scrollView = ScrollView()
    private let list = StackView()

    public init(demos: [Demo]) {
        self.demos = demos
        super.init()
    }

    public override var keyHints: [KeyHint] {
        [KeyHint("1-\(demos.count)", "open"), KeyHint("Tab ↑↓", "choose"), KeyHint("Enter", "open")]
    }

    public override func viewDidLoad() {
        super.viewDidLoad()
        let title = Label(text: "Trellis demos")
        title.textAttributes = .bold
        let subtitle = Label(text: "The course's apps, laid out by Auto Layout in your terminal. Resize it and watch.")
        subtitle.numberOfLines = 0
        var wrapping = [subtitle]
        list.axis = .vertical
        list.alignment = .leading
        list.spacing = 1
        list.addArrangedSubview(title)
        list.addArrangedSubview(subtitle)
        for (index, demo) in demos.enumerated() {
            let button = Button(title: "\(index + 1) \(demo.title)")
            button.addAction { [unowned self] _ in open(demos[index]) }
            let summary = Label(text: demo.summary)
            summary.numberOfLines = 0
            summary.textAttributes = .dim
            let entry = StackView(arrangedSubviews: [button, summary])
            entry.axis = .vertical
            entry.alignment = .leading
            buttons.append(button)
            list.addArrangedSubview(entry)
            wrapping.append(summary)
        }
        list.translatesAutoresizingMaskIntoConstraints = false
        scrollView.translatesAutoresizingMaskIntoConstraints = false
        contentView.addSubview(scrollView)
        scrollView.addSubview(list)
        // The list scrolls when the terminal is too short for it, and wraps its lines to
        // the terminal's width, two cells in from each side.
        LayoutConstraint.activate([
            scrollView.topAnchor.constraint(equalTo: contentView.topAnchor),
            scrollView.leadingAnchor.constraint(equalTo: contentView.leadingAnchor),
            scrollView.trailingAnchor.constraint(equalTo: contentView.trailingAnchor),
            scrollView.bottomAnchor.constraint(equalTo: contentView.bottomAnchor),
            list.topAnchor.constraint(equalTo: scrollView.contentLayoutGuide.topAnchor, constant: 1),
            list.leadingAnchor.constraint(equalTo: scrollView.contentLayoutGuide.leadingAnchor, constant: 2),
            list.bottomAnchor.constraint(equalTo: scrollView.contentLayoutGuide.bottomAnchor),
            list.widthAnchor.constraint(equalTo: scrollView.frameLayoutGuide.widthAnchor, constant: -4),
            scrollView.contentLayoutGuide.widthAnchor.constraint(equalTo: scrollView.frameLayoutGuide.widthAnchor),
        ])
        // Wrapping text takes the list's whole width, so it wraps again when the terminal
        // is resized: a leading-aligned label would keep hugging the width it wrapped to.
        LayoutConstraint.activate(wrapping.map { $0.widthAnchor.constraint(equalTo: list.widthAnchor) })
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
        screen.quitHint = "back"
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
            scrollView.scrollRectToVisible(button.convert(button.bounds, to: scrollView), animated: false)
        }
        openIndex = nil
    }

    public override func keyPressed(_ event: KeyEvent) {
        if case .character(let character) = event.key, event.modifiers.isEmpty,
           let number = character.wholeNumberValue, demos.indices.contains(number - 1) {
            open(demos[number - 1])
        } else {
            super.keyPressed(event)
        }
    }
}
