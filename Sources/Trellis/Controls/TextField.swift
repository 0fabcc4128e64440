/// A one-line editable text: UIKit's `UITextField`.
///
/// It is a row of underlined cells. Cell 0 is padding, the text uses the cells from 1 to
/// the last but one, and the last cell holds the caret after the last visible character.
/// Its intrinsic content size is the wider of its text and its placeholder, plus those two
/// cells, by 1 row. With the focus, the terminal's own cursor shows at the insertion point
/// (``View/textCursorPosition``).
///
/// Text wider than the field scrolls sideways, just enough to keep the caret in view, and
/// never further than needed to fill the field; a character that would cross the field's
/// edge is not drawn (its cells stay blank), so wide characters, emoji sequences and
/// combining marks are never split and the caret is never between the halves of a wide
/// character.
///
/// Keys, as in the shells: printable keys insert (replacing the selection); Left and Right
/// (Ctrl-B, Ctrl-F) move by grapheme cluster, Alt-B and Alt-F (or Ctrl/Alt with the
/// arrows) by word; Home and End (Ctrl-A, Ctrl-E) to the ends; Backspace (Ctrl-H) and
/// Delete (Ctrl-D) delete a cluster; Ctrl-K, Ctrl-U, Ctrl-W (Alt-Backspace) and Alt-D kill
/// to the end, to the start, the word before and the word after into the application's
/// ``Application/pasteboard``, which Ctrl-Y (Ctrl-V) yanks back; Shift with a move
/// selects; Alt-W copies and Ctrl-X cuts the selection (also to the system clipboard, where
/// the terminal allows it); Ctrl-_ undoes a run of typing and Alt-_ redoes. Return asks
/// the delegate and sends `primaryActionTriggered` and `editingDidEndOnExit`. Tab,
/// Shift-Tab, Up, Down, Escape, Page Up, Page Down, Ctrl-C and every other key go on up
/// the responder chain, so focus movement and the app's shortcuts keep working; but a
/// focused field takes printable keys before any shortcut made of a plain letter. A
/// bracketed paste from the terminal is one edit, with line breaks made spaces. Control
/// characters typed or pasted become U+FFFD, as labels show them.
///
/// A click puts the caret before the character under it (or at the end), a drag selects,
/// and a double-click selects a word.
///
/// Differences from UIKit: no fonts, left and right views, input views or text
/// attributes; offsets and ranges count grapheme clusters (``selectedRange``);
/// ``isSecureTextEntry`` shows `•` per character; a paste is cut to
/// ``maximumInsertionLength`` characters.
@MainActor
open class TextField: Control {
    /// Creates an empty field with a frame.
    public override init(frame: Rect = .zero) {
        super.init(frame: frame)
        connectEditor()
    }

    /// Creates a field showing `placeholder` while it is empty, sized by its constraints
    /// or its intrinsic size.
    public convenience init(placeholder: String?) {
        self.init(frame: .zero)
        self.placeholder = placeholder
    }

    /// The editing model: text, selection, undo.
    let editor = TextEditor(multiline: false)

    /// A pasteboard for a field in no application.
    private lazy var ownPasteboard = Pasteboard()

    private func connectEditor() {
        editor.insertionLimit = TextField.maximumInsertionLength
        editor.shouldChange = { [unowned self] range, string in
            delegate?.textField(self, shouldChangeCharactersIn: range, replacementString: string) ?? true
        }
        editor.didChangeSelection = { [unowned self] in
            updateScrollOffset()
            setNeedsDisplay()
            delegate?.textFieldDidChangeSelection(self)
        }
        editor.didChangeText = { [unowned self] in
            textDidChange()
            sendActions(for: .editingChanged)
        }
        editor.pasteboard = { [unowned self] in window?.application?.pasteboard ?? ownPasteboard }
    }

