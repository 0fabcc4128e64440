#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// An incremental linear constraint solver in the Cassowary tradition (Badros, Borning and
/// Stuckey, ACM TOCHI 2001): required and optional constraints, edit variables re-solved by
/// the dual simplex, and incremental repair after every change. The article "Cassowary" in
/// this module's documentation explains the algorithm.
///
/// Differences from kiwi and the paper, all deliberate:
/// - **Strict priorities.** Optional strengths are compared lexicographically; see
///   ``Strength``.
/// - **Atomic failure.** A call that throws leaves the solver exactly as it was.
/// - **Promise over acceptance.** After every call each required constraint holds to 1e-9
///   of its size. Where double precision cannot keep that (values of 1e14, constraints
///   that agree to nine digits), the call is undone with ``SolverError/lostPrecision(_:)``,
///   even for an optional constraint or a suggestion, which kiwi would accept broken.
/// - **Values stay put.** The tableau is a bounded simplex in which every symbol keeps a
///   current value. A variable that no constraint determines keeps the value it had (`0` if
///   it was never moved), and among equally good solutions the solver moves the most
///   recently added variables and leaves the older ones where they are. Kiwi instead
///   resets every unconstrained parameter to 0.
/// - **Edit variables start where they are.** ``addEditVariable(_:strength:)`` pulls the
///   variable towards its current value until the first ``suggestValue(_:for:)``, so adding
///   an edit variable never moves anything (kiwi pulls it towards 0).
///
/// The solver is deterministic: the same calls in the same order give the same values.
/// It is not thread-safe; use it from one thread or actor at a time.
public final class Solver {
    // The solver's state is touched only by its own methods, one call at a time, so the
    // runtime's exclusivity checks on these fields (a call into the runtime per access)
    // guard nothing: they were 5% of a 1,000-view screen's first layout.
    @exclusivity(unchecked) var tableau = Tableau()
    @exclusivity(unchecked) var records: [ConstraintRecord] = []
    @exclusivity(unchecked) var freeRecords: [Int32] = []
    /// The record of each constraint added with ``add(_:)``, by the constraint's identity
    /// (constraints added by handle are found by their handle's slot).
    @exclusivity(unchecked) private var recordOf: [ObjectIdentifier: Int32] = [:]
    /// The symbols of the variables of constraints with more than three terms, by record.
    private var overflowExternals: [Int32: [Int32]] = [:]
    @exclusivity(unchecked) private var symbolOf: [ObjectIdentifier: Int32] = [:]
    private var edits: [ObjectIdentifier: Constraint] = [:]
    @exclusivity(unchecked) private var nextOrder: UInt32 = 0
    /// Above this many optional constants, ``updateConstants(_:)`` treats the batch as a
    /// change to the structure (see `changeConstants`); a window resize changes two.
    static let structuralBatch = 16
    /// Constraints added since the last ``Tableau/cleanUpBasis()``.
    @exclusivity(unchecked) private var additionsSinceCleanup = 0
    /// How many additions a clean-up waits for within a batch: often enough that a large
    /// screen's first layout never holds its dense chains for long (the peak memory of a
    /// 10,000-view screen fell from 70.6 to 64.9 MB), rarely enough that scanning the
    /// symbols costs little.
    private static let additionsPerCleanup = 1024

    /// The lists an addition builds (its terms in symbols, its variables' symbols, the
    /// variables new to the solver), emptied and kept between additions: three arrays
    /// allocated and freed per addition were 5% of the instructions of a 1,000-label
    /// stack's additions.
    @exclusivity(unchecked) private var scratchTerms: [(Int32, Double)] = []
    @exclusivity(unchecked) private var scratchExternals: [Int32] = []
    @exclusivity(unchecked) private var scratchNewVariables: [ObjectIdentifier] = []

    /// Whether every public call ends with a full check of the tableau's structure
    /// (``Tableau/invariantViolations(feasible:)``), stopping the program with what it found
    /// wrong. Tests switch it on; so does `CASSOWARY_CHECK_INVARIANTS=1` in the environment,
    /// for every solver. It costs the size of the tableau per call.
    var checksInvariants = Solver.invariantChecksFromEnvironment

