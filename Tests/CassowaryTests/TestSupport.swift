import Testing
@testable import Cassowary

// Helpers shared by the Cassowary tests: tolerant comparisons, constraint residuals
// measured on the values `updateVariables()` wrote, and catching `SolverError`s.

/// Expects `actual` to be `expected` within `tolerance · max(1, |expected|)`.
func expectClose(
    _ actual: Double, _ expected: Double, tolerance: Double = 1e-9, _ what: String = "",
    sourceLocation: SourceLocation = #_sourceLocation
) {
    #expect(
        abs(actual - expected) <= tolerance * max(1, abs(expected)),
        "\(what) got \(actual), expected \(expected)", sourceLocation: sourceLocation)
}

/// Whether `actual` is `expected` within `tolerance · max(1, |expected|)`.
func isClose(_ actual: Double, _ expected: Double, tolerance: Double = 1e-9) -> Bool {
    abs(actual - expected) <= tolerance * max(1, abs(expected))
}

extension Constraint {
    /// `Σ coefficient × value − constant`, on the values the variables hold now.
    var residual: Double {
        terms.reduce(0) { $0 + $1.coefficient * $1.variable.value } - constant
    }

    /// How far the variables' current values are from satisfying the relation (0 if they do).
    var violation: Double {
        let r = residual
        switch relation {
        case .equal: return abs(r)
        case .lessThanOrEqual: return max(0, r)
        case .greaterThanOrEqual: return max(0, -r)
        }
    }

    /// Whether the current values satisfy the constraint to `tolerance`, relative to the
    /// size of the numbers involved.
    func holds(tolerance: Double = 1e-9) -> Bool {
        let scale = terms.reduce(abs(constant)) { $0 + abs($1.coefficient * $1.variable.value) }
        return violation <= tolerance * max(1, scale)
    }
}

/// Expects every constraint in `constraints` to hold on the current values.
func expectAllHold(
    _ constraints: [Constraint], tolerance: Double = 1e-9, sourceLocation: SourceLocation = #_sourceLocation
) {
    let broken = constraints.filter { !$0.holds(tolerance: tolerance) }
    #expect(
        broken.isEmpty,
        "violated: \(broken.prefix(5).map { "\($0) (residual \($0.residual))" })",
        sourceLocation: sourceLocation)
}

/// The `SolverError` that `body` throws, or `nil` if it returns normally.
func solverError(_ body: () throws -> Void) -> SolverError? {
    do {
        try body()
        return nil
    } catch let error as SolverError {
        return error
    } catch {
        Issue.record("unexpected error type: \(error)")
        return nil
    }
}

/// Expects `body` to throw `unsatisfiableConstraint` for `constraint` and returns the
/// `conflicting` list (nil, after recording an issue, if something else happened).
@discardableResult
func expectUnsatisfiable(
    _ constraint: Constraint, sourceLocation: SourceLocation = #_sourceLocation, _ body: () throws -> Void
) -> [Constraint]? {
    let error = solverError(body)
    guard case .unsatisfiableConstraint(let rejected, let conflicting)? = error else {
        Issue.record("expected unsatisfiableConstraint, got \(String(describing: error))", sourceLocation: sourceLocation)
        return nil
    }
    #expect(rejected === constraint, "the error names \(rejected), not \(constraint)", sourceLocation: sourceLocation)
    return conflicting
}

/// Expects `conflicting` to hold exactly the constraints of `expected` (by identity, in any
/// order, each once).
func expectSameConstraints(
    _ conflicting: [Constraint]?, _ expected: [Constraint], sourceLocation: SourceLocation = #_sourceLocation
) {
    guard let conflicting else { return }
    let got = conflicting.map(ObjectIdentifier.init)
    let want = expected.map(ObjectIdentifier.init)
    #expect(
        got.count == want.count && Set(got) == Set(want),
        "conflicting is \(conflicting), expected \(expected)", sourceLocation: sourceLocation)
}

/// Expects `body` to throw `nonFiniteValue`.
func expectNonFinite(sourceLocation: SourceLocation = #_sourceLocation, _ body: () throws -> Void) {
    let error = solverError(body)
    guard case .nonFiniteValue? = error else {
        Issue.record("expected nonFiniteValue, got \(String(describing: error))", sourceLocation: sourceLocation)
        return
    }
}

/// The current values of `variables`.
func values(_ variables: [Variable]) -> [Double] {
    variables.map(\.value)
}
