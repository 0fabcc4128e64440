/// A grid of ``Cell``s, `width` columns by `height` rows, that views draw into and a
/// terminal backend prints: the screen, held in memory.
///
/// Drawing goes through ``put(_:x:y:style:clip:)``, ``fill(_:with:style:clip:)``,
/// ``setBackground(_:in:clip:)`` and ``drawBorder(_:style:cellStyle:clip:)``, which keep the
/// grid in the shape a terminal can show:
///
/// - Text is sanitized (tabs become spaces, control characters U+FFFD) and measured with ``DisplayWidth``, the one
///   measure the rest of Trellis uses, so what a label measured is what it draws.
/// - A wide character always has its ``Cell/Content/continuation`` cell to its right.
///   A wide character that would straddle a clip edge or the canvas edge is replaced by
///   spaces, never split; and overwriting one half of a wide character turns the other
///   half into a space, so no half is left orphaned.
/// - Nothing is written outside the canvas or outside the `clip` rect (nil: the whole
///   canvas), except that one repair: the surviving half of a wide character that a write
///   cut in two becomes a space even when it lies outside the clip, because the terminal
///   would erase that half anyway.
///
/// The ``Canvas/subscript(_:_:)`` reads and writes one cell as it is, without those repairs.
///
/// For tests, ``renderedText()`` reads the canvas back as lines of text, and two canvases
/// compare equal when every cell is the same (its cluster, byte for byte, and its style).
public struct Canvas: Sendable, Hashable, CustomStringConvertible {
    /// The number of columns, never negative.
    public private(set) var width: Int

    /// The number of rows, never negative.
    public private(set) var height: Int

    /// The cells, row by row: cell (x, y) is at `y * width + x`.
    private(set) var cells: [Cell]

    /// A canvas of `width` × `height` blank cells; a negative size counts as 0.
    public init(width: Int, height: Int) {
        self.width = Swift.max(0, width)
        self.height = Swift.max(0, height)
        cells = Array(repeating: .blank, count: self.width * self.height)
    }

    /// Makes the canvas `width` × `height` blank cells, as a new one would be, in the storage
    /// it has: a window resized back and forth then neither frees nor allocates its cells,
    /// and overwrites each in place, where destroying the old array and faulting in a new
    /// one cost a tenth of a 1,000-view window's resize.
    mutating func reset(width: Int, height: Int) {
        self.width = Swift.max(0, width)
        self.height = Swift.max(0, height)
        let count = self.width * self.height
        if cells.count > count { cells.removeLast(cells.count - count) }
        let blank = Cell.blank
        cells.withUnsafeMutableBufferPointer { buffer in
            for index in buffer.indices { buffer[index] = blank }
        }
        if cells.count < count { cells.append(contentsOf: repeatElement(.blank, count: count - cells.count)) }
    }

    /// The cell at column `x`, row `y`, both 0-based from the top-left corner.
    ///
    /// Setting a cell stores it as given: unlike the drawing methods, it does not keep wide
    /// characters and their continuation cells together. The position must be on the canvas.
    public subscript(x: Int, y: Int) -> Cell {
        get {
            precondition(x >= 0 && x < width && y >= 0 && y < height, "cell (\(x), \(y)) is outside a \(width)×\(height) canvas")
            return cells[y * width + x]
        }
        set {
            precondition(x >= 0 && x < width && y >= 0 && y < height, "cell (\(x), \(y)) is outside a \(width)×\(height) canvas")
            cells[y * width + x] = newValue
        }
    }

    /// The whole canvas, `(0, 0, width, height)`.
    public var bounds: Rect {
        Rect(x: 0, y: 0, width: Double(width), height: Double(height))
    }

    // MARK: - Drawing

    /// Writes one line of text from column `x` of row `y`, and returns the column after it:
    /// `x` plus the text's width in cells, whatever was clipped.
    ///
    /// - The text is sanitized first, with tabs expanded from column `x` (from column 0
    ///   when `x` is negative) and controls replaced by U+FFFD. Line breaks are not
    ///   expected (split lines first, as ``TextWrapper`` does); any that remain are
    ///   replaced by U+FFFD too.
    /// - Each grapheme cluster takes ``DisplayWidth/of(_:)-(Character)`` cells. A cluster of
    ///   width 0 (a lone combining mark, a zero-width space) is appended to the cluster
    ///   written just before it when that one was written and the two still form one
    ///   grapheme cluster; otherwise it is dropped, as a terminal would not show it.
    /// - Cells outside the canvas or outside `clip` are not written. A wide cluster that
    ///   would have only one of its cells inside is never split: the cell inside gets a space
    ///   in `style` instead.
    ///
    /// Linear in the length of `text`; cells stop being written once the text passes the
    /// clip's right edge.
    @discardableResult
    public mutating func put(_ text: String, x: Int, y: Int, style: CellStyle = .plain, clip: Rect? = nil) -> Int {
        if let count = Canvas.printableASCIICount(text) {
            putPrintableASCII(text, count: count, x: x, y: y, style: style, keepingBackground: false, clip: clip)
            return x + count
        }
        let area = drawableArea(clip)
        let clean = TextSanitizer.sanitize(text, startingColumn: x)
        guard area.rows.contains(y) else { return x + DisplayWidth.of(clean) }
        var column = x
        // Where the previous cluster was written whole, for a zero-width cluster to join it.
        var previous: Int?
        var index = clean.startIndex
        while index < clean.endIndex {
            if column >= area.columns.upperBound {
                // Nothing further can be written; only the width is still needed.
                return column + DisplayWidth.of(clean[index...])
            }
            let character = clean[index].isNewline ? TextSanitizer.replacement : clean[index]
            index = clean.index(after: index)
            let characterWidth = DisplayWidth.of(character)
            switch characterWidth {
            case 0:
                if let previous { join(character, toCellAt: previous, y: y) }
            case 1:
                if area.columns.contains(column) {
                    write(Cell(character, style: style), x: column, y: y)
                    previous = column
                } else {
                    previous = nil
                }
            default:
                let first = area.columns.contains(column)
                let second = area.columns.contains(column + 1)
                if first && second {
                    write([Cell(character, style: style), Cell(content: .continuation, style: style)], x: column, y: y)
                    previous = column
                } else {
                    if first { write(Cell(" ", style: style), x: column, y: y) }
                    if second { write(Cell(" ", style: style), x: column + 1, y: y) }
                    previous = nil
                }
            }
            column += characterWidth
        }
        return column
    }

