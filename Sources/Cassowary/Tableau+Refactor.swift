// Catching rounding that pivots let grow, and starting the rows afresh when it matters.
//
// Every pivot rounds the rows it rewrites, and a pivot that divides by a coefficient smaller
// than the others of its row magnifies what earlier pivots left: on random systems with
// coefficients of 1 to 3 and six terms, rows that should hold 2 came to hold 1.9999999960
// after a few dozen pivots, and then the values moved through them broke a required
// constraint by 1e-7 or more (once by 64,578), or a row that could be repaired looked
// infeasible. LP codes meet this by *refactoring*: the rows of the current basis are
// derived again from the original equations, which holds no rounding from the pivots that
// led there. This tableau keeps each constraint's equation as it was added for that.
//
// Checking costs the size of the tableau, so it is not done after every call: only once the
// pivots and refreshes since the last check have done several times the work the check
// will (``workSinceCheck``), or an eighth of it when there are signs of grown
// rounding (``driftSigns``): a pivot divided by a coefficient small beside its row's
// largest, or a basic value was found off its row's sum by more than a few updates'
// rounding. The checks so cost a bounded share of the work, at any size.
extension Tableau {
    /// How far an equation may be from holding, relative to the size of its terms, before
    /// the rows are derived again: a tenth of what a caller may see (a required constraint
    /// holds to 1e-9 of its size), so that the check fires before anything shows.
    static let driftTolerance = 1e-10

    /// A residual a look leaves that the next edits need not count (see
    /// ``polishTouchedEquations()``): with their own rounding kept under
    /// ``driftTolerance``, it stays under what callers are promised.
    static let negligibleResidual = 5e-10

    /// Records `slack = Σ terms` as the equation of the slack's constraint, at `priority`
    /// (0 for a required constraint, whose equation has no error symbols). `row` is that
    /// sum written through the current basis, which is the equation itself, sharing its
    /// storage, when no term was basic (`substituted` false).
    mutating func storeEquation(slack: Symbol, terms: [(Symbol, Double)], row: Row, substituted: Bool, priority: Double) {
        let r = Int(owner[Int(slack)])
        while equations.count <= r {
            equations.append(Row())
            equationPriority.append(0)
            slackSymbol.append(-1)
        }
        slackSymbol[r] = slack
        if substituted {
            var sum = RowSum(capacity: terms.count)
            for (s, c) in terms { sum.add(s, c) }
            equations[r] = sum.row(dropping: Tableau.epsilon)
        } else {
            equations[r] = row
        }
        equationPriority[r] = priority
        indexEquation(r, adding: true)
    }

    /// Lists record `r` under every variable its equation names, or takes it off them.
    private mutating func indexEquation(_ r: Int, adding: Bool) {
        let equation = equations[r]
        for k in 0..<equation.count {
            let i = Int(equation.symbol(k))
            guard kind(i) == .external, owner[i] >= 0 else { continue }
            if adding {
                equationsOfVariable[Int(owner[i])].append(Int32(r))
            } else {
                equationsOfVariable[Int(owner[i])].remove(Int32(r))
            }
        }
    }

    /// What ``polishTouchedEquations()`` found.
    enum Polish {
        /// Every equation it looked at held.
        case held
        /// Some did not; their basic values were corrected and now they hold. `outOfBounds`
        /// tells whether a corrected value is past its bounds (it is queued for repair).
        case polished(outOfBounds: Bool)
        /// Some still do not after the correction: the rows themselves have drifted.
        case stillBroken
    }

