/// The editing model a ``TextField`` and a ``TextView`` share: the text, the selection,
/// the moves and deletes by grapheme cluster and by word, the kill buffer, and undo.
///
/// The view owns one and passes it the keys it takes (``handle(_:)``); the editor asks the
/// view, through its hooks, whether an edit may happen (the delegate's
/// `shouldChangeCharactersIn` or `shouldChangeTextIn`) and tells it afterwards, so the
/// view can redraw and run its delegate and actions. Moves between visual lines depend on
/// how the view wraps its text, so the view resolves those (``verticalMotion``,
/// ``visualLineMotion``).
///
/// Offsets count grapheme clusters, so a cluster is never split and the caret is never
/// between the halves of a wide character.
@MainActor
final class TextEditor {
    /// The text.
    private(set) var storage: TextStorage
    /// Where the selection started (Shift held): the end that stays put.
    private(set) var anchor = 0
    /// The insertion point: the end of the selection that moves.
    private(set) var caret = 0
    /// The display column vertical moves try to keep, set by the first of a run of them.
    var goalColumn: Int?
    /// The undo and redo history.
    private(set) var undoStack = TextUndoStack()
    /// Whether line breaks can be typed and Up/Down move between lines.
    let isMultiline: Bool

    init(text: String = "", multiline: Bool) {
        isMultiline = multiline
        storage = TextStorage(TextInputFilter.clean(text, multiline: multiline))
        caret = storage.count
        anchor = caret
    }

    // MARK: - Hooks

    /// Asked before each edit the user makes, with the range replaced and the text put
    /// there; false refuses it.
    var shouldChange: (Range<Int>, String) -> Bool = { _, _ in true }
    /// Called after the text changed (after ``didChangeSelection``).
    var didChangeText: () -> Void = {}
    /// Called after the selection or the caret moved, and after every edit.
    var didChangeSelection: () -> Void = {}
    /// Where a vertical motion from an offset lands, and the goal column to keep; nil to
    /// stay put. Set by a multi-line view that knows its wrapping.
    var verticalMotion: ((TextMotion, Int, Int?) -> (offset: Int, goalColumn: Int))?
    /// Where the visual line start or end is from an offset; nil for the paragraph's.
    var visualLineMotion: ((TextMotion, Int) -> Int?)?
    /// Called after each change of the stored lines with the lines replaced (numbered as
    /// before) and how many took their place, so a view can update what it caches per line.
    var didReplaceLines: (Range<Int>, Int) -> Void = { _, _ in }
    /// The pasteboard (kill buffer) to use.
    var pasteboard: () -> Pasteboard = { Pasteboard() }
    /// The most characters one insertion may add; longer text is cut to it.
    var insertionLimit = Int.max
    /// Whether the last command was a kill, so that the next kill adds to the kill buffer
    /// instead of replacing it: Ctrl-K twice takes the rest of the line and its break as
    /// one yank, as in Emacs and readline.
    private var killRunOpen = false

    // MARK: - Reading

    var text: String { storage.text }

    /// The selected range, or an empty range at the caret.
    var selectedRange: Range<Int> { Swift.min(anchor, caret)..<Swift.max(anchor, caret) }

    var hasSelection: Bool { anchor != caret }

    /// Replaces the whole text, as setting a view's `text` in code does: no hooks, no
    /// undo, caret at the end.
    func setText(_ text: String) {
        storage = TextStorage(TextInputFilter.clean(text, multiline: isMultiline))
        caret = storage.count
        anchor = caret
        goalColumn = nil
        undoStack.removeAll()
    }

    /// Sets the selection without asking anyone; clamped to the text.
    func select(anchor: Int, caret: Int) {
        killRunOpen = false
        let count = storage.count
        self.anchor = Swift.min(Swift.max(anchor, 0), count)
        self.caret = Swift.min(Swift.max(caret, 0), count)
        undoStack.closeGroup()
    }

    /// The display column of `offset` in its paragraph.
    func column(of offset: Int) -> Int {
        let position = storage.position(of: offset)
        return DisplayWidth.of(TextStorage.slice(storage.lines[position.line], 0..<position.column))
    }

    // MARK: - Keys

    /// Performs the command `event` is bound to; returns false for a key the editor does
    /// not take, which the view passes on. `editable` false takes the moves only.
    func handle(_ event: KeyEvent, editable: Bool = true) -> Bool {
        guard let command = TextKeyBindings.command(for: event, multiline: isMultiline) else { return false }
        return perform(command, editable: editable)
    }