    static let invariantChecksFromEnvironment: Bool = {
        guard let value = getenv("CASSOWARY_CHECK_INVARIANTS") else { return false }
        return String(cString: value) == "1"
    }()

    /// Creates an empty solver.
    public init() {}

    private func verifyIfChecking() {
        guard checksInvariants else { return }
        let problems = tableau.invariantViolations(feasible: true)
        precondition(problems.isEmpty, "Cassowary: the tableau is broken:\n" + problems.joined(separator: "\n"))
    }

    // MARK: Constraints

    /// Adds a constraint and re-solves.
    ///
    /// - Throws: ``SolverError/duplicateConstraint(_:)`` if it is already here;
    ///   ``SolverError/nonFiniteValue`` for a NaN or infinite coefficient or constant;
    ///   ``SolverError/unsatisfiableConstraint(_:conflicting:)`` if it is required and
    ///   cannot hold together with the required constraints already here;
    ///   ``SolverError/lostPrecision(_:)`` if rounding defeated the repair, which can happen
    ///   to an optional constraint too (unlike UIKit, which never refuses one). After a
    ///   throw the solver is exactly as before the call.
    public func add(_ constraint: Constraint) throws {
        defer { verifyIfChecking() }
        let id = ObjectIdentifier(constraint)
        guard recordOf[id] == nil else { throw SolverError.duplicateConstraint(constraint) }
        guard constraint.isFinite else { throw SolverError.nonFiniteValue }
        switch insert(constraint.terms, constraint.relation, constraint.constant, constraint.strength,
                      owner: constraint, byHandle: false) {
        case .made(let handle):
            recordOf[id] = handle.slot
        case .unsatisfiable(let owners):
            throw SolverError.unsatisfiableConstraint(constraint, conflicting: owners.compactMap { $0 as? Constraint })
        case .lostPrecision:
            throw SolverError.lostPrecision(constraint)
        case .nonFinite, .unknown:
            throw SolverError.nonFiniteValue
        }
    }

    /// Removes a constraint and re-solves: the variables it held move to the best solution
    /// of the constraints that remain.
    ///
    /// A removal is never refused, as UIKit never refuses to deactivate a constraint. Where
    /// double precision cannot re-solve without breaking a required constraint (rows that
    /// nearly cancel, values of 1e9 and more), the constraint is still removed but the
    /// variables keep their values, which satisfy every remaining required constraint; the
    /// optional ones may then be further from their best than an exact solver would leave
    /// them.
    ///
    /// - Throws: ``SolverError/unknownConstraint(_:)`` if it is not here.
    public func remove(_ constraint: Constraint) throws {
        defer { verifyIfChecking() }
        let id = ObjectIdentifier(constraint)
        guard let slot = recordOf.removeValue(forKey: id) else {
            throw SolverError.unknownConstraint(constraint)
        }
        removeRecord(slot)
    }

    /// Whether the constraint is in the solver.
    public func contains(_ constraint: Constraint) -> Bool {
        recordOf[ObjectIdentifier(constraint)] != nil
    }

    /// Changes the constant of a constraint in the solver (the number on the right once
    /// every variable is on the left: `8` in `a == b + 8`) and re-solves, without removing
    /// and re-adding it. This costs about as much as ``suggestValue(_:for:)``, which is what
    /// an animated constraint needs.
    ///
    /// The new constant is stored in ``Constraint/constant``.
    ///
    /// - Throws: ``SolverError/unknownConstraint(_:)``, ``SolverError/nonFiniteValue``, or
    ///   ``SolverError/unsatisfiableConstraint(_:conflicting:)`` when a required constraint
    ///   can no longer hold, ``SolverError/lostPrecision(_:)`` when rounding defeated the
    ///   repair (an optional constraint's change too); then nothing changes, the constant
    ///   included.
    public func updateConstant(of constraint: Constraint, to constant: Double) throws {
        defer { verifyIfChecking() }
        guard let slot = recordOf[ObjectIdentifier(constraint)] else {
            throw SolverError.unknownConstraint(constraint)
        }
        guard constant.isFinite else { throw SolverError.nonFiniteValue }
        if let rejection = changeConstant(slot, to: constant) { throw rejection.error(for: constraint) }
        constraint.constant = constant
    }

