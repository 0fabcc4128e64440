import Testing
@testable import Trellis

@Suite("LineBuilder")
struct LineBuilderTests {
    @Test("a word that fits joins the line after its spaces and is counted in display width")
    func wordFits() {
        var lines: [String] = []
        var line = LineBuilder(width: 10)
        line.appendWord("漢字", spacesBefore: 0, into: &lines)
        line.appendWord("ab", spacesBefore: 2, into: &lines)
        #expect(line.text == "漢字  ab")
        #expect(line.used == 8)
        #expect(lines.isEmpty)
    }

    @Test("a word that does not fit finishes the line and drops the spaces before it")
    func wordBreaks() {
        var lines: [String] = []
        var line = LineBuilder(width: 5)
        line.appendWord("abc", spacesBefore: 0, into: &lines)
        line.appendWord("de", spacesBefore: 1, into: &lines)
        #expect(lines == ["abc"])
        #expect(line.text == "de")
        #expect(line.used == 2)
    }

    @Test("a word wider than the line is broken between clusters, its last piece left open")
    func longWord() {
        var lines: [String] = []
        var line = LineBuilder(width: 3)
        line.appendWord("abcdefg", spacesBefore: 0, into: &lines)
        #expect(lines == ["abc", "def"])
        #expect(line.text == "g")
    }

    @Test("a cluster that does not fit in what is left starts a new line; on an empty line it stays")
    func breakingAnywhere() {
        var lines: [String] = []
        var line = LineBuilder(width: 3)
        for character in "ab漢" { line.appendBreakingAnywhere(character, into: &lines) }
        #expect(lines == ["ab"])
        #expect(line.text == "漢")
        var narrow = LineBuilder(width: 1)
        narrow.appendBreakingAnywhere("漢", into: &lines)
        #expect(narrow.text == "漢")
        #expect(lines == ["ab"])
    }
}
