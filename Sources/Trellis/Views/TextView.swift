/// A scrolling, wrapping, multi-line text that can be edited, or read as a log or a
/// pager: UIKit's `UITextView`.
///
/// The text wraps greedily by words at the view's width less one column (the last column
/// holds the scroll indicator, and the caret after a full row), measured in display cells;
/// spaces at a soft break hang at the end of the row. There is no horizontal scrolling. The
/// view scrolls the least needed to keep the caret in view.
///
/// Editing uses the keys of ``TextField``, with these differences: Enter inserts a line
/// break (through the delegate); Up and Down (Ctrl-P, Ctrl-N) move one row, keeping the
/// column that the last horizontal move set, and go to the start of the text from the
/// first row and to its end from the last; Home and End (Ctrl-A, Ctrl-E) go to the ends of
/// the row, Alt-< and Alt-> to the ends of the text; Page Down and Page Up scroll by the
/// height less one row and move the caret as far; Ctrl-K kills to the end of the line, or
/// its line break when at the end. Tab and Escape are passed on. Pastes are inserted whole,
/// as one edit.
///
/// With ``isEditable`` false it is a pager: it takes the focus while ``isSelectable``, Up,
/// Down, Page Up, Page Down, Home and End scroll, the mouse selects and Alt-W copies, and no
/// cursor shows.
///
/// The work of a keystroke is proportional to the paragraph edited and the rows on screen,
/// not to the length of the text: paragraphs are wrapped one by one and their row counts
/// kept in an index; ``text`` is joined only when read.
///
/// Differences from UIKit: no fonts, attributed text, data detectors or text containers;
/// offsets and ranges count grapheme clusters (``selectedRange``); control characters
/// become U+FFFD and every line break is kept as `"\n"`; ``append(_:)`` adds to the end
/// cheaply, for logs.
@MainActor
open class TextView: ScrollView {
    /// Creates an empty, editable text view with a frame.
    public override init(frame: Rect = .zero) {
        layout = TextRowLayout(storage: TextStorage(), width: TextView.unwrapped)
        super.init(frame: frame)
        showsHorizontalScrollIndicator = false
        connectEditor()
    }

    /// The editing model.
    let editor = TextEditor(multiline: true)

    /// The rows each paragraph wraps into at the current width.
    private(set) var layout: TextRowLayout

    private lazy var ownPasteboard = Pasteboard()

    private func connectEditor() {
        editor.shouldChange = { [unowned self] range, text in
            delegate?.textView(self, shouldChangeTextIn: range, replacementText: text) ?? true
        }
        editor.didReplaceLines = { [unowned self] old, count in
            layout.replaceParagraphs(old, newCount: count, in: editor.storage)
        }
        editor.didChangeSelection = { [unowned self] in
            selectionDidChange()
            delegate?.textViewDidChangeSelection(self)
        }
        editor.didChangeText = { [unowned self] in
            contentDidChange()
            delegate?.textViewDidChange(self)
        }
        editor.verticalMotion = { [unowned self] motion, offset, goal in verticalTarget(motion, from: offset, goal: goal) }
        editor.visualLineMotion = { [unowned self] motion, offset in rowEnd(motion, from: offset) }
        editor.pasteboard = { [unowned self] in window?.application?.pasteboard ?? ownPasteboard }
    }

    // MARK: - Text

    /// The text, paragraphs joined with `"\n"`. Setting it in code calls no delegate
    /// method, puts the caret at the end and clears the undo history; reading it joins the
    /// paragraphs (cached until the next change).
    open var text: String {
        get {
            if let textCache { return textCache }
            let joined = editor.text
            textCache = joined
            return joined
        }
        set {
            editor.setText(newValue)
            layout = TextRowLayout(storage: editor.storage, width: layout.width)
            contentDidChange()
            selectionDidChange()
        }
    }

    private var textCache: String?

    /// Adds `text` at the end, without the delegate or undo: for a log. The caret stays
    /// where it was, unless it was at the end. Not in UIKit (which appends through its
    /// text storage); cheap on a long text, unlike `text += …`.
    public func append(_ text: String) {
        editor.append(text)
        contentDidChange()
        selectionDidChange()
    }

