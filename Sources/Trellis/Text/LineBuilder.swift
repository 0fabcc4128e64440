/// One line being filled by ``TextWrapper``, which knows its display width so that nothing
/// is measured twice.
struct LineBuilder {
    let width: Int
    private(set) var text = ""
    private(set) var used = 0

    init(width: Int) {
        self.width = width
    }

    /// Appends a word after `spacesBefore` spaces, starting a new line first when it does
    /// not fit (the spaces are then dropped), and breaking it hard when it is wider than a
    /// whole line.
    mutating func appendWord(_ word: Substring, spacesBefore: Int, into lines: inout [String]) {
        let wordWidth = DisplayWidth.of(word)
        if used + spacesBefore + wordWidth <= width {
            text.append(String(repeating: " ", count: spacesBefore))
            text.append(contentsOf: word)
            used += spacesBefore + wordWidth
            return
        }
        if used > 0 { finishLine(into: &lines) }
        if wordWidth <= width {
            text.append(contentsOf: word)
            used = wordWidth
            return
        }
        for character in word {
            appendBreakingAnywhere(character, into: &lines)
        }
    }

    /// Appends one cluster, starting a new line first when it does not fit in what is left.
    mutating func appendBreakingAnywhere(_ character: Character, into lines: inout [String]) {
        let characterWidth = DisplayWidth.of(character)
        // `used > 0`: a cluster wider than the whole line goes alone on a line rather than
        // leaving an empty line before it.
        if used + characterWidth > width && used > 0 { finishLine(into: &lines) }
        text.append(character)
        used += characterWidth
    }

    private mutating func finishLine(into lines: inout [String]) {
        lines.append(text)
        text = ""
        used = 0
    }
}
