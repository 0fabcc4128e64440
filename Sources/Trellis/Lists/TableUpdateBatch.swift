/// The changes of one batch of table updates, as the calls named them: deletions,
/// reloads and the sources of moves in the numbering before the batch, insertions and the
/// destinations of moves in the numbering after it (UIKit's rule).
struct TableUpdateBatch {
    var insertedRows: [IndexPath] = []
    var deletedRows: [IndexPath] = []
    var reloadedRows: [IndexPath] = []
    var movedRows: [(from: IndexPath, to: IndexPath)] = []
    var insertedSections: [Int] = []
    var deletedSections: [Int] = []

    var isEmpty: Bool {
        insertedRows.isEmpty && deletedRows.isEmpty && reloadedRows.isEmpty && movedRows.isEmpty
            && insertedSections.isEmpty && deletedSections.isEmpty
    }

    /// Where each row of the old numbering goes in the new one, given the section counts
    /// before and after; or the one line that says why the batch does not fit them.
    func rowMapping(before: [Int], after: [Int]) -> Result<TableRowMapping, TableUpdateError> {
        // Sections: the deleted ones go, the inserted ones take their new places, the
        // others fill the rest in order.
        let deletedSections = Set(self.deletedSections)
        let insertedSections = Set(self.insertedSections)
        for section in deletedSections where section < 0 || section >= before.count {
            return .failure(.sectionOutOfRange(section, before.count))
        }
        for section in insertedSections where section < 0 || section >= after.count {
            return .failure(.sectionOutOfRange(section, after.count))
        }
        let expectedSections = before.count + insertedSections.count - deletedSections.count
        guard expectedSections == after.count else {
            return .failure(.sectionCount(after.count, before.count, insertedSections.count, deletedSections.count))
        }
        var sectionMap = [Int?](repeating: nil, count: before.count)
        var freeNew = (0..<after.count).filter { !insertedSections.contains($0) }.makeIterator()
        for old in 0..<before.count where !deletedSections.contains(old) {
            sectionMap[old] = freeNew.next()
        }
        for old in 0..<before.count {
            guard let new = sectionMap[old] else { continue }
            let inserted = insertedRows.filter { $0.section == new }.count
            let removed = deletedRows.filter { $0.section == old }.count
            let movedIn = movedRows.filter { $0.to.section == new }.count
            let movedOut = movedRows.filter { $0.from.section == old }.count
            let expected = before[old] + inserted - removed + movedIn - movedOut
            guard expected == after[new] else {
                return .failure(.rowCount(new, after[new], before[old], inserted, removed, movedIn, movedOut, expected))
            }
        }
        // Rows, section by section.
        for path in deletedRows + reloadedRows + movedRows.map(\.from) {
            guard before.indices.contains(path.section), path.row >= 0, path.row < before[path.section] else {
                return .failure(.rowOutOfRange(path.row, path.section, before.indices.contains(path.section) ? before[path.section] : 0))
            }
        }
        for path in insertedRows + movedRows.map(\.to) {
            guard after.indices.contains(path.section), path.row >= 0, path.row < after[path.section] else {
                return .failure(.rowOutOfRange(path.row, path.section, after.indices.contains(path.section) ? after[path.section] : 0))
            }
        }
        var mapping = TableRowMapping(sectionMap: sectionMap, reloaded: Set(reloadedRows))
        mapping.moves = Dictionary(movedRows.map { ($0.from, $0.to) }, uniquingKeysWith: { first, _ in first })
        for path in Set(deletedRows).union(mapping.moves.keys) {
            mapping.removedRows[path.section, default: []].append(path.row)
        }
        for path in Set(insertedRows + movedRows.map(\.to)) {
            mapping.takenRows[path.section, default: []].append(path.row)
        }
        for key in mapping.removedRows.keys { mapping.removedRows[key]?.sort() }
        for key in mapping.takenRows.keys { mapping.takenRows[key]?.sort() }
        mapping.deleted = Set(deletedRows)
        return .success(mapping)
    }
}

/// Where the rows of a table's old numbering went in a batch of updates, worked out per
/// row from the few rows the batch names, so that an update costs the same in a table of
/// any length.
struct TableRowMapping {
    /// Old section to new, nil for a deleted one.
    var sectionMap: [Int?]
    /// Rows whose cells and heights are dropped (in the old numbering).
    var reloaded: Set<IndexPath>
    /// Deleted rows (old numbering).
    var deleted: Set<IndexPath> = []
    /// Moved rows, old to new.
    var moves: [IndexPath: IndexPath] = [:]
    /// Per old section, the sorted rows that leave it (deleted or moved out).
    var removedRows: [Int: [Int]] = [:]
    /// Per new section, the sorted rows insertions and moves take.
    var takenRows: [Int: [Int]] = [:]

    init(sectionMap: [Int?], reloaded: Set<IndexPath>) {
        self.sectionMap = sectionMap
        self.reloaded = reloaded
    }

    /// Where the row at `old` is after the batch, nil when it was deleted (or its section).
    func map(_ old: IndexPath) -> IndexPath? {
        if let destination = moves[old] { return destination }
        guard !deleted.contains(old), sectionMap.indices.contains(old.section),
              let section = sectionMap[old.section] else { return nil }
        // Its rank among the rows that stay, then that free place among the new rows.
        let removedBefore = removedRows[old.section].map { TableRowMapping.count(of: $0, below: old.row) } ?? 0
        var place = old.row - removedBefore
        for taken in takenRows[section] ?? [] {
            if taken <= place { place += 1 } else { break }
        }
        return IndexPath(row: place, section: section)
    }

    /// How many of the sorted `values` are below `value`.
    private static func count(of values: [Int], below value: Int) -> Int {
        var low = 0, high = values.count
        while low < high {
            let middle = (low + high) / 2
            if values[middle] < value { low = middle + 1 } else { high = middle }
        }
        return low
    }
}

/// Why a batch of table updates does not fit the data source's new counts: one line each,
/// in the words of UIKit's exception.
enum TableUpdateError: Error, Equatable {
    case rowCount(Int, Int, Int, Int, Int, Int, Int, Int)
    case rowOutOfRange(Int, Int, Int)
    case sectionOutOfRange(Int, Int)
    case sectionCount(Int, Int, Int, Int)

    var message: String {
        switch self {
        case let .rowCount(section, reported, before, inserted, deleted, movedIn, movedOut, expected):
            "TableView: invalid batch update in section \(section): the data source reports \(reported) rows, but \(before) before + \(inserted) inserted − \(deleted) deleted + \(movedIn) moved in − \(movedOut) moved out = \(expected)"
        case let .rowOutOfRange(row, section, rows):
            "TableView: invalid batch update: row \(row) is out of range in section \(section) (\(rows) rows)"
        case let .sectionOutOfRange(section, sections):
            "TableView: invalid batch update: section \(section) is out of range (\(sections) sections)"
        case let .sectionCount(reported, before, inserted, deleted):
            "TableView: invalid batch update: the data source reports \(reported) sections, but \(before) before + \(inserted) inserted − \(deleted) deleted = \(before + inserted - deleted)"
        }
    }
}
