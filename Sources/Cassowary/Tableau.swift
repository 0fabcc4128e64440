/// The simplex tableau behind ``Solver``: symbols with bounds and current values, rows
/// that write each basic symbol as a sum of nonbasic ones, and a lexicographic objective.
///
/// This is a *bounded* simplex (the form SMT solvers use, after Dutertre and de Moura):
/// every symbol has a current value, nonbasic symbols may sit anywhere within their bounds,
/// and constants live in the bounds instead of in the rows. That choice is what keeps the
/// tableau sparse on layout problems. A chain `L[i] == L[i-1] + W[i-1] + 1` is satisfied by
/// moving the new `L[i]` to its place, with no pivot, so rows keep the three or four terms
/// they were written with; the classic Cassowary tableau instead writes every `L[i]` in
/// terms of all the errors before it (Θ(N²) entries).
///
/// Algorithms:
/// - ``restoreFeasibility(absorbing:)`` is a dual simplex: it takes a basic symbol outside
///   its bounds and brings it back, choosing the entering symbol by the lexicographic dual
///   ratio test, so the objective stays optimal. When `absorbing` (or the row is longer than
///   ``longRepairRow``, or its pivot would rewrite rows of more than ``fanOutRepairWork``
///   terms), a cheapest candidate that costs nothing to move and can take the whole
///   change without pushing any other basic symbol out of bounds is moved without a pivot.
/// - ``absorbIntoErrors(slack:minus:plus:)`` lets a new optional constraint's errors take up
///   a change, so the solution stays feasible.
/// - ``optimize()`` is a primal simplex on the lexicographic objective, over the symbols
///   whose reduced costs or positions changed (``marked``).
/// - Ties are broken towards the most recently created symbol in every choice (a Bland-style
///   rule under that order, so degenerate steps cannot cycle). Layout-wise this means that
///   when several solutions are equally good, the newest variables move and older ones
///   stay where they were.
struct Tableau {
    typealias Symbol = Int32

    enum Kind: UInt8 {
        case external, slack, error
    }

    static let epsilon = 1e-9
    /// Below this, a reduced cost is rounding noise, not a reason to move: an LP code's
    /// optimality tolerance. Costs are sums of products of coefficients, so their noise
    /// reaches 1e-9 on ordinary systems (a cost of -1.8e-9 that was truly zero made the
    /// primal simplex trade a whole unit of a lower level for it, back and forth for ever).
    static let costTolerance = 1e-7
    /// A pivot or a repair's move never divides by a coefficient smaller than this times
    /// the largest of its row (or, in the primal ratio test, of the rows that tie).
    static let pivotTolerance = 1e-7
    /// Where several pivots are equally good, none divides by a coefficient smaller than
    /// this times the largest of theirs; a free symbol moved without a pivot neither.
    static let tieTolerance = 0.1

    // MARK: Per-symbol storage, indexed by symbol

    /// The kind (low two bits) and the ``Flag`` bits of every symbol, in one byte: seven
    /// arrays of a byte each were 1.5 MB of a 10,000-view screen's tableau.
    var flags: [UInt8] = []
    var value: [Double] = []
    /// The bounds of the slack symbols, by their constraint record (``owner``): an external
    /// symbol is always free and an error symbol never negative, so only a slack's bounds
    /// need storing. Per symbol, two arrays of bounds were 2.7 MB of a 10,000-view screen.
    var slackLower: [Double] = []
    var slackUpper: [Double] = []
    var rows = RowStore()
    var column: [SymbolList] = []
    /// When each symbol was made: the order every tie is broken by. 32 bits, renumbered
    /// when they run out (``renumberStampsIfNeeded()``): a quarter of the 8-byte stamps'
    /// memory is 0.7 MB of a 10,000-view screen's tableau.
    var stamp: [UInt32] = []
    /// Who a symbol belongs to: for a slack or error symbol, its constraint record; for an
    /// external symbol, its slot in ``variables``. -1 for a free symbol.
    var owner: [Int32] = []
    /// The variables of the external symbols, by slot (``owner``): kept per external
    /// rather than per symbol, since most symbols are not externals.
    var variables: [Variable?] = []
    /// How many terms of constraints in the solver name each variable, by slot: kept per
    /// external rather than per symbol too (the solver drops a variable no term names).
    var variableUses: [Int32] = []
    /// The constraint records whose equations name each variable, by slot: which equations
    /// to check when the variable's value changes (``polishTouchedEquations()``).
    var equationsOfVariable: [SymbolList] = []
    var freeVariableSlots: [Int32] = []

