/// Says what a view's context menu holds, and hears when it shows and ends: UIKit's
/// `UIContextMenuInteractionDelegate`.
@MainActor
public protocol ContextMenuInteractionDelegate: AnyObject {
    /// The configuration for a menu opened at `location` (in the interaction's view's
    /// coordinates), or nil for no menu: UIKit's
    /// `contextMenuInteraction(_:configurationForMenuAtLocation:)`.
    func contextMenuInteraction(_ interaction: ContextMenuInteraction,
                                configurationForMenuAtLocation location: Point) -> ContextMenuConfiguration?

    /// The menu is about to show: UIKit's `contextMenuInteraction(_:willDisplayMenuFor:animator:)`,
    /// without the animator. Does nothing by default.
    func contextMenuInteraction(_ interaction: ContextMenuInteraction,
                                willDisplayMenuFor configuration: ContextMenuConfiguration)

    /// The menu is closing, before a chosen action's handler runs: UIKit's
    /// `contextMenuInteraction(_:willEndFor:animator:)`, without the animator. Does nothing
    /// by default.
    func contextMenuInteraction(_ interaction: ContextMenuInteraction,
                                willEndFor configuration: ContextMenuConfiguration)
}

extension ContextMenuInteractionDelegate {
    public func contextMenuInteraction(_ interaction: ContextMenuInteraction,
                                       willDisplayMenuFor configuration: ContextMenuConfiguration) {}

    public func contextMenuInteraction(_ interaction: ContextMenuInteraction,
                                       willEndFor configuration: ContextMenuConfiguration) {}
}