    /// Fills every cell of `rect` (within `clip`) with `character` in `style`.
    ///
    /// `character` must be one cell wide: a wide one could not fill an odd-width rect, and
    /// a zero-width one would show nothing. Wide characters cut by the rect's edges lose
    /// their other half to a space, as with ``put(_:x:y:style:clip:)``.
    public mutating func fill(_ rect: Rect, with character: Character = " ", style: CellStyle = .plain, clip: Rect? = nil) {
        precondition(DisplayWidth.of(character) == 1, "fill needs a character one cell wide")
        let area = CellArea(rect, width: width, height: height).intersection(drawableArea(clip))
        guard !area.isEmpty else { return }
        let cell = Cell(character, style: style)
        for y in area.rows {
            write(cell, repeated: area.columns.count, x: area.columns.lowerBound, y: y)
        }
    }

    /// Sets the background colour of every cell of `rect` (within `clip`) to `color`,
    /// keeping each cell's character, foreground and attributes: a view's
    /// `backgroundColor` under content already drawn, or a highlight over it.
    ///
    /// A terminal draws a wide character in the style of its first cell, so a rect that
    /// covers only the right half of one does not change how it looks.
    public mutating func setBackground(_ color: Color, in rect: Rect, clip: Rect? = nil) {
        let area = CellArea(rect, width: width, height: height).intersection(drawableArea(clip))
        for y in area.rows {
            for x in area.columns {
                cells[y * width + x].style.background = color
            }
        }
    }

    // MARK: - Reading back

    /// The canvas as text: one line per row, joined by "\n", with the trailing spaces of
    /// each row trimmed; a continuation cell adds nothing, since its wide character was
    /// printed already. Styles are not shown. A canvas with no rows gives "".
    public func renderedText() -> String {
        var lines: [String] = []
        lines.reserveCapacity(height)
        for y in 0..<height {
            var line = ""
            for cell in cells[(y * width)..<((y + 1) * width)] {
                if case .character(let character) = cell.content { line.append(character) }
            }
            while line.last == " " { line.removeLast() }
            lines.append(line)
        }
        return lines.joined(separator: "\n")
    }

    /// The same as ``renderedText()``.
    public var description: String { renderedText() }

    /// The positions whose cell (character or style) differs from `previous`, row by row,
    /// left to right: what a backend must print to turn the screen `previous` showed into
    /// this one. When the sizes differ, every cell of this canvas counts as changed, since
    /// the terminal redraws everything after a resize anyway.
    public func changedCells(comparedTo previous: Canvas) -> [(x: Int, y: Int)] {
        let sameSize = previous.width == width && previous.height == height
        var changed: [(x: Int, y: Int)] = []
        for y in 0..<height {
            for x in 0..<width {
                let index = y * width + x
                if !sameSize || cells[index] != previous.cells[index] { changed.append((x, y)) }
            }
        }
        return changed
    }

    // MARK: - Internals

    /// The length of `text` when every byte of it is printable ASCII (U+0020–U+007E), nil
    /// otherwise. Such text needs no sanitizing and no grapheme segmentation: each byte is
    /// one cluster one cell wide, so ``put(_:x:y:style:clip:)`` can write it byte by byte.
    static func printableASCIICount(_ text: String) -> Int? {
        let counted = text.utf8.withContiguousStorageIfAvailable { bytes -> Int? in
            for byte in bytes where byte < 0x20 || byte >= 0x7F { return nil }
            return bytes.count
        }
        if let counted { return counted }
        var count = 0
        for byte in text.utf8 {
            guard byte >= 0x20 && byte < 0x7F else { return nil }
            count += 1
        }
        return count
    }

