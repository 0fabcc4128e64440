import Testing
@testable import Cassowary

/// The basis clean-up (``Tableau/cleanUpBasis()``): optional work, so it never divides by
/// a coefficient that may be rounding, and it finds its long rows without a scan of every
/// symbol.
@Suite("Basis clean-up")
struct BasisCleanupTests {
    /// A tableau with the external `x` basic on a row longer than the clean-up's length:
    /// `x = small·t + s1 + … + sK`, every `s` also in a short row of its own, so that `t`
    /// has the shortest column.
    private static func tableau(smallCoefficient: Double) -> (Tableau, x: Int32, t: Int32) {
        var tableau = Tableau()
        let x = tableau.allocate(kind: .external, lower: -.infinity, upper: .infinity, owner: -1)
        let t = tableau.allocate(kind: .slack, lower: 0, upper: 0, owner: 0)
        let k = Tableau.longRowLength + 4
        let s = (0..<k).map { _ in tableau.allocate(kind: .slack, lower: 0, upper: 0, owner: 0) }
        tableau.attachRow(x, Row(symbols: [t] + s, coefficients: [smallCoefficient] + Array(repeating: 1, count: k)))
        for pair in stride(from: 0, to: k, by: 2) {
            let y = tableau.allocate(kind: .external, lower: -.infinity, upper: .infinity, owner: -1)
            tableau.attachRow(y, Row(symbols: [s[pair], s[pair + 1]], coefficients: [1, 1]))
        }
        return (tableau, x, t)
    }

    /// `t`'s coefficient of 2e-9 is a zero that cancellation left behind: by column length
    /// alone it would be the exchange's choice, and dividing by it makes a row of
    /// coefficients near 5e8.
    @Test func theExchangeSkipsCoefficientsSmallBesideTheRow() {
        var (tableau, x, t) = BasisCleanupTests.tableau(smallCoefficient: 2e-9)

        let exchanges = tableau.cleanUpBasis()

        #expect(exchanges == 1)
        #expect(!tableau.flag(Int(t), .basic), "t entered the basis on a coefficient of 2e-9")
        #expect(!tableau.flag(Int(x), .basic))
        for i in 0..<tableau.symbolCount where tableau.flag(i, .basic) {
            let row = tableau.rows[i]
            for k in 0..<row.count {
                #expect(abs(row.coefficient(k)) <= 2, "row of \(i) has coefficient \(row.coefficient(k))")
            }
        }
        #expect(tableau.invariantViolations(feasible: false).isEmpty)
    }

    /// The long row is listed when attached; after the exchange nothing is left to list, and
    /// a row that grows past the length by substitution is listed.
    @Test func longRowsAreListedAsTheyAppearAndSifted() {
        var (tableau, x, t) = BasisCleanupTests.tableau(smallCoefficient: 1)
        #expect(tableau.longRows.contains(x))
        #expect(tableau.cleanUpBasis() == 1)
        #expect(tableau.flag(Int(t), .basic), "t, alone in its column, is traded in")
        #expect(tableau.longRows.isEmpty)

        // A short row that a pivot makes long: `z = u + w`, then `w` replaced by a long sum.
        let z = tableau.allocate(kind: .external, lower: -.infinity, upper: .infinity, owner: -1)
        let u = tableau.allocate(kind: .slack, lower: 0, upper: 0, owner: 1)
        let w = tableau.allocate(kind: .external, lower: -.infinity, upper: .infinity, owner: -1)
        tableau.attachRow(z, Row(symbols: [u, w], coefficients: [1, 1]))
        let k = Tableau.longRowLength + 1
        let v = (0..<k).map { _ in tableau.allocate(kind: .slack, lower: 0, upper: 0, owner: 1) }
        // (A slack's bounds are its record's.)
        let b = tableau.allocate(kind: .slack, lower: -.infinity, upper: .infinity, owner: 2)
        tableau.attachRow(b, Row(symbols: [w] + v, coefficients: Array(repeating: 1, count: k + 1)))
        #expect(!tableau.longRows.contains(z))
        tableau.pivot(leaving: b, entering: w)
        #expect(tableau.rows[Int(z)].count > Tableau.longRowLength)
        #expect(tableau.longRows.contains(z))
        #expect(tableau.invariantViolations(feasible: false).isEmpty)
    }

    /// A long row with no fixed slack has nothing to trade: the clean-up looks at it once,
    /// and again only after it changes.
    @Test func aRowWithNothingToTradeWaitsUntilItChanges() {
        var tableau = Tableau()
        let q = tableau.allocate(kind: .external, lower: -.infinity, upper: .infinity, owner: -1)
        let k = Tableau.longRowLength + 2
        let free = (0..<k).map { _ in tableau.allocate(kind: .slack, lower: 0, upper: .infinity, owner: 0) }
        tableau.attachRow(q, Row(symbols: free, coefficients: Array(repeating: 1, count: k)))
        #expect(tableau.longRows.contains(q))

        #expect(tableau.cleanUpBasis() == 0)
        #expect(tableau.flag(Int(q), .basic))
        #expect(!tableau.longRows.contains(q), "an unchanged row is not looked at again")

        // `free[0]` becomes basic on a row of its own, which substitutes into `q`'s row.
        // (A slack's bounds are its record's: each record here has its own.)
        let w = tableau.allocate(kind: .slack, lower: 0, upper: 0, owner: 1)
        let b = tableau.allocate(kind: .slack, lower: -.infinity, upper: .infinity, owner: 2)
        tableau.attachRow(b, Row(symbols: [free[0], w], coefficients: [1, 1]))
        tableau.pivot(leaving: b, entering: free[0])
        #expect(tableau.longRows.contains(q), "a changed long row is looked at again")
        #expect(tableau.cleanUpBasis() == 1, "q now holds the fixed slack w, which it trades for")
        #expect(!tableau.flag(Int(q), .basic))
        #expect(tableau.invariantViolations(feasible: false).isEmpty)
    }
}
