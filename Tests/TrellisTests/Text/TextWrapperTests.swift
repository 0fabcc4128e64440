import Testing
@testable import Trellis

@Suite("TextWrapper")
struct TextWrapperTests {
    static let fox = "The quick brown fox jumps over the lazy dog"

    @Test("EX-ICS-5: the fox at width 20 wraps into three lines")
    func exICS5() {
        #expect(TextWrapper.wrap(Self.fox, width: 20, mode: .word) == ["The quick brown fox", "jumps over the lazy", "dog"])
    }

    @Test("empty text has no lines in either mode", arguments: [WrapMode.word, .character])
    func empty(mode: WrapMode) {
        #expect(TextWrapper.wrap("", width: 10, mode: mode) == [])
    }

    @Test("width 0 or less gives no lines", arguments: [WrapMode.word, .character])
    func widthZero(mode: WrapMode) {
        #expect(TextWrapper.wrap(Self.fox, width: 0, mode: mode) == [])
        #expect(TextWrapper.wrap(Self.fox, width: -1, mode: mode) == [])
    }

    @Test("width 1 gives one cluster per line, dropping spaces at breaks in word mode")
    func widthOne() {
        #expect(TextWrapper.wrap("ab cd", width: 1, mode: .word) == ["a", "b", "c", "d"])
        #expect(TextWrapper.wrap("ab cd", width: 1, mode: .character) == ["a", "b", " ", "c", "d"])
    }

    @Test("width 2")
    func widthTwo() {
        #expect(TextWrapper.wrap("ab cd", width: 2, mode: .word) == ["ab", "cd"])
        #expect(TextWrapper.wrap("abc de", width: 2, mode: .word) == ["ab", "c", "de"])
        #expect(TextWrapper.wrap("ab cd", width: 2, mode: .character) == ["ab", " c", "d"])
    }