    /// Changes the constants of several constraints at once and re-solves once: what a
    /// layout pass that moved many spacings at a time needs, where one
    /// ``updateConstant(of:to:)`` per constraint would repair and refresh the solution as
    /// many times.
    ///
    /// - Throws: as ``updateConstant(of:to:)``; ``SolverError/unsatisfiableConstraint(_:conflicting:)``
    ///   names the first changed required constraint, and `conflicting` the required
    ///   constraints of the contradiction. Then nothing changes, no constant included;
    ///   apply the changes one by one to learn which one cannot hold.
    public func updateConstants(_ changes: [(constraint: Constraint, constant: Double)]) throws {
        defer { verifyIfChecking() }
        var slots: [(slot: Int32, constant: Double)] = []
        slots.reserveCapacity(changes.count)
        for change in changes {
            guard let slot = recordOf[ObjectIdentifier(change.constraint)] else {
                throw SolverError.unknownConstraint(change.constraint)
            }
            guard change.constant.isFinite else { throw SolverError.nonFiniteValue }
            slots.append((slot, change.constant))
        }
        if let rejection = changeConstants(slots) {
            let culprit = changes.first { $0.constraint.strength.isRequired }?.constraint ?? changes[0].constraint
            throw rejection.error(for: culprit)
        }
        for change in changes { change.constraint.constant = change.constant }
    }

    // MARK: Records

    /// Adds the constraint `terms relation constant` at `strength` for `owner`, re-solves,
    /// and returns its handle; or, when it is required and cannot hold, changes nothing and
    /// returns the owners of the required constraints it conflicts with.
    func insert(_ constraintTerms: [Term], _ relation: Relation, _ constant: Double, _ strength: Strength,
                owner: AnyObject, byHandle: Bool) -> ConstraintChange {
        tableau.renumberStampsIfNeeded()

        let required = strength.isRequired
        let level = required ? -1 : tableau.level(for: strength.priority)
        // Every call is journaled, optional ones too: rounding can defeat an optional
        // repair (values of 1e16, rows that nearly cancel), and undoing it is then the
        // only way to leave the solver as it was.
        tableau.beginJournal()

        let recordID = allocateRecord()
        // Taken out of their slots while in use (so the slots hold no second reference,
        // which would make every append copy), and put back, emptied, whatever happens.
        var terms: [(Int32, Double)] = []
        var externals: [Int32] = []
        var newVariables: [ObjectIdentifier] = []
        swap(&terms, &scratchTerms)
        swap(&externals, &scratchExternals)
        swap(&newVariables, &scratchNewVariables)
        defer {
            terms.removeAll(keepingCapacity: true)
            externals.removeAll(keepingCapacity: true)
            newVariables.removeAll(keepingCapacity: true)
            if terms.capacity <= 256 { swap(&terms, &scratchTerms) }
            if externals.capacity <= 256 { swap(&externals, &scratchExternals) }
            if newVariables.capacity <= 256 { swap(&newVariables, &scratchNewVariables) }
        }
        for term in constraintTerms {
            let id = ObjectIdentifier(term.variable)
            let s: Int32
            if let known = symbolOf[id] {
                s = known
            } else {
                s = tableau.allocate(kind: .external, lower: -.infinity, upper: .infinity, owner: -1, variable: term.variable)
                symbolOf[id] = s
                newVariables.append(id)
            }
            terms.append((s, term.coefficient))
            externals.append(s)
        }
        let (lo, hi) = Solver.bounds(relation, constant)
        let slack = tableau.allocate(kind: .slack, lower: lo, upper: hi, owner: recordID)
        var minus: Int32 = -1
        var plus: Int32 = -1
        var errorCount = 0
        if !required {
            if relation != .lessThanOrEqual {
                minus = tableau.allocate(kind: .error, lower: 0, upper: .infinity, owner: recordID)
                terms.append((minus, 1))
                errorCount += 1
            }
            if relation != .greaterThanOrEqual {
                plus = tableau.allocate(kind: .error, lower: 0, upper: .infinity, owner: recordID)
                terms.append((plus, -1))
                errorCount += 1
            }
            if minus >= 0 { tableau.addToObjective(minus, level: level) }
            if plus >= 0 { tableau.addToObjective(plus, level: level) }
        }
        tableau.insertRow(slack, terms: terms, priority: required ? 0 : strength.priority)
        if !required {
            // The errors take up whatever the constraint is violated by, so the solution
            // stays feasible and the primal simplex below moves only what the new
            // constraint actually pulls on.
            tableau.absorbIntoErrors(slack: slack, minus: minus, plus: plus)
        }

        if let stuck = repair(absorbing: true, oldestFirst: false, refreshing: required) {
            let rejection = rejection(stuck, required: required, excluding: recordID)
            tableau.rollBack()
            for id in newVariables {
                symbolOf[id] = nil
            }
            freeRecords.append(recordID)
            tableau.dropEmptyLevels()
            return rejection.change
        }
        tableau.commitJournal()

        let order = nextOrder
        records[Int(recordID)] = ConstraintRecord(
            owner: owner, priority: strength.priority, slack: slack, minus: minus, plus: plus, order: order,
            relation: relation, byHandle: byHandle, externals: externals)
        if records[Int(recordID)].hasOverflow {
            overflowExternals[recordID] = externals
        }
        nextOrder &+= 1
        additionsSinceCleanup += 1
        if additionsSinceCleanup >= Solver.additionsPerCleanup {
            cleanUpBasis()
        }
        for s in externals {
            let slot = Int(tableau.owner[Int(s)])
            tableau.variableUses[slot] += 1
        }
        if level >= 0 {
            tableau.changeErrorCount(level: level, by: errorCount)
        }
        return .made(ConstraintHandle(slot: recordID, order: order))
    }

