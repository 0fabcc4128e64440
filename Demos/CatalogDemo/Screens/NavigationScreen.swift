import DemoSupport
import Trellis

/// `NavigationController`: the catalog's own navigation controller, which pushed this
/// screen, pushes pages of the same kind over it. Each page says how deep it is; `p`, or
/// the bar's Push item, pushes the next, `o` pops, and Esc, Alt-Left or a click on the
/// back label on the bar goes back as well. `b` shows the navigation controller's toolbar
/// on its bottom row, with each page's Push and Pop items; leaving the first page hides it
/// again, since the catalog's other screens have no toolbar items.
public final class NavigationScreen: CatalogScreen {
    /// How many of these pages are on the stack up to this one: 1 for the first.
    public let depth: Int

    /// The page's big label.
    public let pageLabel = Label()

    /// The page `depth` pages deep: 1 for the screen the list opens.
    public init(depth: Int = 1) {
        self.depth = depth
        super.init()
        title = depth == 1 ? "NavigationController" : "Page \(depth)"
        navigationItem.backButtonTitle = depth == 1 ? "Navigation" : "Page \(depth)"
        navigationItem.rightBarButtonItem = BarButtonItem(title: "Push") { [unowned self] _ in push() }
        toolbarItems = [
            BarButtonItem(title: "Push") { [unowned self] _ in push() },
            BarButtonItem(title: "Pop") { [unowned self] _ in navigationController?.popViewController(animated: false) },
        ]
    }

    /// The first page hides the toolbar it may have shown when it is popped, back to the
    /// list: here, while it still has its navigation controller.
    public override func willMove(toParent parent: ViewController?) {
        super.willMove(toParent: parent)
        if depth == 1, parent == nil { navigationController?.setToolbarHidden(true, animated: false) }
    }

    public override func viewDidLoad() {
        pageLabel.text = depth == 1
            ? "The first page. Push another: the bar shows where Esc goes back to."
            : "Page \(depth), pushed over page \(depth - 1)."
        pageLabel.numberOfLines = 0
        super.viewDidLoad()
        place(pageLabel, fillingWidth: true)
    }

    /// Pushes the next page.
    public func push() {
        navigationController?.pushViewController(NavigationScreen(depth: depth + 1), animated: false)
    }


    public override var properties: [CatalogProperty] {
        [
            CatalogProperty(key: "p", name: "pushViewController", value: { [unowned self] in
                "\(navigationController?.viewControllers.count ?? 0) on the stack (the list is the first)"
            }) { [unowned self] in push() },
            CatalogProperty(key: "o", name: "popViewController", value: { [unowned self] in
                "back to \(depth == 1 ? "the list" : "page \(depth - 1)")"
            }) { [unowned self] in navigationController?.popViewController(animated: false) },
            CatalogProperty(key: "b", name: "isToolbarHidden", value: { [unowned self] in
                "\(navigationController?.isToolbarHidden ?? true)"
            }) { [unowned self] in
                guard let navigationController else { return }
                navigationController.setToolbarHidden(!navigationController.isToolbarHidden, animated: false)
            },
        ]
    }

    public override var code: String {
        """
        let page = PageViewController(depth: \(depth + 1))
        navigationController?.pushViewController(page, animated: false)
        navigationItem.rightBarButtonItem = BarButtonItem(title: "Push") { _ in push() }
        navigationController?.setToolbarHidden(\(navigationController?.isToolbarHidden ?? true), animated: false)
        """
    }
}
