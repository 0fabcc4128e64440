/// The mouse button of a ``MouseEvent``.
public enum MouseButton: Hashable, Sendable {
    /// The primary button, the one that clicks.
    case left
    /// The middle button or wheel press.
    case middle
    /// The secondary button.
    case right
    /// No button: the pointer moved, or the wheel turned.
    case none
}
