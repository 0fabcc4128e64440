/// What a tab bar shows for one of a ``TabBarController``'s controllers: UIKit's
/// `UITabBarItem`, reached through ``ViewController/tabBarItem``.
///
/// Differences from UIKit: no images; the badge is text after the title, in brackets.
@MainActor
public final class TabBarItem {
    /// The controller the item belongs to; its title stands in for ``title`` until set.
    private weak var owner: ViewController?

    init(owner: ViewController) {
        self.owner = owner
    }

    private var explicitTitle: String?

    /// The tab's label: UIKit's `title`. It is the controller's ``ViewController/title``
    /// until set.
    public var title: String? {
        get { explicitTitle ?? owner?.title }
        set {
            explicitTitle = newValue
            contentDidChange()
        }
    }

    /// Text shown right after the title in brackets, `Inbox(3)`: UIKit's `badgeValue`.
    /// Nil for none.
    public var badgeValue: String? {
        didSet { contentDidChange() }
    }

    /// The label drawn on the bar: the title and the badge.
    var label: String {
        (title ?? "") + (badgeValue.map { "(\($0))" } ?? "")
    }

    /// Called when the title or the badge changes, by the bar showing the item.
    var onChange: (@MainActor () -> Void)?

    func contentDidChange() {
        onChange?()
    }
}