    /// Whether the user can change the text; true by default.
    open var isEditable = true {
        didSet { if isEditable != oldValue { setNeedsDisplay() } }
    }

    /// Whether the user can select the text (and, read-only, take the focus to scroll it
    /// with keys); true by default.
    open var isSelectable = true

    /// Whether the view scrolls; true by default. Turned off, the view has an intrinsic
    /// size from its text (the longest line plus one column, by its rows at the width it
    /// is given), so it grows with its text under constraints.
    open var isScrollEnabled = true {
        didSet {
            guard isScrollEnabled != oldValue else { return }
            invalidateIntrinsicContentSize()
        }
    }

    /// The colour of the text; the terminal's default by default.
    open var textColor: Color = .default {
        didSet { if textColor != oldValue { setNeedsDisplay() } }
    }

    /// The object asked before and told after editing changes; held weakly.
    open weak var delegate: TextViewDelegate?

    /// Whether the view is being edited: whether it has the focus.
    public var isEditing: Bool { isFirstResponder }

    /// The selected characters, or an empty range at the caret, counted in grapheme
    /// clusters. UIKit's `selectedRange`. Setting it clamps to the text, calls no delegate
    /// method and scrolls the caret into view.
    public var selectedRange: Range<Int> {
        get { editor.selectedRange }
        set {
            editor.select(anchor: newValue.lowerBound, caret: newValue.upperBound)
            selectionDidChange()
        }
    }

    /// Inserts `text` at the caret as typing does, through the delegate. UIKit's
    /// `insertText(_:)`.
    public func insertText(_ text: String) {
        editor.perform(.insert(text))
    }

    /// Undoes the last run of typing or the last other edit; false when there is none.
    @discardableResult
    public func undo() -> Bool { editor.undo() }

    /// Redoes the last undone edit; false when there is none.
    @discardableResult
    public func redo() -> Bool { editor.redo() }

    private func contentDidChange() {
        textCache = nil
        updateContentSize()
        if !isScrollEnabled { invalidateIntrinsicContentSize() }
        setNeedsDisplay()
    }

    private func selectionDidChange() {
        scrollCaretToVisible()
        setNeedsDisplay()
    }

    // MARK: - Layout

    /// The width rows wrap at: the width less the last column; before the view has a
    /// width, no wrapping at all, so setting a long text before the first layout does not
    /// wrap it at one column first.
    private var wrapWidth: Int {
        let width = Int(bounds.width.rounded(.down))
        return width < 2 ? TextView.unwrapped : width - 1
    }

    /// The wrap width that wraps nothing.
    private static let unwrapped = Int.max

    private func updateContentSize() {
        let size = Size(width: bounds.width, height: Double(layout.rowCount))
        if contentSize != size { contentSize = size }
    }

    /// Re-wraps every paragraph when the width changed, then keeps the caret in view.
    open override func layoutSubviews() {
        if layout.width != wrapWidth {
            layout = TextRowLayout(storage: editor.storage, width: wrapWidth)
        }
        updateContentSize()
        super.layoutSubviews()
        scrollCaretToVisible()
    }

    /// The row and column of the caret.
    private var caretLocation: (row: Int, column: Int) {
        layout.location(of: editor.storage.position(of: editor.caret), in: editor.storage)
    }

    /// Scrolls the least needed to show the caret; a read-only view has no caret to show
    /// and scrolls only as it is told.
    private func scrollCaretToVisible() {
        guard isEditable, bounds.height >= 1 else { return }
        let row = Double(caretLocation.row)
        var offset = contentOffset
        if row < offset.y { offset.y = row }
        if row >= offset.y + bounds.height { offset.y = row - bounds.height + 1 }
        contentOffset = offset
    }

    private func offset(of position: TextPosition) -> Int { editor.storage.offset(of: position) }

