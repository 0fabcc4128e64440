/// A menu item that runs a handler when chosen: UIKit's `UIAction`.
///
/// The handler runs after the menus have closed and the focus is back where it was.
/// Differences from UIKit: no image, identifier or discoverability title.
@MainActor
public final class Action: MenuElement {
    /// Makes an action: UIKit's `init(title:image:identifier:discoverabilityTitle:attributes:state:handler:)`,
    /// without the image, identifier and discoverability title.
    public init(title: String, attributes: Attributes = [], state: State = .off,
                handler: @escaping @MainActor (Action) -> Void) {
        self.attributes = attributes
        self.state = state
        self.handler = handler
        super.init(title: title)
    }

    /// Destructive, disabled or hidden: UIKit's `attributes`.
    public var attributes: Attributes

    /// Whether a check mark shows: UIKit's `state`.
    public var state: State

    /// Runs when the action is chosen.
    public let handler: @MainActor (Action) -> Void
}
