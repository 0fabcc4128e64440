import Testing
@testable import Trellis

/// The sparse index of row heights against a plain array, across block boundaries.
@Suite struct RowHeightIndexTests {
    @Test func offsetsAndRowsMatchAPlainArray() {
        let count = 5_000
        var index = RowHeightIndex(count: count, estimate: 2)
        var plain = [Int](repeating: 2, count: count)
        var seed: UInt64 = 42
        func random(_ bound: Int) -> Int {
            seed = seed &* 6364136223846793005 &+ 1442695040888963407
            return Int((seed >> 33) % UInt64(bound))
        }
        for step in 0..<3_000 {
            let row = random(count)
            if step % 5 == 4 {
                index.forgetHeight(of: row)
                plain[row] = 2
            } else {
                let height = random(5)
                index.setHeight(height, of: row)
                plain[row] = height
            }
        }
        var offset = 0
        for row in 0..<count {
            #expect(index.offset(of: row) == offset)
            #expect(index.height(of: row) == plain[row])
            if plain[row] > 0 {
                #expect(index.row(at: offset) == row)
                #expect(index.row(at: offset + plain[row] - 1) == row)
            }
            offset += plain[row]
        }
        #expect(index.totalHeight == offset)
        #expect(index.row(at: offset + 10) == count - 1)
    }

    @Test func tenMillionRowsNeedOnlyTheirBlocks() {
        var index = RowHeightIndex(count: 10_000_000, estimate: 1)
        index.setHeight(3, of: 9_999_999)
        index.setHeight(5, of: 0)
        #expect(index.totalHeight == 10_000_006)
        #expect(index.offset(of: 9_999_999) == 10_000_003)
        #expect(index.row(at: 4) == 0)
        #expect(index.row(at: 5) == 1)
        #expect(index.row(at: 10_000_005) == 9_999_999)
        #expect(index.knownCount == 2)
    }
}