    /// Performs `command`; false when it does not apply here (an edit in read-only text,
    /// Return in a field: the view's business).
    @discardableResult
    func perform(_ command: TextEditCommand, editable: Bool = true) -> Bool {
        // Any command but a kill ends a run of kills.
        let continuesKillRun = killRunOpen
        killRunOpen = false
        if case .move(let motion, let extending) = command {
            move(motion, extending: extending)
            return true
        }
        switch command {
        case .copy:
            if hasSelection { pasteboard().copy(storage.substring(selectedRange)) }
            return true
        case .selectAll:
            selectRange(anchor: 0, caret: storage.count)
            return true
        default:
            break
        }
        guard editable else { return false }
        switch command {
        case .insert(let text):
            replace(selectedRange, with: text, kind: text.count == 1 && !hasSelection ? .typing : .other)
        case .newline:
            guard isMultiline else { return false }
            replace(selectedRange, with: "\n", kind: .typing)
        case .delete(let motion):
            let range = hasSelection ? selectedRange : span(of: motion)
            guard !range.isEmpty else { return true }
            let single = !hasSelection && (motion == .characterBackward || motion == .characterForward)
            replace(range, with: "", kind: single ? .deleting : .other)
        case .kill(let motion):
            var range = hasSelection ? selectedRange : span(of: motion)
            // Ctrl-K at the end of a paragraph takes its line break, as in Emacs.
            if range.isEmpty, motion == .paragraphEnd, caret < storage.count { range = caret..<(caret + 1) }
            guard !range.isEmpty else { return true }
            let killed = storage.substring(range)
            guard replace(range, with: "", kind: .other) else { return true }
            let board = pasteboard()
            if continuesKillRun, let earlier = board.string {
                // A kill backwards puts its text before what the run killed so far.
                board.string = motion.isBackward ? killed + earlier : earlier + killed
            } else {
                board.string = killed
            }
            killRunOpen = true
        case .cut:
            guard hasSelection else { return true }
            let cut = storage.substring(selectedRange)
            if replace(selectedRange, with: "", kind: .other) { pasteboard().copy(cut) }
        case .yank:
            guard let text = pasteboard().string, !text.isEmpty else { return true }
            insertPaste(text)
        case .undo:
            undo()
        case .redo:
            redo()
        case .move, .copy, .selectAll:
            break
        }
        return true
    }

    // MARK: - Moving

    /// Moves the caret by `motion`, or extends the selection with Shift.
    func move(_ motion: TextMotion, extending: Bool) {
        let before = (anchor, caret)
        if !motion.isVertical { goalColumn = nil }
        if !extending, hasSelection, motion == .characterBackward || motion == .characterForward {
            // An arrow collapses a selection to the end it points at, as in other editors.
            let range = selectedRange
            let target = motion == .characterBackward ? range.lowerBound : range.upperBound
            anchor = target
            caret = target
        } else {
            caret = target(of: motion, from: caret)
            if !extending { anchor = caret }
        }
        undoStack.closeGroup()
        if before != (anchor, caret) { didChangeSelection() }
    }

    /// Sets the selection as a user action: tells the view when it changed.
    func selectRange(anchor: Int, caret: Int) {
        let before = (self.anchor, self.caret)
        select(anchor: anchor, caret: caret)
        goalColumn = nil
        if before != (self.anchor, self.caret) { didChangeSelection() }
    }

    /// Where `motion` goes from `offset`.
    func target(of motion: TextMotion, from offset: Int) -> Int {
        switch motion {
        case .characterBackward: return Swift.max(offset - 1, 0)
        case .characterForward: return Swift.min(offset + 1, storage.count)
        case .wordBackward: return wordBoundary(from: offset, forward: false)
        case .wordForward: return wordBoundary(from: offset, forward: true)
        case .documentStart: return 0
        case .documentEnd: return storage.count
        case .paragraphStart:
            return storage.start(ofLine: storage.position(of: offset).line)
        case .paragraphEnd:
            let line = storage.position(of: offset).line
            return storage.start(ofLine: line) + storage.length(ofLine: line)
        case .lineStart, .lineEnd:
            if let visual = visualLineMotion?(motion, offset) { return visual }
            return target(of: motion == .lineStart ? .paragraphStart : .paragraphEnd, from: offset)
        case .lineUp, .lineDown, .pageUp, .pageDown:
            guard let result = verticalMotion?(motion, offset, goalColumn) else { return offset }
            goalColumn = result.goalColumn
            return result.offset
        }
    }

    /// The range from the caret to where `motion` goes, in text order.
    private func span(of motion: TextMotion) -> Range<Int> {
        let end = target(of: motion, from: caret)
        return Swift.min(caret, end)..<Swift.max(caret, end)
    }

    /// Whether `character` belongs to a word: letters and digits, as readline counts them.
    static func isWordCharacter(_ character: Character) -> Bool {
        character.isLetter || character.isNumber
    }

