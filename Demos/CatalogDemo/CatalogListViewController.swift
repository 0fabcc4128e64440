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


    /// A list of `entries`, titled "Trellis catalog" on the navigation bar.
    public init(entries: [CatalogEntry]) {
        self.entries = entries
        super.init()
        title = "Trellis catalog"
    }

    public override var preferredFirstResponder: View? { buttons.first }

    public override func viewDidLoad() {
        super.viewDidLoad()
        let intro = Label(text: "Every view, control and controller Trellis has, working. Open one, change it with its keys, read the Swift that builds it.")
        intro.numberOfLines = 0
        let items = entries.map { (title: $0.title, summary: $0.summary) }
        let list = ButtonListView(headers: [intro], items: items) { [unowned self] index in open(entries[index]) }
        buttons = list.buttons
        list.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(list)
        LayoutConstraint.activate([
            list.topAnchor.constraint(equalTo: view.topAnchor),
            list.leadingAnchor.constraint(equalTo: view.leadingAnchor),
            list.trailingAnchor.constraint(equalTo: view.trailingAnchor),
            list.bottomAnchor.constraint(equalTo: view.bottomAnchor),
        ])
    }

    /// Pushes the screen of `entry`.
    public func open(_ entry: CatalogEntry) {
        let screen = entry.makeScreen()
        navigationController?.pushViewController(screen, animated: false)
    }
}