    /// The most characters one insertion (a paste or a yank) adds: a longer one is cut to
    /// this many, and the delegate is asked about the part that would go in. A field is one
    /// line; this keeps a huge paste from making every later keystroke slow.
    public static let maximumInsertionLength = 65_536

    // MARK: - Text

    /// The text; never nil, empty by default. Setting it in code sends no events and calls
    /// no delegate method, puts the caret at the end and clears the undo history. Line
    /// breaks become spaces and control characters U+FFFD, as when typed.
    open var text: String {
        get { editor.text }
        set {
            guard newValue != editor.text else { return }
            editor.setText(newValue)
            scrollOffset = 0
            textDidChange()
            updateScrollOffset()
        }
    }

    /// Shown dim while the text is empty, even while editing; nil by default.
    open var placeholder: String? {
        didSet {
            guard placeholder != oldValue else { return }
            invalidateIntrinsicContentSize()
            setNeedsDisplay()
        }
    }

    /// The colour of the text; the terminal's default by default.
    open var textColor: Color = .default {
        didSet { if textColor != oldValue { setNeedsDisplay() } }
    }

    /// Where text narrower than the field sits in it; `.natural` (leading) by default.
    open var textAlignment: TextAlignment = .natural {
        didSet { if textAlignment != oldValue { setNeedsDisplay() } }
    }

    /// Whether each character shows as `•`, for passwords; false by default. Copying and
    /// cutting are disabled while it is on, as in UIKit.
    open var isSecureTextEntry = false {
        didSet {
            guard isSecureTextEntry != oldValue else { return }
            textDidChange()
            updateScrollOffset()
        }
    }

    /// Whether taking the focus empties the field; false by default.
    open var clearsOnBeginEditing = false

    /// How the field's edge is drawn; ``BorderStyle/none`` (underlined cells) by default.
    open var borderStyle: BorderStyle = .none {
        didSet {
            guard borderStyle != oldValue else { return }
            invalidateIntrinsicContentSize()
            setNeedsDisplay()
        }
    }

    /// When the clear button, a `×` in the last cell that empties the field when clicked,
    /// shows; ``ViewMode/never`` by default. It shows only while there is text.
    open var clearButtonMode: ViewMode = .never {
        didSet {
            guard clearButtonMode != oldValue else { return }
            invalidateIntrinsicContentSize()
            setNeedsDisplay()
        }
    }

    /// The object asked before and told after editing changes; held weakly.
    open weak var delegate: TextFieldDelegate?

    /// Whether the field is being edited: whether it has the focus.
    public var isEditing: Bool { isFirstResponder }

    /// The selected characters, or an empty range at the caret, counted in grapheme
    /// clusters. UIKit's `selectedTextRange`, as offsets. Setting it clamps to the text and
    /// calls no delegate method.
    public var selectedRange: Range<Int> {
        get { editor.selectedRange }
        set {
            editor.select(anchor: newValue.lowerBound, caret: newValue.upperBound)
            updateScrollOffset()
            setNeedsDisplay()
        }
    }

    /// Inserts `text` at the caret as typing does, through the delegate, replacing the
    /// selection. UIKit's `insertText(_:)`.
    public func insertText(_ text: String) {
        editor.perform(.insert(text))
    }

    /// Deletes the selection or the character before the caret, as Backspace does. UIKit's
    /// `deleteBackward()`.
    public func deleteBackward() {
        editor.perform(.delete(.characterBackward))
    }

    /// Whether there is text: UIKit's `hasText`.
    public var hasText: Bool { !editor.storage.isEmpty }

    /// Undoes the last run of typing or the last other edit; false when there is none.
    @discardableResult
    public func undo() -> Bool { editor.undo() }

    /// Redoes the last undone edit; false when there is none.
    @discardableResult
    public func redo() -> Bool { editor.redo() }

    private func textDidChange() {
        clustersCache = nil
        invalidateIntrinsicContentSize()
        setNeedsDisplay()
    }

    // MARK: - What is drawn

