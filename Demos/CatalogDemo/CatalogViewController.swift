import DemoSupport
import Trellis

/// The catalog: a ``NavigationController`` whose root is the list of screens
/// (``CatalogListViewController``), above the demo's hint line, which shows the keys of
/// whichever screen is on top. Esc goes back to the list; `q` quits, or goes back to the
/// launcher when the catalog was opened from it.
public final class CatalogViewController: DemoViewController, NavigationControllerDelegate {
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

    public override var keyHints: [KeyHint] {
        topScreen?.keyHints ?? list.keyHints
    }

    public override var preferredFirstResponder: View? { navigation.preferredFirstResponder }

    /// The top screen's property keys, here as well as on the screen: with nothing focused
    /// on it (a screen of labels, or a button just disabled), keys start from this
    /// controller's view and never pass the screen. None while a sheet is in front, which
    /// keeps the keys to itself.
    public override var keyCommands: [KeyCommand] {
        guard presentedViewController == nil else { return [] }
        return topScreen?.keyCommands ?? []
    }

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
        navigation.delegate = self
    }

    /// Esc and Alt-Left go back from a screen with nothing focused on it, whose keys
    /// start here rather than below the navigation controller.
    public override func keyPressed(_ event: KeyEvent) {
        let back = event == KeyEvent(.escape) || event == KeyEvent(.left, modifiers: .alternate)
        if back, presentedViewController == nil, navigation.viewControllers.count >= 2 {
            navigation.popViewController(animated: false)
            return
        }
        super.keyPressed(event)
    }

    /// The hint line follows the screen on top.
    public func navigationController(_ navigationController: NavigationController, willShow viewController: ViewController,
                                     animated: Bool) {
        refreshHints()
    }
}