    /// Takes the constraint of record `slot` out and re-solves.
    func removeRecord(_ slot: Int32) {
        let record = records[Int(slot)]
        records[Int(slot)] = .free
        freeRecords.append(slot)
        // The symbols of the constraint's variables, one per term (every variable of a
        // constraint in the solver has one).
        let externals = record.hasOverflow ? overflowExternals.removeValue(forKey: slot) ?? [] : record.inlineExternals
        tableau.removeEquation(privates: [record.slack] + record.errors,
                               errorPriority: record.isRequired ? nil : record.priority)
        if !record.isRequired {
            // Levels are found again by priority: indices shift when others are dropped.
            let level = tableau.level(for: record.priority)
            tableau.changeErrorCount(level: level, by: -record.errorCount)
            tableau.dropEmptyLevels()
        }
        for s in externals {
            let slot = Int(tableau.owner[Int(s)])
            tableau.variableUses[slot] -= 1
        }
        forgetUnusedExternals(externals)
        // The values still satisfy every remaining required constraint: they satisfied all
        // of them before, and taking an equation out moves nothing. Only the re-solve can
        // break one, where rounding defeats it (a required pair that agrees to seven
        // digits, met only far out, broken by 1,639 after a removal let the values come
        // back), or the primal simplex give up cycling. It is journaled, and undone in
        // those cases: the removal stands, and the values stay at the last solution that
        // held.
        tableau.beginJournal()
        if tableau.optimize(droppingErrors: true), settleRounding() == nil {
            tableau.commitJournal()
        } else {
            tableau.rollBack()
        }
    }

    /// Gives the constraint of record `slot` a new constant and re-solves. Returns nil, or
    /// why the change was undone.
    func changeConstant(_ slot: Int32, to constant: Double) -> Rejection? {
        let record = records[Int(slot)]
        let (lo, hi) = Solver.bounds(record.relation, constant)
        let required = record.isRequired
        tableau.beginJournal()
        tableau.setBounds(record.slack, lower: lo, upper: hi)
        // A required constant is usually a one-off change to the structure (a new spacing);
        // moving free variables without pivots keeps the tableau sparse. An optional one is
        // usually an edit that will change again and again (a window being resized): real
        // pivots build the rows that make every later change a single column update, as
        // long as those rows stay short (``Tableau/longRepairRow``) and a pivot rewrites no
        // long rows (``Tableau/fanOutRepairWork``).
        if let stuck = repair(absorbing: required, oldestFirst: false, refreshing: required) {
            let rejection = rejection(stuck, required: required, excluding: slot)
            tableau.rollBack()
            return rejection
        }
        tableau.commitJournal()
        return nil
    }

