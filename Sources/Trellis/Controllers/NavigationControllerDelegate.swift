/// Told when a navigation controller shows another controller: UIKit's
/// `UINavigationControllerDelegate`, with its two showing callbacks. Both are optional.
@MainActor
public protocol NavigationControllerDelegate: AnyObject {
    /// `viewController` is about to become the top of the stack, after its
    /// `viewWillAppear`. UIKit's `navigationController(_:willShow:animated:)`.
    func navigationController(_ navigationController: NavigationController, willShow viewController: ViewController,
                              animated: Bool)
    /// `viewController` is on top and on screen, after its `viewDidAppear` and the
    /// containment callbacks. UIKit's `navigationController(_:didShow:animated:)`.
    func navigationController(_ navigationController: NavigationController, didShow viewController: ViewController,
                              animated: Bool)
}

extension NavigationControllerDelegate {
    public func navigationController(_ navigationController: NavigationController,
                                     willShow viewController: ViewController, animated: Bool) {}
    public func navigationController(_ navigationController: NavigationController,
                                     didShow viewController: ViewController, animated: Bool) {}
}