    /// The clusters as drawn (`•` for secure entry) and their widths; rebuilt after a
    /// change of the text.
    private var clustersCache: [(character: Character, width: Int)]?

    private var clusters: [(character: Character, width: Int)] {
        if let clustersCache { return clustersCache }
        let made: [(character: Character, width: Int)]
        if isSecureTextEntry {
            made = Array(repeating: ("•", 1), count: editor.storage.count)
        } else {
            made = (editor.storage.lines.first ?? "").map { ($0, DisplayWidth.of($0)) }
        }
        clustersCache = made
        return made
    }

    /// The display width of the text as drawn.
    private var textWidth: Int { clusters.reduce(0) { $0 + $1.width } }

    /// The column of character offset `offset`.
    private func column(of offset: Int) -> Int {
        var column = 0
        for cluster in clusters.prefix(offset) { column += cluster.width }
        return column
    }

    /// The first text column shown: the horizontal scroll.
    private(set) var scrollOffset = 0

    /// The row, first column and width of the field's one line of text, inside a border if
    /// it has one.
    private var line: (row: Int, x: Int, width: Int) {
        let width = Swift.max(Int(bounds.width.rounded(.down)), 0)
        let height = Swift.max(Int(bounds.height.rounded(.down)), 0)
        if borderStyle != .none { return (Swift.max((height - 1) / 2, 1), 1, Swift.max(width - 2, 0)) }
        return (Swift.max((height - 1) / 2, 0), 0, width)
    }

    private var showsClearButton: Bool {
        guard hasText else { return false }
        switch clearButtonMode {
        case .never: return false
        case .always: return true
        case .whileEditing: return isEditing
        case .unlessEditing: return !isEditing
        }
    }

    /// The number of cells the text may use (`Wt`).
    private var textCells: Int {
        Swift.max(line.width - 2 - (showsClearButton ? 1 : 0), 0)
    }

    /// The cells text narrower than the field is shifted by its alignment.
    private var alignmentShift: Int {
        let spare = textCells - textWidth
        guard spare > 0 else { return 0 }
        switch textAlignment.resolved(for: effectiveUserInterfaceLayoutDirection) {
        case .center: return spare / 2
        case .right: return spare
        default: return 0
        }
    }

    /// Applies the scrolling rules after an edit, a move or a resize: keep the caret in
    /// view, scroll no further than needed to fill the field, and never start inside a
    /// wide character.
    private func updateScrollOffset() {
        let caret = column(of: editor.caret)
        let cells = textCells
        var offset = Swift.min(Swift.max(scrollOffset, caret - cells), caret)
        offset = Swift.min(offset, Swift.max(0, textWidth - cells))
        offset = Swift.max(offset, 0)
        var start = 0
        for cluster in clusters {
            if start >= offset { break }
            if start + cluster.width > offset { offset = start + cluster.width; break }
            start += cluster.width
        }
        scrollOffset = offset
    }

    /// The caret's cell, in the view's coordinates.
    open override var textCursorPosition: Point? {
        guard isEditing, bounds.width >= 1, bounds.height >= 1 else { return nil }
        updateScrollOffset()
        let line = self.line
        let x = line.x + 1 + alignmentShift + column(of: editor.caret) - scrollOffset
        return Point(x: Double(Swift.min(x, Swift.max(line.x + line.width - 1, 0))), y: Double(line.row))
    }

    /// The character offset a click at cell `x` (view coordinates) puts the caret at: before
    /// the cluster under it, or at the end.
    func offset(atCell x: Int) -> Int {
        let column = x - line.x - 1 - alignmentShift + scrollOffset
        guard column > 0 else { return column == 0 ? offsetStarting(atColumn: 0) : 0 }
        var start = 0
        for (index, cluster) in clusters.enumerated() {
            if column < start + Swift.max(cluster.width, 1) { return index }
            start += cluster.width
        }
        return clusters.count
    }

