/// What happened in a ``MouseEvent``: UIKit's touch phases and scroll events, as a
/// terminal's SGR mouse reporting tells them.
public enum MouseEventKind: Hashable, Sendable {
    /// A button went down.
    case down
    /// A button came up.
    case up
    /// The pointer moved with a button held.
    case dragged
    /// The pointer moved with no button held (only when the terminal reports motion).
    case moved
    /// The wheel turned: up means toward the top of the content.
    case scrollUp, scrollDown
    /// A horizontal wheel or tilt turned.
    case scrollLeft, scrollRight
}