    /// Where Up, Down, Page Up and Page Down take the caret from `offset`.
    private func verticalTarget(_ motion: TextMotion, from offset: Int, goal: Int?) -> (offset: Int, goalColumn: Int) {
        let storage = editor.storage
        let location = layout.location(of: storage.position(of: offset), in: storage)
        let goal = goal ?? location.column
        let page = Swift.max(Int(bounds.height.rounded(.down)) - 1, 1)
        var row = location.row
        switch motion {
        case .lineUp:
            if row == 0 { return (0, goal) }
            row -= 1
        case .lineDown:
            if row >= layout.rowCount - 1 { return (storage.count, goal) }
            row += 1
        case .pageUp:
            contentOffset.y -= Double(page)
            row = Swift.max(row - page, 0)
        case .pageDown:
            contentOffset.y += Double(page)
            row = Swift.min(row + page, layout.rowCount - 1)
        default:
            break
        }
        return (self.offset(of: layout.position(atRow: row, column: goal, in: storage)), goal)
    }

    /// The start or end of the row the caret is on, for Home and End.
    private func rowEnd(_ motion: TextMotion, from offset: Int) -> Int? {
        let storage = editor.storage
        let row = layout.location(of: storage.position(of: offset), in: storage).row
        let segment = layout.segment(atRow: row, in: storage)
        let start = storage.start(ofLine: segment.paragraph)
        if motion == .lineStart { return start + segment.range.lowerBound }
        let end = segment.isLast ? segment.range.upperBound : Swift.max(segment.range.upperBound - 1, segment.range.lowerBound)
        return start + end
    }

    /// The character offset at a point in the view's coordinates (the content's).
    func offset(at point: Point) -> Int {
        let row = Int(point.y.rounded(.down))
        if row < 0 { return 0 }
        if row >= layout.rowCount { return editor.storage.count }
        let column = Swift.max(Int(point.x.rounded(.down)), 0)
        return offset(of: layout.position(atRow: row, column: column, in: editor.storage))
    }

    // MARK: - Size

    open override var intrinsicContentSize: Size {
        guard !isScrollEnabled else { return Size(width: View.noIntrinsicMetric, height: View.noIntrinsicMetric) }
        let widest = editor.storage.lines.map { DisplayWidth.of($0) }.max() ?? 0
        return Size(width: Double(widest + 1), height: Double(editor.storage.lineCount))
    }

    open override var intrinsicContentSizeDependsOnWidth: Bool { !isScrollEnabled }

    open override func intrinsicContentSize(forWidth width: Double) -> Size {
        guard !isScrollEnabled else { return intrinsicContentSize }
        let wrap = Swift.max(Int(width.rounded(.down)) - 1, 1)
        let rows = wrap == layout.width ? layout.rowCount : TextRowLayout(storage: editor.storage, width: wrap).rowCount
        return Size(width: intrinsicContentSize.width, height: Double(rows))
    }

    // MARK: - Drawing

    /// Draws the rows on screen only.
    open override func draw(_ rect: Rect, in context: DrawingContext) {
        let storage = editor.storage
        let top = Swift.max(Int(contentOffset.y.rounded(.down)), 0)
        let height = Int(bounds.height.rounded(.down))
        let bottom = Swift.min(top + height, layout.rowCount)
        guard top < bottom else { return }
        let selection = editor.hasSelection ? editor.selectedRange : 0..<0
        let style = CellStyle(foreground: textColor, background: backgroundColor ?? .default)
        for row in top..<bottom {
            let segment = layout.segment(atRow: row, in: storage)
            let line = storage.lines[segment.paragraph]
            let characters = TextStorage.slice(line, segment.range)
            let y = Double(row)
            let start = storage.start(ofLine: segment.paragraph) + segment.range.lowerBound
            let rowRange = start..<(start + segment.range.count)
            if selection.isEmpty || !selection.overlaps(rowRange) {
                context.put(String(characters), at: Point(x: 0, y: y), style: style)
                continue
            }
            var x = 0.0
            var offset = start
            for character in characters {
                var cell = style
                if selection.contains(offset) { cell.attributes.insert(.reverse) }
                x = context.put(String(character), at: Point(x: x, y: y), style: cell)
                offset += 1
            }
        }
    }

    /// The caret's cell while editing, in the content's coordinates; nil when read-only or
    /// scrolled out of view.
    open override var textCursorPosition: Point? {
        guard isEditing, isEditable else { return nil }
        let location = caretLocation
        let row = Double(location.row)
        guard row >= contentOffset.y, row < contentOffset.y + bounds.height else { return nil }
        return Point(x: Double(Swift.min(location.column, Swift.max(Int(bounds.width.rounded(.down)) - 1, 0))), y: row)
    }