    private func offsetStarting(atColumn column: Int) -> Int {
        var start = 0
        for (index, cluster) in clusters.enumerated() {
            if start >= column { return index }
            start += cluster.width
        }
        return clusters.count
    }

    // MARK: - Size

    open override var intrinsicContentSize: Size {
        let placeholderWidth = placeholder.map { DisplayWidth.of(TextSanitizer.sanitize($0)) } ?? 0
        var width = Swift.max(textWidth, placeholderWidth) + 2
        if clearButtonMode != .never { width += 1 }
        let border = borderStyle == .none ? 0 : 2
        return Size(width: Double(width + border), height: Double(1 + border))
    }

    open override func sizeThatFits(_ size: Size) -> Size { intrinsicContentSize }

    /// The width changed: the scroll must keep the caret in the new width.
    open override func layoutSubviews() {
        super.layoutSubviews()
        updateScrollOffset()
    }

    // MARK: - Drawing

    open override func draw(_ rect: Rect, in context: DrawingContext) {
        let line = self.line
        guard line.width > 0, bounds.height >= 1 else { return }
        updateScrollOffset()
        let row = Double(line.row)
        var attributes: TextAttributes = borderStyle == .none ? .underline : []
        if !isEnabled { attributes.insert(.dim) }
        let background = backgroundColor ?? .default
        let base = CellStyle(foreground: textColor, background: background, attributes: attributes)
        if borderStyle != .none {
            let style: Trellis.BorderStyle = switch borderStyle {
            case .bezel: .heavy
            case .roundedRect: .rounded
            default: .single
            }
            context.drawBorder(bounds, style: style, cellStyle: CellStyle(foreground: textColor, background: background,
                                                                          attributes: isEnabled ? [] : .dim))
        }
        context.fill(Rect(x: Double(line.x), y: row, width: Double(line.width), height: 1), style: base)
        let cells = textCells
        if !hasText {
            if let placeholder, cells > 0 {
                var dim = base
                dim.attributes.insert(.dim)
                let shown = TextTruncation.truncate(TextSanitizer.sanitize(placeholder), toWidth: cells, at: .tail)
                context.put(shown, at: Point(x: Double(line.x + 1), y: row), style: dim)
            }
            return
        }
        let selection = isEditing ? editor.selectedRange : 0..<0
        let shift = alignmentShift
        var start = 0
        for (index, cluster) in clusters.enumerated() {
            defer { start += cluster.width }
            if start >= scrollOffset + cells { break }
            guard cluster.width > 0, start >= scrollOffset, start + cluster.width <= scrollOffset + cells else { continue }
            var style = base
            if selection.contains(index) { style.attributes.insert(.reverse) }
            context.put(String(cluster.character), at: Point(x: Double(line.x + 1 + shift + start - scrollOffset), y: row),
                        style: style)
        }
        if showsClearButton {
            context.put("×", at: Point(x: Double(line.x + line.width - 1), y: row), style: base)
        }
    }

    // MARK: - Focus

    /// True while the field is enabled and not hidden.
    open override var canBecomeFirstResponder: Bool { isEnabled && !isHidden }

    /// Asks the delegate's ``TextFieldDelegate/textFieldShouldBeginEditing(_:)`` first,
    /// then takes the focus as ``Responder/becomeFirstResponder()`` does.
    @discardableResult
    open override func becomeFirstResponder() -> Bool {
        if isFirstResponder { return true }
        guard canBecomeFirstResponder, firstResponderHost != nil else { return false }
        if let delegate, !delegate.textFieldShouldBeginEditing(self) { return false }
        return super.becomeFirstResponder()
    }

    /// Asks the delegate's ``TextFieldDelegate/textFieldShouldEndEditing(_:)`` first; false
    /// keeps the focus here.
    @discardableResult
    open override func resignFirstResponder() -> Bool {
        if isFirstResponder, let delegate, !delegate.textFieldShouldEndEditing(self) { return false }
        return super.resignFirstResponder()
    }

