/// The keys a text field or text view takes, as the shells' readline and Emacs bind them,
/// with the arrows, Home, End and Shift-selection of other editors.
///
/// Keys that are not bound here (Tab, Shift-Tab, Escape, Ctrl-C, function keys, and
/// Ctrl or Alt with any other key) are passed on up the responder chain, so focus
/// movement, quitting and the app's own shortcuts with modifiers keep working.
enum TextKeyBindings {
    /// The command `event` stands for, or nil for a key to pass on. `multiline` adds the
    /// vertical moves (Up, Down, Ctrl-P, Ctrl-N, Page Up, Page Down), which a one-line
    /// field passes on.
    static func command(for event: KeyEvent, multiline: Bool) -> TextEditCommand? {
        let modifiers = event.modifiers
        let shift = modifiers.contains(.shift)
        let bare = modifiers.subtracting(.shift)
        switch (event.key, bare) {
        case (.character(let character), []):
            return .insert(String(character))
        case (.character(let character), .control):
            return controlCommand(character, multiline: multiline)
        case (.character(let character), .alternate):
            return alternateCommand(character)
        case (.left, []): return .move(.characterBackward, extending: shift)
        case (.right, []): return .move(.characterForward, extending: shift)
        case (.left, .control), (.left, .alternate): return .move(.wordBackward, extending: shift)
        case (.right, .control), (.right, .alternate): return .move(.wordForward, extending: shift)
        case (.home, []): return .move(.lineStart, extending: shift)
        case (.end, []): return .move(.lineEnd, extending: shift)
        case (.home, .control): return .move(.documentStart, extending: shift)
        case (.end, .control): return .move(.documentEnd, extending: shift)
        case (.up, []) where multiline: return .move(.lineUp, extending: shift)
        case (.down, []) where multiline: return .move(.lineDown, extending: shift)
        case (.pageUp, []) where multiline: return .move(.pageUp, extending: shift)
        case (.pageDown, []) where multiline: return .move(.pageDown, extending: shift)
        case (.backspace, []) where !shift: return .delete(.characterBackward)
        case (.backspace, .alternate), (.backspace, .control): return .kill(.wordBackward)
        case (.delete, []) where !shift: return .delete(.characterForward)
        case (.delete, .alternate), (.delete, .control): return .kill(.wordForward)
        case (.enter, []) where !shift: return .newline
        default: return nil
        }
    }

    private static func controlCommand(_ character: Character, multiline: Bool) -> TextEditCommand? {
        switch character.lowercased() {
        case "a": .move(.lineStart, extending: false)
        case "e": .move(.lineEnd, extending: false)
        case "b": .move(.characterBackward, extending: false)
        case "f": .move(.characterForward, extending: false)
        case "p": multiline ? .move(.lineUp, extending: false) : nil
        case "n": multiline ? .move(.lineDown, extending: false) : nil
        case "h": .delete(.characterBackward)
        case "d": .delete(.characterForward)
        case "k": .kill(.paragraphEnd)
        case "u": .kill(.paragraphStart)
        case "w": .kill(.wordBackward)
        case "y", "v": .yank
        case "x": .cut
        case "_": .undo
        default: nil
        }
    }

    private static func alternateCommand(_ character: Character) -> TextEditCommand? {
        switch character {
        case "b", "B": .move(.wordBackward, extending: false)
        case "f", "F": .move(.wordForward, extending: false)
        case "d", "D": .kill(.wordForward)
        case "<": .move(.documentStart, extending: false)
        case ">": .move(.documentEnd, extending: false)
        case "w", "W": .copy
        case "_": .redo
        case "a", "A": .selectAll
        default: nil
        }
    }
}