    var freeSymbols: [Symbol] = []
    var nextStamp: UInt32 = 0

    // MARK: Objective and work lists

    var levels: [ObjectiveLevel] = []
    var costs = ReducedCosts()
    /// Nonbasic symbols whose reduced cost or position changed since they were last found
    /// not to improve the objective: the only possible entering symbols of ``optimize()``.
    var marked = StampHeap(ordered: false)
    /// Basic symbols whose value changed and may be out of bounds.
    var queue = StampHeap()
    /// Basic symbols whose values were updated incrementally since the last
    /// ``refreshDriftedValues()``.
    var drifted: [Symbol] = []
    /// External symbols whose value changed since the last ``takeChangedExternals()``.
    var changed: [Symbol] = []
    /// Symbols whose value changed since the equations were last checked
    /// (``polishTouchedEquations()``): the equations they are in are the only ones a call
    /// can have broken.
    var touched: [Symbol] = []

    var journal: Journal?
    /// Whether ``journal`` is set, asked by matching the optional's case: `journal != nil`
    /// copies the journal, retaining and releasing each of its logs, and 140,000 such
    /// copies were about 3% of the instructions of a 1,000-view screen's first layout.
    var journaling: Bool {
        if case .none = journal { return false }
        return true
    }
    /// A finished journal, emptied, whose storage the next operation reuses.
    var spareJournal: Journal?

    // MARK: Equations, for refactoring (Tableau+Refactor)

    /// Each constraint's equation `slack = Σ terms (+ minus − plus)` as it was added, by
    /// constraint record: what the rows are derived from again when rounding has grown.
    var equations: [Row] = []
    /// The priority of each record's errors, 0 for a required constraint.
    var equationPriority: [Double] = []
    /// The slack symbol of each record, -1 for a free record.
    var slackSymbol: [Symbol] = []
    /// The work since the drift was last checked: terms written by pivots, rows summed.
    var workSinceCheck = 0
    /// Signs of rounding grown since the drift was last checked: pivots that divided by a
    /// small coefficient, basic values found off their rows' sums.
    var driftSigns = 0
    /// Pivots since the rows were last derived afresh.
    var pivotsSinceRefactor = 0
    /// How many times a nonbasic symbol was moved (``move(_:by:queueing:)``): what a repair
    /// by moves costs, as pivots are what a repair by pivots costs. Tests read it.
    var movesMade = 0
    /// The terms of the rows that pivots rewrote, counted as they were before: what
    /// substituting into long rows costs. Tests read it, as they read ``movesMade``.
    var rowsRewritten = 0
    /// A bound on how far any equation is off: what the last look
    /// (``polishTouchedEquations()``) left in the equations that held, where that could
    /// matter, plus the rounding that moves have added since. Edits look only once it
    /// could matter.
    var roundingSinceLook = 0.0
    /// What one move may add to an equation's residual, per unit of the largest value it
    /// set or left: each value it updates rounds by half an ulp, about 1.1e-16 of it, and
    /// an equation sums a few such values with their coefficients. Generous: 1e-14.
    static let roundingPerUpdate = 1e-14

    /// The drift counters together, as a refused call saves and restores them.
    var driftBookkeeping: DriftBookkeeping {
        get {
            DriftBookkeeping(workSinceCheck: workSinceCheck, driftSigns: driftSigns,
                             pivotsSinceRefactor: pivotsSinceRefactor, roundingSinceLook: roundingSinceLook)
        }
        set {
            workSinceCheck = newValue.workSinceCheck
            driftSigns = newValue.driftSigns
            pivotsSinceRefactor = newValue.pivotsSinceRefactor
            roundingSinceLook = newValue.roundingSinceLook
        }
    }
    /// Per record, the generation of the last ``polishTouchedEquations()`` that looked at
    /// its equation, so that each is looked at once per call.
    var equationChecked: [UInt32] = []
    var equationCheckGeneration: UInt32 = 0
    /// While ``optimize(droppingErrors:)`` tries to drop an error by moves alone, the old
    /// value of every symbol set, so that a try that would need a pivot is undone exactly.
    var isTrialMove = false
    var trialLog: [(Symbol, Double)] = []