    // MARK: - Focus

    /// True while the view is editable or selectable and not hidden.
    open override var canBecomeFirstResponder: Bool { (isEditable || isSelectable) && !isHidden }

    /// Asks the delegate's ``TextViewDelegate/textViewShouldBeginEditing(_:)`` first.
    @discardableResult
    open override func becomeFirstResponder() -> Bool {
        if isFirstResponder { return true }
        guard canBecomeFirstResponder, firstResponderHost != nil else { return false }
        if let delegate, !delegate.textViewShouldBeginEditing(self) { return false }
        return super.becomeFirstResponder()
    }

    /// Asks the delegate's ``TextViewDelegate/textViewShouldEndEditing(_:)`` first; false
    /// keeps the focus.
    @discardableResult
    open override func resignFirstResponder() -> Bool {
        if isFirstResponder, let delegate, !delegate.textViewShouldEndEditing(self) { return false }
        return super.resignFirstResponder()
    }

    open override func didBecomeFirstResponder() {
        setNeedsDisplay()
        delegate?.textViewDidBeginEditing(self)
    }

    open override func didResignFirstResponder() {
        isTrackingMouse = false
        setNeedsDisplay()
        delegate?.textViewDidEndEditing(self)
    }

    // MARK: - Keys and paste

    /// Edits with the keys the type's documentation lists (a read-only view scrolls with
    /// them) and passes every other key on.
    /// The keys the view edits or moves with go to it before any key command for the same
    /// key; a read-only view takes only its moves, so a pager's `q` still quits.
    override func takesKeyAsTextInput(_ event: KeyEvent) -> Bool {
        guard let command = TextKeyBindings.command(for: event, multiline: true) else { return false }
        if isEditable { return true }
        if case .move = command { return true }
        return false
    }

    open override func keyPressed(_ event: KeyEvent) {
        if !isEditable, let command = TextKeyBindings.command(for: event, multiline: true), scrollReadOnly(command) {
            return
        }
        if !editor.handle(event, editable: isEditable) { super.keyPressed(event) }
    }

    /// A pager's keys: scroll rather than move a caret nobody sees.
    private func scrollReadOnly(_ command: TextEditCommand) -> Bool {
        guard case .move(let motion, false) = command else { return false }
        let page = Swift.max(bounds.height - 1, 1)
        var offset = contentOffset
        switch motion {
        case .lineUp: offset.y -= 1
        case .lineDown: offset.y += 1
        case .pageUp: offset.y -= page
        case .pageDown: offset.y += page
        case .lineStart, .documentStart: offset.y = 0
        case .lineEnd, .documentEnd: offset.y = contentSize.height
        default: return false
        }
        contentOffset = offset
        return true
    }

    /// Inserts pasted text whole, as one edit.
    open override func paste(_ text: String) {
        guard isEditable else { return super.paste(text) }
        editor.insertPaste(text)
    }

    // MARK: - Mouse

    private var isTrackingMouse = false
    private var clicks = TextClickCounter()

    /// A left press takes the focus and puts the caret under the pointer (Shift extends the
    /// selection); a second press in quick succession selects the word.
    open override func mouseDown(_ event: MouseEvent) {
        guard isSelectable || isEditable, event.button == .left else { return super.mouseDown(event) }
        guard isFirstResponder || becomeFirstResponder() else { return }
        let offset = offset(at: convert(event.location, from: nil))
        if clicks.press(at: event.location, time: window?.application?.now()) >= 2 {
            let word = editor.wordRange(at: offset)
            editor.selectRange(anchor: word.lowerBound, caret: word.upperBound)
        } else {
            editor.selectRange(anchor: event.modifiers.contains(.shift) ? editor.anchor : offset, caret: offset)
        }
        isTrackingMouse = true
    }

    /// While a press is tracked, the selection runs from where it began to the pointer.
    open override func mouseDragged(_ event: MouseEvent) {
        guard isTrackingMouse else { return super.mouseDragged(event) }
        editor.selectRange(anchor: editor.anchor, caret: offset(at: convert(event.location, from: nil)))
    }

    open override func mouseUp(_ event: MouseEvent) {
        guard isTrackingMouse else { return super.mouseUp(event) }
        isTrackingMouse = false
    }
}
