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

    /// A stack's column of labels given their content sizes all at once, as a layout
    /// pass does when every label gets its text: the same solution as a solver built with
    /// those sizes from the start, and a tableau that stays sparse.
    @Test func aLargeBatchOfContentSizesGivesTheSameSolutionAndStaysSparse() throws {
        let n = 200
        func column(_ s: Solver, height: Double) throws -> ([Variable], [Constraint]) {
            let top = (0..<n).map { Variable("top\($0)") }
            let h = (0..<n).map { Variable("h\($0)") }
            var content: [Constraint] = []
            try s.add(Constraint(top[0], .equal, 0.0))
            for i in 0..<n {
                try s.add(Constraint(h[i], .greaterThanOrEqual, 0.0))
                if i > 0 { try s.add(Constraint(top[i], .equal, top[i - 1] + h[i - 1] + 1)) }
                let grow = Constraint(h[i], .greaterThanOrEqual, height, strength: Strength(750))
                let hug = Constraint(h[i], .lessThanOrEqual, height, strength: Strength(250))
                try s.add(grow)
                try s.add(hug)
                content += [grow, hug]
            }
            s.updateVariables()
            return (top + h, content)
        }
        let late = Solver(), fresh = Solver()
        let (lateVariables, content) = try column(late, height: 0)
        let movesBefore = late.tableau.movesMade
        try late.updateConstants(content.map { (constraint: $0, constant: 2) })
        let moves = late.tableau.movesMade - movesBefore
        late.updateVariables()
        let (freshVariables, _) = try column(fresh, height: 2)
        for (a, b) in zip(lateVariables, freshVariables) { expectClose(a.value, b.value) }
        expectClose(lateVariables[n - 1].value, Double(3 * (n - 1)))
        var terms = 0
        for i in 0..<late.tableau.symbolCount { terms += late.tableau.rows[i].count }
        // Pivoted into sums, the positions held about n²/2 terms (23,000 at n = 200).
        #expect(terms < 20 * n, "the tableau holds \(terms) terms")
        // Each position moves once, by the heights above it (about 3n moves in all). One
        // label at a time, each moved every position below it: n²/2 moves.
        #expect(moves <= 6 * n, "the repair made \(moves) moves")
        #expect(late.tableau.invariantViolations(feasible: true).isEmpty)
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

    /// Random systems whose optional constants all change in one batch (more than 16, so
    /// repaired by moves, oldest row first): every required constraint still holds, the
    /// tableau is sound, and every priority level's error is the exact optimum's.
    @Test func largeBatchesOfOptionalConstantsReachTheExactOptimum() throws {
        var wrong: [String] = []
        for seed in UInt64(1)...40 {
            var rng = SplitMix64(seed: seed)
            let n = rng.int(4...10)
            let point = (0..<n).map { _ in Double(rng.int(-10...10)) }
            func coefficients() -> [Double] {
                var a = [Double](repeating: 0, count: n)
                for _ in 0..<rng.int(1...min(4, n)) { a[rng.int(0...(n - 1))] = Double(rng.pick([-3, -2, -1, 1, 2, 3])) }
                return a
            }
            var specs: [OracleConstraint] = []
            for _ in 0..<rng.int(2...8) {
                let a = coefficients()
                let at = zip(a, point).reduce(0) { $0 + $1.0 * $1.1 }
                specs.append(OracleConstraint(coefficients: a, relation: rng.pick([.equal, .lessThanOrEqual, .greaterThanOrEqual]),
                                              constant: at))
            }
            for _ in 0..<rng.int(18...30) {
                specs.append(OracleConstraint(coefficients: coefficients(), relation: rng.pick([.equal, .lessThanOrEqual, .greaterThanOrEqual]),
                                              constant: Double(rng.int(-20...20)), priority: rng.pick([250, 500, 750])))
            }
            let solver = Solver()
            let x = (0..<n).map { Variable("x\($0)") }
            let constraints = specs.map { $0.constraint(x) }
            for c in constraints { try solver.add(c) }
            var changes: [(constraint: Constraint, constant: Double)] = []
            for k in specs.indices where specs[k].priority != nil {
                specs[k].constant = Double(rng.int(-20...20))
                changes.append((constraints[k], specs[k].constant))
            }
            try solver.updateConstants(changes)
            solver.updateVariables()
            let values = x.map(\.value)
            if !solver.tableau.invariantViolations(feasible: true).isEmpty { wrong.append("seed \(seed): tableau broken") }
            for spec in specs where spec.priority == nil && !(spec.violation(at: values) <= 1e-9 * spec.scale(at: values)) {
                wrong.append("seed \(seed): required \(spec) off by \(spec.violation(at: values))")
            }
            let best = try #require(ExactLexicographicSimplex.solve(specs, variableCount: n))
            for (k, level) in best.levels.enumerated() {
                let atLevel = specs.filter { $0.priority == level }
                let got = atLevel.reduce(0.0) { $0 + $1.violation(at: values) }
                let tolerance = 1e-8 * atLevel.reduce(1.0) { $0 + $1.scale(at: values) }
                if !(abs(got - best.optimum[k].doubleValue) <= tolerance) {
                    wrong.append("seed \(seed): error \(got) at \(Int(level)), optimum \(best.optimum[k].doubleValue)")
                }
            }
        }
        #expect(wrong.isEmpty, "\(wrong.prefix(5))")
    }
}