    /// The basic external symbols whose rows are longer than ``longRowLength`` and have
    /// changed since ``cleanUpBasis()`` last looked at them, perhaps with others whose rows
    /// have since become short or left the basis, or listed twice: the clean-up's
    /// candidates, which it sifts. A row joins when it is attached long or a substitution
    /// leaves it long. Finding them costs nothing like a scan of every symbol, which, once
    /// per 1,024 additions, made a 100,000-row stack's first layout quadratic; and a long
    /// row with nothing to trade stays off the list until it changes (a 100,000-view
    /// screen holds 40,000 such rows, and looking at them all again per clean-up was a
    /// third of its first layout).
    var longRows: [Symbol] = []
    /// The columns a substitution in place must change (``substitute(_:by:into:)``):
    /// storage kept between pivots, since a substitution is too short to pay for an
    /// allocation.
    var substitutionChanges: [Symbol] = []
    /// The dual ratio test's lists of candidate positions and of free ones
    /// (``restoreFeasibility(absorbing:pivoting:oldestFirst:)``): storage kept between calls.
    var dualRatioScratch: (candidates: [Int], free: [Int]) = ([], [])
    /// Rows at most this long are left as they are by ``cleanUpBasis()``.
    static let longRowLength = 32

    var symbolCount: Int { flags.count }

    struct Flag {
        let bit: UInt8
        /// The symbol has a row (is in the basis).
        static let basic = Flag(bit: 1 << 2)
        /// The symbol is in ``marked``.
        static let marked = Flag(bit: 1 << 3)
        /// The symbol is in ``queue``.
        static let queued = Flag(bit: 1 << 4)
        /// The symbol is in ``changed``.
        static let changed = Flag(bit: 1 << 5)
        /// The symbol is in ``drifted``.
        static let drifted = Flag(bit: 1 << 6)
        /// The symbol is in ``touched``.
        static let touched = Flag(bit: 1 << 7)
    }

    @inline(__always)
    func flag(_ i: Int, _ f: Flag) -> Bool {
        flags[i] & f.bit != 0
    }

    @inline(__always)
    mutating func setFlag(_ i: Int, _ f: Flag, _ on: Bool) {
        if on {
            flags[i] |= f.bit
        } else {
            flags[i] &= ~f.bit
        }
    }

    @inline(__always)
    func kind(_ i: Int) -> Kind {
        Kind(rawValue: flags[i] & 3)!
    }

    // MARK: Symbols

    /// A new symbol of kind `k`: a slack or error symbol of the record `o`, or the external
    /// symbol of `variable` (pass `o` -1).
    mutating func allocate(kind k: Kind, lower lo: Double, upper hi: Double, owner o: Int32, variable: Variable? = nil) -> Symbol {
        var o = o
        if let variable {
            if let slot = freeVariableSlots.popLast() {
                o = slot
                variables[Int(slot)] = variable
                variableUses[Int(slot)] = 0
            } else {
                o = Int32(variables.count)
                variables.append(variable)
                variableUses.append(0)
                equationsOfVariable.append(SymbolList())
            }
        }
        let s: Symbol
        if let reused = freeSymbols.popLast() {
            s = reused
            let i = Int(s)
            flags[i] = (flags[i] & ~3) | k.rawValue
            value[i] = 0
            setFlag(i, .basic, false)
            stamp[i] = nextStamp
            // A symbol can be freed while still queued (it leaves the queue lazily); its new
            // stamp must not break the queue's order.
            if flag(i, .queued) { reorderWorkLists() }
            owner[i] = o
            storeBounds(i, lo, hi)
        } else {
            s = Symbol(flags.count)
            flags.append(k.rawValue)
            value.append(0)
            rows.appendSymbol()
            column.append(SymbolList())
            stamp.append(nextStamp)
            owner.append(o)
            costs.appendSymbol()
            storeBounds(Int(s), lo, hi)
        }
        if let variable {
            // A variable joins the solver where it is: unconstrained, it keeps its value.
            value[Int(s)] = variable.value
        }
        nextStamp += 1
        journal?.createdSymbols.append(s)
        return s
    }

    /// The variable of an external symbol; nil for other symbols.
    @inline(__always)
    func variable(of s: Symbol) -> Variable? {
        let i = Int(s)
        guard kind(i) == .external, owner[i] >= 0 else { return nil }
        return variables[Int(owner[i])]
    }

    /// The constraint record a slack or error symbol belongs to; nil for an external.
    func record(of s: Symbol) -> Int32? {
        let i = Int(s)
        guard kind(i) != .external, owner[i] >= 0 else { return nil }
        return owner[i]
    }

