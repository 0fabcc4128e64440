/// Breaks one paragraph of a text view into rows, greedily by words at a width in cells,
/// as a label wraps; unlike a label's, the rows cover every character, so the caret can
/// be anywhere.
///
/// Spaces never start a row: those at a soft break hang at the end of the row before it,
/// beyond the width if need be. A word wider than the width is broken between clusters.
enum ParagraphWrapper {
    /// The rows of `paragraph` as ranges of character offsets, or nil when it fits on one
    /// row (the common case, answered without measuring: a paragraph is never wider in
    /// cells than its UTF-8 bytes).
    static func rows(of paragraph: String, width: Int) -> [Range<Int>]? {
        if paragraph.utf8.count <= width { return nil }
        // ASCII text (stored text has no controls) is one cell and one character per byte:
        // wrapped on its bytes, without finding grapheme clusters.
        var copy = paragraph
        let ascii: [Range<Int>]?? = copy.withUTF8 { bytes in
            for byte in bytes where byte >= 0x80 { return .none }
            return .some(rows(count: bytes.count, width: width, widthAt: { _ in 1 }, isSpace: { bytes[$0] == 0x20 }))
        }
        if let ascii { return ascii }
        let widths = paragraph.map(DisplayWidth.of)
        let isSpace = paragraph.map { $0 == " " }
        if widths.reduce(0, +) <= width { return nil }
        return rows(count: widths.count, width: width, widthAt: { widths[$0] }, isSpace: { isSpace[$0] })
    }

    /// The greedy word wrap of `count` clusters, each `widthAt` wide.
    @inline(__always)
    private static func rows(count: Int, width: Int, widthAt: (Int) -> Int, isSpace: (Int) -> Bool) -> [Range<Int>]? {
        let width = Swift.max(width, 1)
        var rows: [Range<Int>] = []
        var rowStart = 0
        var used = 0
        var index = 0
        while index < count {
            if isSpace(index) {
                used += 1
                index += 1
                continue
            }
            var wordEnd = index
            var wordWidth = 0
            while wordEnd < count, !isSpace(wordEnd) {
                wordWidth += widthAt(wordEnd)
                wordEnd += 1
            }
            if used + wordWidth <= width {
                used += wordWidth
                index = wordEnd
                continue
            }
            if used > 0 {
                rows.append(rowStart..<index)
                rowStart = index
                used = 0
                if wordWidth <= width { continue }
            }
            // A word wider than a whole row: broken between clusters.
            for cluster in index..<wordEnd {
                if used + widthAt(cluster) > width, used > 0 {
                    rows.append(rowStart..<cluster)
                    rowStart = cluster
                    used = 0
                }
                used += widthAt(cluster)
            }
            index = wordEnd
        }
        rows.append(rowStart..<count)
        return rows.count > 1 ? rows : nil
    }
}
