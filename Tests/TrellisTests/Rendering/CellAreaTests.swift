import Testing
@testable import Trellis

@Suite("CellArea")
struct CellAreaTests {
    @Test("a whole-number rect covers exactly its cells, clamped to the canvas")
    func clamped() {
        let area = CellArea(Rect(x: -2, y: 1, width: 5, height: 10), width: 4, height: 3)
        #expect(area.columns == 0..<3)
        #expect(area.rows == 1..<3)
    }

    @Test("null, NaN and infinite rects neither trap nor cover what they should not")
    func degenerate() {
        #expect(CellArea(.null, width: 4, height: 3).isEmpty)
        #expect(CellArea(Rect(x: .nan, y: 0, width: 1, height: 1), width: 4, height: 3).isEmpty)
        let infinite = CellArea(Rect(x: 1, y: 0, width: .infinity, height: .infinity), width: 4, height: 3)
        #expect(infinite.columns == 1..<4)
        #expect(infinite.rows == 0..<3)
        let huge = CellArea(Rect(x: -1e300, y: -1e300, width: 2e300, height: 2e300), width: 4, height: 3)
        #expect(huge == CellArea(width: 4, height: 3))
    }

    @Test("negative sizes are standardized, and fractional edges round halves up")
    func rounding() {
        let area = CellArea(Rect(x: 3, y: 2, width: -2, height: -1), width: 10, height: 10)
        #expect(area.columns == 1..<3)
        #expect(area.rows == 1..<2)
        let fractional = CellArea(Rect(x: 0.5, y: 0.4, width: 2, height: 1), width: 10, height: 10)
        #expect(fractional.columns == 1..<3)
        #expect(fractional.rows == 0..<1)
    }

    @Test("intersection and containment")
    func intersection() {
        let a = CellArea(Rect(x: 0, y: 0, width: 3, height: 3), width: 10, height: 10)
        let b = CellArea(Rect(x: 2, y: 1, width: 5, height: 5), width: 10, height: 10)
        let both = a.intersection(b)
        #expect(both.columns == 2..<3)
        #expect(both.rows == 1..<3)
        #expect(both.contains(x: 2, y: 2))
        #expect(!both.contains(x: 1, y: 2))
        let apart = a.intersection(CellArea(Rect(x: 5, y: 5, width: 1, height: 1), width: 10, height: 10))
        #expect(apart.isEmpty)
    }
}
