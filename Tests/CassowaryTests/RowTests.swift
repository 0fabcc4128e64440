import Testing
@testable import Cassowary

/// A tableau row: its terms sorted by symbol and equal to a dictionary model under the same
/// additions, cancellations and removals, short or long, and copies independent.
@Suite("Row")
struct RowTests {
    private func terms(_ row: Row) -> [(Int32, Double)] {
        (0..<row.count).map { (row.symbol($0), row.coefficient($0)) }
    }

    private func check(_ row: Row, _ model: [Int32: Double], sourceLocation: SourceLocation = #_sourceLocation) {
        let expected = model.sorted { $0.key < $1.key }
        #expect(terms(row).map(\.0) == expected.map(\.key), sourceLocation: sourceLocation)
        #expect(terms(row).map(\.1) == expected.map(\.value), sourceLocation: sourceLocation)
        for (s, c) in model {
            #expect(row.coefficient(of: s) == c, sourceLocation: sourceLocation)
        }
    }

    @Test func additionsInAnyOrderKeepTheTermsSorted() {
        var row = Row()
        var model: [Int32: Double] = [:]
        var generator = SplitMix64(seed: 7)
        for _ in 0..<2_000 {
            let s = Int32(generator.next() % 300)
            let amount = Double(Int(generator.next() % 7) - 3)
            let change = row.add(s, amount, epsilon: 1e-9)
            let old = model[s]
            let new = (old ?? 0) + amount
            switch change {
            case .inserted: #expect(old == nil && amount != 0)
            case .removed: #expect(old != nil && new == 0)
            case .updated: #expect(old != nil ? new != 0 : amount == 0)
            }
            model[s] = new == 0 ? nil : new
        }
        check(row, model)
        #expect(row.position(of: 301) == nil)
        #expect(row.coefficient(of: -1) == 0)
    }

    @Test func removingEveryTermEmptiesTheRow() {
        var row = Row(symbols: [9, 3, 5, 1], coefficients: [0.9, 0.3, 0.5, 0.1])
        check(row, [1: 0.1, 3: 0.3, 5: 0.5, 9: 0.9])
        row.remove(at: row.position(of: 5)!)
        check(row, [1: 0.1, 3: 0.3, 9: 0.9])
        while row.count > 0 { row.remove(at: 0) }
        #expect(row.count == 0)
        #expect(row.position(of: 1) == nil)
    }

    @Test func copiesAreIndependent() {
        var a = Row(symbols: Array(Int32(0)..<100), coefficients: (0..<100).map { Double($0) + 1 })
        let b = a
        _ = a.add(50, -51, epsilon: 1e-9)
        _ = a.add(500, 2, epsilon: 1e-9)
        #expect(b.count == 100 && b.coefficient(of: 50) == 51 && b.coefficient(of: 500) == 0)
        #expect(a.count == 100 && a.coefficient(of: 50) == 0 && a.coefficient(of: 500) == 2)
    }
}