    /// Gives several constraints new constants and re-solves once. Returns nil, or why the
    /// changes were undone.
    ///
    /// A batch of more than ``structuralBatch`` optional constants (every label of a stack
    /// given its text at once) is a change to the structure, not an edit: it is repaired
    /// by moves, as a required change is, and oldest row first, so that each position of a
    /// chain moves once by everything above it. Repaired newest first, the last label's
    /// new height moved every position below it, the moves' limit per call, and every
    /// earlier label's then pivoted them into sums: 1,000 labels took 2,996 pivots, 7 s,
    /// and a tableau grown from 31,000 to 1.5 million terms; repaired one change at a time,
    /// each label moved every position below it, 36 s for 10,000 labels.
    func changeConstants(_ changes: [(slot: Int32, constant: Double)]) -> Rejection? {
        guard !changes.isEmpty else { return nil }
        let required = changes.contains { records[Int($0.slot)].isRequired }
        let structural = required || changes.count > Solver.structuralBatch
        tableau.beginJournal()
        for change in changes {
            let record = records[Int(change.slot)]
            let (lo, hi) = Solver.bounds(record.relation, change.constant)
            tableau.setBounds(record.slack, lower: lo, upper: hi)
        }
        if let stuck = repair(absorbing: structural, oldestFirst: structural && !required, refreshing: structural) {
            let rejection = rejection(stuck, required: required, excluding: -1)
            tableau.rollBack()
            return rejection
        }
        tableau.commitJournal()
        return nil
    }

    // MARK: Edit variables

    /// Makes `variable` an edit variable: an optional constraint `variable == suggestion`
    /// at `strength`, whose suggestion ``suggestValue(_:for:)`` changes. Until the first
    /// suggestion it holds the variable at its current value.
    ///
    /// - Throws: ``SolverError/requiredEditVariable(_:)`` for the required strength,
    ///   ``SolverError/duplicateEditVariable(_:)`` if it is already one,
    ///   ``SolverError/lostPrecision(_:)`` as ``add(_:)``.
    public func addEditVariable(_ variable: Variable, strength: Strength) throws {
        guard !strength.isRequired else { throw SolverError.requiredEditVariable(variable) }
        let id = ObjectIdentifier(variable)
        guard edits[id] == nil else { throw SolverError.duplicateEditVariable(variable) }
        let current = symbolOf[id].map { tableau.value[Int($0)] } ?? variable.value
        let edit = Constraint(Expression(variable), .equal, Expression(current), strength: strength)
        try add(edit)
        edits[id] = edit
    }

    /// Stops `variable` being an edit variable; its pull goes away and the solver re-solves.
    ///
    /// - Throws: ``SolverError/unknownEditVariable(_:)``.
    public func removeEditVariable(_ variable: Variable) throws {
        let id = ObjectIdentifier(variable)
        guard let edit = edits[id] else { throw SolverError.unknownEditVariable(variable) }
        edits[id] = nil
        try remove(edit)
    }

    /// Whether `variable` is an edit variable.
    public func containsEditVariable(_ variable: Variable) -> Bool {
        edits[ObjectIdentifier(variable)] != nil
    }

    /// Suggests a value for an edit variable and re-solves with the dual simplex, starting
    /// from the current solution.
    ///
    /// - Throws: ``SolverError/unknownEditVariable(_:)``, ``SolverError/nonFiniteValue``,
    ///   ``SolverError/lostPrecision(_:)`` (then the edit keeps its last suggestion).
    public func suggestValue(_ value: Double, for variable: Variable) throws {
        guard let edit = edits[ObjectIdentifier(variable)] else { throw SolverError.unknownEditVariable(variable) }
        guard value.isFinite else { throw SolverError.nonFiniteValue }
        try updateConstant(of: edit, to: value)
    }

    // MARK: Results

    /// Copies the solved values into ``Variable/value``, for the variables whose values
    /// changed since the last call (the others already hold theirs).
    public func updateVariables() {
        updateVariables(reportingChanges: nil)
    }