    /// Gives the live symbols stamps 0, 1, 2, … in the same order when the 32-bit stamps
    /// are half used, so that ``allocate(kind:lower:upper:owner:variable:)`` never runs
    /// out within an operation. Call it outside journaled operations (a rollback takes
    /// back the stamps it handed out by counting down).
    mutating func renumberStampsIfNeeded() {
        guard nextStamp >= UInt32.max / 2 else { return }
        let free = Set(freeSymbols)
        let live = (0..<symbolCount).filter { !free.contains(Symbol($0)) }.sorted { stamp[$0] < stamp[$1] }
        for (n, i) in live.enumerated() {
            stamp[i] = UInt32(n)
        }
        nextStamp = UInt32(live.count)
        reorderWorkLists()
    }

    /// Returns a symbol that no row mentions to the free list.
    mutating func release(_ s: Symbol) {
        let i = Int(s)
        precondition(!flag(i, .basic) && column[i].isEmpty, "released symbol still in the tableau")
        costs.clear(i)
        if kind(i) == .slack { forgetEquation(ofSlack: s) }
        if kind(i) == .external && owner[i] >= 0 {
            variables[Int(owner[i])] = nil
            freeVariableSlots.append(owner[i])
        }
        owner[i] = -1
        value[i] = 0
        freeSymbols.append(s)
    }

    // MARK: Values

    mutating func setValue(_ s: Symbol, _ v: Double) {
        let i = Int(s)
        journal?.saveValue(s, value[i])
        if isTrialMove { trialLog.append((s, value[i])) }
        value[i] = v
        if flags[i] & Flag.touched.bit == 0 {
            flags[i] |= Flag.touched.bit
            touched.append(s)
        }
        if flags[i] & 3 == Kind.external.rawValue && flags[i] & Flag.changed.bit == 0 {
            flags[i] |= Flag.changed.bit
            changed.append(s)
        }
    }

    /// Recomputes from their rows the basic values that incremental updates changed since
    /// the last call. Each update adds a rounding error; after a structural change (a
    /// required constraint added, changed or removed) they are made exact again, so that
    /// required constraints hold to the last bits. Edits skip it: a window resize must stay
    /// a single column update, and the next structural change cleans up after it.
    ///
    /// Returns whether a value made exact is out of its bounds (it is queued): the rounding
    /// that incremental updates hid was large enough to matter, and the caller repairs it.
    @discardableResult
    mutating func refreshDriftedValues() -> Bool {
        if journaling && journal!.driftedBeforeRefresh == nil && journal!.driftedCount > 0 {
            journal!.driftedBeforeRefresh = Array(drifted.prefix(journal!.driftedCount))
        }
        var outOfBounds = false
        for b in drifted {
            let bi = Int(b)
            setFlag(bi, .drifted, false)
            guard flag(bi, .basic) else { continue }
            let v = Tableau.value(of: rows[bi], in: value)
            workSinceCheck &+= rows[bi].count
            if v != value[bi] {
                // More than the rounding of a few updates: values went far and came back,
                // or the row is off. Have the rows checked (``hasDrifted()``).
                if abs(v - value[bi]) > 1e-12 * max(1, abs(v)) { driftSigns &+= 1 }
                setValue(b, v)
                if violation(b) != 0 {
                    enqueue(b)
                    outOfBounds = true
                }
            }
        }
        drifted.removeAll(keepingCapacity: true)
        return outOfBounds
    }

    /// `Σ coefficient × value` over a row: what its basic symbol is worth exactly.
    ///
    /// Static, and given the values: a method here, called from the mutating methods that
    /// need it, made the compiler copy the whole tableau (retaining every array) per call.
    @inline(__always)
    static func value(of row: Row, in values: [Double]) -> Double {
        values.withUnsafeBufferPointer { row.sum(over: $0) }
    }

