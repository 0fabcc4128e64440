/// A button for a navigation bar: UIKit's `UIBarButtonItem`, with a title and a handler.
///
/// Differences from UIKit: only titled items (no system items, images, custom views or
/// menus), and the handler is a closure rather than a target and action.
@MainActor
public final class BarButtonItem {
    /// Makes an item showing `title` that runs `handler` when pressed (Enter or Space
    /// while focused, or a click). UIKit's `init(title:style:target:action:)`.
    public init(title: String, handler: @escaping @MainActor (BarButtonItem) -> Void) {
        self.title = title
        self.handler = handler
    }

    /// The text on the button: UIKit's `title`.
    public let title: String

    /// Runs when the item is pressed.
    public var handler: @MainActor (BarButtonItem) -> Void
}