    /// The start of the word before `offset` (backwards) or the end of the word after it:
    /// first over what is not a word, line breaks included, then over the word.
    func wordBoundary(from offset: Int, forward: Bool) -> Int {
        var position = storage.position(of: offset)
        var characters = Array(storage.lines[position.line])
        var inWord = false
        while true {
            if forward {
                if position.column >= characters.count {
                    if inWord || position.line == storage.lineCount - 1 { break }
                    position = TextPosition(line: position.line + 1, column: 0)
                    characters = Array(storage.lines[position.line])
                    continue
                }
                let isWord = TextEditor.isWordCharacter(characters[position.column])
                if inWord, !isWord { break }
                inWord = inWord || isWord
                position.column += 1
            } else {
                if position.column == 0 {
                    if inWord || position.line == 0 { break }
                    characters = Array(storage.lines[position.line - 1])
                    position = TextPosition(line: position.line - 1, column: characters.count)
                    continue
                }
                let isWord = TextEditor.isWordCharacter(characters[position.column - 1])
                if inWord, !isWord { break }
                inWord = inWord || isWord
                position.column -= 1
            }
        }
        return storage.offset(of: position)
    }

    // MARK: - Editing

    /// Inserts pasted text as one edit, cleaned of controls, replacing the selection.
    @discardableResult
    func insertPaste(_ text: String) -> Bool {
        replace(selectedRange, with: text, kind: .other)
    }

    /// Replaces `range` with `text` (cleaned, and cut to ``insertionLimit``) if
    /// ``shouldChange`` agrees, recording it for undo; returns whether it happened.
    @discardableResult
    func replace(_ range: Range<Int>, with text: String, kind: TextEditKind) -> Bool {
        var text = TextInputFilter.clean(text, multiline: isMultiline)
        if text.count > insertionLimit { text = String(text.prefix(insertionLimit)) }
        guard shouldChange(range, text) else { return false }
        let removed = storage.substring(range)
        let before = (anchor: anchor, caret: caret)
        let end = replaceInStorage(range, with: text)
        anchor = end
        caret = end
        goalColumn = nil
        let edit = TextEdit(location: range.lowerBound, removed: removed, removedLength: range.count,
                            inserted: text, insertedLength: end - range.lowerBound,
                            selectionBefore: before, selectionAfter: (end, end))
        undoStack.record(edit, kind: kind)
        didChangeSelection()
        didChangeText()
        return true
    }

    /// Changes the stored text and tells the view which lines changed.
    @discardableResult
    private func replaceInStorage(_ range: Range<Int>, with text: String) -> Int {
        let end = storage.replace(range, with: text)
        didReplaceLines(storage.lastReplacedLines.old, storage.lastReplacedLines.newCount)
        return end
    }

    /// Appends `text` at the end without asking or undo, for a log: the caret stays where
    /// it was unless it was at the end.
    func append(_ text: String) {
        let atEnd = caret == storage.count && anchor == caret
        let end = replaceInStorage(storage.count..<storage.count, with: TextInputFilter.clean(text, multiline: isMultiline))
        if atEnd { anchor = end; caret = end }
    }

    /// Undoes the last group of edits; false when there is none.
    @discardableResult
    func undo() -> Bool {
        guard let group = undoStack.popUndo() else { return false }
        for edit in group.reversed() {
            replaceInStorage(edit.location..<(edit.location + edit.insertedLength), with: edit.removed)
        }
        if let first = group.first { select(anchor: first.selectionBefore.anchor, caret: first.selectionBefore.caret) }
        didChangeSelection()
        didChangeText()
        return true
    }

    /// Redoes the last undone group; false when there is none.
    @discardableResult
    func redo() -> Bool {
        guard let group = undoStack.popRedo() else { return false }
        for edit in group {
            replaceInStorage(edit.location..<(edit.location + edit.removedLength), with: edit.inserted)
        }
        if let last = group.last { select(anchor: last.selectionAfter.anchor, caret: last.selectionAfter.caret) }
        didChangeSelection()
        didChangeText()
        return true
    }
}

extension TextEditor {
    /// The word around `offset` (letters and digits), or the one cluster there when it is
    /// not part of a word: what a double-click selects.
    func wordRange(at offset: Int) -> Range<Int> {
        let position = storage.position(of: offset)
        let characters = Array(storage.lines[position.line])
        let start = storage.start(ofLine: position.line)
        guard position.column < characters.count else {
            return offset..<offset
        }
        guard TextEditor.isWordCharacter(characters[position.column]) else { return offset..<(offset + 1) }
        var lower = position.column
        var upper = position.column
        while lower > 0, TextEditor.isWordCharacter(characters[lower - 1]) { lower -= 1 }
        while upper < characters.count, TextEditor.isWordCharacter(characters[upper]) { upper += 1 }
        return (start + lower)..<(start + upper)
    }
}
