/// A picture made of styled cells, for an ``ImageView`` to show: the terminal's `UIImage`.
///
/// The art is a rectangle of ``width`` × ``height`` ``Cell``s, laid out as a ``Canvas``
/// lays out text: a wide character (CJK, emoji) takes its own cell and the
/// ``Cell/Content/continuation`` cell to its right. Rows shorter than the widest one are
/// padded with plain spaces.
///
/// Make it from a multi-line string (``init(_:colors:colorMap:)``), or from a bitmap at
/// sub-cell resolution (``fromBitmap(width:height:style:resolution:isSet:)``,
/// ``filledEllipse(width:height:style:resolution:)``).
///
/// Differences from UIKit: no pixels, scale factor or rendering modes; the size is in
/// cells, which are about twice as tall as wide, so art that should look round is drawn
/// about twice as wide as tall.
public struct CharacterArt: Sendable, Hashable {
    /// The number of columns, never negative.
    public let width: Int

    /// The number of rows, never negative.
    public let height: Int

    /// The cells, row by row: cell (x, y) is at `y * width + x`.
    private let cells: [Cell]

    /// Art from rows of cells; shorter rows are padded with plain spaces.
    init(rows: [[Cell]]) {
        let width = rows.map(\.count).max() ?? 0
        self.width = width
        height = rows.count
        cells = rows.flatMap { $0 + Array(repeating: Cell.blank, count: width - $0.count) }
    }

    /// Art from a multi-line string, one row per line, in the terminal's default colours
    /// unless a colour map says otherwise.
    ///
    /// - Each line is laid out as ``Canvas/put(_:x:y:style:clip:)`` would: tabs expanded,
    ///   controls shown as U+FFFD, wide characters taking two cells, a combining mark joined
    ///   to the character before it. One final newline is ignored, so text read from a file
    ///   gives the same art as a string literal; the empty string gives 0 × 0 art.
    /// - `colorMap`, when given, is a second multi-line string of the same shape, in cells:
    ///   the character in column x of its row y picks, through `colors`, the foreground of
    ///   cell (x, y) (and of its continuation, for a wide character). A map character with
    ///   no colour in `colors`, or a cell the map does not reach, keeps the default colour.
    public init(_ text: String, colors: [Character: Color] = [:], colorMap: String? = nil) {
        let lines = CharacterArt.lines(of: text)
        let map = colorMap.map { CharacterArt.lines(of: $0).map(CharacterArt.cells(of:)) } ?? []
        let rows = lines.enumerated().map { y, line in
            var row = CharacterArt.cells(of: line)
            guard y < map.count else { return row }
            for x in row.indices {
                // A continuation takes the colour of its wide character, the cell to its left.
                let column = row[x].isContinuation && x > 0 ? x - 1 : x
                guard column < map[y].count, let key = map[y][column].character, let color = colors[key] else { continue }
                row[x].style.foreground = color
            }
            return row
        }
        self.init(rows: rows)
    }

    /// Art from a multi-line string with every cell, spaces and padding included, in
    /// `style`: a badge or a tile drawn on a background of its own.
    ///
    /// Lines are laid out as ``init(_:colors:colorMap:)`` lays them out. Because the
    /// padding takes the style too, a style with a ``CellStyle/background`` makes the whole
    /// rectangle opaque in an ``ImageView``; with the default background, spaces stay
    /// transparent there as usual. Not in UIKit, whose closest relative is an image drawn
    /// with a tint (`withTintColor(_:)`).
    public init(_ text: String, style: CellStyle) {
        let plain = CharacterArt(text)
        let rows = (0..<plain.height).map { y in
            (0..<plain.width).map { x in
                var cell = plain[x, y]
                cell.style = style
                return cell
            }
        }
        self.init(rows: rows)
    }

    /// The cell at column `x`, row `y`, both 0-based from the top-left corner; the position
    /// must lie inside the art.
    public subscript(x: Int, y: Int) -> Cell {
        precondition(x >= 0 && x < width && y >= 0 && y < height, "cell (\(x), \(y)) is outside \(width)×\(height) art")
        return cells[y * width + x]
    }

    /// The art as text, as ``Canvas/renderedText()`` reads a canvas: rows joined by "\n",
    /// trailing spaces trimmed, styles left out.
    public func renderedText() -> String {
        var canvas = Canvas(width: width, height: height)
        for y in 0..<height {
            for x in 0..<width { canvas[x, y] = self[x, y] }
        }
        return canvas.renderedText()
    }

    // MARK: - From bitmaps

