import Testing
@testable import Cassowary

/// Every `SolverError` case, and that the refused call changed nothing visible.
@Suite("SolverError cases")
struct SolverErrorTests {
    let s = Solver()
    let x = Variable("x")
    let y = Variable("y")

    // MARK: duplicateConstraint / unknownConstraint

    @Test func addingTheSameConstraintTwiceIsADuplicate() throws {
        let c = Constraint(x, .equal, 5.0)
        try s.add(c)
        let error = solverError { try s.add(c) }
        guard case .duplicateConstraint(let d)? = error else {
            Issue.record("expected duplicateConstraint, got \(String(describing: error))")
            return
        }
        #expect(d === c)
        #expect(s.contains(c))
        // Still one constraint: removing it once leaves none.
        try s.remove(c)
        #expect(!s.contains(c))
    }

    @Test func anOptionalDuplicateIsRefusedToo() throws {
        let c = Constraint(x, .equal, 5.0, strength: .weak)
        try s.add(c)
        guard case .duplicateConstraint? = solverError({ try s.add(c) }) else {
            Issue.record("expected duplicateConstraint")
            return
        }
    }

    @Test func anEqualLookingConstraintIsNotADuplicate() throws {
        try s.add(Constraint(x, .equal, 5.0))
        try s.add(Constraint(x, .equal, 5.0))
        s.updateVariables()
        expectClose(x.value, 5)
    }

    @Test func removingAConstraintThatWasNeverAddedIsUnknown() {
        let c = Constraint(x, .equal, 5.0)
        let error = solverError { try s.remove(c) }
        guard case .unknownConstraint(let u)? = error else {
            Issue.record("expected unknownConstraint, got \(String(describing: error))")
            return
        }
        #expect(u === c)
    }

    @Test func removingTwiceIsUnknownTheSecondTime() throws {
        let c = Constraint(x, .equal, 5.0)
        try s.add(c)
        try s.remove(c)
        guard case .unknownConstraint(let u)? = solverError({ try s.remove(c) }) else {
            Issue.record("expected unknownConstraint")
            return
        }
        #expect(u === c)
    }

    @Test func updatingTheConstantOfAnUnknownConstraintFails() throws {
        let c = Constraint(x, .equal, 5.0)
        guard case .unknownConstraint(let u)? = solverError({ try s.updateConstant(of: c, to: 6) }) else {
            Issue.record("expected unknownConstraint")
            return
        }
        #expect(u === c)
        #expect(c.constant == 5)
        try s.add(c)
        try s.remove(c)
        guard case .unknownConstraint? = solverError({ try s.updateConstant(of: c, to: 6) }) else {
            Issue.record("expected unknownConstraint after removal")
            return
        }
        #expect(c.constant == 5)
    }

    @Test func aConstraintOfAnotherSolverIsUnknownHere() throws {
        let other = Solver()
        let c = Constraint(x, .equal, 5.0)
        try other.add(c)
        #expect(!s.contains(c))
        guard case .unknownConstraint? = solverError({ try s.remove(c) }) else {
            Issue.record("expected unknownConstraint")
            return
        }
        #expect(other.contains(c))
    }

    // MARK: unsatisfiableConstraint

    @Test func contradictoryRequiredEqualitiesAreUnsatisfiable() throws {
        let first = Constraint(x, .equal, 1.0)
        try s.add(first)
        let second = Constraint(x, .equal, 2.0)
        let conflicting = expectUnsatisfiable(second) { try s.add(second) }
        expectSameConstraints(conflicting, [first])
    }

    @Test func contradictoryRequiredInequalitiesAreUnsatisfiable() throws {
        let low = Constraint(x, .greaterThanOrEqual, 10.0)
        try s.add(low)
        let high = Constraint(x, .lessThanOrEqual, 9.0)
        let conflicting = expectUnsatisfiable(high) { try s.add(high) }
        expectSameConstraints(conflicting, [low])
    }

    @Test("0 == 5 contradicts itself: unsatisfiable with nothing conflicting")
    func aConstraintWithoutVariablesThatIsFalse() throws {
        try s.add(Constraint(x, .equal, 1.0))
        let c = Constraint(Expression(0), .equal, 5.0)
        let conflicting = expectUnsatisfiable(c) { try s.add(c) }
        #expect(conflicting?.isEmpty == true, "conflicting: \(String(describing: conflicting))")
        #expect(!s.contains(c))
    }

    @Test func termsThatCancelOutLeaveAFalseConstraint() throws {
        let c = Constraint(x - x, .equal, 5.0)
        let conflicting = expectUnsatisfiable(c) { try s.add(c) }
        #expect(conflicting?.isEmpty == true, "conflicting: \(String(describing: conflicting))")
    }

    @Test func trueConstraintsWithoutVariablesAreAccepted() throws {
        let c = Constraint(Expression(0), .lessThanOrEqual, 5.0)
        try s.add(c)
        #expect(s.contains(c))
        try s.add(Constraint(Expression(3), .equal, 3.0))
        try s.remove(c)
    }

    @Test func aFalseOptionalConstraintWithoutVariablesIsAccepted() throws {
        let c = Constraint(Expression(0), .equal, 5.0, strength: .weak)
        try s.add(c)
        #expect(s.contains(c))
    }

    @Test func optionalConstraintsAreNeverUnsatisfiable() throws {
        try s.add(Constraint(x, .equal, 1.0))
        let c = Constraint(x, .equal, 2.0, strength: Strength(999))
        try s.add(c)
        #expect(s.contains(c))
        s.updateVariables()
        expectClose(x.value, 1)
    }

