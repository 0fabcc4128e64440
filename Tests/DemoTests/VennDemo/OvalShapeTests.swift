import Testing
@testable import VennDemo

@Suite struct OvalShapeTests {
    /// The pixels of a shape as rows of `#` and `.`, two per cell row.
    private func picture(_ shape: OvalShape) -> [String] {
        (0..<(2 * shape.rows)).map { y in String((0..<shape.columns).map { shape.contains(x: $0, y: y) ? "#" : "." }) }
    }

    @Test func aBoxTwiceAsWideAsTallHoldsACircle() {
        // 8 × 4 cells: 8 × 8 pixels, a circle of radius 4 centred at (4, 4).
        #expect(picture(OvalShape(columns: 8, rows: 4)) == [
            "..####..",
            ".######.",
            "########",
            "########",
            "########",
            "########",
            ".######.",
            "..####..",
        ])
    }

    @Test func pixelsOutsideTheBoxAndEmptyBoxesHoldNothing() {
        let shape = OvalShape(columns: 4, rows: 2)
        #expect(!shape.contains(x: -1, y: 1) && !shape.contains(x: 4, y: 1) && !shape.contains(x: 1, y: 4))
        #expect(OvalShape(columns: -3, rows: 2) == OvalShape(columns: 0, rows: 2))
        #expect(picture(.empty).isEmpty)
    }
}
