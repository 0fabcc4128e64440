/// The text an editor holds, kept as lines so that an edit costs the length of the lines
/// it touches, not of the whole text.
///
/// Offsets count grapheme clusters (Swift `Character`s), so an emoji sequence, a flag or a
/// letter with its combining marks is one step and can never be split. A line break is one
/// character at the end of every line but the last. Any newline character (`"\n"`,
/// `"\r\n"`, `"\r"`, U+2028…) splits lines, and ``text`` joins them with `"\n"`.
struct TextStorage {
    /// The lines, without their line breaks.
    private(set) var lines: [String]
    /// Each line's length in characters, its line break included.
    private var index: LineOffsetIndex

    /// The lines the last ``replace(_:with:)`` replaced (as they were numbered before it)
    /// and how many lines took their place: what a view's layout cache must redo.
    private(set) var lastReplacedLines: (old: Range<Int>, newCount: Int) = (0..<0, 0)

    /// Bumped by every change, so caches built from the text can tell they are stale.
    private(set) var version = 0

    init(_ text: String = "") {
        let (lines, counts) = TextStorage.splitCounting(text)
        self.lines = lines
        // Every line but the last ends in a break, which is one character more.
        var lengths = counts
        for line in lengths.indices.dropLast() { lengths[line] += 1 }
        index = LineOffsetIndex(lengths: lengths)
    }

    /// The whole text, lines joined with `"\n"`. O(n): views keep it cached.
    var text: String { lines.joined(separator: "\n") }

    /// The number of characters, line breaks included.
    var count: Int { index.total }

    var isEmpty: Bool { count == 0 }

    var lineCount: Int { lines.count }

    /// The number of characters of line `line`, without its break.
    func length(ofLine line: Int) -> Int {
        index.lengths[line] - (line < lines.count - 1 ? 1 : 0)
    }

    /// The offset of the start of line `line`.
    func start(ofLine line: Int) -> Int { index.start(ofLine: line) }

    /// The line and column of `offset`, clamped to the text.
    func position(of offset: Int) -> TextPosition {
        let offset = Swift.min(Swift.max(offset, 0), count)
        let line = index.line(containing: offset)
        return TextPosition(line: line, column: Swift.min(offset - index.start(ofLine: line), length(ofLine: line)))
    }

    /// The offset of `position`.
    func offset(of position: TextPosition) -> Int {
        index.start(ofLine: position.line) + position.column
    }

    /// The characters of `range`, line breaks as `"\n"`.
    func substring(_ range: Range<Int>) -> String {
        let start = position(of: range.lowerBound)
        let end = position(of: range.upperBound)
        if start.line == end.line {
            return String(TextStorage.slice(lines[start.line], start.column..<end.column))
        }
        var parts = [String(TextStorage.slice(lines[start.line], start.column..<length(ofLine: start.line)))]
        for line in (start.line + 1)..<end.line { parts.append(lines[line]) }
        parts.append(String(TextStorage.slice(lines[end.line], 0..<end.column)))
        return parts.joined(separator: "\n")
    }

    /// Replaces the characters in `range` with `replacement` and returns the offset just
    /// after the inserted text.
    ///
    /// A combining mark inserted after a letter joins it into one cluster, so the text may
    /// end up shorter than the sum of its parts; the returned offset allows for that.
    @discardableResult
    mutating func replace(_ range: Range<Int>, with replacement: String) -> Int {
        let start = position(of: range.lowerBound)
        let end = position(of: range.upperBound)
        let head = TextStorage.slice(lines[start.line], 0..<start.column)
        let tailLine = lines[end.line]
        let tail = TextStorage.slice(tailLine, end.column..<tailLine.count)
        var inserted = TextStorage.split(replacement)
        let tailLength = tail.count
        inserted[0] = String(head) + inserted[0]
        let lastIndex = inserted.count - 1
        inserted[lastIndex] += tail
        let caretColumn = inserted[lastIndex].count - tailLength
        lines.replaceSubrange(start.line...end.line, with: inserted)
        let lineRange = start.line..<(start.line + inserted.count)
        index.replaceLines(start.line..<(end.line + 1),
                           with: TextStorage.lengths(of: lines, startingAt: lineRange.lowerBound, lineCount: inserted.count))
        // Lines outside the edit keep their breaks: the text's last line is inside the
        // replaced lines exactly when it is inside the inserted ones.
        lastReplacedLines = (start.line..<(end.line + 1), inserted.count)
        version &+= 1
        return offset(of: TextPosition(line: lineRange.upperBound - 1, column: Swift.max(caretColumn, 0)))
    }

