/// A control that runs actions when it is activated: UIKit's `UIButton`, drawn as
/// `[ Title ]`.
///
/// Its intrinsic content size is its title's display width plus 4 (the brackets and a
/// space inside each) by 1 row. Wider than that, the brackets stay at the edges and the
/// title is centred between them; narrower, the title is cut in its middle with "…" and
/// the brackets stay, down to a width of 4 (`[  ]`). Below 4 cells the brackets go and
/// only the title shows, cut to fit. Taller than 1 row, the button is drawn on its middle
/// row, as UIKit centres a button's content vertically.
///
/// Each state looks different, so the state shows even without colour:
///
/// | State | Look |
/// |---|---|
/// | normal | `[ Title ]` |
/// | highlighted | `[ Title ]` in reverse video, across the whole width |
/// | focused | `< Title >`, bold |
/// | focused and highlighted | `< Title >`, bold and in reverse video |
/// | disabled | `[ Title ]`, dim; neither highlight nor focus shows |
///
/// Input: a button can become first responder while it is enabled and not hidden, and
/// shows it as ``isFocused``; Enter or Space then activates it, sending
/// ``Control/Event/primaryActionTriggered`` (a terminal reports no key releases, so keys
/// send no touch events). A click sends ``Control/Event/touchDown``, then
/// ``Control/Event/touchUpInside`` and ``Control/Event/primaryActionTriggered`` when it
/// comes up over the button, or ``Control/Event/touchUpOutside`` when dragged off first;
/// the button is highlighted while the pointer is pressed over it and takes the focus on
/// the press.
///
/// With a ``configuration`` the button draws one of UIKit's configured looks instead
/// (`[ Save ]`, ` Save ` on the tint, …), with an image, a subtitle or a busy glyph; a
/// ``configurationUpdateHandler`` restyles it as its state changes.
///
/// Differences from UIKit: one title, not one per state (the colour can differ per
/// state, see ``setTitleColor(_:for:)``); ``addAction(_:)`` takes a closure for the
/// primary action and ``sendActions()`` activates the button. ``debugName`` defaults to
/// the title.
@MainActor
open class Button: Control {
    /// Creates a button showing `title`, sized by its constraints or its intrinsic size.
    public init(title: String = "") {
        self.title = title
        super.init(frame: .zero)
    }

    /// Creates a button drawn from `configuration`: UIKit's `init(configuration:)`.
    public convenience init(configuration: Configuration) {
        self.init(title: "")
        self.configuration = configuration
    }

    /// Creates a button with no title and a frame.
    public override init(frame: Rect = .zero) {
        title = ""
        super.init(frame: frame)
    }

    // MARK: - Title

    /// The text between the brackets, on one line (line breaks show as spaces). Setting it
    /// invalidates the intrinsic size and redraws the button. UIKit's `setTitle(_:for:)`,
    /// without the per-state titles.
    open var title: String {
        didSet {
            guard title != oldValue else { return }
            shownTitleCache = nil
            lineCache = nil
            previousLineCache = nil
            invalidateIntrinsicContentSize()
            setNeedsDisplay()
        }
    }

    /// The button's name in diagnostics: the one you set, or its title.
    open override var debugName: String? {
        get { super.debugName ?? (title.isEmpty ? nil : title) }
        set { super.debugName = newValue }
    }

    /// The title as drawn: one line, controls and tabs made printable.
    private var shownTitle: String { shownTitleAndWidth().title }

    /// ``shownTitle`` and its width; a new ``title`` clears it.
    private var shownTitleCache: (shown: String, width: Int)?

    private func shownTitleAndWidth() -> (title: String, width: Int) {
        if let cache = shownTitleCache { return (cache.shown, cache.width) }
        let shown = TextSanitizer.sanitize(String(title.map { $0.isNewline ? " " : $0 }))
        let width = DisplayWidth.of(shown)
        shownTitleCache = (shown, width)
        return (shown, width)
    }

    // MARK: - State

    /// Whether the button holds the keyboard focus; false by default. Not in `UIButton`,
    /// whose focus lives in the focus engine (and whose `isFocused` cannot be set). It
    /// follows ``Responder/isFirstResponder``: becoming and resigning first responder set
    /// it, and it is what ``state`` reports as ``ControlState/focused``.
    open var isFocused: Bool {
        get { storedIsFocused }
        set {
            let oldValue = storedIsFocused
            storedIsFocused = newValue
            guard isFocused != oldValue else { return }
            setNeedsDisplay()
            controlStateDidChange()
        }
    }

    /// ``isFocused``'s storage: final, so reading it is a load, not a checked access.
    private final var storedIsFocused: Bool = false

