import DemoSupport
import Trellis

/// The catalog's first screen: a button per entry, each with a line on what it shows.
/// Enter or a click pushes the entry's screen on the navigation controller the list is the
/// root of; Esc there comes back here, with the focus on the entry's button.
public final class CatalogListViewController: ViewController {
    /// The entries listed, in order.
    public let entries: [CatalogEntry]

    /// The button that opens each entry, in the order of ``entries``.
    public private(set) var buttons: [Button] = []

    private let scrollView = ScrollView()
    private let list = StackView()

    /// A list of `entries`, titled "Trellis catalog" on the navigation bar.
    public init(entries: [CatalogEntry]) {
        self.entries = entries
        super.init()
        title = "Trellis catalog"
    }

    /// The list's keys for the catalog's hint line.
    public var keyHints: [KeyHint] { [KeyHint("Tab ↑↓", "choose"), KeyHint("Enter", "open")] }

    public override var preferredFirstResponder: View? { buttons.first }

    public override func viewDidLoad() {
        super.viewDidLoad()
        let intro = Label(text: "Every view, control and controller Trellis has, working. Open one, change it with its keys, read the Swift that builds it.")
        intro.numberOfLines = 0
        var wrapping = [intro]
        list.axis = .vertical
        list.alignment = .leading
        list.spacing = 1
        list.addArrangedSubview(intro)
        for (index, entry) in entries.enumerated() {
            let button = Button(title: entry.title)
            button.addAction { [unowned self] _ in open(entries[index]) }
            let summary = Label(text: entry.summary)
            summary.numberOfLines = 0
            summary.textAttributes = .dim
            let row = StackView(arrangedSubviews: [button, summary])
            row.axis = .vertical
            row.alignment = .leading
            buttons.append(button)
            list.addArrangedSubview(row)
            wrapping.append(summary)
        }
        list.translatesAutoresizingMaskIntoConstraints = false
        scrollView.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(scrollView)
        scrollView.addSubview(list)
        LayoutConstraint.activate([
            scrollView.topAnchor.constraint(equalTo: view.topAnchor),
            scrollView.leadingAnchor.constraint(equalTo: view.leadingAnchor),
            scrollView.trailingAnchor.constraint(equalTo: view.trailingAnchor),
            scrollView.bottomAnchor.constraint(equalTo: view.bottomAnchor),
            list.topAnchor.constraint(equalTo: scrollView.contentLayoutGuide.topAnchor, constant: 1),
            list.leadingAnchor.constraint(equalTo: scrollView.contentLayoutGuide.leadingAnchor, constant: 2),
            list.bottomAnchor.constraint(equalTo: scrollView.contentLayoutGuide.bottomAnchor),
            list.widthAnchor.constraint(equalTo: scrollView.frameLayoutGuide.widthAnchor, constant: -4),
            scrollView.contentLayoutGuide.widthAnchor.constraint(equalTo: scrollView.frameLayoutGuide.widthAnchor),
        ])
        // Wrapped lines take the list's whole width, so they wrap again on a resize rather
        // than keep hugging the width they first wrapped to.
        LayoutConstraint.activate(wrapping.map { $0.widthAnchor.constraint(equalTo: list.widthAnchor) })
    }

    /// Pushes the screen of `entry`.
    public func open(_ entry: CatalogEntry) {
        let screen = entry.makeScreen()
        navigationController?.pushViewController(screen, animated: false)
    }
}
