import Testing
@testable import Trellis

@Suite("DisplayWidth")
struct DisplayWidthTests {
    @Test("printable ASCII is one cell per character")
    func ascii() {
        #expect(DisplayWidth.of("a") == 1)
        #expect(DisplayWidth.of(" ") == 1)
        #expect(DisplayWidth.of("~") == 1)
        #expect(DisplayWidth.of("Hello, world!") == 13)
    }

    @Test("the empty string is zero cells")
    func empty() {
        #expect(DisplayWidth.of("") == 0)
        #expect(DisplayWidth.of(Substring("")) == 0)
    }

    @Test(
        "East Asian Wide and Fullwidth characters are two cells",
        arguments: [
            ("漢", 2), ("漢字", 4), ("Ａ", 2), ("ｱ", 1), ("한", 2), ("한국어", 6), ("\u{3000}", 2),
            ("あいう", 6), ("\u{20000}", 2), ("\u{2A6DF}", 2),
        ] as [(String, Int)])
    func eastAsian(text: String, width: Int) {
        #expect(DisplayWidth.of(text) == width)
    }

    @Test("unassigned code points of the CJK planes are wide, as in wcwidth")
    func unassignedCJKPlanes() {
        // U+2FFFD and U+3FFFD are not assigned; the planes are reserved for ideographs.
        #expect(DisplayWidth.of(Character("\u{2FFFD}")) == 2)
        #expect(DisplayWidth.of(Character("\u{3FFFD}")) == 2)
        #expect(DisplayWidth.of(Character("\u{2FFFE}")) == 1)
    }

    @Test("East Asian Ambiguous characters such as the ellipsis are narrow")
    func ambiguousIsNarrow() {
        #expect(DisplayWidth.of("…") == 1)
        #expect(DisplayWidth.of("é") == 1)
        #expect(DisplayWidth.of("Ω") == 1)
    }

    @Test(
        "emoji presentation is two cells",
        arguments: [
            ("😀", "emoji presentation base"),
            ("\u{2764}\u{FE0F}", "heart with VS16"),
            ("👍🏽", "skin tone"),
            ("\u{261D}\u{1F3FD}", "text-default base with skin tone"),
            ("👨\u{200D}👩\u{200D}👧", "ZWJ family"),
            ("🏳\u{FE0F}\u{200D}🌈", "rainbow flag"),
            ("🇫🇷", "flag"),
            ("1\u{FE0F}\u{20E3}", "keycap"),
            ("#\u{20E3}", "keycap without VS16"),
        ])
    func emoji(text: String, label: String) {
        #expect(text.count == 1, "\(label) is one grapheme cluster")
        #expect(DisplayWidth.of(Character(text)) == 2, "\(label)")
        #expect(DisplayWidth.of(text) == 2, "\(label)")
    }

    @Test("a text-presentation emoji without VS16 is one cell, and VS16 after a letter changes nothing")
    func textPresentation() {
        #expect(DisplayWidth.of("\u{2764}") == 1)
        #expect(DisplayWidth.of("\u{2764}\u{FE0E}") == 1)
        #expect(DisplayWidth.of("a\u{FE0F}") == 1)
    }

    @Test("a lone regional indicator is one cell; two are a flag")
    func regionalIndicators() {
        #expect(DisplayWidth.of("\u{1F1EB}") == 1)
        #expect(DisplayWidth.of("🇫🇷🇩🇪") == 4)
    }

    @Test("emoji mixed with text add up per cluster")
    func mixed() {
        #expect(DisplayWidth.of("I ❤️ 🇫🇷!") == 1 + 1 + 2 + 1 + 2 + 1)
        #expect(DisplayWidth.of("a👨‍👩‍👧b") == 4)
    }

    @Test("combining marks add nothing to their base")
    func combining() {
        #expect(DisplayWidth.of("e\u{301}") == 1)
        #expect(DisplayWidth.of("e\u{301}\u{302}\u{303}") == 1)
        #expect(DisplayWidth.of("漢\u{301}") == 2)
        #expect(DisplayWidth.of("Cafe\u{301}") == 4)
    }

    @Test("Devanagari clusters are as wide as their base")
    func devanagari() {
        // "नमस्ते": न, म, स्ते (conjunct with virama and vowel sign) are the clusters.
        let text = "नमस्ते"
        var expected = 0
        for _ in text { expected += 1 }
        #expect(DisplayWidth.of(text) == expected)
        #expect(DisplayWidth.of("कि") == 1)
    }

    @Test("Hangul jamo sequences are as wide as their initial consonant")
    func hangulJamo() {
        #expect(DisplayWidth.of("\u{1100}\u{1161}\u{11A8}") == 2)
    }

    @Test(
        "zero-width characters alone are zero cells",
        arguments: [0x200B, 0x200C, 0x200D, 0x2060, 0xFEFF, 0xFE0F, 0xFE0E, 0x301, 0x20DD] as [UInt32])
    func zeroWidth(value: UInt32) {
        let character = Character(Unicode.Scalar(value)!)
        #expect(DisplayWidth.of(character) == 0)
        #expect(DisplayWidth.of("a\(character)b") == 2)
    }

    @Test("the soft hyphen is one cell, as in wcwidth")
    func softHyphen() {
        #expect(DisplayWidth.of("\u{00AD}") == 1)
    }

    @Test("a Prepend format character takes the width of what follows it")
    func prepend() {
        // U+0600 ARABIC NUMBER SIGN (Cf) forms one cluster with the digit after it.
        #expect(DisplayWidth.of("\u{0600}1") == 1)
    }

    @Test(
        "C0 and C1 controls and DEL are zero cells",
        arguments: ["\u{1B}", "\u{7F}", "\u{9B}", "\u{0}", "\t", "\n", "\r\n", "\u{85}"])
    func controls(text: String) {
        #expect(DisplayWidth.of(text) == 0)
        #expect(DisplayWidth.of(Character(text)) == 0)
        #expect(DisplayWidth.of("a\(text)b") == 2)
    }

    @Test("a Substring is measured like a String")
    func substring() {
        let text = "ab漢字cd"
        #expect(DisplayWidth.of(text.dropFirst(2).prefix(2)) == 4)
    }

    @Test("the wide table is sorted, disjoint and non-adjacent, so that binary search is right")
    func tableIsSorted() {
        for (previous, next) in zip(eastAsianWideRanges, eastAsianWideRanges.dropFirst()) {
            #expect(previous.upperBound + 1 < next.lowerBound)
        }
        #expect(DisplayWidth.isEastAsianWide(0x1100))
        #expect(DisplayWidth.isEastAsianWide(0x115F))
        #expect(!DisplayWidth.isEastAsianWide(0x1160))
        #expect(!DisplayWidth.isEastAsianWide(0x10FFFF))
        #expect(!DisplayWidth.isEastAsianWide(0))
    }

    @Test("100 000 characters are measured right")
    func long() {
        let ascii = String(repeating: "a", count: 100_000)
        let cjk = String(repeating: "漢", count: 100_000)
        let mixed = String(repeating: "e\u{301}😀漢 ", count: 25_000)
        let widths = [DisplayWidth.of(ascii), DisplayWidth.of(cjk), DisplayWidth.of(mixed)]
        #expect(widths == [100_000, 200_000, 150_000])
    }
}
