import Trellis

/// A line chart of values from 0 to 1, newest on the right, drawn in braille: each cell
/// holds a 2×4 grid of dots, so a cell shows two samples at four heights each. The area
/// under the line is filled, which reads better at a glance than a thin line.
public final class BrailleChartView: View {
    /// The samples, oldest first; only the last `2 × width` are drawn.
    public var values: [Double] = [] {
        didSet { setNeedsDisplay() }
    }

    /// The colour of the dots: the theme's green by default, drawn in the text colour
    /// where it would not read (no ANSI green does on a light 8- or 16-colour terminal).
    public var color: Color = .systemGreen {
        didSet { setNeedsDisplay() }
    }

    public override var intrinsicContentSize: Size {
        Size(width: View.noIntrinsicMetric, height: 4)
    }

    /// The dot bits of a braille cell, by column (0 left, 1 right) and row from the bottom.
    private static let dots: [[UInt32]] = [[0x40, 0x04, 0x02, 0x01], [0x80, 0x20, 0x10, 0x08]]

    public override func draw(_ rect: Rect, in context: DrawingContext) {
        let width = Int(bounds.width.rounded(.down))
        let height = Int(bounds.height.rounded(.down))
        guard width > 0, height > 0 else { return }
        let levels = height * 4
        let samples = values.suffix(width * 2)
        // Right-aligned: the newest sample in the last column.
        let offset = width * 2 - samples.count
        var cells = [[UInt32]](repeating: [UInt32](repeating: 0, count: width), count: height)
        for (n, value) in samples.enumerated() {
            let column = offset + n
            let filled = Int((Swift.min(Swift.max(value, 0), 1) * Double(levels)).rounded())
            for level in 0..<filled {
                let row = height - 1 - level / 4
                cells[row][column / 2] |= BrailleChartView.dots[column % 2][level % 4]
            }
        }
        let background = backgroundColor ?? .default
        let style = CellStyle(foreground: context.theme.legibleColor(color, on: background), background: background)
        for row in 0..<height {
            let line = String(cells[row].map { Character(Unicode.Scalar(0x2800 + $0)!) })
            context.put(line, at: Point(x: 0, y: Double(row)), style: style)
        }
    }
}