    @Test("a tiny width breaks long words hard")
    func tiny() {
        #expect(TextWrapper.wrap(Self.fox, width: 4, mode: .word) == [
            "The", "quic", "k", "brow", "n", "fox", "jump", "s", "over", "the", "lazy", "dog",
        ])
    }

    @Test("an exact fit stays on one line; one cell less breaks", arguments: [WrapMode.word, .character])
    func exactFit(mode: WrapMode) {
        #expect(TextWrapper.wrap("hello world", width: 11, mode: mode) == ["hello world"])
        #expect(TextWrapper.wrap("hello world", width: 10, mode: mode).count == 2)
    }

    @Test("a huge width keeps each paragraph on one line", arguments: [WrapMode.word, .character])
    func huge(mode: WrapMode) {
        #expect(TextWrapper.wrap(Self.fox, width: 10_000, mode: mode) == [Self.fox])
        #expect(TextWrapper.wrap(Self.fox, width: Int.max, mode: mode) == [Self.fox])
    }

    @Test("the lines never exceed the width, at every width from 1 up", arguments: [WrapMode.word, .character])
    func everyWidth(mode: WrapMode) {
        let text = "The 漢字 quick 😀 brown\tfox e\u{301}tait 👨‍👩‍👧 ici 🇫🇷!"
        for width in 2...50 {
            let lines = TextWrapper.wrap(text, width: width, mode: mode)
            #expect(!lines.isEmpty)
            for line in lines {
                #expect(DisplayWidth.of(line) <= width, "\(line) at \(width)")
            }
        }
    }

    @Test("explicit newlines start new lines; empty paragraphs are empty lines")
    func newlines() {
        #expect(TextWrapper.wrap("ab\ncd", width: 10, mode: .word) == ["ab", "cd"])
        #expect(TextWrapper.wrap("ab\n\ncd", width: 10, mode: .word) == ["ab", "", "cd"])
        #expect(TextWrapper.wrap("ab\r\ncd\n", width: 10, mode: .character) == ["ab", "cd", ""])
        #expect(TextWrapper.wrap("\n", width: 10, mode: .word) == ["", ""])
    }

    @Test("spaces at a break are dropped; leading spaces of a paragraph are kept")
    func spaces() {
        #expect(TextWrapper.wrap("aaa    bbb", width: 5, mode: .word) == ["aaa", "bbb"])
        #expect(TextWrapper.wrap("  aaa bbb", width: 5, mode: .word) == ["  aaa", "bbb"])
        #expect(TextWrapper.wrap("a\n  b c", width: 4, mode: .word) == ["a", "  b", "c"])
        #expect(TextWrapper.wrap("a  b", width: 10, mode: .word) == ["a  b"])
        #expect(TextWrapper.wrap("ab   ", width: 10, mode: .word) == ["ab"])
    }

    @Test("CJK has no spaces and breaks between characters, never inside one")
    func cjk() {
        #expect(TextWrapper.wrap("漢字かなカナ", width: 4, mode: .word) == ["漢字", "かな", "カナ"])
        #expect(TextWrapper.wrap("漢字かなカナ", width: 5, mode: .character) == ["漢字", "かな", "カナ"])
        #expect(TextWrapper.wrap("a漢字", width: 2, mode: .character) == ["a", "漢", "字"])
        #expect(TextWrapper.wrap("한국어 텍스트", width: 6, mode: .word) == ["한국어", "텍스트"])
    }

    @Test("a wide character that does not fit goes to the next line")
    func wideToNextLine() {
        #expect(TextWrapper.wrap("abc漢", width: 4, mode: .character) == ["abc", "漢"])
        #expect(TextWrapper.wrap("ab Ａ", width: 3, mode: .word) == ["ab", "Ａ"])
    }

    @Test("a wide character on a line 1 cell wide gets a line of its own")
    func wideInWidthOne() {
        #expect(TextWrapper.wrap("a漢b", width: 1, mode: .character) == ["a", "漢", "b"])
        #expect(TextWrapper.wrap("a漢b", width: 1, mode: .word) == ["a", "漢", "b"])
    }

    @Test("emoji clusters are never split")
    func emoji() {
        let text = "👨‍👩‍👧🇫🇷1️⃣👍🏽❤️"
        #expect(TextWrapper.wrap(text, width: 4, mode: .character) == ["👨‍👩‍👧🇫🇷", "1️⃣👍🏽", "❤️"])
        #expect(TextWrapper.wrap(text, width: 3, mode: .word) == ["👨‍👩‍👧", "🇫🇷", "1️⃣", "👍🏽", "❤️"])
    }

    @Test("combining marks stay with their base")
    func combining() {
        #expect(TextWrapper.wrap("e\u{301}e\u{301}e\u{301}", width: 2, mode: .character) == ["e\u{301}e\u{301}", "e\u{301}"])
        #expect(TextWrapper.wrap("नमस्ते दुनिया", width: 4, mode: .word) == ["नमस्ते", "दुनिया"])
    }

    @Test("tabs are expanded from the paragraph start and controls replaced before wrapping")
    func sanitized() {
        #expect(TextWrapper.wrap("a\tb", width: 20, mode: .word) == ["a       b"])
        #expect(TextWrapper.wrap("a\tb", width: 4, mode: .word) == ["a", "b"])
        #expect(TextWrapper.wrap("x\u{1B}[0m\u{7F}\u{9B}", width: 20, mode: .word) == ["x\u{FFFD}[0m\u{FFFD}\u{FFFD}"])
    }

    @Test("zero-width characters take no room")
    func zeroWidth() {
        #expect(TextWrapper.wrap("ab\u{200B}cd", width: 4, mode: .character) == ["ab\u{200B}cd"])
    }

    @Test("100 000 characters wrap within the width", arguments: [WrapMode.word, .character])
    func long(mode: WrapMode) {
        let text = String(repeating: "abcd 漢字 ", count: 10_000)
        let lines = TextWrapper.wrap(text, width: 80, mode: mode)
        #expect(lines.count > 1_000)
        #expect(lines.allSatisfy { DisplayWidth.of($0) <= 80 })
    }

    @Test("a 100 000-character word is broken hard")
    func longWord() {
        let text = String(repeating: "x", count: 100_000)
        let lines = TextWrapper.wrap(text, width: 100, mode: .word)
        #expect(lines.count == 1_000)
        #expect(lines.allSatisfy { $0.count == 100 })
    }

    @Test("printable ASCII wraps on its bytes to the same lines as cluster by cluster",
          arguments: [WrapMode.word, .character])
    func printableASCIIMatchesClusters(mode: WrapMode) {
        // Words, runs of spaces (leading, between, trailing) and words longer than the line.
        var generator = SystemRandomNumberGenerator()
        let pieces = ["a", "bc", "def", "longerword", "x-y.z!", " ", "  ", "    ", "abcdefghijklmnopqrstuvwxyz"]
        for trial in 0..<400 {
            let count = Int.random(in: 1...14, using: &generator)
            let text = (0..<count).map { _ in pieces.randomElement(using: &generator)! }.joined()
            let width = trial % 40 == 0 ? 1 : Int.random(in: 1...30, using: &generator)
            let fast = PrintableASCIIWrapper.wrap(text, width: width, mode: mode)
            #expect(fast == TextWrapper.wrapClusters(text, width: width, mode: mode),
                    "\(String(reflecting: text)) at \(width)")
        }
        #expect(PrintableASCIIWrapper.wrap("tab\there", width: 20, mode: mode) == nil)
        #expect(PrintableASCIIWrapper.wrap("café", width: 20, mode: mode) == nil)
        #expect(PrintableASCIIWrapper.wrap("two\nlines", width: 20, mode: mode) == nil)
    }
}
