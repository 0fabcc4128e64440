import Trellis

/// One of the bundled demos: what the launcher lists and what its own executable runs.
public struct Demo: Sendable {
    /// The executable's name, as in `swift run splash`.
    public let name: String
    /// The title the launcher shows.
    public let title: String
    /// One line on what the demo shows.
    public let summary: String
    /// Makes the demo's screen, fresh each time it is opened.
    public let makeViewController: @MainActor @Sendable () -> DemoViewController

    public init(name: String, title: String, summary: String,
                makeViewController: @escaping @MainActor @Sendable () -> DemoViewController) {
        self.name = name
        self.title = title
        self.summary = summary
        self.makeViewController = makeViewController
    }
}
