// Leading and trailing follow the layout direction.
extension View {
    /// The layout direction for content with `attribute` when the surrounding interface
    /// reads in `direction`: UIKit's `userInterfaceLayoutDirection(for:)`,
    /// with the interface's direction given explicitly instead of read from the app.
    public static func userInterfaceLayoutDirection(
        for attribute: SemanticContentAttribute, relativeTo direction: UserInterfaceLayoutDirection = .leftToRight
    ) -> UserInterfaceLayoutDirection {
        switch attribute {
        case .unspecified: direction
        case .playback, .spatial, .forceLeftToRight: .leftToRight
        case .forceRightToLeft: .rightToLeft
        }
    }

    /// The direction this view lays out leading and trailing in: its
    /// ``semanticContentAttribute`` applied to its window's direction (left to right for
    /// a view in no window). A constraint follows the direction of the view that holds it
    /// (RTL-03).
    public var effectiveUserInterfaceLayoutDirection: UserInterfaceLayoutDirection {
        View.userInterfaceLayoutDirection(
            for: semanticContentAttribute, relativeTo: window?.userInterfaceLayoutDirection ?? .leftToRight)
    }
}
