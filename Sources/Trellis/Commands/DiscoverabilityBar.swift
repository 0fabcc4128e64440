/// One row listing the key commands a user can use from where the focus is: each as its
/// key then its title (`Ctrl-N New · F5 Refresh · Ctrl-C Quit`), the hint row a terminal
/// app keeps at the bottom of its screen.
///
/// The list is the application's ``Application/discoverableKeyCommands``: those reachable
/// from the first responder, nearest first, with the application's
/// ``Application/quitCommand`` always last (left out, as any command is, while the focused
/// text input types its key: a `q` quit while a text field has the focus). It follows the
/// focus and the commands themselves (a command disabled or retitled) at each layout
/// cycle, with nothing to call.
/// When the row is too narrow, entries go from the end of the list, the farthest
/// responder's first; the quit command goes only when nothing else is left, and then is
/// cut with `…`.
///
/// Not in UIKit, whose Command-key overlay on iPad shows the same list on demand.
@MainActor
public final class DiscoverabilityBar: View {
    /// Makes an empty bar; pin it where it belongs (the bottom row) with constraints or a
    /// frame. It is one row high by its intrinsic size.
    public override init(frame: Rect = .zero) {
        super.init(frame: frame)
    }

    /// Goes between entries: `" · "` by default.
    public var separator = " · " {
        didSet { setNeedsDisplay() }
    }

    /// How the entries look; the keys are bold on top of it.
    public var style = CellStyle() {
        didSet { setNeedsDisplay() }
    }

    /// One row, any width.
    public override var intrinsicContentSize: Size {
        Size(width: View.noIntrinsicMetric, height: 1)
    }

    /// The entries drawn last, to notice when they change.
    private var shownEntries: [Entry] = []

    /// One listed command: its key and its title.
    struct Entry: Equatable {
        var key: String
        var title: String
    }

    /// The entries that fit in `width` cells, in order, and whether the last must be cut.
    func fittingEntries(width: Int) -> [Entry] {
        guard let application = window?.application else { return [] }
        var commands = application.discoverableKeyCommands
        var quit: KeyCommand?
        if let quitCommand = application.quitCommand, let index = commands.firstIndex(where: { $0 === quitCommand }) {
            quit = commands.remove(at: index)
        }
        var entries = commands.map { Entry(key: $0.keyLabel, title: $0.listedTitle) }
        let quitEntry = quit.map { Entry(key: $0.keyLabel, title: $0.listedTitle) }
        func total() -> Int {
            let all = entries + (quitEntry.map { [$0] } ?? [])
            return DisplayWidth.of(all.map { "\($0.key) \($0.title)" }.joined(separator: separator))
        }
        while total() > width, !entries.isEmpty { entries.removeLast() }
        if let quitEntry { entries.append(quitEntry) }
        return entries
    }

    /// Redraws when what it would show has changed since it last drew.
    func refresh() {
        if fittingEntries(width: Int(bounds.width)) != shownEntries { setNeedsDisplay() }
    }

    public override func didMoveToWindow() {
        super.didMoveToWindow()
        window?.registerDiscoverabilityBar(self)
    }

    public override func draw(_ rect: Rect, in context: DrawingContext) {
        let width = Int(bounds.width)
        let entries = fittingEntries(width: width)
        shownEntries = entries
        var keyStyle = style
        keyStyle.attributes.insert(.bold)
        var x = 0.0
        for (index, entry) in entries.enumerated() {
            let remaining = width - Int(x)
            guard remaining > 0 else { break }
            if index > 0 { x = context.put(TextTruncation.truncate(separator, toWidth: remaining, at: .tail), at: Point(x: x, y: 0), style: style) }
            x = context.put(TextTruncation.truncate(entry.key, toWidth: width - Int(x), at: .tail), at: Point(x: x, y: 0), style: keyStyle)
            guard width - Int(x) > 0 else { break }
            x = context.put(TextTruncation.truncate(" " + entry.title, toWidth: width - Int(x), at: .tail),
                            at: Point(x: x, y: 0), style: style)
        }
    }
}
