/// Breaks text into lines that fit a width in cells, measuring with ``DisplayWidth``.
///
/// Each explicit line break (any `Character` whose `isNewline` is true: "\n", "\r\n", "\r",
/// U+2028…) starts a new paragraph; each paragraph is sanitized
/// (tabs expanded from the paragraph's start, controls replaced) and then wrapped. The lines
/// returned are therefore safe to draw as they are.
///
/// Choices, for the cases UIKit does not decide for a terminal:
/// - Empty text gives no lines (`[]`): a label with empty text has no lines and no height.
///   An empty paragraph inside text ("a\n\nb") gives an empty line, and so does a trailing
///   line break ("a\n" gives "a" and "").
/// - A width of 0 or less gives no lines: nothing can be drawn in it.
/// - A wide character on a line narrower than 2 cells cannot fit anywhere; it gets a line
///   of its own, wider than `width`, rather than being lost. The canvas replaces a wide
///   character that straddles the clip edge when it draws.
/// - Word wrapping breaks only at U+0020 spaces (tabs are spaces by then): a no-break space
///   does not break, and text without spaces (CJK, for example) is broken between clusters
///   like a long word, which is where CJK text may break anyway.
public enum TextWrapper {
    /// The lines of `text` wrapped to `width` cells.
    ///
    /// Linear in the length of `text`. Never splits a grapheme cluster. Every line is at
    /// most `width` cells wide, except a wide character alone on a line narrower than 2.
    ///
    /// - Parameters:
    ///   - text: The text, possibly with line breaks, tabs and controls.
    ///   - width: The width of a line in cells.
    ///   - mode: ``WrapMode/word`` (greedy word wrap; spaces at a break dropped, a
    ///     paragraph's leading spaces kept, its trailing spaces dropped) or
    ///     ``WrapMode/character`` (break between any two clusters, spaces kept).
    public static func wrap(_ text: String, width: Int, mode: WrapMode) -> [String] {
        guard width > 0, !text.isEmpty else { return [] }
        if let lines = PrintableASCIIWrapper.wrap(text, width: width, mode: mode) { return lines }
        return wrapClusters(text, width: width, mode: mode)
    }

    /// ``wrap(_:width:mode:)`` for any text, a grapheme cluster at a time.
    static func wrapClusters(_ text: String, width: Int, mode: WrapMode) -> [String] {
        var lines: [String] = []
        for paragraph in text.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline) {
            let clean = TextSanitizer.sanitize(paragraph)
            switch mode {
            case .word: wrapWords(clean, width: width, into: &lines)
            case .character: wrapCharacters(clean, width: width, into: &lines)
            }
        }
        return lines
    }

    // MARK: - Character wrapping

    static func wrapCharacters(_ paragraph: String, width: Int, into lines: inout [String]) {
        var line = LineBuilder(width: width)
        for character in paragraph {
            line.appendBreakingAnywhere(character, into: &lines)
        }
        lines.append(line.text)
    }

    // MARK: - Word wrapping

    static func wrapWords(_ paragraph: String, width: Int, into lines: inout [String]) {
        var line = LineBuilder(width: width)
        var index = paragraph.startIndex
        // Leading spaces are the paragraph's indentation, kept as if they were a word; they
        // only break (like a long word) when the indentation alone is wider than the line.
        let indentEnd = paragraph[index...].firstIndex(where: { $0 != " " }) ?? paragraph.endIndex
        if indentEnd > index {
            line.appendWord(paragraph[index..<indentEnd], spacesBefore: 0, into: &lines)
            index = indentEnd
        }
        var spaces = 0
        while index < paragraph.endIndex {
            if paragraph[index] == " " {
                spaces += 1
                index = paragraph.index(after: index)
                continue
            }
            let wordEnd = paragraph[index...].firstIndex(of: " ") ?? paragraph.endIndex
            line.appendWord(paragraph[index..<wordEnd], spacesBefore: spaces, into: &lines)
            spaces = 0
            index = wordEnd
        }
        // Trailing spaces are dropped: they are invisible and would widen the line.
        lines.append(line.text)
    }
}
