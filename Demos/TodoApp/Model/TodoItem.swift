/// One thing to do: a title and whether it is done. The id stays with the item through
/// edits, moves and undo, so the list can tell items with the same title apart.
public struct TodoItem: Codable, Equatable, Sendable {
    public let id: Int
    public var title: String
    public var isDone: Bool

    public init(id: Int, title: String, isDone: Bool = false) {
        self.id = id
        self.title = title
        self.isDone = isDone
    }
}