    /// Copies the solved values into ``Variable/value``, as ``updateVariables()`` does, and
    /// calls `changed` with each variable whose value is now different: what a client
    /// needs to redo only the work those variables feed (kiwi leaves the client to compare
    /// every value it holds). A variable is reported once per call, after its new value is
    /// stored; one that moved and came back since the last call is not reported.
    public func updateVariables(reportingChanges changed: ((Variable) -> Void)?) {
        defer { verifyIfChecking() }
        if additionsSinceCleanup > 0 {
            cleanUpBasis()
        }
        // Two loops, so that the optional closure is unwrapped once, not per variable.
        guard let changed else {
            for s in tableau.takeChangedExternals() {
                // Read in place: a call on the tableau here copied it (and retained its
                // arrays) once per variable.
                let slot = Int(tableau.owner[Int(s)])
                guard slot >= 0 else { continue }
                tableau.variables[slot]?.storedValue = tableau.value[Int(s)]
            }
            return
        }
        for s in tableau.takeChangedExternals() {
            let slot = Int(tableau.owner[Int(s)])
            guard slot >= 0, let variable = tableau.variables[slot] else { continue }
            let value = tableau.value[Int(s)]
            if variable.storedValue != value {
                variable.storedValue = value
                changed(variable)
            }
        }
    }

    /// The value the solver has for `variable` now, without copying anything into
    /// ``Variable/value``: for a look at a solution that must not disturb the variables'
    /// values (a trial solve over variables another solver owns). A variable the solver
    /// does not know is at its ``Variable/value``.
    public func value(of variable: Variable) -> Double {
        guard let symbol = symbolOf[ObjectIdentifier(variable)] else { return variable.value }
        return tableau.value[Int(symbol)]
    }

    /// Removes every constraint and edit variable. Variables keep the values they hold.
    public func reset() {
        defer { verifyIfChecking() }
        tableau = Tableau()
        records = []
        freeRecords = []
        recordOf = [:]
        overflowExternals = [:]
        symbolOf = [:]
        edits = [:]
        additionsSinceCleanup = 0
    }

    // MARK: Internals

    /// Moves the tableau's stamp counter, so that tests can reach a renumbering.
    func setNextStampForTesting(_ stamp: UInt32) {
        tableau.nextStamp = stamp
    }

    private static func bounds(_ relation: Relation, _ constant: Double) -> (Double, Double) {
        switch relation {
        case .equal: (constant, constant)
        case .lessThanOrEqual: (-.infinity, constant)
        case .greaterThanOrEqual: (constant, .infinity)
        }
    }

    /// Makes the incrementally updated basic values exact again and, where that shows one
    /// out of its bounds (rounding that the updates hid), repairs and re-optimises, a few
    /// rounds at most. Then, if the pivots since the last full look may have let rounding
    /// grow and it has, derives the rows afresh (``Tableau/refactor()``) and repairs and
    /// re-optimises from there. Last, the equations of every symbol the call moved are
    /// looked at, and the basic values corrected where they do not hold
    /// (``Tableau/polishTouchedEquations()``); if the correction cannot make them hold, the
    /// rows have drifted and the full look runs. Returns the symbols of a row that cannot
    /// be repaired; an empty list when four rounds did not settle the rounding and a
    /// required constraint is left broken by more than callers are promised, or when a
    /// simplex gave up cycling; or nil.
    ///
    /// Edits (`refreshing` false) skip the first part: a window resize must stay a single
    /// column update, and the next structural change cleans up after it.
    private func settleRounding(refreshing: Bool = true) -> [Int32]? {
        var refreshing = refreshing
        // An edit looks at the equations it touched only once its moves could have
        // rounded one by a tenth of what callers are promised: a resize is one column
        // update, and looking every time doubled it.
        var mustLook = refreshing
        var checkAll = false
        for _ in 0..<4 {
            for _ in 0..<(refreshing ? 4 : 0) {
                guard tableau.refreshDriftedValues() else { break }
                if let conflict = restoreFeasibility() { return conflict }
                guard tableau.optimize() else { return [] }
            }
            if checkAll || tableau.isDueForDriftCheck, tableau.hasDrifted() {
                tableau.refactor()
                if let conflict = tableau.restoreFeasibility() { return conflict }
                guard tableau.optimize() else { return [] }
                checkAll = false
                refreshing = true
                mustLook = true
                continue
            }
            if !mustLook && tableau.roundingSinceLook < Tableau.driftTolerance { return nil }
            switch tableau.polishTouchedEquations() {
            case .held, .polished(outOfBounds: false):
                return nil
            case .polished(outOfBounds: true):
                if let conflict = restoreFeasibility() { return conflict }
                guard tableau.optimize() else { return [] }
                mustLook = true
            case .stillBroken:
                checkAll = true
            }
        }
        // Four rounds did not settle the rounding (an ill-conditioned system: rows that
        // nearly cancel, values of 1e14). What callers are promised decides: a required
        // constraint broken by more than that makes the call undone, not accepted broken.
        return tableau.requiredEquationsHold() ? nil : []
    }

