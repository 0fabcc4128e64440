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

    /// The one-pass merge a pivot uses for long rows gives the same terms, cancellations
    /// and reports as replacing the symbol and adding term by term.
    @Test func aMergeEqualsAddingTermByTerm() {
        var generator = SplitMix64(seed: 11)
        for round in 0..<300 {
            let length = Int(generator.next() % 60)
            let otherLength = Int(generator.next() % 60)
            var symbols = Set<Int32>()
            while symbols.count < length { symbols.insert(Int32(generator.next() % 90)) }
            var otherSymbols = Set<Int32>()
            while otherSymbols.count < otherLength { otherSymbols.insert(Int32(generator.next() % 90)) }
            // The replaced symbol: one of the row's, or (every fifth round) none of them. The
            // row it is replaced by never names it, as in a pivot.
            let removed: Int32 = symbols.isEmpty || round % 5 == 0 ? 95 : symbols.min()!
            otherSymbols.remove(removed)
            // Coefficients of ±1…3 make exact cancellations common.
            let mine = Row(symbols: Array(symbols), coefficients: symbols.map { _ in Double(Int(generator.next() % 7) - 3) }.map { $0 == 0 ? 1 : $0 })
            let other = Row(symbols: Array(otherSymbols), coefficients: otherSymbols.map { _ in Double(Int(generator.next() % 7) - 3) }.map { $0 == 0 ? 2 : $0 })
            let factor = [1.0, -1, 0.5, -2, 3][round % 5]

            var expected = mine
            var expectedChanges: [Int32: Row.TermChange] = [:]
            if let p = expected.position(of: removed) { expected.remove(at: p) }
            for k in 0..<other.count {
                let change = expected.add(other.symbol(k), factor * other.coefficient(k), epsilon: 1e-9)
                if change != .updated { expectedChanges[other.symbol(k)] = change }
            }
            var changes: [Int32: Row.TermChange] = [:]
            let merged = mine.merged(removing: removed, adding: factor, times: other, epsilon: 1e-9) { s, change in
                #expect(changes[s] == nil, "a symbol is reported once")
                changes[s] = change
            }
            #expect(terms(merged).map(\.0) == terms(expected).map(\.0), "round \(round)")
            #expect(terms(merged).map(\.1) == terms(expected).map(\.1), "round \(round)")
            #expect(changes == expectedChanges, "round \(round)")
            #expect(mine.count == length, "the merged row is a new row")
            #expect(merged.position(of: removed) == nil)
        }
    }

    /// The substitution in place a pivot uses for a short row into a long one gives the
    /// same terms, cancellations and reports as removing the symbol and adding term by term,
    /// whether the row has room or must grow, and leaves a copy of the row unchanged.
    @Test func aSubstitutionInPlaceEqualsAddingTermByTerm() {
        var generator = SplitMix64(seed: 23)
        for round in 0..<600 {
            let length = 1 + Int(generator.next() % 120)
            let otherLength = Int(generator.next() % 17)
            var symbols = Set<Int32>()
            while symbols.count < length { symbols.insert(Int32(generator.next() % 160)) }
            let removed = symbols.sorted()[Int(generator.next() % UInt64(length))]
            var otherSymbols = Set<Int32>()
            while otherSymbols.count < otherLength {
                let s = Int32(generator.next() % 170)
                if s != removed { otherSymbols.insert(s) }
            }
            let mine = Row(symbols: Array(symbols), coefficients: symbols.map { _ in Double(Int(generator.next() % 7) - 3) }.map { $0 == 0 ? 1 : $0 })
            let other = Row(symbols: Array(otherSymbols), coefficients: otherSymbols.map { _ in Double(Int(generator.next() % 7) - 3) }.map { $0 == 0 ? 2 : $0 })
            let factor = [1.0, -1, 0.5, -2, 3][round % 5]

            var expected = mine
            var expectedChanges: [Int32: Row.TermChange] = [removed: .removed]
            expected.remove(at: expected.position(of: removed)!)
            for k in 0..<other.count {
                let change = expected.add(other.symbol(k), factor * other.coefficient(k), epsilon: 1e-9)
                if change != .updated { expectedChanges[other.symbol(k)] = change }
            }
            // Every other round the row is a copy with room to spare, so the terms move in
            // place; otherwise it has none and grows unless as many terms go as come.
            var row = mine
            if round % 2 == 0 {
                row = Row(capacity: length + 20)
                for k in 0..<mine.count { row.append(mine.symbol(k), mine.coefficient(k)) }
            }
            var reported: [Int32] = []
            row.substitute(at: row.position(of: removed)!, factor: factor, times: other, epsilon: 1e-9, changes: &reported)
            var changes: [Int32: Row.TermChange] = [removed: .removed]
            for t in reported {
                let s = t >= 0 ? t : ~t
                #expect(changes[s] == nil || s == removed, "a symbol is reported once")
                changes[s] = t >= 0 ? .inserted : .removed
            }
            #expect(terms(row).map(\.0) == terms(expected).map(\.0), "round \(round)")
            #expect(terms(row).map(\.1) == terms(expected).map(\.1), "round \(round)")
            #expect(changes == expectedChanges, "round \(round)")
            #expect(mine.count == length && mine.position(of: removed) != nil, "a copy keeps its terms")
        }
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
