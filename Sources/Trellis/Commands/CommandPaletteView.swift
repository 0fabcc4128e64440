/// The command palette over the window: a box with the query on its first row and, below
/// it, the commands whose title or key holds every word typed, one highlighted.
final class CommandPaletteView: View {
    /// Every command reachable when the palette opened, nearest first.
    let commands: [KeyCommand]

    /// What the user typed.
    private(set) var query = "" {
        didSet { refilter() }
    }

    /// The commands that match the query, in order.
    private(set) var matches: [KeyCommand] = []

    /// The highlighted match.
    private(set) var highlighted = 0 {
        didSet { setNeedsDisplay() }
    }

    /// The fewest columns the box takes, so a short list still has room to type.
    static let minimumWidth = 30

    /// The most matches listed; the rest stay out of sight until the query narrows them.
    static let visibleMatchLimit = 10

    private let keyWidth: Int

    init(commands: [KeyCommand]) {
        self.commands = commands
        keyWidth = commands.map { DisplayWidth.of($0.keyLabel) }.max() ?? 0
        super.init(frame: .zero)
        refilter()
    }

    private func line(for command: KeyCommand) -> String {
        let label = command.keyLabel
        return label + String(repeating: " ", count: keyWidth - DisplayWidth.of(label) + 2) + command.listedTitle
    }

    private func refilter() {
        let words = query.lowercased().split(separator: " ")
        matches = commands.filter { command in
            let haystack = (command.listedTitle + " " + command.keyLabel).lowercased()
            return words.allSatisfy { haystack.contains($0) }
        }
        highlighted = 0
        setNeedsDisplay()
    }

    /// The box, border included: centred across, its top where the full list's box would
    /// be centred, so it does not jump while it shrinks.
    var boxRect: Rect {
        let widest = commands.map { DisplayWidth.of(line(for: $0)) }.max() ?? 0
        let width = Swift.min(Double(Swift.max(widest + 4, CommandPaletteView.minimumWidth)), bounds.width)
        let rows = Swift.min(Swift.max(commands.count, 1), CommandPaletteView.visibleMatchLimit)
        let fullHeight = Swift.min(Double(rows + 3), bounds.height)
        let height = Swift.min(Double(Swift.min(Swift.max(matches.count, 1), CommandPaletteView.visibleMatchLimit) + 3),
                               bounds.height)
        return Rect(x: ((bounds.width - width) / 2).rounded(.down), y: ((bounds.height - fullHeight) / 2).rounded(.down),
                    width: width, height: height)
    }

    /// Handles a key while the palette is open; returns the command to run once it has
    /// closed, if the user chose one, and whether the palette should close.
    func handle(_ event: KeyEvent) -> (close: Bool, run: KeyCommand?) {
        switch (event.key, event.modifiers) {
        case (.escape, []):
            return (true, nil)
        case (.enter, []):
            return (true, matches.indices.contains(highlighted) ? matches[highlighted] : nil)
        case (.up, []):
            if !matches.isEmpty { highlighted = (highlighted + matches.count - 1) % matches.count }
        case (.down, []):
            if !matches.isEmpty { highlighted = (highlighted + 1) % matches.count }
        case (.backspace, []):
            if !query.isEmpty { query.removeLast() }
        case (.character(let character), []), (.character(let character), .shift):
            query.append(character)
        default:
            break
        }
        return (false, nil)
    }

    override func draw(_ rect: Rect, in context: DrawingContext) {
        let box = boxRect
        context.fill(box)
        guard box.width >= 2, box.height >= 2 else { return }
        context.drawBorder(box)
        let room = Int(box.width) - 4
        guard room > 0 else { return }
        var bold = CellStyle()
        bold.attributes.insert(.bold)
        context.put(TextTruncation.truncate("> " + query, toWidth: room, at: .head), at: Point(x: box.minX + 2, y: box.minY + 1),
                    style: bold)
        let listed = Swift.max(Int(box.height) - 3, 0)
        if matches.isEmpty, listed > 0 {
            var dim = CellStyle()
            dim.attributes.insert(.dim)
            context.put(TextTruncation.truncate("No matching command", toWidth: room, at: .tail),
                        at: Point(x: box.minX + 2, y: box.minY + 2), style: dim)
            return
        }
        let first = Swift.max(0, Swift.min(highlighted - listed + 1, matches.count - listed))
        for row in 0..<Swift.min(listed, matches.count) {
            let index = first + row
            var style = CellStyle()
            if index == highlighted { style.attributes.insert(.reverse) }
            let text = TextTruncation.truncate(line(for: matches[index]), toWidth: room, at: .tail)
            let padded = text + String(repeating: " ", count: Swift.max(room - DisplayWidth.of(text), 0))
            context.put(padded, at: Point(x: box.minX + 2, y: box.minY + 2 + Double(row)), style: style)
        }
    }
}
