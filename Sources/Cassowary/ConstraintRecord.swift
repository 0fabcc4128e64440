/// What the solver keeps for one constraint: the symbols that stand for it in the tableau.
struct ConstraintRecord {
    let constraint: Constraint
    /// The symbol equal to the constraint's terms, bounded by its relation and constant.
    let slack: Int32
    /// The error symbols of an optional constraint (none for a required one).
    let errors: [Int32]
    /// The symbols of the constraint's variables, one per term.
    let externals: [Int32]
    /// The objective level of the errors, or -1 for a required constraint.
    let level: Int
    /// When the constraint was added, to list conflicts in that order.
    let order: UInt64
}