    /// Looks at the equations of every symbol whose value changed since the last look, and
    /// corrects the basic values of those that do not hold to within ``driftTolerance``
    /// (``polish(_:)``); forgets the changed symbols.
    ///
    /// The full check (``hasDrifted()``) waits until the work since the last one pays for
    /// it, and values lose digits between checks: the dual simplex may carry a free
    /// variable to 1e9 on the way to a solution, and a basic value summed from such terms
    /// is off by 1e-7, which broke required constraints whose own terms were a few units.
    /// A call can only break an equation one of whose symbols it moved, so this look costs
    /// what the call's moves did, and makes the promise hold after every call.
    mutating func polishTouchedEquations() -> Polish {
        defer { forgetTouched() }
        let (broken, carried) = brokenTouchedEquations()
        // What the equations that held are still off by is rounding the next edit
        // carries along: off by 5e-7 at terms of 9,000 holds, but a suggestion that
        // brought the terms back to 100 without a rounding of its own left a required
        // constraint broken, unlooked at. Below half of what callers are promised at the
        // smallest size (1e-9), it cannot break the promise before the edits' own
        // rounding makes them look, and is not carried: carried always, the residuals
        // of a tree of stacks' fractions made every resize look, 17% slower.
        roundingSinceLook = carried < Tableau.negligibleResidual ? 0 : carried
        guard !broken.isEmpty else { return .held }
        let outOfBounds = polish(broken)
        beginEquationLook()
        for r in broken where !equationHolds(r) { return .stillBroken }
        return .polished(outOfBounds: outOfBounds)
    }

    /// The records of the equations of ``touched`` symbols that do not hold.
    ///
    /// Every array is read through its buffer: copying a row or a list out of its array
    /// retains its block, and a retain and a release per equation were most of the look's
    /// cost (it ran at 9% of a 1,555-view window's resize).
    ///
    /// `carried` is the largest amount by which an equation that holds is off.
    private mutating func brokenTouchedEquations() -> (broken: [Int], carried: Double) {
        beginEquationLook()
        let generation = equationCheckGeneration
        var broken: [Int] = []
        var carried = 0.0
        let touched = self.touched
        owner.withUnsafeBufferPointer { owner in
        flags.withUnsafeBufferPointer { flags in
        equationsOfVariable.withUnsafeBufferPointer { index in
        equations.withUnsafeBufferPointer { equations in
        slackSymbol.withUnsafeBufferPointer { slacks in
        value.withUnsafeBufferPointer { values in
        equationChecked.withUnsafeMutableBufferPointer { checked in
            @inline(__always) func look(_ r: Int) {
                guard r < equations.count, checked[r] != generation else { return }
                checked[r] = generation
                let slack = slacks[r]
                guard slack >= 0 else { return }
                let v = values[Int(slack)]
                let (residual, scale) = Tableau.residual(equations[r], v, in: values)
                if residual > Tableau.driftTolerance * scale {
                    broken.append(r)
                } else {
                    carried = max(carried, residual)
                }
            }
            for s in touched {
                let i = Int(s)
                let o = Int(owner[i])
                guard o >= 0 else { continue }
                if flags[i] & 3 == Kind.external.rawValue {
                    for n in 0..<index[o].slotCount {
                        let r = index[o][n]
                        if r >= 0 { look(Int(r)) }
                    }
                } else {
                    look(o)
                }
            }
        }}}}}}}
        return (broken, carried)
    }

    /// Starts a look at equations in which each is looked at once.
    private mutating func beginEquationLook() {
        equationCheckGeneration &+= 1
        if equationCheckGeneration == 0 {
            for r in equationChecked.indices { equationChecked[r] = 0 }
            equationCheckGeneration = 1
        }
        while equationChecked.count < equations.count { equationChecked.append(0) }
    }

