/// A place in a ``TextStorage``: a line (paragraph) and a count of grapheme clusters
/// (`Character`s) into it.
struct TextPosition: Hashable, Sendable, Comparable {
    var line: Int
    var column: Int

    static func < (lhs: TextPosition, rhs: TextPosition) -> Bool {
        (lhs.line, lhs.column) < (rhs.line, rhs.column)
    }
}
