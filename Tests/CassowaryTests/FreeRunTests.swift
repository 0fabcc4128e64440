import Testing
@testable import Cassowary

/// The dual simplex repairs a required change by a run of moves, without pivots, when a
/// free symbol can take it with the help of others, each repairing the one row the last
/// pushed: a stack closed at its bottom grows there, and the scroll content holding it
/// grows with it, instead of the whole stack being pushed against its pinned top.
@Suite("Dual repair: runs of moves")
struct FreeRunTests {
    /// `b = h − p` is fixed at 5 and is 0. `p` (the last view's position, the newest
    /// symbol) is also in `a = p − q`, and `q` in `z = q`, both fixed at 0: moving `p`
    /// breaks `a`, and the only repair of `a` breaks `z`. `h` (the stack's height) is also
    /// in `c = g − h`, fixed at 0, where `g` (the content's height) is in no other row.
    private static func tableau() -> (Tableau, b: Int32, p: Int32, h: Int32, g: Int32) {
        var t = Tableau()
        let q = t.allocate(kind: .external, lower: -.infinity, upper: .infinity, owner: -1)
        let g = t.allocate(kind: .external, lower: -.infinity, upper: .infinity, owner: -1)
        let h = t.allocate(kind: .external, lower: -.infinity, upper: .infinity, owner: -1)
        let p = t.allocate(kind: .external, lower: -.infinity, upper: .infinity, owner: -1)
        let z = t.allocate(kind: .slack, lower: 0, upper: 0, owner: 0)
        let a = t.allocate(kind: .slack, lower: 0, upper: 0, owner: 1)
        let c = t.allocate(kind: .slack, lower: 0, upper: 0, owner: 2)
        let b = t.allocate(kind: .slack, lower: 5, upper: 5, owner: 3)
        t.attachRow(z, Row(symbols: [q], coefficients: [1]))
        t.attachRow(a, Row(symbols: [p, q], coefficients: [1, -1]))
        t.attachRow(c, Row(symbols: [g, h], coefficients: [1, -1]))
        t.attachRow(b, Row(symbols: [h, p], coefficients: [1, -1]))
        t.enqueue(b)
        return (t, b, p, h, g)
    }

    @Test func theRepairGrowsTheHeightAndTheContentWithoutAPivot() {
        var (t, b, p, h, g) = FreeRunTests.tableau()
        let before = t.pivotsSinceRefactor

        #expect(t.restoreFeasibility(absorbing: true) == nil)

        #expect(t.pivotsSinceRefactor == before, "the repair pivoted")
        #expect(t.value[Int(b)] == 5)
        #expect(t.value[Int(p)] == 0, "the last view's position moved")
        #expect(t.value[Int(h)] == 5)
        #expect(t.value[Int(g)] == 5)
        #expect(t.invariantViolations(feasible: true).isEmpty)
    }

    /// With `g` also in `y = g − k`, fixed at 0, and `k` free and in no other row, the run
    /// goes one row further: `h`, `g`, then `k`, still without a pivot.
    @Test func aRunGoesOnWhileEachMovePushesOneRow() {
        var (t, b, p, h, g) = FreeRunTests.tableau()
        let k = t.allocate(kind: .external, lower: -.infinity, upper: .infinity, owner: -1)
        let y = t.allocate(kind: .slack, lower: 0, upper: 0, owner: 4)
        t.attachRow(y, Row(symbols: [g, k], coefficients: [1, -1]))
        let before = t.pivotsSinceRefactor

        #expect(t.restoreFeasibility(absorbing: true) == nil)

        #expect(t.pivotsSinceRefactor == before, "the repair pivoted")
        #expect(t.value[Int(b)] == 5)
        #expect(t.value[Int(p)] == 0)
        #expect([h, g, k].map { t.value[Int($0)] } == [5, 5, 5])
        #expect(t.invariantViolations(feasible: true).isEmpty)
    }

    /// A run that meets a row with no free symbol to repair it (`y = g`, fixed at 0) is
    /// no run; nor is one that starts at `p`, whose pushed row leads to `z`.
    @Test func aRunEndsAtARowNothingFreeCanRepair() {
        var (t, b, p, h, g) = FreeRunTests.tableau()
        let y = t.allocate(kind: .slack, lower: 0, upper: 0, owner: 4)
        t.attachRow(y, Row(symbols: [g], coefficients: [1]))

        #expect(t.freeRun(moving: h, by: 5, except: b) == nil)
        #expect(t.freeRun(moving: p, by: -5, except: b) == nil)
    }

    /// `b = h` is fixed at 5 and is 0; rows `c1 = 3h − g1`, `c2 = 3g1 − g2`, … are fixed
    /// at 0. Each move of the run is three times the last (5, 15, 45, 135): with three
    /// links the last is more than 16 times the first, so there is no run; with two there is.
    @Test func aRunThatOutgrowsTheChangeIsNoRun() {
        func chain(links: Int) -> (Tableau, Int32, Int32) {
            var t = Tableau()
            let h = t.allocate(kind: .external, lower: -.infinity, upper: .infinity, owner: -1)
            let b = t.allocate(kind: .slack, lower: 5, upper: 5, owner: 0)
            t.attachRow(b, Row(symbols: [h], coefficients: [1]))
            var previous = h
            for link in 0..<links {
                let g = t.allocate(kind: .external, lower: -.infinity, upper: .infinity, owner: -1)
                let c = t.allocate(kind: .slack, lower: 0, upper: 0, owner: Int32(1 + link))
                t.attachRow(c, Row(symbols: [previous, g], coefficients: [3, -1]))
                previous = g
            }
            return (t, b, h)
        }
        let (long, longB, longH) = chain(links: 3)
        #expect(long.freeRun(moving: longH, by: 5, except: longB) == nil)
        let (short, shortB, shortH) = chain(links: 2)
        let run = short.freeRun(moving: shortH, by: 5, except: shortB)
        #expect(run?.map(\.1) == [5, 15, 45])
    }
}
