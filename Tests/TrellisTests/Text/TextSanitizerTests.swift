import Testing
@testable import Trellis

@Suite("TextSanitizer")
struct TextSanitizerTests {
    @Test("clean text is returned unchanged")
    func clean() {
        #expect(TextSanitizer.sanitize("Hello 漢字 😀 e\u{301}") == "Hello 漢字 😀 e\u{301}")
        #expect(TextSanitizer.sanitize("") == "")
    }

    @Test(
        "a tab goes to the next multiple of 8 from the starting column",
        arguments: [(0, 8), (1, 7), (5, 3), (7, 1), (8, 8), (9, 7), (15, 1), (16, 8)])
    func tabAtColumn(column: Int, spaces: Int) {
        #expect(TextSanitizer.sanitize("\t", startingColumn: column) == String(repeating: " ", count: spaces))
    }

    @Test("columns are counted in display width, so wide characters move the tab stop")
    func tabAfterText() {
        #expect(TextSanitizer.sanitize("ab\tc") == "ab      c")
        #expect(TextSanitizer.sanitize("漢字\tc") == "漢字    c")
        #expect(TextSanitizer.sanitize("e\u{301}\tc") == "e\u{301}       c")
        #expect(TextSanitizer.sanitize("a\t\tb") == "a" + String(repeating: " ", count: 15) + "b")
    }

    @Test("the tab width is a parameter")
    func tabWidth() {
        #expect(TextSanitizer.sanitize("a\tb", tabWidth: 4) == "a   b")
        #expect(TextSanitizer.sanitize("\tb", startingColumn: 2, tabWidth: 4) == "  b")
        #expect(TextSanitizer.sanitize("a\tb", tabWidth: 1) == "a b")
    }

    @Test(
        "C0 and C1 controls and DEL become one replacement character each",
        arguments: ["\u{1B}", "\u{7F}", "\u{9B}", "\u{0}", "\u{7}", "\u{8}", "\u{85}", "\n", "\r"])
    func controls(control: String) {
        let sanitized = TextSanitizer.sanitize("a\(control)b")
        #expect(sanitized == "a\u{FFFD}b")
        #expect(DisplayWidth.of(sanitized) == 3)
    }

    @Test("an escape sequence cannot reach the terminal")
    func escapeSequence() {
        let sanitized = TextSanitizer.sanitize("\u{1B}[31mred\u{9B}0m")
        #expect(sanitized == "\u{FFFD}[31mred\u{FFFD}0m")
        #expect(!sanitized.unicodeScalars.contains(where: DisplayWidth.isControl))
    }

    @Test("CR LF is two controls and becomes two replacements")
    func crlf() {
        #expect(TextSanitizer.sanitize("a\r\nb") == "a\u{FFFD}\u{FFFD}b")
    }

    @Test("replacements count as a column for later tabs")
    func replacementMovesTabStop() {
        #expect(TextSanitizer.sanitize("\u{1B}\tx") == "\u{FFFD}       x")
    }

    @Test("sanitizing twice changes nothing more")
    func idempotent() {
        let once = TextSanitizer.sanitize("a\tb\u{1B}c")
        #expect(TextSanitizer.sanitize(once) == once)
    }

    @Test("100 000 characters are sanitized")
    func long() {
        // Each repeat is 8 cells: 6 letters, a replacement, and a tab to the next stop.
        let text = String(repeating: "abcdef\u{1B}\t", count: 12_500)
        let result = TextSanitizer.sanitize(text)
        #expect(DisplayWidth.of(result) == 12_500 * 8)
        #expect(result.hasSuffix("abcdef\u{FFFD} "))
    }
}
