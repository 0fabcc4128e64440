/// Told when the user tries to dismiss a presented sheet with Esc: UIKit's
/// `UIAdaptivePresentationControllerDelegate`, set as the presented controller's
/// ``ViewController/presentationDelegate``.
///
/// Every method is optional. Differences from UIKit: the methods take the presented view
/// controller, as there is no separate presentation controller, and they are named for
/// the presentation rather than its controller. Dismissing in code
/// (``ViewController/dismiss(animated:completion:)``) calls none of them, as in UIKit.
@MainActor
public protocol PresentationDelegate: AnyObject {
    /// Whether Esc may dismiss `presented`; true by default. UIKit's
    /// `presentationControllerShouldDismiss(_:)`. Asked only when
    /// ``ViewController/isModalInPresentation`` is false.
    func presentationShouldDismiss(_ presented: ViewController) -> Bool
    /// Esc is dismissing `presented`; its `viewWillDisappear` follows. UIKit's
    /// `presentationControllerWillDismiss(_:)`.
    func presentationWillDismiss(_ presented: ViewController)
    /// `presented` was dismissed by Esc, after its `viewDidDisappear`. UIKit's
    /// `presentationControllerDidDismiss(_:)`.
    func presentationDidDismiss(_ presented: ViewController)
    /// Esc was refused: ``ViewController/isModalInPresentation`` is true or
    /// ``presentationShouldDismiss(_:)`` said no. UIKit's
    /// `presentationControllerDidAttemptToDismiss(_:)`.
    func presentationDidAttemptToDismiss(_ presented: ViewController)
}

extension PresentationDelegate {
    public func presentationShouldDismiss(_ presented: ViewController) -> Bool { true }
    public func presentationWillDismiss(_ presented: ViewController) {}
    public func presentationDidDismiss(_ presented: ViewController) {}
    public func presentationDidAttemptToDismiss(_ presented: ViewController) {}
}