    /// The button's state, made of ``Control/isEnabled``, ``Control/isHighlighted``,
    /// ``Control/isSelected`` and ``isFocused``.
    open override var state: ControlState {
        var state = super.state
        state.remove(.focused)
        if isFocused { state.insert(.focused) }
        return state
    }

    // MARK: - Responding

    override func firstResponderStatusDidChange() {
        isFocused = isFirstResponder
    }

    /// Enter or Space, without modifiers, activates an enabled button (``sendActions()``);
    /// every other key goes on to ``Responder/next``.
    open override func keyPressed(_ event: KeyEvent) {
        let activates = event.modifiers.isEmpty && (event.key == .enter || event.key == .character(" "))
        guard activates, isEnabled else { return super.keyPressed(event) }
        sendActions()
    }

    /// A press released over the button activates it, after its
    /// ``Control/Event/touchUpInside``.
    open override func endTracking(_ event: MouseEvent?) {
        if isTouchInside { sendActions() }
    }

    // Read at every draw of every button: no runtime exclusivity check, as on the view's
    // own fields (only ever read and written in place on the main actor).
    @exclusivity(unchecked) private final var titleColors: [ControlState: Color] = [:]

    /// Sets the colour of the title and brackets in `state`, or removes it with nil.
    ///
    /// As in UIKit, a state without a colour of its own uses the one set for `.normal`, and
    /// without that the terminal's default colour. `state` is matched exactly: a colour for
    /// `.highlighted` does not apply to `[.highlighted, .focused]`.
    public func setTitleColor(_ color: Color?, for state: ControlState) {
        guard titleColors[state] != color else { return }
        titleColors[state] = color
        setNeedsDisplay()
    }

    /// The colour the title is drawn in when the button is in `state`, falling back to
    /// `.normal`'s and then to the terminal's default, as ``setTitleColor(_:for:)`` says.
    public func titleColor(for state: ControlState) -> Color {
        titleColors.isEmpty ? .default : titleColors[state] ?? titleColors[.normal] ?? .default
    }

    // MARK: - Actions

    /// Adds `handler` to the closures run, in the order added, each time the button is
    /// activated: UIKit's `addAction(_:for: .primaryActionTriggered)`, with the closure in
    /// place of a `UIAction`. A handler added twice runs twice; ``Control/removeAllActions(for:)``
    /// removes them.
    public func addAction(_ handler: @escaping @MainActor (Button) -> Void) {
        addAction({ control in
            guard let button = control as? Button else { return }
            handler(button)
        }, for: .primaryActionTriggered)
    }

    /// Activates the button: sends ``Control/Event/primaryActionTriggered``, which runs
    /// the actions added for it in the order added, unless the button is disabled, when
    /// nothing runs. What Enter, Space and a click call. Actions added by an action first
    /// run on the next activation. Not in UIKit, where a button activates itself.
    ///
    /// With ``changesSelectionAsPrimaryAction``, the selection is toggled first.
    public func sendActions() {
        guard isEnabled else { return }
        if changesSelectionAsPrimaryAction { isSelected.toggle() }
        sendActions(for: .primaryActionTriggered)
    }

    // MARK: - Configuration

    /// The look and content of the button, or nil (the default) for the classic
    /// `[ Title ]` look described above. Setting it resizes and redraws the button.
    /// UIKit's `configuration`; see ``Configuration`` for the looks.
    // Unchecked for the same reason as the title colours: read at every draw.
    @exclusivity(unchecked) open var configuration: Configuration? {
        didSet {
            guard configuration != oldValue else { return }
            if configuration?.showsActivityIndicator != true { activitySpin.stop() }
            invalidateIntrinsicContentSize()
            setNeedsDisplay()
        }
    }

    /// Turns the busy glyph while the configuration shows it.
    let activitySpin = ButtonActivitySpin()

    /// Called to update the button for its current state: once for each change of
    /// ``state`` (the focus, a press, ``Control/isSelected``, ``Control/isEnabled``), at
    /// once, and once in the next layout pass after any number of
    /// ``setNeedsUpdateConfiguration()`` calls. Change ``configuration`` in it. Setting it
    /// asks for an update. UIKit's `configurationUpdateHandler`.
    open var configurationUpdateHandler: (@MainActor (Button) -> Void)? {
        didSet { setNeedsUpdateConfiguration() }
    }

    /// Whether activating the button toggles ``Control/isSelected`` before its actions
    /// run; false by default. UIKit's `changesSelectionAsPrimaryAction`.
    open var changesSelectionAsPrimaryAction = false

