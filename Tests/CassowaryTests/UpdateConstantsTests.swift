import Testing
@testable import Cassowary

/// `Solver.updateConstants(_:)`: several constants changed with one repair.
@Suite("updateConstants")
struct UpdateConstantsTests {
    @Test func aChainMovesAsIfEachConstantHadChanged() throws {
        let batch = Solver(), single = Solver()
        func chain(_ s: Solver) throws -> ([Variable], [Constraint]) {
            let xs = (0..<20).map { Variable("x\($0)") }
            try s.add(Constraint(xs[0], .equal, 0.0))
            var gaps: [Constraint] = []
            for i in 1..<xs.count {
                let gap = Constraint(xs[i], .equal, xs[i - 1] + 1)
                try s.add(gap)
                gaps.append(gap)
            }
            return (xs, gaps)
        }
        let (bx, bgaps) = try chain(batch)
        let (sx, sgaps) = try chain(single)
        try batch.updateConstants(bgaps.enumerated().map { (constraint: $0.element, constant: Double($0.offset + 2)) })
        for (i, gap) in sgaps.enumerated() { try single.updateConstant(of: gap, to: Double(i + 2)) }
        batch.updateVariables()
        single.updateVariables()
        for (b, s) in zip(bx, sx) { expectClose(b.value, s.value) }
        expectClose(bx[19].value, (2...20).reduce(0.0) { $0 + Double($1) })
        #expect(bgaps[4].constant == 6)
    }

    @Test func aBatchThatCannotHoldChangesNothing() throws {
        let s = Solver()
        let x = Variable("x")
        let low = Constraint(x, .greaterThanOrEqual, 0.0)
        let high = Constraint(x, .lessThanOrEqual, 10.0)
        try s.add(low)
        try s.add(high)
        try s.add(Constraint(x, .equal, 5.0, strength: .weak))
        #expect(throws: SolverError.self) {
            try s.updateConstants([(constraint: low, constant: 20), (constraint: high, constant: 15)])
        }
        #expect(low.constant == 0 && high.constant == 10)
        s.updateVariables()
        expectClose(x.value, 5)
        try s.updateConstants([(constraint: low, constant: 6), (constraint: high, constant: 8)])
        s.updateVariables()
        expectClose(x.value, 6)
    }
}
