/// How the monitor writes numbers: fixed widths, so the table's columns line up.
enum MonitorFormat {
    static func percent(_ share: Double) -> String {
        padded(decimal(share * 100) + "%", 6, right: true)
    }

    /// One decimal place.
    static func decimal(_ value: Double) -> String {
        let tenths = Int((value * 10).rounded())
        return "\(tenths / 10).\(abs(tenths % 10))"
    }

    static func bytes(_ count: UInt64) -> String {
        let units = ["B", "K", "M", "G", "T"]
        var value = Double(count)
        var unit = 0
        while value >= 1024 && unit < units.count - 1 {
            value /= 1024
            unit += 1
        }
        return unit == 0 ? "\(count)B" : decimal(value) + units[unit]
    }

    static func padded(_ text: String, _ width: Int, right: Bool = false) -> String {
        let pad = String(repeating: " ", count: max(width - text.count, 0))
        return right ? pad + text : text + pad
    }

    /// One column of the process table: its title, its width (0 for the name, which takes
    /// the rest), the sort key it shows, and how it writes a process.
    struct Column: Sendable {
        let title: String
        let width: Int
        let key: ProcessSortKey?
        let value: @Sendable (ProcessSample) -> String
    }

    /// Every column, left to right.
    static let allColumns: [Column] = [
        Column(title: "PID", width: 7, key: .pid) { String($0.pid) },
        Column(title: "USER", width: 9, key: nil) { String($0.user.prefix(8)) },
        Column(title: "S", width: 2, key: nil) { String($0.state) },
        Column(title: "CPU%", width: 7, key: .cpu) { decimal($0.cpuPercent) },
        Column(title: "MEM", width: 8, key: .memory) { bytes($0.residentBytes) },
        Column(title: "THR", width: 4, key: nil) { String($0.threads) },
        Column(title: "NAME", width: 0, key: .name) { $0.name },
    ]

    /// The columns kept first when the width is short: the name, then what the table is
    /// most often sorted by; the user, the state and the threads go first.
    private static let importance = ["NAME", "CPU%", "PID", "MEM", "USER", "S", "THR"]

    /// The name column keeps at least this many cells while other columns can go.
    static let nameWidth = 14

    /// The columns that fit in `width` cells, in their left-to-right order: the most
    /// important ones whose widths leave the name ``nameWidth`` cells.
    static func columns(fitting width: Int) -> [Column] {
        var kept: Set<String> = ["NAME"]
        var used = 0
        for title in importance.dropFirst() {
            guard let column = allColumns.first(where: { $0.title == title }) else { continue }
            if used + column.width > width - nameWidth { continue }
            used += column.width
            kept.insert(title)
        }
        return allColumns.filter { kept.contains($0.title) }
    }

    /// The column titles, one cell in to line up with the cells' text, which sits inside
    /// their content margins.
    static func header(_ columns: [Column], sortedBy key: ProcessSortKey, descending: Bool) -> String {
        " " + columns.map { column in
            let title = column.key == key ? column.title + (descending ? "▼" : "▲") : column.title
            return column.width == 0 ? title : padded(title, column.width)
        }.joined()
    }

    static func row(_ process: ProcessSample, _ columns: [Column]) -> String {
        columns.map { column in
            column.width == 0 ? column.value(process) : padded(column.value(process), column.width)
        }.joined()
    }
}