    // MARK: - Helpers

    /// The characters `range` of `line`, clamped.
    static func slice(_ line: String, _ range: Range<Int>) -> Substring {
        let lower = line.index(line.startIndex, offsetBy: range.lowerBound, limitedBy: line.endIndex) ?? line.endIndex
        let upper = line.index(lower, offsetBy: range.count, limitedBy: line.endIndex) ?? line.endIndex
        return line[lower..<upper]
    }

    /// The lines of `text`. Text whose only line breaks are line feeds (the common case)
    /// is split on its UTF-8 bytes, without finding grapheme clusters: a line feed always
    /// ends a cluster, so the split is the same.
    static func split(_ text: String) -> [String] { splitCounting(text).lines }

    /// The lines of `text` and each line's length in characters, found in one pass over
    /// the bytes in the common case: text whose only line breaks are line feeds is split on
    /// its UTF-8 bytes, without finding grapheme clusters (a line feed always ends a
    /// cluster, so the split is the same), and an ASCII line's length is its byte count.
    static func splitCounting(_ text: String) -> (lines: [String], counts: [Int]) {
        var text = text
        let byBytes: (lines: [String], counts: [Int])? = text.withUTF8 { bytes in
            var lines: [String] = []
            var counts: [Int] = []
            var start = 0
            var index = 0
            var lineIsASCII = true
            let count = bytes.count
            func endLine(at end: Int) {
                let line = String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<end]), as: UTF8.self)
                counts.append(lineIsASCII ? end - start : line.count)
                lines.append(line)
            }
            while index < count {
                index = ASCIIScan.firstNonPrintable(in: bytes, from: index)
                guard index < count else { break }
                let byte = bytes[index]
                switch byte {
                case 0x0A:
                    endLine(at: index)
                    start = index + 1
                    lineIsASCII = true
                case 0x0B, 0x0C, 0x0D:
                    return nil
                case 0xC2 where index + 1 < count && bytes[index + 1] == 0x85:
                    return nil
                case 0xE2 where index + 2 < count && bytes[index + 1] == 0x80 && (bytes[index + 2] == 0xA8 || bytes[index + 2] == 0xA9):
                    return nil
                default:
                    if byte >= 0x80 { lineIsASCII = false }
                }
                index += 1
            }
            endLine(at: count)
            return (lines, counts)
        }
        if let byBytes { return byBytes }
        let lines = text.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline).map(String.init)
        return (lines, lines.map(characterCount))
    }

    /// The number of characters of `line`: its bytes when it is ASCII (a line holds no
    /// CR LF, the one ASCII cluster of two), else its grapheme clusters counted.
    static func characterCount(_ line: String) -> Int {
        var line = line
        let ascii: Int? = line.withUTF8 { bytes in
            for byte in bytes where byte >= 0x80 { return nil }
            return bytes.count
        }
        return ascii ?? line.count
    }

    /// The indexed lengths of `lineCount` lines from `first`: each line's characters, plus
    /// one for the break of every line but the text's last.
    private static func lengths(of lines: [String], startingAt first: Int, lineCount: Int) -> [Int] {
        (first..<(first + lineCount)).map { characterCount(lines[$0]) + ($0 < lines.count - 1 ? 1 : 0) }
    }
}
