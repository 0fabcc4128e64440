import Testing
@testable import Cassowary

/// The basis clean-up (``Tableau/cleanUpBasis(rowsLongerThan:)``) is optional work, so it
/// never divides by a coefficient that may be rounding.
@Suite("Basis clean-up")
struct BasisCleanupTests {
    /// Row `x = 2e-9·t + s1 + s2 + s3 + s4`, where `t`'s coefficient is a zero that
    /// cancellation left behind. `t` is in no other row, so by column length alone it would
    /// be the exchange's choice, and dividing by 2e-9 makes a row of coefficients near 5e8.
    @Test func theExchangeSkipsCoefficientsSmallBesideTheRow() {
        var tableau = Tableau()
        let x = tableau.allocate(kind: .external, lower: -.infinity, upper: .infinity, owner: -1)
        let y = tableau.allocate(kind: .external, lower: -.infinity, upper: .infinity, owner: -1)
        let z = tableau.allocate(kind: .external, lower: -.infinity, upper: .infinity, owner: -1)
        let t = tableau.allocate(kind: .slack, lower: 0, upper: 0, owner: 0)
        let s = (1...4).map { _ in tableau.allocate(kind: .slack, lower: 0, upper: 0, owner: 0) }
        tableau.attachRow(x, Row(symbols: [t] + s, coefficients: [2e-9, 1, 1, 1, 1]))
        // Every slack but `t` is in a second, short row, so `t` has the shortest column.
        tableau.attachRow(y, Row(symbols: [s[0], s[1]], coefficients: [1, 1]))
        tableau.attachRow(z, Row(symbols: [s[2], s[3]], coefficients: [1, 1]))

        let exchanges = tableau.cleanUpBasis(rowsLongerThan: 3)

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
}
