/// Told when the user picks a tab, and may refuse: UIKit's `UITabBarControllerDelegate`.
///
/// Both methods have default implementations (allow; do nothing). Only choices the user
/// makes (a click, a key) reach the delegate; setting
/// ``TabBarController/selectedIndex`` in code does not, as in UIKit.
@MainActor
public protocol TabBarControllerDelegate: AnyObject {
    /// Whether the user may select `viewController` (also asked when it is already
    /// selected): UIKit's `tabBarController(_:shouldSelect:)`. True by default.
    func tabBarController(_ tabBarController: TabBarController, shouldSelect viewController: ViewController) -> Bool

    /// The user selected `viewController`, which is now on screen: UIKit's
    /// `tabBarController(_:didSelect:)`. Called after its `viewDidAppear`.
    func tabBarController(_ tabBarController: TabBarController, didSelect viewController: ViewController)
}

extension TabBarControllerDelegate {
    public func tabBarController(_ tabBarController: TabBarController, shouldSelect viewController: ViewController) -> Bool {
        true
    }

    public func tabBarController(_ tabBarController: TabBarController, didSelect viewController: ViewController) {}
}
