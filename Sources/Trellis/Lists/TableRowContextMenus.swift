/// A table's context menus, row by row: the delegate of the ``ContextMenuInteraction``
/// every ``TableView`` carries, which finds the row under the press (or the focused row,
/// for Shift-F10) and asks the table's delegate for that row's menu, as UIKit's table
/// does through `tableView(_:contextMenuConfigurationForRowAt:point:)`.
@MainActor
final class TableRowContextMenus: ContextMenuInteractionDelegate {
    private unowned let table: TableView

    init(table: TableView) {
        self.table = table
    }

    func contextMenuInteraction(_ interaction: ContextMenuInteraction,
                                configurationForMenuAtLocation location: Point) -> ContextMenuConfiguration? {
        guard let delegate = table.delegate, let indexPath = table.indexPathForRow(at: location) else { return nil }
        return delegate.tableView(table, contextMenuConfigurationForRowAt: indexPath, point: location)
    }
}
