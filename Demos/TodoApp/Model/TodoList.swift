/// The items, in the order the user keeps them, with the id the next new item gets. A
/// value: undo keeps earlier lists whole, which at the sizes of a todo list is cheaper to
/// get right than inverse operations.
public struct TodoList: Codable, Equatable, Sendable {
    public private(set) var items: [TodoItem] = []
    public private(set) var nextID = 1

    public init(items: [TodoItem] = []) {
        self.items = items
        nextID = (items.map(\.id).max() ?? 0) + 1
    }

    /// Adds an item at the end; a title of only spaces adds nothing. Returns its id.
    @discardableResult
    public mutating func add(_ title: String) -> Int? {
        let title = TodoList.cleaned(title)
        guard !title.isEmpty else { return nil }
        let id = nextID
        nextID += 1
        items.append(TodoItem(id: id, title: title))
        return id
    }

    public mutating func toggle(_ id: Int) {
        guard let index = index(of: id) else { return }
        items[index].isDone.toggle()
    }

    /// Renames an item; an empty title leaves it as it was.
    public mutating func rename(_ id: Int, to title: String) {
        let title = TodoList.cleaned(title)
        guard !title.isEmpty, let index = index(of: id) else { return }
        items[index].title = title
    }

    public mutating func remove(_ id: Int) {
        items.removeAll { $0.id == id }
    }

    /// Removes every done item.
    public mutating func removeDone() {
        items.removeAll(where: \.isDone)
    }

    public func index(of id: Int) -> Int? { items.firstIndex { $0.id == id } }

    public func item(_ id: Int) -> TodoItem? { index(of: id).map { items[$0] } }

    public func items(_ filter: TodoFilter) -> [TodoItem] { items.filter(filter.includes) }

    /// Titles are one line with no surrounding spaces.
    static func cleaned(_ title: String) -> String {
        String(title.map { $0.isNewline ? " " : $0 }).trimmingSpaces()
    }

    private enum CodingKeys: String, CodingKey { case items }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.init(items: try container.decode([TodoItem].self, forKey: .items))
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(items, forKey: .items)
    }
}

extension String {
    func trimmingSpaces() -> String {
        let start = firstIndex { !$0.isWhitespace } ?? endIndex
        let end = lastIndex { !$0.isWhitespace }.map { index(after: $0) } ?? start
        return start < end ? String(self[start..<end]) : ""
    }
}
