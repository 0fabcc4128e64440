/// One change to a ``TextStorage`` as the undo stack keeps it: what was replaced, by
/// what, and where the selection was on either side.
struct TextEdit: Sendable {
    /// Where the edit starts.
    var location: Int
    /// The text that was there, and how many characters it was.
    var removed: String
    var removedLength: Int
    /// The text put there, and how many characters it became in the text.
    var inserted: String
    var insertedLength: Int
    /// The selection (anchor, caret) before and after.
    var selectionBefore: (anchor: Int, caret: Int)
    var selectionAfter: (anchor: Int, caret: Int)
}
