import Testing
@testable import Trellis

@Suite("CellGlyph: a cell's cluster packed without a reference")
struct CellGlyphTests {
    /// Clusters of 1 to 25 UTF-8 bytes: ASCII, Latin with a combining mark, CJK, an emoji
    /// with a skin tone, a flag, a keycap, exactly 15 and 16 bytes, and a family joined by
    /// zero-width joiners.
    static let clusters: [Character] = [
        "a", " ", "~", "é", "e\u{301}", "ß", "中", "😀", "👍🏽", "🇫🇷", "1️⃣",
        "a\u{301}\u{302}\u{303}\u{304}\u{305}\u{306}\u{307}",        // 15 bytes
        "a\u{301}\u{302}\u{303}\u{304}\u{305}\u{306}\u{307}\u{308}", // 17 bytes
        "👨‍👩‍👧", "👩🏽‍🚀",
    ]

    @Test("every cluster reads back exactly, whether it is packed or held in the long table",
          arguments: clusters)
    func roundTrip(cluster: Character) {
        let glyph = CellGlyph(cluster)
        #expect(glyph.character.map { Array($0.utf8) } == Array(cluster.utf8))
        #expect(!glyph.isContinuation)
        let cell = Cell(cluster, style: CellStyle(foreground: .red))
        #expect(cell.content == .character(cluster))
        #expect(cell == Cell(content: .character(cluster), style: CellStyle(foreground: .red)))
    }

    @Test("a continuation is neither a character nor equal to one")
    func continuation() {
        #expect(CellGlyph.continuation.isContinuation)
        #expect(CellGlyph.continuation.character == nil)
        #expect(CellGlyph(.continuation) == .continuation)
        #expect(CellGlyph(" ") == .space)
        #expect(CellGlyph.space != .continuation)
        #expect(CellGlyph(ascii: 0x41) == CellGlyph("A"))
    }

    @Test("cells compare by bytes: two spellings of é are two cells, sent differently")
    func equalityIsByBytes() {
        let precomposed = Cell("\u{E9}")
        let decomposed = Cell("e\u{301}")
        #expect(precomposed.character == decomposed.character) // Character's canonical equivalence
        #expect(precomposed != decomposed)
        #expect(Array(decomposed.character!.utf8) == [0x65, 0xCC, 0x81])
        #expect(Cell("x") == Cell("x"))
        #expect(Cell("x").hashValue == Cell("x").hashValue)
    }

    @Test("a long cluster is stored once however often it is drawn, and each spelling keeps its own bytes")
    func longClustersAreStoredOnce() {
        let cluster: Character = "q\u{301}\u{302}\u{303}\u{304}\u{305}\u{306}\u{307}\u{308}\u{309}"
        #expect(cluster.utf8.count > 15)
        let first = CellGlyph(cluster)
        var canvas = Canvas(width: 10, height: 3)
        for y in 0..<3 { canvas.put(String(cluster) + "ok", x: 0, y: y) }
        // The same number each time: equal glyphs, not three entries.
        #expect((0..<3).allSatisfy { canvas[0, $0].glyph == first })
        #expect(CellGlyph(cluster) == first)
        // The same cluster spelt with its marks in another order that Unicode counts as
        // equal (a dot below and an acute commute) is stored on its own, printed as written.
        let spelt: Character = "q\u{323}\u{301}\u{302}\u{303}\u{304}\u{305}\u{306}\u{307}"
        let respelt: Character = "q\u{301}\u{323}\u{302}\u{303}\u{304}\u{305}\u{306}\u{307}"
        #expect(spelt == respelt && spelt.utf8.count > 15)
        #expect(CellGlyph(spelt) != CellGlyph(respelt))
        #expect(Array(CellGlyph(respelt).character!.utf8) == Array(respelt.utf8))
        #expect(Array(CellGlyph(spelt).character!.utf8) == Array(spelt.utf8))
        #expect(canvas[0, 2].character.map { Array($0.utf8) } == Array(cluster.utf8))
        #expect(canvas.renderedText() == Array(repeating: String(cluster) + "ok", count: 3).joined(separator: "\n"))
    }

    @Test("a cell holds no reference, so a canvas is written and cleared with plain stores")
    func cellIsPlainData() {
        #expect(_isPOD(CellGlyph.self))
        #expect(_isPOD(Cell.self))
    }
}
