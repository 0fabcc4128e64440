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

    static let columns: [(title: String, width: Int, key: ProcessSortKey?)] = [
        ("PID", 7, .pid), ("USER", 9, nil), ("S", 2, nil), ("CPU%", 7, .cpu), ("MEM", 8, .memory), ("THR", 4, nil), ("NAME", 0, .name),
    ]

    /// The column titles, one cell in to line up with the cells' text, which sits inside
    /// their content margins.
    static func header(sortedBy key: ProcessSortKey, descending: Bool) -> String {
        " " + columns.map { column in
            let title = column.key == key ? column.title + (descending ? "▼" : "▲") : column.title
            return column.width == 0 ? title : padded(title, column.width)
        }.joined()
    }

    static func row(_ process: ProcessSample) -> String {
        padded(String(process.pid), 7)
            + padded(String(process.user.prefix(8)), 9)
            + padded(String(process.state), 2)
            + padded(decimal(process.cpuPercent), 7)
            + padded(bytes(process.residentBytes), 8)
            + padded(String(process.threads), 4)
            + process.name
    }
}
