/// What a navigation bar shows for one controller on the stack: UIKit's
/// `UINavigationItem`, reached through ``ViewController/navigationItem``.
///
/// Differences from UIKit: one right item and no left items, prompt, title view or search
/// controller; the back button is always the previous controller's back title.
@MainActor
public final class NavigationItem {
    /// The controller the item belongs to; its title stands in for ``title`` until set.
    private weak var owner: ViewController?

    init(owner: ViewController) {
        self.owner = owner
    }

    private var explicitTitle: String?

    /// The title in the middle of the bar: UIKit's `title`. It is the controller's
    /// ``ViewController/title`` until set.
    public var title: String? {
        get { explicitTitle ?? owner?.title }
        set {
            explicitTitle = newValue
            contentDidChange()
        }
    }

    /// What the back button shows on the next controller's bar, instead of ``title``:
    /// UIKit's `backButtonTitle`. Nil by default.
    public var backButtonTitle: String? {
        didSet { contentDidChange() }
    }

    /// A button flush right on the bar: UIKit's `rightBarButtonItem`. Nil by default.
    public var rightBarButtonItem: BarButtonItem? {
        didSet { contentDidChange() }
    }

    /// Tells the bar showing the item to redraw.
    var onChange: (@MainActor () -> Void)?

    func contentDidChange() {
        onChange?()
    }
}
