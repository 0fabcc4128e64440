/// Why the solver undid a call it could not complete (the tableau is back as it was).
enum Rejection {
    /// A required constraint cannot hold: the owners of the required constraints already in
    /// the solver that take part in the contradiction, oldest first.
    case conflict([AnyObject])
    /// Rounding defeated the repair: a row stayed past a bound that, in exact arithmetic,
    /// it can meet (an optional call never makes the required constraints contradict), or
    /// the rounding did not settle and left a required constraint broken by more than
    /// callers are promised.
    case lostPrecision

    /// The error a call by ``Constraint`` throws for it, naming `constraint`.
    func error(for constraint: Constraint) -> SolverError {
        switch self {
        case .conflict(let conflicting):
            .unsatisfiableConstraint(constraint, conflicting: conflicting.compactMap { $0 as? Constraint })
        case .lostPrecision:
            .lostPrecision(constraint)
        }
    }

    /// What a call by handle returns for it.
    var change: ConstraintChange {
        switch self {
        case .conflict(let conflicting): .unsatisfiable(conflicting: conflicting)
        case .lostPrecision: .lostPrecision
        }
    }
}
