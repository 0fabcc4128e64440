import DemoSupport

extension Demo {
    /// A system monitor reading /proc every second (``MonitorViewController``).
    public static let monitor = Demo(
        name: "monitor",
        title: "System monitor",
        summary: "A real app: CPU, memory, load and a sortable process table from /proc",
        makeViewController: { MonitorViewController() })
}
