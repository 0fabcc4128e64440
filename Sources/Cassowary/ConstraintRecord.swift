/// What the solver keeps for one constraint: the symbols that stand for it in the tableau.
///
/// A large layout keeps tens of thousands of these, so the record holds no arrays of its
/// own (each would be a separate allocation): an optional constraint has at most two
/// error symbols, and the symbols of its variables are found again from its terms.
struct ConstraintRecord {
    let constraint: Constraint
    /// The symbol equal to the constraint's terms, bounded by its relation and constant.
    let slack: Int32
    /// The error symbol below the constraint (`terms + minus ≥ constant`), or -1.
    let minus: Int32
    /// The error symbol above the constraint (`terms − plus ≤ constant`), or -1.
    let plus: Int32
    private let storedLevel: Int32
    /// When the constraint was added, to list conflicts in that order.
    let order: UInt64

    init(constraint: Constraint, slack: Int32, minus: Int32, plus: Int32, level: Int, order: UInt64) {
        self.constraint = constraint
        self.slack = slack
        self.minus = minus
        self.plus = plus
        self.storedLevel = Int32(level)
        self.order = order
    }

    /// The objective level of the errors, or -1 for a required constraint.
    var level: Int { Int(storedLevel) }

    /// The error symbols of an optional constraint (none for a required one), minus first.
    var errors: [Int32] {
        switch (minus >= 0, plus >= 0) {
        case (true, true): [minus, plus]
        case (true, false): [minus]
        case (false, true): [plus]
        case (false, false): []
        }
    }

    var errorCount: Int { (minus >= 0 ? 1 : 0) + (plus >= 0 ? 1 : 0) }
}
