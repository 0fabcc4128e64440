import DemoSupport
import Trellis

/// `TableView`: ten thousand rows in two sections, with cells made only for the rows on
/// screen and reused as they scroll. Up, Down, Page Up, Page Down, Home and End move the
/// focused row, Enter selects it, Shift-F10 or a right click opens its menu; the cell style, the separators, multiple selection and a
/// row inserted at the end of the first section change by key.
public final class TableViewScreen: CatalogScreen, TableViewDataSource, TableViewDelegate {
    /// The table on the stage.
    public let table = TableView(frame: .zero, style: .plain)

    /// The rows of each section, by their titles.
    public private(set) var sections: [[String]] = [
        (1...5).map { "Favourite \($0)" },
        (1...10_000).map { "Contact \($0)" },
    ]

    /// What the delegate last heard the user select.
    public private(set) var lastSelected: IndexPath?

    /// The cell styles `c` steps through.
    static let cellStyles: [TableViewCell.CellStyle] = [.default, .value1, .subtitle]
    private var cellStyle = TableViewCell.CellStyle.default

    public override init() {
        super.init()
        title = "TableView"
    }

    public override var preferredStageHeight: Double { 8 }

    public override var preferredFirstResponder: View? { table }

    public override func viewDidLoad() {
        table.dataSource = self
        table.delegate = self
        super.viewDidLoad()
        place(table, fillingWidth: true, fillingHeight: true)
    }

    /// A reuse identifier per cell style, so a cell is only reused for rows of its style.
    private func identifier(for style: TableViewCell.CellStyle) -> String { "\(style)" }

    // MARK: - Data source and delegate

    /// Two sections: favourites and contacts.
    public func numberOfSections(in tableView: TableView) -> Int { sections.count }

    /// The rows of `section`.
    public func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { sections[section].count }

    /// "Favourites" and "Contacts".
    public func tableView(_ tableView: TableView, titleForHeaderInSection section: Int) -> String? {
        section == 0 ? "Favourites" : "Contacts"
    }

    /// A cell in the chosen style, reused from the queue of that style when one waits.
    public func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
        let reuseIdentifier = identifier(for: cellStyle)
        let cell = tableView.dequeueReusableCell(withIdentifier: reuseIdentifier)
            ?? TableViewCell(style: cellStyle, reuseIdentifier: reuseIdentifier)
        cell.textLabel?.text = sections[indexPath.section][indexPath.row]
        cell.detailTextLabel?.text = "row \(indexPath.row)"
        cell.accessoryType = indexPath.section == 0 ? .checkmark : .disclosureIndicator
        return cell
    }

    /// Keeps the selection to show it in the property list.
    public func tableView(_ tableView: TableView, didSelectRowAt indexPath: IndexPath) {
        lastSelected = indexPath
        refresh()
    }

    /// A row's menu, opened by a right click on it or Shift-F10 on the focused row, with
    /// one action that selects the row.
    public func tableView(_ tableView: TableView, contextMenuConfigurationForRowAt indexPath: IndexPath,
                          point: Point) -> ContextMenuConfiguration? {
        ContextMenuConfiguration { [unowned self] _ in
            Menu(children: [
                Action(title: "Select") { [unowned self] _ in
                    tableView.selectRow(at: indexPath, animated: false, scrollPosition: .none)
                    lastSelected = indexPath
                    refresh()
                },
            ])
        }
    }


    public override var properties: [CatalogProperty] {
        [
            CatalogProperty(key: "c", name: "cell style", value: { [unowned self] in
                ".\(cellStyle) (selected: \(lastSelected.map { "\($0)" } ?? "none"))"
            }) { [unowned self] in
                cellStyle = Self.cellStyles.cycled(after: cellStyle)
                table.reloadData()
            },
            CatalogProperty(key: "s", name: "separatorStyle", value: { [unowned self] in "\(table.separatorStyle)" }) {
                [unowned self] in table.separatorStyle = table.separatorStyle == .none ? .singleLine : .none
            },
            CatalogProperty(key: "m", name: "allowsMultipleSelection", value: { [unowned self] in
                "\(table.allowsMultipleSelection)"
            }) { [unowned self] in table.allowsMultipleSelection.toggle() },
            CatalogProperty(key: "i", name: "insertRows", value: { [unowned self] in
                "\(sections[0].count) favourites"
            }) { [unowned self] in
                let row = sections[0].count
                sections[0].append("New favourite \(row + 1)")
                table.insertRows(at: [IndexPath(row: row, section: 0)], with: .automatic)
            },
        ]
    }

    public override var code: String {
        """
        let cell = table.dequeueReusableCell(withIdentifier: "row")
            ?? TableViewCell(style: .\(cellStyle), reuseIdentifier: "row")
        table.separatorStyle = .\(table.separatorStyle)
        table.insertRows(at: [IndexPath(row: \(sections[0].count - 1), section: 0)], with: .automatic)
        """
    }
}