    /// Moves a nonbasic symbol by `delta` and every basic symbol whose row mentions it.
    mutating func move(_ s: Symbol, by delta: Double, queueing: Bool) {
        movesMade &+= 1
        let i = Int(s)
        var magnitude = max(abs(value[i]), abs(value[i] + delta))
        setValue(s, value[i] + delta)
        let rowsOf = column[i]
        defer { roundingSinceLook += Tableau.roundingPerUpdate * magnitude }
        // Only stored properties and static functions in this loop: a call of a method
        // such as `violation(_:)` here made the compiler copy the whole tableau (352
        // bytes, retaining its arrays) once per row, which was 40% of a window resize.
        for n in 0..<rowsOf.slotCount {
            let r = rowsOf[n]
            guard r >= 0 else { continue }
            let ri = Int(r)
            let old = value[ri]
            let new = old + rows.coefficient(of: s, inRowOf: ri) * delta
            magnitude = max(magnitude, abs(old), abs(new))
            setValue(r, new)
            if flags[ri] & Flag.drifted.bit == 0 {
                flags[ri] |= Flag.drifted.bit
                drifted.append(r)
            }
            if queueing {
                let kind = flags[ri] & 3
                guard kind != Kind.external.rawValue else { continue }
                let lo = kind == Kind.slack.rawValue ? slackLower[Int(owner[ri])] : 0
                let hi = kind == Kind.slack.rawValue ? slackUpper[Int(owner[ri])] : .infinity
                if Tableau.violation(of: new, lower: lo, upper: hi) != 0 { enqueue(r) }
            }
        }
    }

    /// The external symbols whose values changed since the last call, in the order they
    /// first changed.
    mutating func takeChangedExternals() -> [Symbol] {
        let result = changed
        for s in changed { setFlag(Int(s), .changed, false) }
        changed.removeAll(keepingCapacity: true)
        return result
    }

    // MARK: Rows and columns

    mutating func attachRow(_ b: Symbol, _ row: Row) {
        if journaling {
            let old = flag(Int(b), .basic) ? rows[Int(b)] : nil
            journal!.saveRow(b, old)
        }
        rows[Int(b)] = row
        setFlag(Int(b), .basic, true)
        for k in 0..<row.count {
            column[Int(row.symbol(k))].append(b)
        }
        if row.count > Tableau.longRowLength && kind(Int(b)) == .external { listLongRow(b) }
    }

    /// Adds `b` to ``longRows``. Edits alone never run the clean-up that sifts the list,
    /// yet their pivots change long rows again and again, so a list grown past the number
    /// of symbols is sifted here: a cost of its length, once per as many additions.
    @inline(__always)
    mutating func listLongRow(_ b: Symbol) {
        longRows.append(b)
        if longRows.count > symbolCount + 64 { siftLongRows() }
    }

    /// Leaves in ``longRows`` each symbol once, and only those whose rows are still
    /// basic, external and long: the clean-up's candidates.
    @inline(never)
    mutating func siftLongRows() {
        longRows.sort()
        var kept = 0
        for n in longRows.indices where n == 0 || longRows[n] != longRows[n - 1] {
            let i = Int(longRows[n])
            if flag(i, .basic) && kind(i) == .external && rows[i].count > Tableau.longRowLength {
                longRows[kept] = longRows[n]
                kept += 1
            }
        }
        longRows.removeSubrange(kept...)
    }

    @discardableResult
    mutating func detachRow(_ b: Symbol) -> Row {
        let bi = Int(b)
        let row = rows[bi]
        journal?.saveRow(b, row)
        for k in 0..<row.count {
            removeFromColumn(row.symbol(k), b)
        }
        rows[bi] = Row()
        setFlag(bi, .basic, false)
        return row
    }

    mutating func removeFromColumn(_ s: Symbol, _ r: Symbol) {
        column[Int(s)].remove(r)
    }

    /// Writes `Σ coefficient × symbol` with every basic symbol replaced by its row, terms
    /// in the order they are first met, those that cancel dropped (``RowSum``).
    func makeRow(_ terms: [(Symbol, Double)]) -> Row {
        makeRowTellingSubstitution(terms).row
    }

    /// ``makeRow(_:)``, telling whether some term was basic (written through its row).
    func makeRowTellingSubstitution(_ terms: [(Symbol, Double)]) -> (row: Row, substituted: Bool) {
        var substituted = false
        var capacity = 0
        for (s, _) in terms {
            capacity += flag(Int(s), .basic) ? rows[Int(s)].count : 1
        }
        if capacity <= Tableau.shortRowLength { return makeShortRow(terms, capacity: capacity) }
        var sum = RowSum(capacity: capacity)
        for (s, c) in terms {
            let i = Int(s)
            if flag(i, .basic) {
                substituted = true
                let row = rows[i]
                for k in 0..<row.count {
                    sum.add(row.symbol(k), c * row.coefficient(k))
                }
            } else {
                sum.add(s, c)
            }
        }
        return (sum.row(dropping: Tableau.epsilon), substituted)
    }

