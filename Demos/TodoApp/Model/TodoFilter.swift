/// Which items the list shows.
public enum TodoFilter: Int, CaseIterable, Sendable {
    case all, active, done

    public var title: String {
        switch self {
        case .all: "All"
        case .active: "Active"
        case .done: "Done"
        }
    }

    public func includes(_ item: TodoItem) -> Bool {
        switch self {
        case .all: true
        case .active: !item.isDone
        case .done: item.isDone
        }
    }
}
