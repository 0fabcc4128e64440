/// The undo and redo history of a text editor, in groups: a run of typing (or of
/// Backspace and Delete) where nothing else happened in between undoes in one step, as in
/// UIKit's text views; every other edit is a step of its own.
///
/// A move of the caret, a change of kind, or an edit somewhere other than where the last
/// one ended closes the group. A new edit clears the redo history. At most
/// ``groupLimit`` groups are kept; the oldest go first.
struct TextUndoStack {
    private var undoGroups: [[TextEdit]] = []
    private var redoGroups: [[TextEdit]] = []
    /// The kind of the open group, and the offset where its last edit left the caret; nil
    /// when the next edit starts a new group.
    private var open: (kind: TextEditKind, end: Int)?

    static let groupLimit = 1000

    var canUndo: Bool { !undoGroups.isEmpty }
    var canRedo: Bool { !redoGroups.isEmpty }

    /// Records an edit just made, joining the open group when it continues it.
    mutating func record(_ edit: TextEdit, kind: TextEditKind) {
        redoGroups.removeAll()
        let continues: Bool
        switch (open, kind) {
        case (let group?, .typing): continues = group.kind == .typing && group.end == edit.location
        case (let group?, .deleting):
            // Backspace ends where it starts the next time; Delete stays put.
            continues = group.kind == .deleting
                && (group.end == edit.location + edit.removedLength || group.end == edit.location)
        default: continues = false
        }
        if continues, !undoGroups.isEmpty {
            undoGroups[undoGroups.count - 1].append(edit)
        } else {
            undoGroups.append([edit])
            if undoGroups.count > TextUndoStack.groupLimit { undoGroups.removeFirst() }
        }
        open = kind == .other ? nil : (kind, edit.location + edit.insertedLength)
    }

    /// Closes the open group: the next edit starts a new one.
    mutating func closeGroup() {
        open = nil
    }

    /// The last group, taken off the undo history onto the redo history.
    mutating func popUndo() -> [TextEdit]? {
        open = nil
        guard let group = undoGroups.popLast() else { return nil }
        redoGroups.append(group)
        return group
    }

    /// The last undone group, put back on the undo history.
    mutating func popRedo() -> [TextEdit]? {
        open = nil
        guard let group = redoGroups.popLast() else { return nil }
        undoGroups.append(group)
        return group
    }

    /// Forgets everything, as when the whole text is set in code.
    mutating func removeAll() {
        undoGroups.removeAll()
        redoGroups.removeAll()
        open = nil
    }
}