    /// Corrects the basic values so that the equations of `records` hold at the current
    /// nonbasic values: one step of iterative refinement, as LP codes refine their primal
    /// values. Returns whether a corrected value is out of its bounds (it is queued).
    ///
    /// With `C z = 0` the equations (each slack minus its terms) and `B` the basis, basic
    /// values off by `e` leave the residuals `r = C z = C_B e`, so `e = C_B⁻¹ r`. A slack
    /// is in its own equation alone, so for a basic slack that column of `C_B⁻¹` is the
    /// slack itself, and for a nonbasic one it is minus the slack's column of the rows:
    /// the correction is `slack −= r` for a basic slack, and `b += a_b · r` for every row
    /// `b` that names a nonbasic slack with coefficient `a_b`. The residuals are all taken
    /// before any correction, and an equation left out keeps its residual. The rows carry
    /// the correction with their own rounding, a factor of 1e-16 on a residual of 1e-7.
    mutating func polish(_ records: [Int]) -> Bool {
        var residuals: [(slack: Symbol, residual: Double)] = []
        residuals.reserveCapacity(records.count)
        for r in records {
            let slack = slackSymbol[r]
            guard slack >= 0 else { continue }
            let equation = equations[r]
            let sum = Tableau.value(of: equation, in: value)
            let residual = value[Int(slack)] - sum
            if residual != 0 { residuals.append((slack, residual)) }
        }
        var corrected: [Symbol] = []
        for (slack, residual) in residuals {
            let si = Int(slack)
            if flag(si, .basic) {
                setValue(slack, value[si] - residual)
                corrected.append(slack)
                continue
            }
            let rowsOf = column[si]
            for n in 0..<rowsOf.slotCount {
                let b = rowsOf[n]
                guard b >= 0 else { continue }
                setValue(b, value[Int(b)] + rows[Int(b)].coefficient(of: slack) * residual)
                corrected.append(b)
            }
        }
        var outOfBounds = false
        for b in corrected where violation(b) != 0 {
            enqueue(b)
            outOfBounds = true
        }
        return outOfBounds
    }

    /// Whether the equation of record `r` holds, once per look.
    @inline(__always)
    private mutating func equationHolds(_ r: Int) -> Bool {
        guard r < equations.count, equationChecked[r] != equationCheckGeneration else { return true }
        equationChecked[r] = equationCheckGeneration
        let slack = slackSymbol[r]
        guard slack >= 0, equations[r].count > 0 else { return true }
        return Tableau.holds(equations[r], value[Int(slack)], in: value)
    }

    /// Empties ``touched``.
    mutating func forgetTouched() {
        for s in touched { flags[Int(s)] &= ~Flag.touched.bit }
        touched.removeAll(keepingCapacity: true)
    }

    /// Notes a pivot's work and whether it divided by a coefficient small beside its row's
    /// largest (a growth of more than 256: an equal split among six views grows by 6).
    @inline(__always)
    mutating func notePivot(growth: Double, work: Int) {
        workSinceCheck &+= work
        pivotsSinceRefactor &+= 1
        if growth > 256 { driftSigns &+= 1 }
    }

    /// Whether the work since the last check makes another one worth its cost: with signs
    /// of drift, an eighth of the tableau's size; without, eight times it. Either way the
    /// checks cost at most a constant share of the work that could have caused the drift,
    /// however large the tableau.
    var isDueForDriftCheck: Bool {
        let size = symbolCount + 64
        return driftSigns > 0 ? workSinceCheck >= size / 8 : workSinceCheck > 8 * size
    }

    /// Whether every equation holds at the current values, every basic value equals its
    /// row's sum, and every reduced cost is what the rows give, each to within rounding.
    /// Resets the counters of work and signs.
    ///
    /// No closures over the tableau and only static helpers: a method called from here on
    /// the tableau's values made the compiler copy the whole tableau per call.
    mutating func hasDrifted() -> Bool {
        workSinceCheck = 0
        driftSigns = 0
        roundingSinceLook = 0
        forgetTouched()
        for r in equations.indices where equations[r].count > 0 {
            let slack = slackSymbol[r]
            guard slack >= 0 else { continue }
            if !Tableau.holds(equations[r], value[Int(slack)], in: value) { return true }
        }
        for i in 0..<symbolCount where flag(i, .basic) {
            if !Tableau.holds(rows[i], value[i], in: value) { return true }
        }
        let fresh = freshCosts()
        let count = symbolCount
        for l in levels.indices {
            for i in 0..<count where !flag(i, .basic) {
                let want = fresh[l * count + i]
                if abs(costs[l, i] - want) > Tableau.driftTolerance * max(1, abs(want)) { return true }
            }
        }
        return false
    }

