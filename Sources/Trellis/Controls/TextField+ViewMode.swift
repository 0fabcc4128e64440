extension TextField {
    /// When an overlay of a text field, such as its clear button, shows: UIKit's
    /// `UITextField.ViewMode`.
    public enum ViewMode: Hashable, Sendable {
        /// Never.
        case never
        /// Only while the field is being edited (has the focus).
        case whileEditing
        /// Only while the field is not being edited.
        case unlessEditing
        /// Always.
        case always
    }
}
