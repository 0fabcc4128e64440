/// Why a ``Solver`` call was refused. A refused call leaves the solver exactly as it was.
public enum SolverError: Error, CustomStringConvertible {
    /// The constraint is already in the solver.
    case duplicateConstraint(Constraint)
    /// The constraint is not in the solver.
    case unknownConstraint(Constraint)
    /// The required constraint cannot hold together with `conflicting`, the required
    /// constraints already in the solver that take part in the contradiction.
    case unsatisfiableConstraint(Constraint, conflicting: [Constraint])
    /// The variable is already an edit variable.
    case duplicateEditVariable(Variable)
    /// The variable is not an edit variable.
    case unknownEditVariable(Variable)
    /// Edit variables must be optional: a required edit could make every suggestion fail.
    case requiredEditVariable(Variable)
    /// A coefficient, constant or suggested value is NaN or infinite.
    case nonFiniteValue
    /// Double precision cannot carry out the change: its repair needed values so large, or
    /// constraints so nearly parallel, that rounding left a row past a bound it can meet
    /// in exact arithmetic, or left a required constraint broken by more than 1e-9 of its
    /// size. The call was undone.
    ///
    /// This can happen to an optional constraint, an edit variable or a suggestion, which
    /// a solver in exact arithmetic (and UIKit) never refuses; it is the price of never
    /// accepting a change that breaks a required constraint. Random systems with values
    /// up to 1e4 and coefficients of 1 to 3 have not been seen to meet it; values of 1e14
    /// and coefficients that agree to nine digits do.
    case lostPrecision(Constraint)

    public var description: String {
        switch self {
        case .duplicateConstraint(let c): "duplicate constraint: \(c) is already in the solver"
        case .unknownConstraint(let c): "unknown constraint: \(c) is not in the solver"
        case .unsatisfiableConstraint(let c, let others):
            "unsatisfiable constraint: \(c) conflicts with "
                + (others.isEmpty ? "nothing else (it contradicts itself)" : others.map { "\($0)" }.joined(separator: ", "))
        case .duplicateEditVariable(let v): "duplicate edit variable: \(v) is already an edit variable"
        case .unknownEditVariable(let v): "unknown edit variable: \(v) is not an edit variable"
        case .requiredEditVariable(let v): "required edit variable: \(v) needs an optional strength (below 1000)"
        case .nonFiniteValue: "non-finite value: coefficients, constants and suggestions must be finite numbers"
        case .lostPrecision(let c):
            "lost precision: \(c) was undone; double precision could not keep the required constraints "
                + "within 1e-9 of their size (values too large, or constraints too nearly parallel)"
        }
    }
}
