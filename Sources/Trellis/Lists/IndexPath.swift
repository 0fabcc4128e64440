/// The place of a row in a ``TableView``: its section and its row within that section.
///
/// UIKit's `IndexPath` as a table uses it, with `section` and `row` only: Foundation's
/// general index path of any length is not needed, so this one is two integers, compared
/// section first.
public struct IndexPath: Hashable, Comparable, Sendable, CustomStringConvertible {
    /// The row within its section, from 0.
    public var row: Int

    /// The section, from 0.
    public var section: Int

    /// The index path of `row` in `section`.
    public init(row: Int, section: Int) {
        self.row = row
        self.section = section
    }

    /// Section first, then row: the order rows appear in a table.
    public static func < (lhs: IndexPath, rhs: IndexPath) -> Bool {
        (lhs.section, lhs.row) < (rhs.section, rhs.row)
    }

    /// `[section, row]`, as Foundation prints an index path.
    public var description: String { "[\(section), \(row)]" }
}
