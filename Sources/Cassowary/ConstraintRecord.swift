/// What the solver keeps for one constraint: the symbols that stand for it in the tableau,
/// and what removing it or changing its constant needs to know.
///
/// A large layout keeps tens of thousands of these in one array, so a record holds no
/// arrays of its own (each would be a separate allocation) and packs into 48 bytes: an
/// optional constraint has at most two error symbols; the symbols of the first three
/// terms' variables are kept inline, those of a longer constraint in the solver's overflow
/// table.
struct ConstraintRecord {
    /// What the record stands for: the ``Constraint`` given to ``Solver/add(_:)``, or the
    /// tag given to ``Solver/add(terms:relation:constant:strength:tag:)``. Nil for a free
    /// slot.
    var owner: AnyObject?
    /// The constraint's priority (1000 when required).
    let priority: Double
    /// The symbol equal to the constraint's terms, bounded by its relation and constant.
    let slack: Int32
    /// The error symbol below the constraint (`terms + minus ≥ constant`), or -1.
    let minus: Int32
    /// The error symbol above the constraint (`terms − plus ≤ constant`), or -1.
    let plus: Int32
    /// When the constraint was added (a wrapping count), to list conflicts in that order
    /// and to tell a handle of this record from one of an earlier record in the same slot.
    let order: UInt32
    let relation: Relation
    /// Whether it was added by handle (``Solver/add(terms:relation:constant:strength:tag:)``).
    let byHandle: Bool
    /// How many terms the constraint has, up to 3; `overflowed` when there are more (then
    /// the overflow table holds all of their symbols).
    private let inlineCount: UInt8
    private let external0: Int32
    private let external1: Int32
    private let external2: Int32

    private static let overflowed = UInt8.max

    /// A free slot.
    static var free: ConstraintRecord {
        ConstraintRecord(owner: nil, priority: 0, slack: -1, minus: -1, plus: -1, order: 0, relation: .equal,
                         byHandle: false, externals: [])
    }

    /// `externals` holds the symbol of each term's variable, in term order; when there
    /// are more than three, the caller keeps them (``hasOverflow``).
    init(owner: AnyObject?, priority: Double, slack: Int32, minus: Int32, plus: Int32, order: UInt32,
         relation: Relation, byHandle: Bool, externals: [Int32]) {
        self.owner = owner
        self.priority = priority
        self.slack = slack
        self.minus = minus
        self.plus = plus
        self.order = order
        self.relation = relation
        self.byHandle = byHandle
        if externals.count > 3 {
            inlineCount = ConstraintRecord.overflowed
            (external0, external1, external2) = (-1, -1, -1)
        } else {
            inlineCount = UInt8(externals.count)
            external0 = externals.count > 0 ? externals[0] : -1
            external1 = externals.count > 1 ? externals[1] : -1
            external2 = externals.count > 2 ? externals[2] : -1
        }
    }

    var isRequired: Bool { priority >= 1000 }

    /// Whether the symbols of the terms' variables are in the overflow table.
    var hasOverflow: Bool { inlineCount == ConstraintRecord.overflowed }

    /// The symbols of the terms' variables, one per term, when they are inline.
    var inlineExternals: [Int32] {
        switch inlineCount {
        case 0: []
        case 1: [external0]
        case 2: [external0, external1]
        case 3: [external0, external1, external2]
        default: []
        }
    }

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
