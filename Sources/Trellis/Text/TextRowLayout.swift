/// Where each paragraph of a text view's text falls on the view's rows, kept per
/// paragraph so that an edit re-wraps only the paragraphs it touched and a row is found in
/// O(log n): a text view over a long document does work for what changed and what is on
/// screen, not for its length.
///
/// The rows of each paragraph come from ``ParagraphWrapper``; a paragraph that fits on
/// one row stores nothing. The running row counts are a ``LineOffsetIndex``.
struct TextRowLayout {
    /// The width rows are wrapped at, in cells.
    private(set) var width: Int
    /// The number of rows of each paragraph, summed.
    private var rowCounts: LineOffsetIndex
    /// The rows of each paragraph that takes more than one.
    private var wrapped: [[Range<Int>]?]

    /// Lays out every paragraph of `storage` at `width`. O(n) in the number of lines;
    /// only the paragraphs longer than the width are measured.
    init(storage: TextStorage, width: Int) {
        self.width = width
        wrapped = storage.lines.map { ParagraphWrapper.rows(of: $0, width: width) }
        rowCounts = LineOffsetIndex(lengths: wrapped.map { $0?.count ?? 1 })
    }

    /// The number of rows.
    var rowCount: Int { rowCounts.total }

    /// Lays out again the paragraphs that replaced `old` (`newCount` of them, starting at
    /// `old.lowerBound`).
    mutating func replaceParagraphs(_ old: Range<Int>, newCount: Int, in storage: TextStorage) {
        let new = old.lowerBound..<(old.lowerBound + newCount)
        let rows = new.map { ParagraphWrapper.rows(of: storage.lines[$0], width: width) }
        wrapped.replaceSubrange(old, with: rows)
        rowCounts.replaceLines(old, with: rows.map { $0?.count ?? 1 })
    }

    /// The first row of paragraph `paragraph`.
    func firstRow(ofParagraph paragraph: Int) -> Int { rowCounts.start(ofLine: paragraph) }

    /// The paragraph shown on `row` and the range of its characters the row holds;
    /// `isLast` when it is the paragraph's last row.
    func segment(atRow row: Int, in storage: TextStorage) -> (paragraph: Int, range: Range<Int>, isLast: Bool) {
        let row = Swift.min(Swift.max(row, 0), Swift.max(rowCount - 1, 0))
        let paragraph = rowCounts.line(containing: row)
        guard let rows = wrapped[paragraph] else {
            return (paragraph, 0..<storage.length(ofLine: paragraph), true)
        }
        let index = Swift.min(row - rowCounts.start(ofLine: paragraph), rows.count - 1)
        return (paragraph, rows[index], index == rows.count - 1)
    }

    /// The row and display column of `position`: a position at a soft break is at the
    /// start of the next row.
    func location(of position: TextPosition, in storage: TextStorage) -> (row: Int, column: Int) {
        let first = rowCounts.start(ofLine: position.line)
        let line = storage.lines[position.line]
        guard let rows = wrapped[position.line] else {
            return (first, DisplayWidth.of(TextStorage.slice(line, 0..<position.column)))
        }
        let index = rows.firstIndex { position.column < $0.upperBound } ?? rows.count - 1
        let start = rows[index].lowerBound
        return (first + index, DisplayWidth.of(TextStorage.slice(line, start..<position.column)))
    }

    /// The position on `row` nearest display column `column` without passing it: the
    /// caret's landing place for vertical moves and clicks. On a row that ends in a soft
    /// break, the end of the row is before its last character (the next row starts there).
    func position(atRow row: Int, column: Int, in storage: TextStorage) -> TextPosition {
        let segment = segment(atRow: row, in: storage)
        let line = storage.lines[segment.paragraph]
        var offset = segment.range.lowerBound
        var used = 0
        let last = segment.isLast ? segment.range.upperBound : Swift.max(segment.range.upperBound - 1, segment.range.lowerBound)
        for character in TextStorage.slice(line, segment.range) {
            if offset >= last { break }
            let width = DisplayWidth.of(character)
            if used + width > column { break }
            used += width
            offset += 1
        }
        return TextPosition(line: segment.paragraph, column: offset)
    }
}
