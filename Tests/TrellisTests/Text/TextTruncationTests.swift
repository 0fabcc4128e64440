import Testing
@testable import Trellis

@Suite("TextTruncation")
struct TextTruncationTests {
    static let positions: [TruncationPosition] = [.head, .middle, .tail]

    @Test("ASCII in each position", arguments: [
        (TruncationPosition.tail, "The quick…"),
        (.head, "…lazy dog."),
        (.middle, "The q…dog."),
    ])
    func ascii(position: TruncationPosition, expected: String) {
        let text = "The quick brown fox jumps over the lazy dog."
        #expect(TextTruncation.truncate(text, toWidth: 10, at: position) == expected)
    }

    @Test("text that fits is returned unchanged", arguments: positions)
    func fits(position: TruncationPosition) {
        #expect(TextTruncation.truncate("hello", toWidth: 5, at: position) == "hello")
        #expect(TextTruncation.truncate("hello", toWidth: 100, at: position) == "hello")
        #expect(TextTruncation.truncate("漢字", toWidth: 4, at: position) == "漢字")
        #expect(TextTruncation.truncate("", toWidth: 0, at: position) == "")
    }

    @Test("width 0 gives the empty string and width 1 only the ellipsis", arguments: positions)
    func tinyWidths(position: TruncationPosition) {
        #expect(TextTruncation.truncate("hello", toWidth: 0, at: position) == "")
        #expect(TextTruncation.truncate("hello", toWidth: -3, at: position) == "")
        #expect(TextTruncation.truncate("hello", toWidth: 1, at: position) == "…")
        #expect(TextTruncation.truncate("漢字", toWidth: 1, at: position) == "…")
    }

    @Test("one cell too narrow loses one cluster plus room for the ellipsis")
    func oneShort() {
        #expect(TextTruncation.truncate("hello", toWidth: 4, at: .tail) == "hel…")
        #expect(TextTruncation.truncate("hello", toWidth: 4, at: .head) == "…llo")
        #expect(TextTruncation.truncate("hello", toWidth: 4, at: .middle) == "he…o")
    }

    @Test("a wide character at the cut is left out whole, never split")
    func wideAtTheCut() {
        // "漢字かな" is 8 cells; at 4 the budget before "…" is 3, which holds one wide character.
        #expect(TextTruncation.truncate("漢字かな", toWidth: 4, at: .tail) == "漢…")
        #expect(TextTruncation.truncate("漢字かな", toWidth: 4, at: .head) == "…な")
        #expect(TextTruncation.truncate("漢字かな", toWidth: 5, at: .tail) == "漢字…")
        #expect(TextTruncation.truncate("漢字かな", toWidth: 5, at: .head) == "…かな")
        // Middle at 6: budget 5, head gets 3 (one wide character, 2 cells), tail the other 3.
        #expect(TextTruncation.truncate("漢字かな", toWidth: 6, at: .middle) == "漢…な")
        // Budget 5: "a漢" + "b" and "a" + "なb" are both 4 cells; the head keeps the odd cell.
        #expect(TextTruncation.truncate("a漢字かなb", toWidth: 6, at: .middle) == "a漢…b")
        // Head-first would give "abc…x" (5 cells); giving the tail the odd cell fills all 6.
        #expect(TextTruncation.truncate("abcdef漢x", toWidth: 6, at: .middle) == "ab…漢x")
    }

    @Test("the result is never wider than the width", arguments: positions)
    func neverWider(position: TruncationPosition) {
        let texts = ["漢字かな", "a漢b字c", "👨‍👩‍👧🇫🇷1️⃣😀", "e\u{301}e\u{301}e\u{301}", "Ａｂｃ"]
        for text in texts {
            for width in 0...DisplayWidth.of(text) + 1 {
                let result = TextTruncation.truncate(text, toWidth: width, at: position)
                #expect(DisplayWidth.of(result) <= max(width, 0), "\(text) at \(width)")
                #expect(DisplayWidth.of(result) >= width - 1 || result == text, "\(text) at \(width)")
            }
        }
    }

    @Test("emoji clusters and combining marks stay whole")
    func clustersStayWhole() {
        #expect(TextTruncation.truncate("👨‍👩‍👧👨‍👩‍👧", toWidth: 3, at: .tail) == "👨‍👩‍👧…")
        #expect(TextTruncation.truncate("🇫🇷🇩🇪", toWidth: 3, at: .head) == "…🇩🇪")
        #expect(TextTruncation.truncate("e\u{301}bcd", toWidth: 2, at: .tail) == "e\u{301}…")
        #expect(TextTruncation.truncate("abce\u{301}", toWidth: 2, at: .head) == "…e\u{301}")
    }

    @Test("100 000 characters are truncated", arguments: positions)
    func long(position: TruncationPosition) {
        let text = String(repeating: "ab漢", count: 33_334)
        let result = TextTruncation.truncate(text, toWidth: 80, at: position)
        #expect(DisplayWidth.of(result) >= 79)
        #expect(DisplayWidth.of(result) <= 80)
    }
}
