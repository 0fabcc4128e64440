/// The box the discoverability key opens over the window: every command reachable from
/// the focus, one a line, each key padded to the widest key plus two, then its title.
/// Covers the whole window so nothing beneath takes a click while it shows.
final class DiscoverabilityOverlay: View {
    /// The lines, made when the box opened.
    let lines: [String]

    init(commands: [KeyCommand]) {
        let widest = commands.map { DisplayWidth.of($0.keyLabel) }.max() ?? 0
        lines = commands.map { command in
            let label = command.keyLabel
            return label + String(repeating: " ", count: widest - DisplayWidth.of(label) + 2) + command.listedTitle
        }
        super.init(frame: .zero)
    }

    /// The box, border included, centred, at most the window's size.
    var boxRect: Rect {
        let width = Swift.min(Double((lines.map(DisplayWidth.of).max() ?? 0) + 4), bounds.width)
        let height = Swift.min(Double(lines.count + 2), bounds.height)
        return Rect(x: ((bounds.width - width) / 2).rounded(.down), y: ((bounds.height - height) / 2).rounded(.down),
                    width: width, height: height)
    }

    override func draw(_ rect: Rect, in context: DrawingContext) {
        let box = boxRect
        context.fill(box)
        guard box.width >= 2, box.height >= 2 else { return }
        context.drawBorder(box)
        let room = Int(box.width) - 4
        for (index, line) in lines.enumerated() where index < Int(box.height) - 2 {
            let shown = room > 0 ? TextTruncation.truncate(line, toWidth: room, at: .tail) : ""
            context.put(shown, at: Point(x: box.minX + 2, y: box.minY + 1 + Double(index)))
        }
    }
}