    /// Whether every required constraint holds at the current values to within what callers
    /// are promised: 1e-9 of the size of its terms and its bound (at least 1). A full pass
    /// over the equations, for the rare call whose rounding would not settle.
    func requiredEquationsHold() -> Bool {
        value.withUnsafeBufferPointer { values in
            for r in equations.indices where equationPriority[r] == 0 && slackSymbol[r] >= 0 {
                let equation = equations[r]
                var sum = 0.0
                var scale = 0.0
                for k in 0..<equation.count {
                    let term = equation.coefficient(k) * values[Int(equation.symbol(k))]
                    sum += term
                    scale += abs(term)
                }
                let slack = Int(slackSymbol[r])
                let nearest = min(max(sum, lower(slack)), upper(slack))
                if abs(sum - nearest) > 1e-9 * max(1, scale + abs(nearest)) { return false }
            }
            return true
        }
    }

    /// Whether `basic = row` at `values`, to within ``driftTolerance`` of the size of its
    /// terms.
    private static func holds(_ row: Row, _ basic: Double, in values: [Double]) -> Bool {
        values.withUnsafeBufferPointer { holds(row, basic, in: $0) }
    }

    /// ``holds(_:_:in:)`` over a buffer of the values.
    @inline(__always)
    private static func holds(_ row: borrowing Row, _ basic: Double, in values: UnsafeBufferPointer<Double>) -> Bool {
        let (residual, scale) = Tableau.residual(row, basic, in: values)
        return residual <= Tableau.driftTolerance * scale
    }

    /// How far `basic = row` is off at `values`, and the size it is judged against: the
    /// size of its terms and of `basic` (at least 1).
    @inline(__always)
    private static func residual(_ row: borrowing Row, _ basic: Double, in values: UnsafeBufferPointer<Double>)
        -> (residual: Double, scale: Double) {
        var sum = 0.0
        var scale = max(1, abs(basic))
        for k in 0..<row.count {
            let term = row.coefficient(k) * values[Int(row.symbol(k))]
            sum += term
            scale += abs(term)
        }
        return (abs(sum - basic), scale)
    }

    /// The slack symbol of constraint `record`, or -1.
    private func slackOf(record r: Int) -> Symbol {
        slackSymbol.count > r ? slackSymbol[r] : -1
    }

    /// The reduced costs as the rows give them: what ``costs`` should hold, level by level,
    /// `symbolCount` per level.
    private func freshCosts() -> [Double] {
        let count = symbolCount
        var fresh = [Double](repeating: 0, count: levels.count * count)
        for r in equations.indices where equations[r].count > 0 && equationPriority[r] > 0 {
            guard let l = levels.firstIndex(where: { $0.priority == equationPriority[r] }) else { continue }
            let equation = equations[r]
            for k in 0..<equation.count {
                let e = Int(equation.symbol(k))
                guard kind(e) == .error else { continue }
                if flag(e, .basic) {
                    let row = rows[e]
                    for n in 0..<row.count {
                        fresh[l * count + Int(row.symbol(n))] += row.coefficient(n)
                    }
                } else {
                    fresh[l * count + e] += 1
                }
            }
        }
        return fresh
    }

