extension TextField {
    /// Why a text field stopped editing: UIKit's `UITextField.DidEndEditingReason`.
    public enum DidEndEditingReason: Hashable, Sendable {
        /// The field lost the focus, whether it resigned, another view took the focus, or it
        /// was hidden or removed. UIKit's only other reason, `cancelled`, comes from the
        /// system, which a terminal app does not have.
        case committed
    }
}
