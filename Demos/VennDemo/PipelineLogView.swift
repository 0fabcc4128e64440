import Trellis

/// The Venn demo's log pane: the latest turns of a ``PipelineLog``, newest at the bottom,
/// under a title, with a rule along the edge it shares with the screen. The title of the
/// latest user action stays in sight above them (``shownLines(_:rows:isTitle:)``).
///
/// It takes the size its constraints give it and has no intrinsic size, so a new line
/// never changes the layout: the log only marks the pane for display, even when the line
/// comes from a `layoutSubviews` or a `draw` (the draw pass draws a view it marks before it
/// ends). Each hook is tinted by its pass: updates yellow, layouts cyan, draws magenta, the
/// view controller's hooks green.
final class PipelineLogView: View {
    /// Where the pane sits against the screen: the side its rule is drawn on.
    enum Edge: Equatable {
        /// The pane is to the right of the screen: a rule down its leading column.
        case leading
        /// The pane is below the screen: a rule, with the title in it, along its top row.
        case top
    }

    /// The side the rule is drawn on.
    var edge: Edge = .leading {
        didSet { if edge != oldValue { setNeedsDisplay() } }
    }

    /// The pane's title.
    static let title = "Rendering pipeline"

    let log: PipelineLog

    /// A pane showing `log`.
    init(log: PipelineLog) {
        self.log = log
        super.init(frame: .zero)
        debugName = "pipelineLog"
        translatesAutoresizingMaskIntoConstraints = false
    }

    override func draw(_ rect: Rect, in context: DrawingContext) {
        let box = bounds.rounded()
        guard box.width >= 1, box.height >= 1, box.width.isFinite, box.height.isFinite else { return }
        let width = Int(box.width), height = Int(box.height)
        let rule = CellStyle(attributes: .dim)
        let titleStyle = CellStyle(attributes: .bold)
        let textX: Int
        let firstRow: Int
        switch edge {
        case .leading:
            for row in 0..<height { context.put("│", at: point(0, row), style: rule) }
            textX = 1
            context.put(fitted(PipelineLogView.title, width - textX), at: point(textX, 0), style: titleStyle)
            firstRow = 1
        case .top:
            context.put(String(repeating: "─", count: width), at: point(0, 0), style: rule)
            context.put(fitted(" \(PipelineLogView.title) ", width - 1), at: point(1, 0), style: titleStyle)
            textX = 0
            firstRow = 1
        }
        let rows = Swift.max(height - firstRow, 0)
        let shown = PipelineLogView.shownLines(PipelineLogView.styledLines(of: log.turns), rows: rows)
        for (offset, line) in shown.enumerated() {
            var x = textX
            var budget = width - textX
            for (text, style) in line where budget > 0 {
                let piece = fitted(text, budget)
                context.put(piece, at: point(x, firstRow + offset), style: style)
                let used = DisplayWidth.of(piece)
                x += used
                // A piece cut short ends the line.
                budget = DisplayWidth.of(text) > used ? 0 : budget - used
            }
        }
    }

    private func point(_ x: Int, _ y: Int) -> Point {
        Point(x: bounds.minX + Double(x), y: bounds.minY + Double(y))
    }

    private func fitted(_ text: String, _ width: Int) -> String {
        TextTruncation.truncate(text, toWidth: Swift.max(width, 0), at: .tail)
    }

    /// The lines that fit in `rows` rows: the newest, under the title of the turn they
    /// belong to when that title would have scrolled away, as a table view keeps its
    /// section's header at the top. The user's last action stays in sight while the frames
    /// of its animation go by.
    static func shownLines<Line>(_ lines: [Line], rows: Int, isTitle: (Line) -> Bool) -> [Line] {
        guard rows > 0 else { return [] }
        let tail = lines.suffix(rows)
        guard let title = lines.lastIndex(where: isTitle), title < tail.startIndex, rows > 1 else {
            return Array(tail)
        }
        return [lines[title]] + lines.suffix(rows - 1)
    }

    private static func shownLines(_ lines: [[(String, CellStyle)]], rows: Int) -> [[(String, CellStyle)]] {
        shownLines(lines, rows: rows) { $0.first?.0.hasPrefix("▸") == true }
    }

    /// The log's lines (``PipelineLog/lines``), each as styled pieces.
    static func styledLines(of turns: [PipelineLog.Turn]) -> [[(String, CellStyle)]] {
        turns.flatMap { turn -> [[(String, CellStyle)]] in
            var lines: [[(String, CellStyle)]] = [
                turn.title.map { [("▸ \($0)", CellStyle(attributes: .bold))] } ?? [("─", CellStyle(attributes: .dim))],
            ]
            for call in turn.calls {
                let hook = CellStyle(foreground: color(of: call.hook))
                lines.append(call.subject.map { [(" \($0).", .plain), (call.hook.rawValue, hook)] }
                             ?? [(" ", .plain), (call.hook.rawValue, hook)])
            }
            if turn.repeats > 0 { lines.append([(" ↻ again ×\(turn.repeats)", CellStyle(attributes: .dim))]) }
            return lines
        }
    }

    /// The tint of each pass: semantic colours, which the theme keeps legible on a dark or
    /// a light terminal at every depth (yellow, cyan and green text do not read on white).
    /// The controller's hooks are in the label colour, the views' passes in three others.
    static func color(of hook: PipelineHook) -> Color {
        switch hook {
        case .updateConstraints: .systemOrange
        case .layoutSubviews: .tint
        case .draw: .systemPurple
        case .updateViewConstraints, .viewWillLayoutSubviews, .viewDidLayoutSubviews: .label
        }
    }
}