    // MARK: Edit variables

    @Test func addingAnEditVariableTwiceIsADuplicate() throws {
        try s.addEditVariable(x, strength: .strong)
        let error = solverError { try s.addEditVariable(x, strength: .weak) }
        guard case .duplicateEditVariable(let v)? = error else {
            Issue.record("expected duplicateEditVariable, got \(String(describing: error))")
            return
        }
        #expect(v === x)
        #expect(s.containsEditVariable(x))
        // The first edit (strong) is still the one in place: a strong x == 3 does not win.
        try s.suggestValue(10, for: x)
        try s.add(Constraint(x, .equal, 3.0, strength: .medium))
        s.updateVariables()
        expectClose(x.value, 10)
    }

    @Test func removingAnEditVariableThatIsNotOneIsUnknown() throws {
        let error = solverError { try s.removeEditVariable(x) }
        guard case .unknownEditVariable(let v)? = error else {
            Issue.record("expected unknownEditVariable, got \(String(describing: error))")
            return
        }
        #expect(v === x)
        try s.addEditVariable(x, strength: .strong)
        try s.removeEditVariable(x)
        guard case .unknownEditVariable? = solverError({ try s.removeEditVariable(x) }) else {
            Issue.record("expected unknownEditVariable on the second removal")
            return
        }
    }

    @Test func suggestingForAVariableThatIsNotAnEditVariableIsUnknown() throws {
        try s.add(Constraint(x, .equal, 5.0, strength: .weak))
        let error = solverError { try s.suggestValue(3, for: x) }
        guard case .unknownEditVariable(let v)? = error else {
            Issue.record("expected unknownEditVariable, got \(String(describing: error))")
            return
        }
        #expect(v === x)
        s.updateVariables()
        expectClose(x.value, 5)
    }

    @Test(arguments: [Strength.required, Strength(1000), Strength(4000)])
    func aRequiredEditVariableIsRefused(strength: Strength) throws {
        let error = solverError { try s.addEditVariable(x, strength: strength) }
        guard case .requiredEditVariable(let v)? = error else {
            Issue.record("expected requiredEditVariable, got \(String(describing: error))")
            return
        }
        #expect(v === x)
        #expect(!s.containsEditVariable(x))
        // Nothing half-added: an optional edit is accepted afterwards.
        try s.addEditVariable(x, strength: .strong)
        #expect(s.containsEditVariable(x))
    }

    @Test func anEditVariableJustBelowRequiredIsAccepted() throws {
        try s.addEditVariable(x, strength: Strength(999.9))
        #expect(s.containsEditVariable(x))
    }

    // MARK: nonFiniteValue


    @Test(arguments: [Double.nan, .infinity, -.infinity])
    func aNonFiniteCoefficientIsRefused(bad: Double) throws {
        let c = Constraint(bad * x + y, .equal, 1.0)
        expectNonFinite { try s.add(c) }
        #expect(!s.contains(c))
        let optional = Constraint(x + y * bad, .lessThanOrEqual, 1.0, strength: .weak)
        expectNonFinite { try s.add(optional) }
        #expect(!s.contains(optional))
    }

    @Test(arguments: [Double.nan, .infinity, -.infinity])
    func aNonFiniteConstantIsRefused(bad: Double) throws {
        let c = Constraint(x, .equal, bad)
        expectNonFinite { try s.add(c) }
        #expect(!s.contains(c))
        let d = Constraint(x + bad, .greaterThanOrEqual, y, strength: .medium)
        expectNonFinite { try s.add(d) }
        #expect(!s.contains(d))
    }

    @Test func dividingByZeroGivesANonFiniteCoefficient() {
        let c = Constraint(x / 0, .equal, 1.0)
        expectNonFinite { try s.add(c) }
    }

    @Test(arguments: [Double.nan, .infinity, -.infinity])
    func aNonFiniteSuggestionIsRefused(bad: Double) throws {
        try s.addEditVariable(x, strength: .strong)
        try s.suggestValue(42, for: x)
        s.updateVariables()
        expectNonFinite { try s.suggestValue(bad, for: x) }
        s.updateVariables()
        expectClose(x.value, 42)
        // The edit still works.
        try s.suggestValue(7, for: x)
        s.updateVariables()
        expectClose(x.value, 7)
    }

    @Test(arguments: [Double.nan, .infinity, -.infinity])
    func aNonFiniteNewConstantIsRefused(bad: Double) throws {
        let required = Constraint(x, .equal, 4.0)
        let optional = Constraint(y, .equal, 6.0, strength: .weak)
        try s.add(required)
        try s.add(optional)
        expectNonFinite { try s.updateConstant(of: required, to: bad) }
        expectNonFinite { try s.updateConstant(of: optional, to: bad) }
        #expect(required.constant == 4)
        #expect(optional.constant == 6)
        s.updateVariables()
        expectClose(x.value, 4)
        expectClose(y.value, 6)
    }

    // MARK: Descriptions

    @Test func descriptionsNameTheProblem() {
        let c = Constraint(x, .equal, 1.0)
        #expect(SolverError.unsatisfiableConstraint(c, conflicting: []).description.contains("contradicts itself"))
        #expect(SolverError.duplicateEditVariable(x).description.contains("x"))
        #expect(SolverError.nonFiniteValue.description.hasPrefix("non-finite value"))
    }
}
