import Testing
@testable import Trellis

@Suite("Cell")
struct CellTests {
    @Test("blank is a plain space")
    func blank() {
        #expect(Cell.blank.content == .character(" "))
        #expect(Cell.blank.style == .plain)
        #expect(Cell() == .blank)
    }

    @Test("a cell holds one whole grapheme cluster and its style")
    func cluster() {
        let style = CellStyle(foreground: .green)
        let cell = Cell("👨‍👩‍👧", style: style)
        #expect(cell.content == .character("👨‍👩‍👧"))
        #expect(cell.character == "👨‍👩‍👧")
        #expect(cell.style == style)
        #expect(!cell.isContinuation)
    }

    @Test("a continuation cell has no character")
    func continuation() {
        let cell = Cell(content: .continuation)
        #expect(cell.isContinuation)
        #expect(cell.character == nil)
        #expect(cell != .blank)
    }
}
