import DemoSupport
import Trellis

/// The catalog: a ``NavigationController`` whose root is the list of screens
/// (``CatalogListViewController``), above the demo's bottom row, which lists the key
/// commands reachable from the focus: the screen's property keys, the navigation
/// controller's Esc (Back), and `q`. With nothing focused on a screen, keys start at the
/// screen on top all the same. Esc goes back to the list; `q` quits, or goes back to the
/// launcher when the catalog was opened from it.
public final class CatalogViewController: DemoViewController {
    /// The list of screens, the navigation controller's root.
    public let list: CatalogListViewController

    /// The navigation controller the screens are pushed on.
    public let navigation: NavigationController

    /// The catalog of `entries`: every screen, unless a test asks for fewer.
    public init(entries: [CatalogEntry] = CatalogEntry.all) {
        list = CatalogListViewController(entries: entries)
        navigation = NavigationController(rootViewController: list)
        super.init()
    }

    /// The screen on top: the list, a catalog screen, or a page a screen pushed.
    public var topScreen: CatalogScreen? { navigation.topViewController as? CatalogScreen }

    public override var preferredFirstResponder: View? { navigation.preferredFirstResponder }

    public override func viewDidLoad() {
        super.viewDidLoad()
        addChild(navigation)
        let navigationView = navigation.view
        navigationView.translatesAutoresizingMaskIntoConstraints = false
        contentView.addSubview(navigationView)
        LayoutConstraint.activate([
            navigationView.topAnchor.constraint(equalTo: contentView.topAnchor),
            navigationView.leadingAnchor.constraint(equalTo: contentView.leadingAnchor),
            navigationView.trailingAnchor.constraint(equalTo: contentView.trailingAnchor),
            navigationView.bottomAnchor.constraint(equalTo: contentView.bottomAnchor),
        ])
        navigation.didMove(toParent: self)
    }
}