    /// A pivot row longer than this is merged into the rows it is substituted into rather
    /// than added term by term.
    static let mergedSubstitutionLength = 16

    /// Sums up to this many terms into a row in place rather than through a ``RowSum``.
    static let shortRowLength = 16

    /// ``makeRow(_:)`` for a sum of at most ``shortRowLength`` terms, the common case (a
    /// constraint of a few terms on symbols that are nonbasic or have short rows): each term
    /// is added into the row as it comes, which gives the same sums in the same order as
    /// ``RowSum`` without its arrays and sort (a third of the cost of adding a constraint
    /// to a large layout). A term that cancels to exactly zero leaves the row and comes back
    /// if a later term names its symbol again, just as ``RowSum`` adds on from zero; the
    /// terms within ``epsilon`` of zero are dropped only at the end.
    private func makeShortRow(_ terms: [(Symbol, Double)], capacity: Int) -> (row: Row, substituted: Bool) {
        var row = Row(capacity: capacity)
        var substituted = false
        for (s, c) in terms {
            let i = Int(s)
            if flag(i, .basic) {
                substituted = true
                let basicRow = rows[i]
                for k in 0..<basicRow.count {
                    _ = row.add(basicRow.symbol(k), c * basicRow.coefficient(k), epsilon: 0)
                }
            } else {
                _ = row.add(s, c, epsilon: 0)
            }
        }
        var k = row.count - 1
        while k >= 0 {
            if !(abs(row.coefficient(k)) > Tableau.epsilon) { row.remove(at: k) }
            k -= 1
        }
        return (row, substituted)
    }

    /// Adds a new basic symbol equal to `Σ coefficient × symbol` (``makeRow(_:)``), sets its
    /// value from its row, and queues it for the feasibility check.
    ///
    /// The row is made in here, not by the caller: `solver.tableau.makeRow(…)`, a
    /// non-mutating call on a struct held by a class, copies the whole tableau first
    /// (retaining each of its arrays), once per constraint added.
    ///
    /// The equation is kept too (``storeEquation(slack:terms:row:substituted:priority:)``), at
    /// `priority`, 0 for a required constraint.
    mutating func insertRow(_ b: Symbol, terms: [(Symbol, Double)], priority: Double) {
        let (row, substituted) = makeRowTellingSubstitution(terms)
        storeEquation(slack: b, terms: terms, row: row, substituted: substituted, priority: priority)
        attachRow(b, row)
        setValue(b, Tableau.value(of: row, in: value))
        enqueue(b)
    }

    /// Replaces `e` in the row of `r` by `rowE`. A short `rowE` is added in place, which
    /// costs its length (times a search), however long the row of `r` is; a long one is
    /// merged with the row in one pass (``Row/merged(removing:adding:times:epsilon:change:)``).
    mutating func substitute(_ e: Symbol, by rowE: Row, into r: Symbol) {
        let ri = Int(r)
        journal?.saveRow(r, rows[ri])
        guard let pe = rows[ri].position(of: e) else { return }
        let c = rows[ri].coefficient(pe)
        defer {
            if rows[ri].count > Tableau.longRowLength && kind(ri) == .external { listLongRow(r) }
        }
        if rowE.count > Tableau.mergedSubstitutionLength {
            // The merge reads a copy of the row, so the columns can follow it as it goes.
            let old = rows[ri]
            rows[ri] = old.merged(removing: e, adding: c, times: rowE, epsilon: Tableau.epsilon) { t, change in
                if change == .inserted { column[Int(t)].append(r) } else { removeFromColumn(t, r) }
            }
            return
        }
        if rows[ri].count > Tableau.inPlaceSubstitutionLength {
            substitutionChanges.removeAll(keepingCapacity: true)
            rows[ri].substitute(at: pe, factor: c, times: rowE, epsilon: Tableau.epsilon, changes: &substitutionChanges)
            for t in substitutionChanges {
                if t >= 0 { column[Int(t)].append(r) } else { removeFromColumn(~t, r) }
            }
            return
        }
        rows[ri].remove(at: pe)
        for k in 0..<rowE.count {
            let t = rowE.symbol(k)
            switch rows[ri].add(t, c * rowE.coefficient(k), epsilon: Tableau.epsilon) {
            case .inserted: column[Int(t)].append(r)
            case .removed: removeFromColumn(t, r)
            case .updated: break
            }
        }
    }