    /// Starts editing: the caret goes to the end (a click then places it), and the delegate
    /// and the `editingDidBegin` actions hear of it.
    open override func didBecomeFirstResponder() {
        if clearsOnBeginEditing, hasText {
            editor.setText("")
            textDidChange()
        }
        editor.select(anchor: editor.storage.count, caret: editor.storage.count)
        updateScrollOffset()
        setNeedsDisplay()
        delegate?.textFieldDidBeginEditing(self)
        sendActions(for: .editingDidBegin)
    }

    /// Ends editing: the delegate and the `editingDidEnd` actions hear of it.
    open override func didResignFirstResponder() {
        setNeedsDisplay()
        delegate?.textFieldDidEndEditing(self, reason: .committed)
        sendActions(for: .editingDidEnd)
    }

    // MARK: - Keys and paste

    /// Edits with the keys the type's documentation lists and passes every other key on.
    /// A key the field edits with (a printable character, a caret move, a delete) goes to
    /// it before any key command for the same key, so typing `q` into a field types it.
    override func takesKeyAsTextInput(_ event: KeyEvent) -> Bool {
        isEnabled && TextKeyBindings.command(for: event, multiline: false) != nil
    }

    open override func keyPressed(_ event: KeyEvent) {
        guard isEnabled else { return super.keyPressed(event) }
        if event.key == .enter, event.modifiers.isEmpty {
            handleReturn()
            return
        }
        if isSecureTextEntry, let command = TextKeyBindings.command(for: event, multiline: false),
           command == .copy || command == .cut {
            return
        }
        if !editor.handle(event) { super.keyPressed(event) }
    }

    private func handleReturn() {
        if let delegate, !delegate.textFieldShouldReturn(self) { return }
        sendActions(for: .primaryActionTriggered)
        let exits = hasActions(for: .editingDidEndOnExit)
        sendActions(for: .editingDidEndOnExit)
        if exits { resignFirstResponder() }
    }

    /// Inserts pasted text as one edit, line breaks made spaces, cut to
    /// ``maximumInsertionLength``.
    open override func paste(_ text: String) {
        guard isEnabled else { return super.paste(text) }
        editor.insertPaste(text)
    }

    // MARK: - Mouse

    private var clicks = TextClickCounter()

    /// A left press (after ``Control``'s `touchDown` and the focus) puts the caret under
    /// the pointer (Shift extends the selection); a second press in quick succession
    /// selects the word. A press on the clear button empties the field and tracks nothing.
    open override func beginTracking(_ event: MouseEvent) -> Bool {
        let point = convert(event.location, from: nil)
        let x = Int(point.x.rounded(.down))
        if showsClearButton, x == line.x + line.width - 1, Int(point.y.rounded(.down)) == line.row {
            clearByButton()
            return false
        }
        // The delegate may have refused the focus.
        guard isFirstResponder else { return false }
        let offset = offset(atCell: x)
        let count = clicks.press(at: event.location, time: window?.application?.now())
        if count >= 2 {
            let word = editor.wordRange(at: offset)
            editor.selectRange(anchor: word.lowerBound, caret: word.upperBound)
        } else {
            editor.selectRange(anchor: event.modifiers.contains(.shift) ? editor.anchor : offset, caret: offset)
        }
        return true
    }

    /// While a press is tracked, the selection runs from where it began to the pointer.
    open override func continueTracking(_ event: MouseEvent) -> Bool {
        // Focus taken away mid-press ends the selection drag.
        guard isFirstResponder else { return false }
        let x = Int(convert(event.location, from: nil).x.rounded(.down))
        editor.selectRange(anchor: editor.anchor, caret: offset(atCell: x))
        return true
    }

    private func clearByButton() {
        if let delegate, !delegate.textFieldShouldClear(self) { return }
        editor.setText("")
        scrollOffset = 0
        textDidChange()
        sendActions(for: .editingChanged)
    }
}
