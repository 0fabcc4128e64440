import Trellis

/// One line of the catalog's list: the screen's title, a line on what it shows, and a
/// factory for the screen, made fresh each time it is opened.
public struct CatalogEntry: Sendable {
    /// The title the list and the navigation bar show.
    public let title: String
    /// One line on what the screen shows.
    public let summary: String
    /// Makes the screen.
    public let makeScreen: @MainActor @Sendable () -> CatalogScreen

    /// An entry titled `title`, described by `summary`, whose screen `makeScreen` makes.
    public init(title: String, summary: String, makeScreen: @escaping @MainActor @Sendable () -> CatalogScreen) {
        self.title = title
        self.summary = summary
        self.makeScreen = makeScreen
    }
}