    /// ``put(_:x:y:style:clip:)`` for text of `count` printable ASCII bytes
    /// (``printableASCIICount(_:)``): one cell per byte, the cells cut by the clip left out,
    /// and the wide characters the run cuts at either end repaired as ``write(_:x:y:)`` does.
    /// With `keepingBackground`, each cell written keeps the background it had.
    mutating func putPrintableASCII(_ text: String, count: Int, x: Int, y: Int, style: CellStyle,
                                    keepingBackground: Bool, clip: Rect?) {
        let area = drawableArea(clip)
        guard area.rows.contains(y) else { return }
        let low = Swift.max(x, area.columns.lowerBound)
        let high = Swift.min(x + count, area.columns.upperBound)
        guard low < high else { return }
        let rowStart = y * width
        if cells[rowStart + low].isContinuation && low > 0 {
            cells[rowStart + low - 1].glyph = CellGlyph.space
        }
        if high < width && cells[rowStart + high].isContinuation {
            cells[rowStart + high].glyph = CellGlyph.space
        }
        let written: Void? = text.utf8.withContiguousStorageIfAvailable { bytes in
            writeASCII(UnsafeBufferPointer(rebasing: bytes[(low - x)..<(high - x)]), at: rowStart + low,
                       style: style, keepingBackground: keepingBackground)
        }
        if written == nil {
            let bytes = Array(text.utf8)
            bytes.withUnsafeBufferPointer { bytes in
                writeASCII(UnsafeBufferPointer(rebasing: bytes[(low - x)..<(high - x)]), at: rowStart + low,
                           style: style, keepingBackground: keepingBackground)
            }
        }
    }

    /// Writes one cell per byte of `bytes` (printable ASCII) from cell `start` on.
    private mutating func writeASCII(_ bytes: UnsafeBufferPointer<UInt8>, at start: Int, style: CellStyle,
                                     keepingBackground: Bool) {
        cells.withUnsafeMutableBufferPointer { buffer in
            var index = start
            for byte in bytes {
                var cellStyle = style
                if keepingBackground { cellStyle.background = buffer[index].style.background }
                buffer[index] = Cell(glyph: CellGlyph(ascii: byte), style: cellStyle)
                index += 1
            }
        }
    }

    /// The cells a drawing call may write: the canvas, cut down to `clip` when there is one.
    func drawableArea(_ clip: Rect?) -> CellArea {
        let whole = CellArea(width: width, height: height)
        guard let clip else { return whole }
        return CellArea(clip, width: width, height: height).intersection(whole)
    }

    /// Writes `run` into row `y` from column `x`, first turning into a space the surviving
    /// half of any wide character that the run cuts at either end. Inside the run nothing
    /// needs repairing: every cell of it is replaced. The run must lie on the canvas.
    mutating func write(_ run: [Cell], x: Int, y: Int) {
        guard !run.isEmpty else { return }
        let start = y * width + x
        let end = start + run.count
        // A continuation at the run's first cell belongs to a wide character just left of
        // the run, which loses its right half.
        if cells[start].isContinuation && x > 0 {
            cells[start - 1].glyph = CellGlyph.space
        }
        // A continuation just right of the run belongs to the run's last cell, which is
        // being replaced.
        if x + run.count < width && cells[end].isContinuation {
            cells[end].glyph = CellGlyph.space
        }
        cells.replaceSubrange(start..<end, with: run)
    }

    /// ``write(_:x:y:)-([Cell],_,_)`` for a run of `count` copies of `cell`, without the
    /// array: what ``fill(_:with:style:clip:)`` writes on each row.
    mutating func write(_ cell: Cell, repeated count: Int, x: Int, y: Int) {
        guard count > 0 else { return }
        let start = y * width + x
        let end = start + count
        if cells[start].isContinuation && x > 0 {
            cells[start - 1].glyph = CellGlyph.space
        }
        if x + count < width && cells[end].isContinuation {
            cells[end].glyph = CellGlyph.space
        }
        cells.withUnsafeMutableBufferPointer { buffer in
            for index in start..<end { buffer[index] = cell }
        }
    }

    /// ``write(_:x:y:)-([Cell],_,_)`` for a run of one cell, without the array: text is
    /// written a cell at a time, and an array per cell was most of the cost of drawing.
    mutating func write(_ cell: Cell, x: Int, y: Int) {
        let index = y * width + x
        if cells[index].isContinuation && x > 0 {
            cells[index - 1].glyph = CellGlyph.space
        }
        if x + 1 < width && cells[index + 1].isContinuation {
            cells[index + 1].glyph = CellGlyph.space
        }
        cells[index] = cell
    }

    /// Appends the zero-width cluster `mark` to the character at (`x`, `y`) when the two
    /// make one grapheme cluster (a base and its combining mark); drops it otherwise, since
    /// a `Character` holds exactly one cluster and a terminal would not draw it alone.
    private mutating func join(_ mark: Character, toCellAt x: Int, y: Int) {
        guard case .character(let base) = cells[y * width + x].content else { return }
        let joined = String(base) + String(mark)
        if joined.count == 1, let combined = joined.first {
            cells[y * width + x].content = .character(combined)
        }
    }
}
