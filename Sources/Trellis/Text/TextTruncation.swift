/// Shortens one line of text to a width in cells by removing grapheme clusters from its
/// head, middle or tail and putting "…" (one cell) where they were.
///
/// The text is expected to be one sanitized line (see ``TextWrapper``, which produces such
/// lines): tabs and controls count 0 cells in ``DisplayWidth`` and are not expanded here.
public enum TextTruncation {
    /// The ellipsis put in place of the removed text: U+2026, one cell wide.
    public static let ellipsis: Character = "\u{2026}"

    /// `text` shortened to at most `width` cells with "…" at `position`.
    ///
    /// - Text that fits is returned unchanged.
    /// - A width of 0 or less gives "", and a width of 1 gives "…" when the text does not fit.
    /// - Grapheme clusters are never split. When a wide character would straddle the cut,
    ///   it is left out, so the result may be one cell narrower than `width`.
    /// - For ``TruncationPosition/middle``, the head gets the odd cell and any cell it could
    ///   not use (a wide character at its cut) goes to the tail, unless giving the odd cell to
    ///   the tail fills more of the width.
    ///
    /// Linear in the length of `text`.
    public static func truncate(_ text: String, toWidth width: Int, at position: TruncationPosition) -> String {
        if DisplayWidth.of(text) <= width { return text }
        guard width > 0 else { return "" }
        let budget = width - 1
        switch position {
        case .tail:
            return String(prefix(of: text, fitting: budget).text) + String(ellipsis)
        case .head:
            return String(ellipsis) + String(suffix(of: text, fitting: budget).text)
        case .middle:
            return middle(of: text, fitting: budget)
        }
    }

    /// The widest head + "…" + tail no wider than `budget` + 1, trying the odd cell on each
    /// side because a wide character at one cut can waste it.
    static func middle(of text: String, fitting budget: Int) -> String {
        let head = prefix(of: text, fitting: (budget + 1) / 2)
        let tail = suffix(of: text, fitting: budget - head.width)
        var best = (head: head.text, tail: tail.text, width: head.width + tail.width)
        let otherTail = suffix(of: text, fitting: (budget + 1) / 2)
        let otherHead = prefix(of: text, fitting: budget - otherTail.width)
        if otherHead.width + otherTail.width > best.width {
            best = (otherHead.text, otherTail.text, otherHead.width + otherTail.width)
        }
        return String(best.head) + String(ellipsis) + String(best.tail)
    }

    /// The longest start of `text` no wider than `width`, and its width.
    static func prefix(of text: String, fitting width: Int) -> (text: Substring, width: Int) {
        var used = 0
        var end = text.startIndex
        while end < text.endIndex {
            let characterWidth = DisplayWidth.of(text[end])
            if used + characterWidth > width { break }
            used += characterWidth
            end = text.index(after: end)
        }
        return (text[..<end], used)
    }

    /// The longest end of `text` no wider than `width`, and its width.
    static func suffix(of text: String, fitting width: Int) -> (text: Substring, width: Int) {
        var used = 0
        var start = text.endIndex
        while start > text.startIndex {
            let previous = text.index(before: start)
            let characterWidth = DisplayWidth.of(text[previous])
            if used + characterWidth > width { break }
            used += characterWidth
            start = previous
        }
        return (text[start...], used)
    }
}
