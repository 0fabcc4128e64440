/// What an editing key asks of a text editor (``TextKeyBindings`` maps keys to these).
enum TextEditCommand: Hashable, Sendable {
    /// Inserts text, replacing the selection.
    case insert(String)
    /// Moves the caret; `extending` keeps the selection's anchor (Shift).
    case move(TextMotion, extending: Bool)
    /// Deletes from the caret to where the motion goes, or the selection if there is one.
    case delete(TextMotion)
    /// Deletes like ``delete(_:)`` and puts what went into the kill buffer.
    case kill(TextMotion)
    /// Inserts the kill buffer (the application's pasteboard).
    case yank
    /// Copies the selection to the pasteboard and the system clipboard.
    case copy
    /// Copies the selection, then deletes it.
    case cut
    /// Enter: a line break in multi-line text, Return in a field.
    case newline
    /// Undoes or redoes the last group of edits.
    case undo, redo
    /// Selects the whole text.
    case selectAll
}