    /// A row longer than this takes a short pivot row in place in one pass
    /// (``Row/substitute(at:factor:times:epsilon:changes:)``); a shorter one term by term,
    /// which moves so few terms that the pass's bookkeeping would cost more.
    static let inPlaceSubstitutionLength = 32

    /// Exchanges the basic symbol `b` for the nonbasic `e`, which must be in `b`'s row.
    /// Values do not change.
    mutating func pivot(leaving b: Symbol, entering e: Symbol) {
        let rowB = detachRow(b)
        guard let pe = rowB.position(of: e) else {
            preconditionFailure("pivot on a symbol outside the row")
        }
        let a = rowB.coefficient(pe)
        var largest = 0.0
        // `b` takes the place of `e`, and both rows stay sorted by symbol.
        var rowE = Row(capacity: rowB.count)
        var placedB = false
        for k in 0..<rowB.count where k != pe {
            let s = rowB.symbol(k)
            largest = max(largest, abs(rowB.coefficient(k)))
            if !placedB && b < s {
                rowE.append(b, 1 / a)
                placedB = true
            }
            rowE.append(s, -rowB.coefficient(k) / a)
        }
        if !placedB { rowE.append(b, 1 / a) }
        let dependents = column[Int(e)]
        notePivot(growth: largest / abs(a), work: rowE.count * (dependents.count + 1))
        for n in 0..<dependents.slotCount {
            let r = dependents[n]
            guard r >= 0 else { continue }
            rowsRewritten &+= rows.count(ofRowOf: Int(r))
            substitute(e, by: rowE, into: r)
        }
        column[Int(e)].removeAll()
        attachRow(e, rowE)
        for l in levels.indices {
            let c = costs[l, Int(e)]
            guard c != 0 else { continue }
            setCost(level: l, e, 0)
            for k in 0..<rowE.count {
                let s = rowE.symbol(k)
                let old = costs[l, Int(s)]
                let delta = c * rowE.coefficient(k)
                let sum = old + delta
                // What cancels to within rounding of the terms that made it is zero.
                setCost(level: l, s, abs(sum) <= 1e-12 * max(abs(old), abs(delta)) ? 0 : sum)
                mark(s)
            }
        }
        mark(b)
    }

    // MARK: Objective

    mutating func setCost(level l: Int, _ s: Symbol, _ c: Double) {
        journal?.saveCost(level: l, symbol: s, costs[l, Int(s)])
        costs.set(l, Int(s), c)
    }

    /// The index of the level for `priority`, creating it if needed.
    mutating func level(for priority: Double) -> Int {
        var lo = 0
        var hi = levels.count
        while lo < hi {
            let mid = (lo + hi) / 2
            if levels[mid].priority > priority {
                lo = mid + 1
            } else {
                hi = mid
            }
        }
        if lo < levels.count && levels[lo].priority == priority {
            return lo
        }
        precondition(!journaling, "objective levels change only outside journaled operations")
        levels.insert(ObjectiveLevel(priority: priority, errorCount: 0), at: lo)
        costs.insertLevel(at: lo)
        return lo
    }

    mutating func changeErrorCount(level l: Int, by delta: Int) {
        levels[l].errorCount += delta
    }

    /// Drops levels no error symbol belongs to any more.
    mutating func dropEmptyLevels() {
        guard levels.contains(where: { $0.errorCount == 0 }) else { return }
        costs.removeLevels(keeping: levels.map { $0.errorCount != 0 })
        levels.removeAll { $0.errorCount == 0 }
    }

    /// Counts a new nonbasic error symbol into the objective at level `l`.
    mutating func addToObjective(_ e: Symbol, level l: Int) {
        setCost(level: l, e, costs[l, Int(e)] + 1)
        mark(e)
    }

    /// +1 if increasing the nonbasic `s` lowers the objective and `s` may increase, -1 for
    /// decreasing, 0 if neither.
    func improvingDirection(_ s: Symbol) -> Double {
        let i = Int(s)
        for l in levels.indices {
            let c = costs[l, i]
            if c < -Tableau.costTolerance {
                return value[i] < upper(i) - Tableau.epsilon ? 1 : 0
            }
            if c > Tableau.costTolerance {
                return value[i] > lower(i) + Tableau.epsilon ? -1 : 0
            }
        }
        return 0
    }

    // MARK: Bounds