    /// A call's repair after its change: feasibility, then the optimum, then the rounding
    /// settled (``settleRounding(refreshing:)``). Returns nil, or what stopped it.
    private func repair(absorbing: Bool, oldestFirst: Bool, refreshing: Bool) -> [Int32]? {
        if let stuck = restoreFeasibility(absorbing: absorbing, oldestFirst: oldestFirst) { return stuck }
        guard tableau.optimize() else { return [] }
        return settleRounding(refreshing: refreshing)
    }

    /// Why a call whose repair left `stuck` (``settleRounding(refreshing:)``'s symbols) is
    /// undone. Only a call that adds or changes a required constraint can make the required
    /// constraints contradict each other; a stuck row after any other is rounding.
    private func rejection(_ stuck: [Int32], required: Bool, excluding record: Int32) -> Rejection {
        guard required, !stuck.isEmpty else { return .lostPrecision }
        return .conflict(owners(in: stuck, excluding: record))
    }

    /// The dual simplex (``Tableau/restoreFeasibility(absorbing:pivoting:oldestFirst:)``), which does not
    /// take rounding's word for a conflict: when it finds one after pivots, it derives the
    /// rows afresh (``Tableau/refactor()``) and tries again, so that a constraint is refused
    /// only when the exact rows cannot be repaired either.
    private func restoreFeasibility(absorbing: Bool = true, oldestFirst: Bool = false) -> [Int32]? {
        guard let conflict = tableau.restoreFeasibility(absorbing: absorbing, oldestFirst: oldestFirst) else { return nil }
        guard tableau.pivotsSinceRefactor > 0 else { return conflict }
        tableau.refactor()
        return tableau.restoreFeasibility(absorbing: absorbing, oldestFirst: oldestFirst)
    }

    /// Keeps the tableau sparse after constraints were added (``Tableau/cleanUpBasis()``).
    private func cleanUpBasis() {
        additionsSinceCleanup = 0
        tableau.cleanUpBasis()
    }

    private func allocateRecord() -> Int32 {
        if let id = freeRecords.popLast() { return id }
        records.append(.free)
        return Int32(records.count - 1)
    }

    /// Drops the variables of `symbols` that no constraint uses any more, so a long-running
    /// program that keeps creating views does not grow the solver.
    private func forgetUnusedExternals(_ symbols: [Int32]) {
        for s in symbols {
            // A variable written twice in one constraint is listed twice: free it once.
            let slot = Int(tableau.owner[Int(s)])
            guard slot >= 0, tableau.variableUses[slot] == 0, let variable = tableau.variables[slot] else { continue }
            symbolOf[ObjectIdentifier(variable)] = nil
            tableau.releaseExternal(s)
        }
    }

    /// The owners of the required constraints, other than `excluded`, that own the symbols
    /// of an infeasible row, in the order they were added.
    private func owners(in symbols: [Int32], excluding excluded: Int32) -> [AnyObject] {
        var seen = Set<Int32>()
        var found: [ConstraintRecord] = []
        for s in symbols {
            guard let owner = tableau.record(of: s), owner != excluded, seen.insert(owner).inserted else { continue }
            let record = records[Int(owner)]
            guard record.owner != nil, record.isRequired else { continue }
            found.append(record)
        }
        // Orders wrap after 2³² additions; within a live solver's span they compare as added.
        let newest = nextOrder
        return found.sorted { $0.order &- newest < $1.order &- newest }.compactMap(\.owner)
    }
}
