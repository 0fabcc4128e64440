/// What became of an addition or a change of constant made by handle
/// (``Solver/add(terms:relation:constant:strength:tag:)``,
/// ``Solver/updateConstant(of:to:)-(ConstraintHandle,_)``): a result rather than an error,
/// because the conflicting constraints are named by their tags, which are not `Sendable`.
package enum ConstraintChange {
    /// It was made; for an addition, the new constraint's handle.
    case made(ConstraintHandle)
    /// A required constraint could not hold: nothing changed. `conflicting` holds the
    /// owners (tags, or ``Constraint`` objects added with ``Solver/add(_:)``) of the
    /// required constraints already in the solver that take part in the contradiction,
    /// in the order they were added.
    case unsatisfiable(conflicting: [AnyObject])
    /// Rounding defeated the solver (``SolverError/lostPrecision(_:)``): nothing changed.
    case lostPrecision
    /// A coefficient or constant is NaN or infinite: nothing changed.
    case nonFinite
    /// The handle names no constraint in the solver: nothing changed.
    case unknown

}
