import DemoSupport
import Trellis

/// `TabBarController`: a tab bar controller inside the stage, three tabs on its bottom
/// row, switched by key here (or by a click on a tab); a tab's badge changes by key.
public final class TabBarScreen: CatalogScreen {
    /// The tab bar controller on the stage.
    public let tabs = TabBarController()

    public override init() {
        super.init()
        title = "TabBarController"
    }

    public override var preferredStageHeight: Double { 8 }

    public override func viewDidLoad() {
        tabs.viewControllers = ["Inbox", "Drafts", "Sent"].map { name in
            let tab = ViewController()
            tab.title = name
            let label = Label(text: "The \(name) tab: its own controller and view, kept while another is shown.")
            label.numberOfLines = 0
            label.translatesAutoresizingMaskIntoConstraints = false
            tab.view.addSubview(label)
            LayoutConstraint.activate([
                label.topAnchor.constraint(equalTo: tab.view.topAnchor, constant: 1),
                label.leadingAnchor.constraint(equalTo: tab.view.leadingAnchor, constant: 1),
                label.trailingAnchor.constraint(equalTo: tab.view.trailingAnchor, constant: -1),
            ])
            return tab
        }
        addChild(tabs)
        super.viewDidLoad()
        place(tabs.view, fillingWidth: true, fillingHeight: true)
        tabs.didMove(toParent: self)
    }

    public override var properties: [CatalogProperty] {
        [
            CatalogProperty(key: "t", name: "selectedIndex", value: { [unowned self] in
                "\(tabs.selectedIndex) (\(tabs.selectedViewController?.title ?? ""))"
            }) { [unowned self] in tabs.selectedIndex = (tabs.selectedIndex + 1) % (tabs.viewControllers?.count ?? 1) },
            CatalogProperty(key: "b", name: "Drafts' badgeValue", value: { [unowned self] in
                tabs.viewControllers?[1].tabBarItem.badgeValue.map { "\"\($0)\"" } ?? "nil"
            }) { [unowned self] in
                guard let item = tabs.viewControllers?[1].tabBarItem else { return }
                let count = item.badgeValue.flatMap { Int($0) } ?? 0
                item.badgeValue = count >= 3 ? nil : "\(count + 1)"
            },
        ]
    }

    public override var code: String {
        """
        let tabs = TabBarController()
        tabs.viewControllers = [inbox, drafts, sent]
        tabs.selectedIndex = \(tabs.selectedIndex)
        drafts.tabBarItem.badgeValue = \(tabs.viewControllers?[1].tabBarItem.badgeValue.map { "\"\($0)\"" } ?? "nil")
        """
    }
}
