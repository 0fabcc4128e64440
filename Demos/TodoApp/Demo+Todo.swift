import DemoSupport

extension Demo {
    /// A todo list saved as JSON in the XDG data directory (``TodoViewController``).
    public static let todo = Demo(
        name: "todo",
        title: "Todo",
        summary: "A real app: a todo list with filters and undo, saved as JSON",
        makeViewController: { TodoViewController(store: TodoStore()) })
}
