extension MenuElement {
    /// Whether an action shows a check mark: UIKit's `UIMenuElement.State`.
    public enum State: Sendable, Hashable {
        /// No mark.
        case off
        /// A `✓` before the title.
        case on
        /// A `-` before the title: partly on.
        case mixed
    }
}