    /// The lower bound of symbol `i`.
    @inline(__always)
    func lower(_ i: Int) -> Double {
        switch flags[i] & 3 {
        case Kind.slack.rawValue: slackLower[Int(owner[i])]
        case Kind.error.rawValue: 0
        default: -.infinity
        }
    }

    /// The upper bound of symbol `i`.
    @inline(__always)
    func upper(_ i: Int) -> Double {
        flags[i] & 3 == Kind.slack.rawValue ? slackUpper[Int(owner[i])] : .infinity
    }

    /// Records the bounds of symbol `i`: for a slack, in its record's place; any other
    /// symbol's bounds follow from its kind.
    mutating func storeBounds(_ i: Int, _ lo: Double, _ hi: Double) {
        switch kind(i) {
        case .slack:
            let r = Int(owner[i])
            precondition(r >= 0, "a slack symbol belongs to a constraint record")
            while slackLower.count <= r {
                slackLower.append(-.infinity)
                slackUpper.append(.infinity)
            }
            slackLower[r] = lo
            slackUpper[r] = hi
        case .error:
            precondition(lo == 0 && hi == .infinity, "an error symbol is bounded by [0, ∞)")
        case .external:
            precondition(lo == -.infinity && hi == .infinity, "an external symbol is free")
        }
    }

    /// Sets new bounds on `s` and moves it, or queues it, so that feasibility is restored by
    /// the next ``restoreFeasibility()``.
    mutating func setBounds(_ s: Symbol, lower lo: Double, upper hi: Double) {
        let i = Int(s)
        if journaling {
            let (oldLower, oldUpper) = (lower(i), upper(i))
            journal!.saveBounds(s, lower: oldLower, upper: oldUpper)
        }
        storeBounds(i, lo, hi)
        // A nonbasic symbol is set to its new bound exactly, after the move that carries
        // its rows along: `v + (lo − v)` rounds at the scale of `v`, and a constant
        // changed from 1e10 to −7.71 left its slack at −7.70996, past the bound, where no
        // repair looks.
        if flag(i, .basic) {
            enqueue(s)
        } else if value[i] < lo {
            move(s, by: lo - value[i], queueing: true)
            setValue(s, lo)
        } else if value[i] > hi {
            move(s, by: hi - value[i], queueing: true)
            setValue(s, hi)
        }
        mark(s)
    }

    /// Satisfies a new optional constraint by its own errors: its slack
    /// `r = terms + minus − plus` takes the nearest value within its bounds and the errors
    /// take up the difference, so no other symbol moves. The three symbols are new and in no
    /// other row, so this keeps every row true. ``optimize()`` then moves whatever the
    /// constraint pulls on.
    mutating func absorbIntoErrors(slack r: Symbol, minus: Symbol, plus: Symbol) {
        let ri = Int(r)
        let em = minus >= 0 ? value[Int(minus)] : 0
        let ep = plus >= 0 ? value[Int(plus)] : 0
        let terms = value[ri] - em + ep
        let newMinus = minus >= 0 ? max(0, lower(ri) - terms) : 0
        let newPlus = plus >= 0 ? max(0, terms - upper(ri)) : 0
        if minus >= 0 {
            setValue(minus, newMinus)
            mark(minus)
        }
        if plus >= 0 {
            setValue(plus, newPlus)
            mark(plus)
        }
        setValue(r, terms + newMinus - newPlus)
        mark(r)
    }

    /// How far a value may be past `bound` and still count as within it: 1e-10 of the
    /// bound's size (at least 1). A tenth of what callers are promised (a required
    /// constraint holds to 1e-9 of its size), so that rounding within it never shows; it
    /// was 1e-9 × (1 + |bound|), which let `x ≤ 12` come out at 12 + 1.2e-8.
    @inline(__always)
    static func feasibilityTolerance(_ bound: Double) -> Double {
        1e-10 * max(1, abs(bound))
    }

    func violation(_ s: Symbol) -> Double {
        let i = Int(s)
        return Tableau.violation(of: value[i], lower: lower(i), upper: upper(i))
    }

    /// How far `v` is outside `[lo, hi]`, beyond ``feasibilityTolerance(_:)``; 0 within.
    @inline(__always)
    static func violation(of v: Double, lower lo: Double, upper hi: Double) -> Double {
        if v < lo - Tableau.feasibilityTolerance(lo) {
            return lo - v
        }
        if v > hi + Tableau.feasibilityTolerance(hi) {
            return v - hi
        }
        return 0
    }

}
