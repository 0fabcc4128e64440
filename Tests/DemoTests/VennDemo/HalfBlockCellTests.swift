import Testing
import Trellis
@testable import VennDemo

@Suite struct HalfBlockCellTests {
    private typealias Pixel = HalfBlockCell.Pixel

    @Test func cellsReadBackAsTwoPixels() {
        let red = Color.red, blue = Color.blue
        #expect(HalfBlockCell(Cell("▀", style: CellStyle(foreground: red, background: blue)))
                == HalfBlockCell(top: Pixel(color: red, coats: 1), bottom: Pixel(color: blue, coats: 0)))
        #expect(HalfBlockCell(Cell("▄", style: CellStyle(foreground: red, background: blue)))
                == HalfBlockCell(top: Pixel(color: blue, coats: 0), bottom: Pixel(color: red, coats: 1)))
        #expect(HalfBlockCell(Cell("▓", style: CellStyle(foreground: red, background: red)))
                == HalfBlockCell(top: Pixel(color: red, coats: 2), bottom: Pixel(color: red, coats: 2)))
        // Text is its background, unpainted.
        #expect(HalfBlockCell(Cell("x", style: CellStyle(foreground: red, background: blue)))
                == HalfBlockCell(top: Pixel(color: blue, coats: 0), bottom: Pixel(color: blue, coats: 0)))
    }

    @Test func paintingBlendsAndCountsCoats() {
        var cell = HalfBlockCell(Cell(" ", style: CellStyle(background: .rgb(100, 100, 100))))
        cell.paint(top: false, bottom: true, with: .rgb(200, 0, 0), opacity: 0.5)
        #expect(cell.top == Pixel(color: .rgb(100, 100, 100), coats: 0))
        #expect(cell.bottom == Pixel(color: .rgb(150, 50, 50), coats: 1))
        // The lower pixel is the painted one: the lower half block, in its colour.
        #expect(cell.drawn.character == "▄")
        #expect(cell.drawn.style == CellStyle(foreground: .rgb(150, 50, 50), background: .rgb(100, 100, 100)))
        cell.paint(top: true, bottom: false, with: .rgb(200, 0, 0), opacity: 0.5)
        #expect(cell.drawn.character == "█")
        #expect(cell.drawn.style == CellStyle(foreground: .rgb(150, 50, 50), background: .rgb(150, 50, 50)))
    }

    @Test func twoCoatsShowAsAShadeAndDrawnCellsReadBackTheSame() {
        var cell = HalfBlockCell(Cell(" ", style: CellStyle(background: .lightGray)))
        cell.paint(top: true, bottom: true, with: .green, opacity: 0.5)
        cell.paint(top: true, bottom: true, with: .blue, opacity: 0.5)
        #expect(cell.drawn.character == "▓")
        let (character, style) = cell.drawn
        #expect(HalfBlockCell(Cell(Character(character), style: style)) == cell)
        // Two colours: the half block goes over the pixel with more coats.
        var edge = HalfBlockCell(top: Pixel(color: .red, coats: 2), bottom: Pixel(color: .blue, coats: 1))
        #expect(edge.drawn.character == "▀")
        edge.paint(top: false, bottom: true, with: .green, opacity: 1)
        edge.paint(top: false, bottom: true, with: .green, opacity: 1)
        #expect(edge.drawn == ("▄", CellStyle(foreground: .green, background: .red)))
    }
}
