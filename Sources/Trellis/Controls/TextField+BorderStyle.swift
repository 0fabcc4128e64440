extension TextField {
    /// How a text field's edge is drawn: UIKit's `UITextField.BorderStyle`.
    public enum BorderStyle: Hashable, Sendable {
        /// No border: the field is one row of underlined cells, the terminal's usual look
        /// for an entry. The default, as in UIKit.
        case none
        /// A single-line box around the field, which makes it 3 rows tall and 2 columns
        /// wider.
        case line
        /// A heavy box, sized as ``line``.
        case bezel
        /// A box with rounded corners, sized as ``line``.
        case roundedRect
    }
}