    /// Art showing a bitmap of `width` × `height` pixels at sub-cell resolution: pixel
    /// (x, y), 0-based from the top-left, is set when `isSet(x, y)` is true.
    ///
    /// The art is `width` / ``BitmapResolution/pixelsPerCellAcross`` cells wide and
    /// `height` / ``BitmapResolution/pixelsPerCellDown`` rows tall, rounded up; pixels past
    /// the bitmap's edge count as unset. Cells with a pixel set show it in `style`; cells
    /// with none are plain spaces, which an ``ImageView`` leaves transparent, so shapes
    /// such as the Venn diagram's circles can overlap. A bitmap with no pixels on either
    /// axis gives 0 × 0 art.
    public static func fromBitmap(
        width: Int, height: Int, style: CellStyle = .plain, resolution: BitmapResolution = .halfBlocks,
        isSet: (Int, Int) -> Bool
    ) -> CharacterArt {
        let across = resolution.pixelsPerCellAcross
        let down = resolution.pixelsPerCellDown
        let columns = (Swift.max(width, 0) + across - 1) / across
        let rows = (Swift.max(height, 0) + down - 1) / down
        // Art 0 cells wide has no rows either, as 0 × n art would still have a height.
        guard columns > 0, rows > 0 else { return CharacterArt(rows: []) }
        func pixel(_ x: Int, _ y: Int) -> Bool { x < width && y < height && isSet(x, y) }
        let art = (0..<rows).map { row in
            (0..<columns).map { column in
                let character = switch resolution {
                case .halfBlocks: halfBlock(top: pixel(column, 2 * row), bottom: pixel(column, 2 * row + 1))
                case .braille: braille { dx, dy in pixel(across * column + dx, down * row + dy) }
                }
                return character == " " ? Cell.blank : Cell(character, style: style)
            }
        }
        return CharacterArt(rows: art)
    }

    /// A filled ellipse inscribed in a box of `width` × `height` cells, drawn at
    /// `resolution`: the shape of the Venn diagram's circles. A pixel is set when its centre
    /// lies inside the ellipse. A circle on screen is about twice as many cells wide as tall.
    public static func filledEllipse(
        width: Int, height: Int, style: CellStyle = .plain, resolution: BitmapResolution = .halfBlocks
    ) -> CharacterArt {
        let pixelsAcross = Swift.max(width, 0) * resolution.pixelsPerCellAcross
        let pixelsDown = Swift.max(height, 0) * resolution.pixelsPerCellDown
        let rx = Double(pixelsAcross) / 2, ry = Double(pixelsDown) / 2
        return fromBitmap(width: pixelsAcross, height: pixelsDown, style: style, resolution: resolution) { x, y in
            let dx = (Double(x) + 0.5 - rx) / rx
            let dy = (Double(y) + 0.5 - ry) / ry
            return dx * dx + dy * dy <= 1
        }
    }

    // MARK: - Internals

    private static func halfBlock(top: Bool, bottom: Bool) -> Character {
        switch (top, bottom) {
        case (true, true): "█"
        case (true, false): "▀"
        case (false, true): "▄"
        case (false, false): " "
        }
    }

    /// The braille pattern whose dots are the set pixels of a 2 × 4 block (dot numbering
    /// from Unicode: 1–3 and 7 down the left column, 4–6 and 8 down the right), or a space
    /// when none is set: U+2800 is blank in most fonts but is not a space to a terminal.
    private static func braille(_ isSet: (Int, Int) -> Bool) -> Character {
        let bits: [(dx: Int, dy: Int, bit: UInt32)] = [
            (0, 0, 0x01), (0, 1, 0x02), (0, 2, 0x04), (1, 0, 0x08),
            (1, 1, 0x10), (1, 2, 0x20), (0, 3, 0x40), (1, 3, 0x80),
        ]
        let dots = bits.reduce(UInt32(0)) { $0 | (isSet($1.dx, $1.dy) ? $1.bit : 0) }
        guard dots != 0, let scalar = Unicode.Scalar(0x2800 + dots) else { return " " }
        return Character(scalar)
    }

    private static func lines(of text: String) -> [Substring] {
        guard !text.isEmpty else { return [] }
        // "\r\n" is one Character, so split on every kind of line break, not just "\n".
        var lines = text.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline)
        if lines.last?.isEmpty == true { lines.removeLast() }
        return lines
    }

    /// One line laid out in cells exactly as a canvas would lay it out, so art and text
    /// agree on where every character falls.
    private static func cells(of line: Substring) -> [Cell] {
        let width = DisplayWidth.of(TextSanitizer.sanitize(line))
        var canvas = Canvas(width: width, height: 1)
        canvas.put(String(line), x: 0, y: 0)
        return (0..<width).map { canvas[$0, 0] }
    }
}
