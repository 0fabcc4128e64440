import Testing
@testable import Cassowary

/// `Solver.updateConstant(of:to:)`: changing the number on the right in place.
@Suite("updateConstant")
struct UpdateConstantTests {
    @Test("a == b + 8: the constant is 8 and values follow its changes")
    func valuesFollowTheConstant() throws {
        let s = Solver()
        let a = Variable("a"), b = Variable("b")
        try s.add(Constraint(b, .equal, 2.0))
        let c = Constraint(a, .equal, b + 8)
        try s.add(c)
        s.updateVariables()
        expectClose(a.value, 10)
        for k in [20.0, -3.5, 0, 8, 1e6] {
            try s.updateConstant(of: c, to: k)
            #expect(c.constant == k)
            s.updateVariables()
            expectClose(a.value, 2 + k)
            expectClose(b.value, 2)
        }
    }

    @Test func aRequiredInequalityMovesTheBound() throws {
        let s = Solver()
        let x = Variable("x")
        let cap = Constraint(x, .lessThanOrEqual, 10.0)
        try s.add(cap)
        try s.add(Constraint(x, .equal, 50.0, strength: .weak))
        s.updateVariables()
        expectClose(x.value, 10)
        for (k, expected) in [(30.0, 30.0), (100.0, 50.0), (-7.0, -7.0), (50.0, 50.0)] {
            try s.updateConstant(of: cap, to: k)
            s.updateVariables()
            expectClose(x.value, expected, "cap \(k)")
        }
    }

    @Test func theSameAsAddingTheConstraintWithTheNewConstant() throws {
        // Values after updateConstant equal those of a fresh solver given the new constant.
        func build(_ spacing: Double) throws -> (Solver, [Variable], Constraint) {
            let s = Solver()
            let v = (0..<4).map { Variable("v\($0)") }
            try s.add(Constraint(v[0], .equal, 0.0))
            try s.add(Constraint(v[1], .greaterThanOrEqual, v[0] + 5))
            let link = Constraint(v[2], .equal, v[1] + spacing)
            try s.add(link)
            try s.add(Constraint(v[3], .lessThanOrEqual, 40.0))
            try s.add(Constraint(v[3], .equal, v[2] + 10, strength: .strong))
            try s.add(Constraint(v[1], .equal, 12.0, strength: .weak))
            return (s, v, link)
        }
        let (s, v, link) = try build(1)
        for spacing in [3.0, 25.0, 40.0, -10.0] {
            try s.updateConstant(of: link, to: spacing)
            s.updateVariables()
            let (fresh, w, _) = try build(spacing)
            fresh.updateVariables()
            for i in 0..<4 {
                expectClose(v[i].value, w[i].value, "v\(i) at spacing \(spacing)")
            }
        }
    }

    @Test func anInfeasibleRequiredConstantIsRefusedAndNothingChanges() throws {
        let s = Solver()
        let x = Variable("x"), y = Variable("y")
        let c1 = Constraint(x, .equal, 0.0)
        let c2 = Constraint(y, .equal, x + 10)
        let cap = Constraint(y, .lessThanOrEqual, 20.0)
        try s.add(c1)
        try s.add(c2)
        try s.add(cap)
        try s.add(Constraint(y, .equal, 100.0, strength: .weak))
        s.updateVariables()
        let before = values([x, y])
        #expect(before == [0, 10])

        let conflicting = expectUnsatisfiable(cap) { try s.updateConstant(of: cap, to: 5) }
        expectSameConstraints(conflicting, [c1, c2])
        #expect(cap.constant == 20)
        #expect(s.contains(cap))
        s.updateVariables()
        #expect(values([x, y]) == before)

        // The solver goes on from the old state.
        try s.updateConstant(of: c2, to: 15)
        s.updateVariables()
        expectClose(y.value, 15)
        try s.updateConstant(of: cap, to: 16)
        expectSameConstraints(expectUnsatisfiable(cap) { try s.updateConstant(of: cap, to: 12) }, [c1, c2])
        #expect(cap.constant == 16)
        try s.updateConstant(of: c1, to: -10)
        s.updateVariables()
        expectClose(x.value, -10)
        expectClose(y.value, 5)
    }

    @Test func anInfeasibleUpdateOfAnEqualityKeepsTheOldSolution() throws {
        let s = Solver()
        let h = Variable("h")
        let a = Constraint(h, .greaterThanOrEqual, 10.0)
        let b = Constraint(h, .equal, 20.0)
        try s.add(a)
        try s.add(b)
        expectSameConstraints(expectUnsatisfiable(b) { try s.updateConstant(of: b, to: 5) }, [a])
        #expect(b.constant == 20)
        s.updateVariables()
        expectClose(h.value, 20)
        try s.updateConstant(of: b, to: 11)
        s.updateVariables()
        expectClose(h.value, 11)
    }

    @Test func optionalConstantsNeverThrow() throws {
        let s = Solver()
        let x = Variable("x")
        try s.add(Constraint(x, .lessThanOrEqual, 5.0))
        let pull = Constraint(x, .equal, 10.0, strength: .weak)
        try s.add(pull)
        s.updateVariables()
        expectClose(x.value, 5)
        for (k, expected) in [(3.0, 3.0), (8.0, 5.0), (-40.0, -40.0), (5.0, 5.0)] {
            try s.updateConstant(of: pull, to: k)
            #expect(pull.constant == k)
            s.updateVariables()
            expectClose(x.value, expected, "pull to \(k)")
        }
    }

    @Test func anOptionalInequalityConstant() throws {
        let s = Solver()
        let x = Variable("x")
        let atLeast = Constraint(x, .greaterThanOrEqual, 10.0, strength: .strong)
        try s.add(atLeast)
        try s.add(Constraint(x, .equal, 0.0, strength: .weak))
        s.updateVariables()
        expectClose(x.value, 10)
        try s.updateConstant(of: atLeast, to: -5)
        s.updateVariables()
        expectClose(x.value, 0)
        try s.updateConstant(of: atLeast, to: 25)
        s.updateVariables()
        expectClose(x.value, 25)
    }

    @Test func updatingBackAndForthReturnsToTheSameValues() throws {
        let row = try ChainRow(n: 30)
        row.s.updateVariables()
        let start = values(row.left + row.width + [row.cw])
        try row.s.suggestValue(row.natural + 50, for: row.cw)
        for k in 0..<50 {
            try row.s.updateConstant(of: row.links[7 + k % 13], to: Double(1 + k % 3))
        }
        for i in 7..<20 {
            try row.s.updateConstant(of: row.links[i], to: 1)
        }
        try row.s.suggestValue(row.natural, for: row.cw)
        row.s.updateVariables()
        let end = values(row.left + row.width + [row.cw])
        for (i, (a, b)) in zip(start, end).enumerated() {
            expectClose(b, a, "value \(i)")
        }
        expectAllHold(row.required)
    }
}