    /// Whether an update was asked for and has not run yet.
    private final var needsConfigurationUpdate = false

    /// Asks for ``updateConfiguration()`` in the next layout pass; calls before it
    /// coalesce into one update.
    public func setNeedsUpdateConfiguration() {
        needsConfigurationUpdate = true
        setNeedsLayout()
    }

    /// Updates the button for its state: runs ``configurationUpdateHandler``. Override it
    /// to update a configuration in a subclass, calling `super`.
    open func updateConfiguration() {
        needsConfigurationUpdate = false
        configurationUpdateHandler?(self)
    }

    override func controlStateDidChange() {
        updateConfiguration()
    }

    /// Runs an update asked for with ``setNeedsUpdateConfiguration()``.
    open override func layoutSubviews() {
        super.layoutSubviews()
        if needsConfigurationUpdate { updateConfiguration() }
    }

    // MARK: - Size

    /// The title's width plus 4 by 1 row; with a ``configuration``, what its content,
    /// insets and brackets need.
    open override var intrinsicContentSize: Size {
        if let configuration { return configuredSize(configuration) }
        return Size(width: Double(shownTitleAndWidth().width + 4), height: 1)
    }

    open override func sizeThatFits(_ size: Size) -> Size {
        intrinsicContentSize
    }

    /// Under the button's only row of text, so it lines up with a label.
    open override var firstBaselineOffsetFromTop: Double? { Double(drawnRow + 1) }

    /// The same as the first baseline: a button has one row of text.
    open override var lastBaselineOffsetFromTop: Double? { Double(drawnRow + 1) }

    // MARK: - Drawing

    /// The line drawn at `width` cells in `state`: exactly `width` cells wide (a wide
    /// character cut by the truncation leaves a space instead).
    func line(width: Int, state: ControlState) -> String {
        guard width > 0 else { return "" }
        let focused = state.contains(.focused) && !state.contains(.disabled)
        if let cache = lineCache, cache.width == width, cache.focused == focused {
            return cache.line
        }
        if let cache = previousLineCache, cache.width == width, cache.focused == focused {
            swap(&lineCache, &previousLineCache)
            return cache.line
        }
        let line = makeLine(width: width, focused: focused)
        previousLineCache = lineCache
        lineCache = (width, focused, line)
        return line
    }

    /// The line last drawn, for the width and bracket style it was made for, and the one
    /// before it: a window resized back and forth, or focus moving on and off, draws
    /// two lines in turn. A new ``title`` clears both.
    private var lineCache: (width: Int, focused: Bool, line: String)?
    private var previousLineCache: (width: Int, focused: Bool, line: String)?

    private func makeLine(width: Int, focused: Bool) -> String {
        let (open, close) = focused ? ("<", ">") : ("[", "]")
        let inner = width >= 4 ? width - 4 : width
        let (title, titleWidth) = shownTitleAndWidth()
        let fitted = titleWidth <= inner ? title : TextTruncation.truncate(title, toWidth: inner, at: .middle)
        let spare = inner - (titleWidth <= inner ? titleWidth : DisplayWidth.of(fitted))
        var line = ""
        line.reserveCapacity(fitted.utf8.count + spare + 4)
        if width >= 4 { line += open; line += " " }
        for _ in 0..<(spare / 2) { line += " " }
        line += fitted
        for _ in 0..<(spare - spare / 2) { line += " " }
        if width >= 4 { line += " "; line += close }
        return line
    }

    /// The style of every cell of the button in `state`, as the table above says.
    func style(for state: ControlState, background: Color) -> CellStyle {
        var attributes: TextAttributes = []
        if state.contains(.disabled) {
            attributes = .dim
        } else {
            if state.contains(.highlighted) { attributes.insert(.reverse) }
            if state.contains(.focused) { attributes.insert(.bold) }
        }
        return CellStyle(foreground: titleColor(for: state), background: background, attributes: attributes)
    }

    /// Draws the classic look, or the ``configuration``'s.
    open override func draw(_ rect: Rect, in context: DrawingContext) {
        if let configuration {
            if configuration.showsActivityIndicator { activitySpin.drawn(by: self) }
            return drawConfigured(configuration, in: context)
        }
        let bounds = self.bounds
        let width = Swift.max(Int(bounds.width.rounded(.down)), 0)
        guard width > 0, bounds.height >= 1 else { return }
        let origin = Point(x: bounds.minX, y: bounds.minY + Double(drawnRow))
        // Without a background of its own the button keeps the one beneath, as a label does.
        context.put(line(width: width, state: state), at: origin, style: style(for: state, background: .default),
                    background: backgroundColor)
    }
}
