/// What a ``TableView`` tells about its rows and asks about their looks: heights, header
/// and footer views, display, selection. UIKit's `UITableViewDelegate`.
///
/// Every method has a default that does what UIKit does when the method is absent. One
/// difference: Swift cannot tell an absent method from one that returns the default, so
/// ``tableView(_:heightForRowAt:)`` is asked as rows come on screen, with the table's
/// ``TableView/rowHeight`` as its default, and rows never shown count at the estimate
/// (UIKit asks for every row up front when there is no estimate).
@MainActor
public protocol TableViewDelegate: AnyObject {
    /// The height of the row at `indexPath` in cells, or ``TableView/automaticDimension``
    /// to size it from its cell's content. The table's ``TableView/rowHeight`` by default.
    func tableView(_ tableView: TableView, heightForRowAt indexPath: IndexPath) -> Double
    /// The height of the header of `section`; ``TableView/automaticDimension`` (the
    /// default) means 1 row when there is a title or a header view, else none.
    func tableView(_ tableView: TableView, heightForHeaderInSection section: Int) -> Double
    /// The height of the footer of `section`, as for headers.
    func tableView(_ tableView: TableView, heightForFooterInSection section: Int) -> Double
    /// A view to show as the header of `section` instead of its title; nil by default.
    func tableView(_ tableView: TableView, viewForHeaderInSection section: Int) -> View?
    /// A view to show as the footer of `section` instead of its title; nil by default.
    func tableView(_ tableView: TableView, viewForFooterInSection section: Int) -> View?
    /// `cell` is about to be shown for the row at `indexPath`.
    func tableView(_ tableView: TableView, willDisplay cell: TableViewCell, forRowAt indexPath: IndexPath)
    /// `cell`, which showed the row at `indexPath`, left the screen (or its row went) and
    /// is back in its reuse queue.
    func tableView(_ tableView: TableView, didEndDisplaying cell: TableViewCell, forRowAt indexPath: IndexPath)
    /// The user is selecting the row at `indexPath`: return it, another index path to
    /// select that row instead, or nil to select nothing. Returns `indexPath` by default.
    func tableView(_ tableView: TableView, willSelectRowAt indexPath: IndexPath) -> IndexPath?
    /// The user selected the row at `indexPath`.
    func tableView(_ tableView: TableView, didSelectRowAt indexPath: IndexPath)
    /// The selection is leaving the row at `indexPath`: return it, another index path, or
    /// nil to keep it selected. Returns `indexPath` by default.
    func tableView(_ tableView: TableView, willDeselectRowAt indexPath: IndexPath) -> IndexPath?
    /// The row at `indexPath` was deselected by the user.
    func tableView(_ tableView: TableView, didDeselectRowAt indexPath: IndexPath)
    /// The context menu for the row at `indexPath`, opened by a right press on it at
    /// `point` (in the table's coordinates) or by Shift-F10 on the focused row; nil (the
    /// default) for none. UIKit's `tableView(_:contextMenuConfigurationForRowAt:point:)`.
    func tableView(_ tableView: TableView, contextMenuConfigurationForRowAt indexPath: IndexPath,
                   point: Point) -> ContextMenuConfiguration?
}

extension TableViewDelegate {
    public func tableView(_ tableView: TableView, heightForRowAt indexPath: IndexPath) -> Double { tableView.rowHeight }
    public func tableView(_ tableView: TableView, heightForHeaderInSection section: Int) -> Double { TableView.automaticDimension }
    public func tableView(_ tableView: TableView, heightForFooterInSection section: Int) -> Double { TableView.automaticDimension }
    public func tableView(_ tableView: TableView, viewForHeaderInSection section: Int) -> View? { nil }
    public func tableView(_ tableView: TableView, viewForFooterInSection section: Int) -> View? { nil }
    public func tableView(_ tableView: TableView, willDisplay cell: TableViewCell, forRowAt indexPath: IndexPath) {}
    public func tableView(_ tableView: TableView, didEndDisplaying cell: TableViewCell, forRowAt indexPath: IndexPath) {}
    public func tableView(_ tableView: TableView, willSelectRowAt indexPath: IndexPath) -> IndexPath? { indexPath }
    public func tableView(_ tableView: TableView, didSelectRowAt indexPath: IndexPath) {}
    public func tableView(_ tableView: TableView, willDeselectRowAt indexPath: IndexPath) -> IndexPath? { indexPath }
    public func tableView(_ tableView: TableView, didDeselectRowAt indexPath: IndexPath) {}
    public func tableView(_ tableView: TableView, contextMenuConfigurationForRowAt indexPath: IndexPath,
                          point: Point) -> ContextMenuConfiguration? { nil }
}
