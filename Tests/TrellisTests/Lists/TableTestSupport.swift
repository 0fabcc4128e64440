@testable import Trellis

/// A cell that reports its creation and reuse to the shared log of its data source.
final class LoggedCell: TableViewCell {
    nonisolated(unsafe) static var created = 0
    weak var log: TableLog?

    required init(style: CellStyle, reuseIdentifier: String?) {
        LoggedCell.created += 1
        super.init(style: style, reuseIdentifier: reuseIdentifier)
    }

    override func prepareForReuse() {
        super.prepareForReuse()
        log?.entries.append("prepareForReuse")
    }
}

/// The calls a table made, in UIKit's short names.
@MainActor
final class TableLog {
    var entries: [String] = []
    func take() -> [String] {
        defer { entries.removeAll() }
        return entries
    }
}

/// A data source and delegate over sections of strings, shown in `.default` cells, that
/// logs every call: `numberOfSections`, `numberOfRows(S)`, `cellForRow(R)`,
/// `willDisplay(R)`, `didEndDisplaying(R)` and the selection callbacks, rows written as
/// `R` in section 0 and `S.R` elsewhere.
@MainActor
final class RowsSource: TableViewDataSource, TableViewDelegate {
    var sections: [[String]]
    var headerTitles: [String?] = []
    var footerTitles: [String?] = []
    let log = TableLog()
    var refusedSelection: Set<IndexPath> = []
    var fixedHeights: [IndexPath: Double] = [:]
    /// Makes each cell's text label wrap, when set.
    var wrapping = false
    /// Builds custom content instead of the text label.
    var customLabels = false

    init(_ sections: [[String]]) {
        self.sections = sections
    }

    convenience init(rows: Int) {
        self.init([(0..<rows).map { "Row \($0)" }])
    }

    static func name(_ indexPath: IndexPath) -> String {
        indexPath.section == 0 ? "\(indexPath.row)" : "\(indexPath.section).\(indexPath.row)"
    }

    func numberOfSections(in tableView: TableView) -> Int {
        log.entries.append("numberOfSections")
        return sections.count
    }

    func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int {
        log.entries.append("numberOfRows(\(section))")
        return sections[section].count
    }

    func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "row", for: indexPath)
        log.entries.append("cellForRow(\(RowsSource.name(indexPath)))")
        (cell as? LoggedCell)?.log = log
        if customLabels {
            let label: Label
            if let existing = cell.contentView.subviews.first as? Label {
                label = existing
            } else {
                label = Label()
                label.numberOfLines = 0
                label.translatesAutoresizingMaskIntoConstraints = false
                cell.contentView.addSubview(label)
                let margins = cell.contentView.layoutMarginsGuide
                LayoutConstraint.activate([
                    label.leadingAnchor.constraint(equalTo: margins.leadingAnchor),
                    label.trailingAnchor.constraint(equalTo: margins.trailingAnchor),
                    label.topAnchor.constraint(equalTo: margins.topAnchor),
                    label.bottomAnchor.constraint(equalTo: margins.bottomAnchor),
                ])
            }
            label.text = sections[indexPath.section][indexPath.row]
        } else {
            cell.textLabel?.text = sections[indexPath.section][indexPath.row]
        }
        return cell
    }

    func tableView(_ tableView: TableView, titleForHeaderInSection section: Int) -> String? {
        headerTitles.indices.contains(section) ? headerTitles[section] : nil
    }

    func tableView(_ tableView: TableView, titleForFooterInSection section: Int) -> String? {
        footerTitles.indices.contains(section) ? footerTitles[section] : nil
    }

    func tableView(_ tableView: TableView, heightForRowAt indexPath: IndexPath) -> Double {
        fixedHeights[indexPath] ?? tableView.rowHeight
    }

    func tableView(_ tableView: TableView, willDisplay cell: TableViewCell, forRowAt indexPath: IndexPath) {
        log.entries.append("willDisplay(\(RowsSource.name(indexPath)))")
    }

    func tableView(_ tableView: TableView, didEndDisplaying cell: TableViewCell, forRowAt indexPath: IndexPath) {
        log.entries.append("didEndDisplaying(\(RowsSource.name(indexPath)))")
    }

    func tableView(_ tableView: TableView, willSelectRowAt indexPath: IndexPath) -> IndexPath? {
        log.entries.append("willSelect(\(RowsSource.name(indexPath)))")
        return refusedSelection.contains(indexPath) ? nil : indexPath
    }

    func tableView(_ tableView: TableView, didSelectRowAt indexPath: IndexPath) {
        log.entries.append("didSelect(\(RowsSource.name(indexPath)))")
    }

    func tableView(_ tableView: TableView, willDeselectRowAt indexPath: IndexPath) -> IndexPath? {
        log.entries.append("willDeselect(\(RowsSource.name(indexPath)))")
        return indexPath
    }

    func tableView(_ tableView: TableView, didDeselectRowAt indexPath: IndexPath) {
        log.entries.append("didDeselect(\(RowsSource.name(indexPath)))")
    }
}

/// A window of `width`×`height` filled by a table over `source`, its cells `LoggedCell`s,
/// without a scroll indicator; not laid out yet.
@MainActor
func tableScreen(_ source: RowsSource, width: Double, height: Double,
                 style: TableView.Style = .plain) -> (Window, TableView) {
    let window = Window(size: Size(width: width, height: height))
    let table = TableView(frame: .zero, style: style)
    table.showsVerticalScrollIndicator = false
    table.translatesAutoresizingMaskIntoConstraints = false
    table.register(LoggedCell.self, forCellReuseIdentifier: "row")
    window.addSubview(table)
    LayoutConstraint.activate([
        table.leadingAnchor.constraint(equalTo: window.leadingAnchor),
        table.trailingAnchor.constraint(equalTo: window.trailingAnchor),
        table.topAnchor.constraint(equalTo: window.topAnchor),
        table.bottomAnchor.constraint(equalTo: window.bottomAnchor),
    ])
    table.dataSource = source
    table.delegate = source
    return (window, table)
}

/// The window's rows as text, each padded to the window's width, for exact comparison.
@MainActor
func screenRows(_ window: Window) -> [String] {
    let width = Int(window.bounds.width)
    return window.canvas.renderedText().split(separator: "\n", omittingEmptySubsequences: false).map {
        let line = String($0)
        return line + String(repeating: " ", count: Swift.max(width - DisplayWidth.of(line), 0))
    }
}

/// `text` with spaces after it up to `width` cells.
func padded(_ text: String, _ width: Int) -> String {
    text + String(repeating: " ", count: Swift.max(width - DisplayWidth.of(text), 0))
}
