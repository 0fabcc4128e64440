/// Undo and redo for the list: the lists before each change, and the ones undone.
public struct TodoHistory: Sendable {
    private var undoStack: [TodoList] = []
    private var redoStack: [TodoList] = []
    /// How many changes can be undone; older ones are forgotten.
    public let limit: Int

    public init(limit: Int = 100) {
        self.limit = limit
    }

    public var canUndo: Bool { !undoStack.isEmpty }
    public var canRedo: Bool { !redoStack.isEmpty }

    /// Records `list` as it was before a change; a new change clears what was undone.
    public mutating func record(_ list: TodoList) {
        undoStack.append(list)
        if undoStack.count > limit { undoStack.removeFirst(undoStack.count - limit) }
        redoStack.removeAll()
    }

    /// The list to go back to from `current`, or nil when there is nothing to undo.
    public mutating func undo(from current: TodoList) -> TodoList? {
        guard let previous = undoStack.popLast() else { return nil }
        redoStack.append(current)
        return previous
    }

    public mutating func redo(from current: TodoList) -> TodoList? {
        guard let next = redoStack.popLast() else { return nil }
        undoStack.append(current)
        return next
    }
}
