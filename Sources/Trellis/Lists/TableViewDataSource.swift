/// What a ``TableView`` shows: its sections, their rows and the cell for each row. UIKit's
/// `UITableViewDataSource`.
///
/// The table asks for counts when it loads (the first layout, ``TableView/reloadData()``,
/// the end of a batch of updates) and for a cell only when a row comes on screen. Every
/// method but the two row methods has a default: one section, no titles.
@MainActor
public protocol TableViewDataSource: AnyObject {
    /// How many sections the table has; 1 by default.
    func numberOfSections(in tableView: TableView) -> Int
    /// How many rows `section` has.
    func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int
    /// The cell for the row at `indexPath`, configured: get it from
    /// ``TableView/dequeueReusableCell(withIdentifier:for:)``.
    func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell
    /// The title of the header of `section`, or nil (the default) for none. A plain table
    /// draws it as one bold row.
    func tableView(_ tableView: TableView, titleForHeaderInSection section: Int) -> String?
    /// The title of the footer of `section`, or nil (the default) for none.
    func tableView(_ tableView: TableView, titleForFooterInSection section: Int) -> String?
}

extension TableViewDataSource {
    public func numberOfSections(in tableView: TableView) -> Int { 1 }
    public func tableView(_ tableView: TableView, titleForHeaderInSection section: Int) -> String? { nil }
    public func tableView(_ tableView: TableView, titleForFooterInSection section: Int) -> String? { nil }
}
