import Trellis

/// The `table` suite's data: N rows of text, every seventh long enough to wrap to two
/// lines at 200 columns, shown by self-sizing cells holding one wrapping label pinned to
/// the content margins.
@MainActor
final class TableBenchSource: TableViewDataSource {
    let rows: Int
    /// Cells made (not reused): what the suite checks stays at a screenful.
    var cellsMade = 0

    init(rows: Int) {
        self.rows = rows
    }

    static let longText = String(repeating: "lorem ipsum dolor sit amet ", count: 9)

    func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { rows }

    func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "text", for: indexPath)
        let label: Label
        if let existing = cell.contentView.subviews.first as? Label {
            label = existing
        } else {
            cellsMade += 1
            label = Label()
            label.numberOfLines = 0
            label.translatesAutoresizingMaskIntoConstraints = false
            cell.contentView.addSubview(label)
            let margins = cell.contentView.layoutMarginsGuide
            LayoutConstraint.activate([
                label.leadingAnchor.constraint(equalTo: margins.leadingAnchor),
                label.trailingAnchor.constraint(equalTo: margins.trailingAnchor),
                label.topAnchor.constraint(equalTo: cell.contentView.topAnchor),
                label.bottomAnchor.constraint(equalTo: cell.contentView.bottomAnchor),
            ])
        }
        let row = indexPath.row
        label.text = row % 7 == 0 ? "Row \(row): " + TableBenchSource.longText : "Row \(row)"
        return cell
    }

    /// A 200x60 window filled by a self-sizing table over `rows` rows, laid out.
    static func screen(rows: Int) -> (Window, Application, TableView, TableBenchSource) {
        let window = Window(size: TableSuite.size)
        let application = Application(window: window)
        let table = TableView(frame: Rect(origin: .zero, size: TableSuite.size))
        table.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        table.register(TableViewCell.self, forCellReuseIdentifier: "text")
        let source = TableBenchSource(rows: rows)
        table.dataSource = source
        window.addSubview(table)
        window.runLayoutCycle()
        return (window, application, table, source)
    }
}