    /// Derives every row of the current basis again from the constraints' equations
    /// (Gaussian elimination, each equation solved for the basic symbol with the largest
    /// coefficient in it), then every basic value from its row and every reduced cost from
    /// the rows, and queues and marks everything for the simplexes to look at. Where
    /// rounding made the old basis singular, the equation keeps its slack basic instead.
    /// Journaled like any other change.
    mutating func refactor() {
        var wasBasic = [Bool](repeating: false, count: symbolCount)
        for i in 0..<symbolCount where flag(i, .basic) {
            wasBasic[i] = true
            detachRow(Symbol(i))
        }
        // In the order the constraints were added, for the same result every time. An
        // equation without variables (`1 == 2`) too: its slack's row is empty, and left out
        // it stayed nonbasic, where no repair looks, so a contradiction refused before the
        // refactor was accepted after it.
        var order: [Int] = []
        for r in equations.indices where slackOf(record: r) >= 0 {
            order.append(r)
        }
        order.sort { stamp[Int(slackOf(record: $0))] < stamp[Int(slackOf(record: $1))] }
        for r in order {
            let slack = slackOf(record: r)
            let equation = equations[r]
            var terms: [(Symbol, Double)] = []
            terms.reserveCapacity(equation.count)
            for k in 0..<equation.count { terms.append((equation.symbol(k), equation.coefficient(k))) }
            let row = makeRow(terms)
            attachRow(slack, row)
            // `slack − row = 0`: the slack's coefficient is 1.
            var best: Symbol = wasBasic[Int(slack)] ? slack : -1
            var bestSize = wasBasic[Int(slack)] ? 1.0 : 0
            for k in 0..<row.count {
                let s = row.symbol(k)
                let size = abs(row.coefficient(k))
                if wasBasic[Int(s)] && size > bestSize {
                    best = s
                    bestSize = size
                }
            }
            if best >= 0 && best != slack {
                pivot(leaving: slack, entering: best)
            }
        }
        for i in 0..<symbolCount where flag(i, .basic) {
            setValue(Symbol(i), Tableau.value(of: rows[i], in: value))
        }
        // Values summed from far-off terms lose digits that the equations need.
        var broken: [Int] = []
        for r in order where !Tableau.holds(equations[r], value[Int(slackOf(record: r))], in: value) {
            broken.append(r)
        }
        if !broken.isEmpty { _ = polish(broken) }
        // The values are exact now; `drifted` stays as it is (a rollback counts on its
        // length), and refreshing those rows will find nothing to change.
        let fresh = freshCosts()
        let count = symbolCount
        for i in 0..<count {
            for l in levels.indices {
                let want = flag(i, .basic) ? 0 : fresh[l * count + i]
                if costs[l, i] != want { setCost(level: l, Symbol(i), want) }
            }
        }
        let free = Set(freeSymbols)
        // The basis chosen here need not be the old one: a symbol that was basic can leave
        // it, and keeps its value. Out of its bounds (a refactor in the middle of a
        // repair, before the dual simplex brought it back), it would stay there, where no
        // repair looks, since the dual simplex repairs basic symbols only: a contradictory
        // required `2.323·x == 3.84e6` was accepted with its slack left nonbasic at
        // −9.4e20. It is put back within its bounds, which moves the rows that name it, and
        // those are queued below with every other row.
        for i in 0..<symbolCount where !flag(i, .basic) && !free.contains(Symbol(i)) && violation(Symbol(i)) != 0 {
            let v = value[i]
            let bound = min(max(v, lower(i)), upper(i))
            move(Symbol(i), by: bound - v, queueing: false)
            setValue(Symbol(i), bound)
        }
        for i in 0..<symbolCount where !free.contains(Symbol(i)) {
            if flag(i, .basic) {
                enqueue(Symbol(i))
            } else {
                mark(Symbol(i))
            }
        }
        workSinceCheck = 0
        driftSigns = 0
        pivotsSinceRefactor = 0
    }

    /// Forgets the equation of the constraint whose slack `s` is, as it leaves.
    mutating func forgetEquation(ofSlack s: Symbol) {
        let r = Int(owner[Int(s)])
        guard r >= 0, r < equations.count, slackSymbol[r] == s else { return }
        indexEquation(r, adding: false)
        equations[r] = Row()
        slackSymbol[r] = -1
    }
}
