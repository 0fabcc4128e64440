import Trellis

/// `--table`: a table of 1,000,000 self-sizing rows (every tenth wraps to two lines at 60
/// columns) above a status line that names the selected row, for the end-to-end test that
/// scrolls it by keys, the wheel and a click in a real terminal.
final class MillionRowsViewController: ViewController, TableViewDataSource, TableViewDelegate {
    static let rows = 1_000_000
    let table = TableView()
    let status = Label(text: "Selected: none")

    override func viewDidLoad() {
        table.translatesAutoresizingMaskIntoConstraints = false
        status.translatesAutoresizingMaskIntoConstraints = false
        table.register(TableViewCell.self, forCellReuseIdentifier: "row")
        table.dataSource = self
        table.delegate = self
        view.addSubview(table)
        view.addSubview(status)
        LayoutConstraint.activate([
            table.leadingAnchor.constraint(equalTo: view.leadingAnchor),
            table.trailingAnchor.constraint(equalTo: view.trailingAnchor),
            table.topAnchor.constraint(equalTo: view.topAnchor),
            table.bottomAnchor.constraint(equalTo: status.topAnchor),
            status.leadingAnchor.constraint(equalTo: view.leadingAnchor),
            status.bottomAnchor.constraint(equalTo: view.bottomAnchor),
        ])
    }

    override var preferredFirstResponder: View? { table }

    func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { Self.rows }

    func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "row", for: indexPath)
        let label = cell.textLabel
        let row = indexPath.row
        label?.text = row % 10 == 0 ? "Row \(row) is a long row that wraps onto a second line at sixty columns" : "Row \(row)"
        label?.numberOfLines = 0
        return cell
    }

    func tableView(_ tableView: TableView, didSelectRowAt indexPath: IndexPath) {
        status.text = "Selected: \(indexPath.row)"
    }
}
