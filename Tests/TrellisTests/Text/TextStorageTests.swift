import Testing
@testable import Trellis

/// `TextStorage` and its line index: offsets by grapheme cluster across lines, and edits
/// that keep the index right.
@Suite struct TextStorageTests {
    @Test func offsetsAndPositionsRoundTripAcrossLines() {
        let storage = TextStorage("ab\ncde\n\nf")
        #expect(storage.lineCount == 4)
        #expect(storage.count == 9)
        let expected = [(0, 0), (0, 1), (0, 2), (1, 0), (1, 1), (1, 2), (1, 3), (2, 0), (3, 0), (3, 1)]
        for (offset, (line, column)) in expected.enumerated() {
            #expect(storage.position(of: offset) == TextPosition(line: line, column: column), "offset \(offset)")
            #expect(storage.offset(of: TextPosition(line: line, column: column)) == offset)
        }
        #expect(storage.substring(1..<8) == "b\ncde\n\n")
        #expect(storage.substring(3..<6) == "cde")
    }

    @Test func clustersAreOneOffsetEach() {
        // A ZWJ family, a flag, e with a combining acute, a wide character.
        let storage = TextStorage("👨‍👩‍👧🇫🇷e\u{301}日")
        #expect(storage.count == 4)
        #expect(storage.substring(2..<3) == "e\u{301}")
    }

    @Test func editsWithinAndAcrossLinesKeepTheIndex() {
        var storage = TextStorage("hello\nworld")
        #expect(storage.replace(5..<6, with: " ") == 6)
        #expect(storage.text == "hello world")
        #expect(storage.lineCount == 1)
        #expect(storage.replace(5..<6, with: "\nbig\n") == 10)
        #expect(storage.text == "hello\nbig\nworld")
        #expect(storage.position(of: 10) == TextPosition(line: 2, column: 0))
        #expect(storage.replace(0..<15, with: "") == 0)
        #expect(storage.text == "")
        #expect(storage.count == 0)
        #expect(storage.replace(0..<0, with: "a\n") == 2)
        #expect(storage.lineCount == 2)
        #expect(storage.position(of: 2) == TextPosition(line: 1, column: 0))
    }

    @Test func aCombiningMarkJoinsTheClusterBeforeIt() {
        var storage = TextStorage("e")
        #expect(storage.replace(1..<1, with: "\u{301}") == 1)
        #expect(storage.count == 1)
        #expect(storage.text == "e\u{301}")
    }

    @Test func aLongDocumentIndexesEveryLine() {
        let lines = (0..<1000).map { "line \($0)" }
        var storage = TextStorage(lines.joined(separator: "\n"))
        var offset = 0
        for (number, line) in lines.enumerated() {
            #expect(storage.start(ofLine: number) == offset)
            #expect(storage.position(of: offset + 2) == TextPosition(line: number, column: 2))
            offset += line.count + 1
        }
        storage.replace(storage.start(ofLine: 500)..<storage.start(ofLine: 500), with: "xx")
        #expect(storage.start(ofLine: 501) == storage.start(ofLine: 500) + "line 500".count + 3)
        #expect(storage.position(of: storage.start(ofLine: 999)).line == 999)
    }
}

/// The one-pass split against Swift's own, on text mixing ASCII, wide and combining
/// characters, emoji, and every kind of line break.
@Suite struct TextStorageSplitTests {
    @Test func theOnePassSplitAgreesWithSwiftsSplit() {
        let pieces = ["a", "hello world ", "世界", "e\u{301}", "👩‍👩‍👧", "\n", "\n", "\r\n", "\r", "\u{2028}",
                      "\u{85}", "\t", "x\u{7F}y", String(repeating: "printable ascii ", count: 3)]
        var generator = SystemRandomNumberGenerator()
        for trial in 0..<500 {
            // Half the trials use line feeds only, the path that splits on bytes.
            let choices = trial % 2 == 0 ? pieces.filter { !$0.contains(where: { $0.isNewline && $0 != "\n" }) } : pieces
            let text = (0..<(trial % 25)).map { _ in choices.randomElement(using: &generator)! }.joined()
            let expected = text.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline).map(String.init)
            let split = TextStorage.splitCounting(text)
            #expect(split.lines == expected, "text \(text.debugDescription)")
            #expect(split.counts == expected.map(\.count), "text \(text.debugDescription)")
            let storage = TextStorage(text)
            #expect(storage.count == expected.reduce(0) { $0 + $1.count } + expected.count - 1)
        }
    }
}
