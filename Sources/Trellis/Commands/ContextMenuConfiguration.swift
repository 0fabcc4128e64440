/// What a context menu shows, as a ``ContextMenuInteractionDelegate`` returns it: UIKit's
/// `UIContextMenuConfiguration`.
///
/// Differences from UIKit: no identifier or preview; a terminal shows the menu alone.
@MainActor
public final class ContextMenuConfiguration {
    /// Makes a configuration whose `actionProvider` builds the menu when it opens (it gets
    /// the suggested actions, none here); a nil provider, or one returning nil, opens no
    /// menu. UIKit's `init(identifier:previewProvider:actionProvider:)`.
    public init(actionProvider: (@MainActor ([MenuElement]) -> Menu?)?) {
        self.actionProvider = actionProvider
    }

    /// Builds the menu: UIKit's `actionProvider`.
    public let actionProvider: (@MainActor ([MenuElement]) -> Menu?)?
}
