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
///   ratio test, so the objective stays optimal. When `absorbing`, a cheapest candidate that
///   costs nothing to move and can take the whole change without pushing any other basic
///   symbol out of bounds is moved without a pivot.
/// - ``retarget(slack:minus:plus:lower:upper:)`` lets an optional constraint's errors take up
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

    // MARK: Per-symbol storage, indexed by symbol

    private(set) var kind: [Kind] = []
    private(set) var value: [Double] = []
    private(set) var lower: [Double] = []
    private(set) var upper: [Double] = []
    private(set) var isBasic: [Bool] = []
    private(set) var rows: [Row] = []
    private(set) var column: [SymbolList] = []
    private var stamp: [UInt64] = []
    /// The constraint record a slack or error symbol belongs to; the variable's symbol
    /// for externals is owned by no record (-1).
    private(set) var owner: [Int32] = []
    private(set) var externalVariable: [Variable?] = []
    /// The priority whose objective level counts an error symbol; 0 for other symbols.
    private var errorPriority: [Double] = []
    private var isMarked: [Bool] = []
    private var isQueued: [Bool] = []
    private var isChanged: [Bool] = []
    private var scratch: [Double] = []
    private var inScratch: [Bool] = []

    private var freeSymbols: [Symbol] = []
    private var nextStamp: UInt64 = 0

    // MARK: Objective and work lists

    private(set) var levels: [ObjectiveLevel] = []
    /// Nonbasic symbols whose reduced cost or position changed since they were last found
    /// not to improve the objective: the only possible entering symbols of ``optimize()``.
    private var marked: [Symbol] = []
    /// Basic symbols whose value changed and may be out of bounds.
    private var queue: [Symbol] = []
    /// External symbols whose value changed since the last ``takeChangedExternals()``.
    private var changed: [Symbol] = []

    private var journal: Journal?

    var symbolCount: Int { kind.count }

    // MARK: Symbols

    mutating func allocate(kind k: Kind, lower lo: Double, upper hi: Double, owner o: Int32, variable: Variable? = nil) -> Symbol {
        let s: Symbol
        if let reused = freeSymbols.popLast() {
            s = reused
            let i = Int(s)
            kind[i] = k
            value[i] = 0
            lower[i] = lo
            upper[i] = hi
            isBasic[i] = false
            stamp[i] = nextStamp
            owner[i] = o
            externalVariable[i] = variable
            errorPriority[i] = 0
        } else {
            s = Symbol(kind.count)
            kind.append(k)
            value.append(0)
            lower.append(lo)
            upper.append(hi)
            isBasic.append(false)
            rows.append(Row())
            column.append(SymbolList())
            stamp.append(nextStamp)
            owner.append(o)
            externalVariable.append(variable)
            errorPriority.append(0)
            isMarked.append(false)
            isQueued.append(false)
            isChanged.append(false)
            scratch.append(0)
            inScratch.append(false)
            for l in levels.indices {
                levels[l].cost.append(0)
            }
        }
        if let variable {
            // A variable joins the solver where it is: unconstrained, it keeps its value.
            value[Int(s)] = variable.value
        }
        nextStamp &+= 1
        journal?.createdSymbols.append(s)
        return s
    }

    /// Returns a symbol that no row mentions to the free list.
    mutating func release(_ s: Symbol) {
        let i = Int(s)
        precondition(!isBasic[i] && column[i].isEmpty, "released symbol still in the tableau")
        for l in levels.indices {
            levels[l].cost[i] = 0
        }
        externalVariable[i] = nil
        owner[i] = -1
        value[i] = 0
        freeSymbols.append(s)
    }

    // MARK: Journal

    mutating func beginJournal() {
        journal = Journal()
    }

    mutating func commitJournal() {
        journal = nil
    }

    /// Puts back every row, value, cost and bound the journal saw change, and frees the
    /// symbols created since ``beginJournal()``.
    mutating func rollBack() {
        guard let j = journal else { return }
        journal = nil
        for s in j.rows.keys where isBasic[Int(s)] {
            detachRow(s)
        }
        for (s, old) in j.rows {
            if let old {
                attachRow(s, old)
            }
        }
        for (s, v) in j.values {
            value[Int(s)] = v
        }
        for (key, c) in j.costs {
            levels[key >> 32].cost[key & 0xffff_ffff] = c
        }
        for (s, b) in j.bounds {
            lower[Int(s)] = b.lower
            upper[Int(s)] = b.upper
        }
        for s in marked { isMarked[Int(s)] = false }
        marked.removeAll(keepingCapacity: true)
        for s in queue { isQueued[Int(s)] = false }
        queue.removeAll(keepingCapacity: true)
        for s in j.createdSymbols.reversed() {
            let i = Int(s)
            // A created symbol is only in rows attached by the same operation, and those
            // were detached above.
            column[i].removeAll()
            if isChanged[i] {
                isChanged[i] = false
                changed.removeAll { $0 == s }
            }
            isBasic[i] = false
            rows[i] = Row()
            release(s)
        }
        nextStamp -= UInt64(j.createdSymbols.count)
    }

    // MARK: Values

    private mutating func setValue(_ s: Symbol, _ v: Double) {
        let i = Int(s)
        journal?.saveValue(s, value[i])
        value[i] = v
        if kind[i] == .external && !isChanged[i] {
            isChanged[i] = true
            changed.append(s)
        }
    }

    /// Moves a nonbasic symbol by `delta` and every basic symbol whose row mentions it.
    private mutating func move(_ s: Symbol, by delta: Double, queueing: Bool) {
        let i = Int(s)
        setValue(s, value[i] + delta)
        for r in column[i].members {
            let ri = Int(r)
            setValue(r, value[ri] + rows[ri].coefficient(of: s) * delta)
            if queueing && violation(r) != 0 {
                enqueue(r)
            }
        }
    }

    /// The external symbols whose values changed since the last call, in the order they
    /// first changed.
    mutating func takeChangedExternals() -> [Symbol] {
        let result = changed
        for s in changed { isChanged[Int(s)] = false }
        changed.removeAll(keepingCapacity: true)
        return result
    }

    // MARK: Rows and columns

    private mutating func attachRow(_ b: Symbol, _ row: Row) {
        journal?.saveRow(b, isBasic[Int(b)] ? rows[Int(b)] : nil)
        rows[Int(b)] = row
        isBasic[Int(b)] = true
        for s in row.symbols {
            column[Int(s)].append(b)
        }
    }

    @discardableResult
    private mutating func detachRow(_ b: Symbol) -> Row {
        let bi = Int(b)
        let row = rows[bi]
        journal?.saveRow(b, row)
        for s in row.symbols {
            removeFromColumn(s, b)
        }
        rows[bi] = Row()
        isBasic[bi] = false
        return row
    }

    private mutating func removeFromColumn(_ s: Symbol, _ r: Symbol) {
        column[Int(s)].remove(r)
    }

    /// Writes `Σ coefficient × symbol` with every basic symbol replaced by its row.
    mutating func makeRow(_ terms: [(Symbol, Double)]) -> Row {
        var touched: [Symbol] = []
        touched.reserveCapacity(terms.count * 2)
        for (s, c) in terms {
            let i = Int(s)
            if isBasic[i] {
                let row = rows[i]
                for k in 0..<row.count {
                    let t = row.symbols[k]
                    let ti = Int(t)
                    if inScratch[ti] {
                        scratch[ti] += c * row.coefficients[k]
                    } else {
                        inScratch[ti] = true
                        scratch[ti] = c * row.coefficients[k]
                        touched.append(t)
                    }
                }
            } else if inScratch[i] {
                scratch[i] += c
            } else {
                inScratch[i] = true
                scratch[i] = c
                touched.append(s)
            }
        }
        var symbols: [Symbol] = []
        var coefficients: [Double] = []
        symbols.reserveCapacity(touched.count)
        coefficients.reserveCapacity(touched.count)
        for s in touched {
            let i = Int(s)
            let c = scratch[i]
            inScratch[i] = false
            scratch[i] = 0
            if abs(c) > Tableau.epsilon {
                symbols.append(s)
                coefficients.append(c)
            }
        }
        return Row(symbols: symbols, coefficients: coefficients)
    }

    /// Adds a new basic symbol defined by `row` (already in nonbasic terms), sets its value
    /// from the row, and queues it for the feasibility check.
    mutating func insertRow(_ b: Symbol, _ row: Row) {
        var v = 0.0
        for k in 0..<row.count {
            v += row.coefficients[k] * value[Int(row.symbols[k])]
        }
        attachRow(b, row)
        setValue(b, v)
        enqueue(b)
    }

    /// Replaces `e` in the row of `r` by `rowE`, in place: the work is the length of
    /// `rowE`, however long the row of `r` is.
    private mutating func substitute(_ e: Symbol, by rowE: Row, into r: Symbol) {
        let ri = Int(r)
        journal?.saveRow(r, rows[ri])
        guard let pe = rows[ri].position(of: e) else { return }
        let c = rows[ri].coefficients[pe]
        rows[ri].remove(at: pe)
        for k in 0..<rowE.count {
            let t = rowE.symbols[k]
            switch rows[ri].add(t, c * rowE.coefficients[k], epsilon: Tableau.epsilon) {
            case .inserted: column[Int(t)].append(r)
            case .removed: removeFromColumn(t, r)
            case .updated: break
            }
        }
    }

    /// Exchanges the basic symbol `b` for the nonbasic `e`, which must be in `b`'s row.
    /// Values do not change.
    private mutating func pivot(leaving b: Symbol, entering e: Symbol) {
        let rowB = detachRow(b)
        guard let pe = rowB.position(of: e) else {
            preconditionFailure("pivot on a symbol outside the row")
        }
        let a = rowB.coefficients[pe]
        var symbols: [Symbol] = [b]
        var coefficients: [Double] = [1 / a]
        symbols.reserveCapacity(rowB.count)
        coefficients.reserveCapacity(rowB.count)
        for k in 0..<rowB.count where k != pe {
            symbols.append(rowB.symbols[k])
            coefficients.append(-rowB.coefficients[k] / a)
        }
        let rowE = Row(symbols: symbols, coefficients: coefficients)
        let dependents = column[Int(e)].members
        for r in dependents {
            substitute(e, by: rowE, into: r)
        }
        column[Int(e)].removeAll()
        attachRow(e, rowE)
        for l in levels.indices {
            let c = levels[l].cost[Int(e)]
            guard c != 0 else { continue }
            setCost(level: l, e, 0)
            for k in 0..<rowE.count {
                let s = rowE.symbols[k]
                setCost(level: l, s, levels[l].cost[Int(s)] + c * rowE.coefficients[k])
                mark(s)
            }
        }
        mark(b)
    }

    // MARK: Objective

    private mutating func setCost(level l: Int, _ s: Symbol, _ c: Double) {
        journal?.saveCost(level: l, symbol: s, levels[l].cost[Int(s)])
        levels[l].cost[Int(s)] = c
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
        precondition(journal == nil, "objective levels change only outside journaled operations")
        levels.insert(ObjectiveLevel(priority: priority, cost: Array(repeating: 0, count: symbolCount), errorCount: 0), at: lo)
        return lo
    }

    mutating func changeErrorCount(level l: Int, by delta: Int) {
        levels[l].errorCount += delta
    }

    /// Drops levels no error symbol belongs to any more.
    mutating func dropEmptyLevels() {
        levels.removeAll { $0.errorCount == 0 }
    }

    /// Counts a new nonbasic error symbol into the objective at level `l`.
    mutating func addToObjective(_ e: Symbol, level l: Int) {
        errorPriority[Int(e)] = levels[l].priority
        setCost(level: l, e, levels[l].cost[Int(e)] + 1)
        mark(e)
    }

    /// The current index of the objective level an error symbol counts in.
    private func errorLevel(_ s: Int) -> Int? {
        let p = errorPriority[s]
        guard p > 0 else { return nil }
        return levels.firstIndex { $0.priority == p }
    }

    private mutating func mark(_ s: Symbol) {
        let i = Int(s)
        if !isMarked[i] {
            isMarked[i] = true
            marked.append(s)
        }
    }

    private mutating func enqueue(_ s: Symbol) {
        let i = Int(s)
        if !isQueued[i] {
            isQueued[i] = true
            queue.append(s)
        }
    }

    /// +1 if increasing the nonbasic `s` lowers the objective and `s` may increase, -1 for
    /// decreasing, 0 if neither.
    private func improvingDirection(_ s: Symbol) -> Double {
        let i = Int(s)
        for l in levels.indices {
            let c = levels[l].cost[i]
            if c < -Tableau.epsilon {
                return value[i] < upper[i] - Tableau.epsilon ? 1 : 0
            }
            if c > Tableau.epsilon {
                return value[i] > lower[i] + Tableau.epsilon ? -1 : 0
            }
        }
        return 0
    }

    // MARK: Bounds

    /// Sets new bounds on `s` and moves it, or queues it, so that feasibility is restored by
    /// the next ``restoreFeasibility()``.
    mutating func setBounds(_ s: Symbol, lower lo: Double, upper hi: Double) {
        let i = Int(s)
        journal?.saveBounds(s, lower: lower[i], upper: upper[i])
        lower[i] = lo
        upper[i] = hi
        if isBasic[i] {
            enqueue(s)
        } else if value[i] < lo {
            move(s, by: lo - value[i], queueing: true)
        } else if value[i] > hi {
            move(s, by: hi - value[i], queueing: true)
        }
        mark(s)
    }

    /// Gives an optional constraint a new constant and keeps the solution feasible: the
    /// constraint's slack `r = terms + minus − plus` takes the new bounds while its error
    /// symbols absorb the difference, so that no other symbol moves. The three symbols
    /// appear in no other equation, so their new values satisfy every row whether they are
    /// basic or not. ``optimize()`` then moves whatever the new constant pulls on.
    mutating func retarget(slack r: Symbol, minus: Symbol, plus: Symbol, lower lo: Double, upper hi: Double) {
        let ri = Int(r)
        journal?.saveBounds(r, lower: lower[ri], upper: upper[ri])
        lower[ri] = lo
        upper[ri] = hi
        let em = minus >= 0 ? value[Int(minus)] : 0
        let ep = plus >= 0 ? value[Int(plus)] : 0
        let terms = value[ri] - em + ep
        let newMinus = minus >= 0 ? max(0, lo - terms) : 0
        let newPlus = plus >= 0 ? max(0, terms - hi) : 0
        if minus >= 0 && newMinus != em {
            setValue(minus, newMinus)
            mark(minus)
        }
        if plus >= 0 && newPlus != ep {
            setValue(plus, newPlus)
            mark(plus)
        }
        setValue(r, terms + newMinus - newPlus)
        mark(r)
        if minus >= 0 { mark(minus) }
        if plus >= 0 { mark(plus) }
    }

    private func violation(_ s: Symbol) -> Double {
        let i = Int(s)
        let v = value[i]
        if v < lower[i] - Tableau.epsilon * (1 + abs(lower[i])) {
            return lower[i] - v
        }
        if v > upper[i] + Tableau.epsilon * (1 + abs(upper[i])) {
            return v - upper[i]
        }
        return 0
    }

    // MARK: Dual simplex

    /// Brings every queued basic symbol back within its bounds while keeping the objective
    /// optimal. Returns `nil` on success, or the symbols of a row that no move can repair
    /// (the row's basic symbol first): their constraints cannot hold together.
    mutating func restoreFeasibility(absorbing: Bool = true) -> [Symbol]? {
        var iterations = 0
        let limit = 100 * (symbolCount + 100)
        var propagated = Set<Symbol>()
        while let b = nextInfeasible() {
            iterations += 1
            if iterations > limit {
                assertionFailure("dual simplex did not converge")
                return [b]
            }
            let bi = Int(b)
            let goingUp = value[bi] < lower[bi]
            let target = goingUp ? lower[bi] : upper[bi]
            let need = target - value[bi]
            let row = rows[bi]

            var best: Int = -1
            var free: [Int] = []
            for k in 0..<row.count {
                let j = row.symbols[k]
                let ji = Int(j)
                let a = row.coefficients[k]
                let up = (a > 0) == goingUp
                if up ? !(value[ji] < upper[ji] - Tableau.epsilon) : !(value[ji] > lower[ji] + Tableau.epsilon) {
                    continue
                }
                if best < 0 || ratioOrder(row, k, before: best) {
                    best = k
                }
                if isFreeToMove(j, up: up) {
                    free.append(k)
                }
            }
            if best < 0 {
                return [b] + row.symbols
            }
            if absorbing && isFreeToMove(row.symbols[best], up: (row.coefficients[best] > 0) == goingUp) {
                free.sort { stamp[Int(row.symbols[$0])] > stamp[Int(row.symbols[$1])] }
                var absorbed = false
                for k in free {
                    let delta = need / row.coefficients[k]
                    if canAbsorb(row.symbols[k], by: delta, except: b) {
                        move(row.symbols[k], by: delta, queueing: false)
                        setValue(b, target)
                        mark(row.symbols[k])
                        absorbed = true
                        break
                    }
                }
                if absorbed { continue }
                // No free symbol takes the change alone: move the newest one anyway and let
                // the rows it pushes out be repaired in turn. Along a chain this shifts
                // every later view by the same amount with no pivot, where pivoting would
                // rewrite each later position as a sum over the whole chain. Each symbol is
                // moved this way once per call, so the repair still terminates.
                for k in free where !propagated.contains(row.symbols[k]) {
                    let j = row.symbols[k]
                    let delta = need / row.coefficients[k]
                    let v = value[Int(j)] + delta
                    guard v >= lower[Int(j)] - Tableau.epsilon && v <= upper[Int(j)] + Tableau.epsilon else { continue }
                    propagated.insert(j)
                    move(j, by: delta, queueing: true)
                    setValue(b, target)
                    mark(j)
                    absorbed = true
                    break
                }
                if absorbed { continue }
            }
            let e = row.symbols[best]
            move(e, by: need / row.coefficients[best], queueing: true)
            setValue(b, target)
            pivot(leaving: b, entering: e)
            // The entering symbol may have been carried past its own bounds.
            enqueue(e)
        }
        return nil
    }

    /// Whether moving the nonbasic `j` in this direction costs nothing at every level.
    private func isFreeToMove(_ j: Symbol, up: Bool) -> Bool {
        let i = Int(j)
        for l in levels.indices where abs(levels[l].cost[i]) > Tableau.epsilon {
            return false
        }
        return true
    }

    /// Whether moving `j` by `delta` keeps `j` and every other row that mentions it within
    /// bounds.
    private func canAbsorb(_ j: Symbol, by delta: Double, except b: Symbol) -> Bool {
        let ji = Int(j)
        let v = value[ji] + delta
        if v < lower[ji] - Tableau.epsilon || v > upper[ji] + Tableau.epsilon {
            return false
        }
        for r in column[ji].members where r != b {
            let ri = Int(r)
            if lower[ri] == -.infinity && upper[ri] == .infinity { continue }
            let w = value[ri] + rows[ri].coefficient(of: j) * delta
            if w < lower[ri] - Tableau.epsilon * (1 + abs(lower[ri])) || w > upper[ri] + Tableau.epsilon * (1 + abs(upper[ri])) {
                return false
            }
        }
        return true
    }

    /// The dual ratio test: whether candidate `k` of `row` has a lexicographically smaller
    /// ratio of reduced cost to coefficient than `other`, newer symbols first on ties.
    private func ratioOrder(_ row: Row, _ k: Int, before other: Int) -> Bool {
        let j = Int(row.symbols[k])
        let o = Int(row.symbols[other])
        let aj = abs(row.coefficients[k])
        let ao = abs(row.coefficients[other])
        for l in levels.indices {
            let cost = levels[l].cost
            let rj = abs(cost[j]) / aj
            let ro = abs(cost[o]) / ao
            if rj < ro - Tableau.epsilon { return true }
            if rj > ro + Tableau.epsilon { return false }
        }
        return stamp[j] > stamp[o]
    }

    /// The newest queued basic symbol that is out of bounds; feasible ones leave the queue.
    private mutating func nextInfeasible() -> Symbol? {
        var best: Symbol = -1
        var k = 0
        while k < queue.count {
            let s = queue[k]
            let i = Int(s)
            if !isBasic[i] || violation(s) == 0 {
                isQueued[i] = false
                queue.swapAt(k, queue.count - 1)
                queue.removeLast()
                continue
            }
            if best < 0 || stamp[i] > stamp[Int(best)] {
                best = s
            }
            k += 1
        }
        return best < 0 ? nil : best
    }

    // MARK: Primal simplex

    /// Lowers the lexicographic objective until no marked symbol can improve it.
    ///
    /// With `droppingErrors`, an error that can shrink is dropped to zero at once and the
    /// dual simplex repairs what that breaks (see below); ``Solver/remove(_:)`` uses it, where
    /// a removed constraint leaves errors that no longer need to be there.
    mutating func optimize(droppingErrors: Bool = false) {
        var iterations = 0
        var boundMoves = droppingErrors ? 0 : Int.max
        let limit = 100 * (symbolCount + 100)
        while true {
            iterations += 1
            if iterations > limit {
                assertionFailure("primal simplex did not converge")
                return
            }
            var entering: Symbol = -1
            var direction = 0.0
            var k = 0
            while k < marked.count {
                let s = marked[k]
                let i = Int(s)
                let d = isBasic[i] ? 0 : improvingDirection(s)
                if d == 0 {
                    isMarked[i] = false
                    marked.swapAt(k, marked.count - 1)
                    marked.removeLast()
                    continue
                }
                if entering < 0 || stamp[i] > stamp[Int(entering)] {
                    entering = s
                    direction = d
                }
                k += 1
            }
            if entering < 0 { return }
            let ei = Int(entering)
            if kind[ei] == .error && direction < 0 && boundMoves < 1000 {
                // An error that can shrink: drop it to zero at once and let the dual simplex
                // repair what that breaks, moving free symbols along chains without pivots.
                // A plain primal step would stop at the first fixed row it meets and pivot
                // its way along the chain instead.
                boundMoves += 1
                move(entering, by: lower[ei] - value[ei], queueing: true)
                if restoreFeasibility(absorbing: true) != nil {
                    assertionFailure("dropping an error made the system infeasible")
                    return
                }
                continue
            }
            var step = direction > 0 ? upper[ei] - value[ei] : value[ei] - lower[ei]
            var leaving: Symbol = -1
            for r in column[ei].members {
                let ri = Int(r)
                let rate = rows[ri].coefficient(of: entering) * direction
                let limit: Double
                if rate > Tableau.epsilon {
                    guard upper[ri] < .infinity else { continue }
                    limit = max(0, (upper[ri] - value[ri]) / rate)
                } else if rate < -Tableau.epsilon {
                    guard lower[ri] > -.infinity else { continue }
                    limit = max(0, (value[ri] - lower[ri]) / -rate)
                } else {
                    continue
                }
                if limit < step - Tableau.epsilon {
                    step = limit
                    leaving = r
                } else if leaving >= 0 && limit <= step + Tableau.epsilon && stamp[ri] > stamp[Int(leaving)] {
                    step = min(step, limit)
                    leaving = r
                }
            }
            guard step < .infinity else {
                // Cannot happen for a bounded objective; drop the candidate rather than loop.
                isMarked[ei] = false
                marked.removeAll { $0 == entering }
                continue
            }
            move(entering, by: direction * step, queueing: false)
            if leaving >= 0 {
                let li = Int(leaving)
                let rate = rows[li].coefficient(of: entering) * direction
                setValue(leaving, rate > 0 ? upper[li] : lower[li])
                pivot(leaving: leaving, entering: entering)
            } else {
                setValue(entering, direction > 0 ? upper[ei] : lower[ei])
            }
        }
    }

    // MARK: Removal

    /// Removes the equation that the private symbols `privates` (a constraint's slack and
    /// error symbols, found in no other equation) belong to, then frees them. Values do not
    /// change; call ``optimize()`` afterwards.
    mutating func removeEquation(privates: [Symbol]) {
        var basic: Symbol = -1
        for p in privates where isBasic[Int(p)] {
            basic = p
            break
        }
        if basic < 0 {
            // Pivot a private symbol into the basis through the row where its coefficient
            // is largest, for numerical stability; the leaving symbol keeps its value.
            var bestRow: Symbol = -1
            var bestPrivate: Symbol = -1
            var bestCoefficient = 0.0
            // Prefer the row of an error symbol: it leaves the basis at its current value,
            // and the optimisation that follows can then drop it straight to zero.
            var bestIsError = false
            for p in privates {
                for r in column[Int(p)].members {
                    let c = abs(rows[Int(r)].coefficient(of: p))
                    let isError = kind[Int(r)] == .error
                    let better: Bool
                    if bestRow < 0 {
                        better = true
                    } else if isError != bestIsError {
                        better = isError
                    } else if abs(c - bestCoefficient) > Tableau.epsilon {
                        better = c > bestCoefficient
                    } else {
                        better = stamp[Int(r)] > stamp[Int(bestRow)]
                    }
                    if better {
                        bestCoefficient = c
                        bestRow = r
                        bestPrivate = p
                        bestIsError = isError
                    }
                }
                if bestRow >= 0 { break }
            }
            if bestRow >= 0 {
                pivot(leaving: bestRow, entering: bestPrivate)
                basic = bestPrivate
            }
        }
        if basic >= 0 {
            let row = detachRow(basic)
            if let l = errorLevel(Int(basic)) {
                // A basic error counts in the objective through its row: take the row out.
                for k in 0..<row.count {
                    let s = row.symbols[k]
                    setCost(level: l, s, levels[l].cost[Int(s)] - row.coefficients[k])
                }
            }
            for s in row.symbols { mark(s) }
        }
        for p in privates {
            let pi = Int(p)
            if isBasic[pi] { detachRow(p) }
            // Numerical noise may leave a private symbol in other rows; it has no meaning.
            for r in column[pi].members {
                if let k = rows[Int(r)].position(of: p) {
                    rows[Int(r)].remove(at: k)
                }
            }
            column[pi].removeAll()
            for l in levels.indices {
                levels[l].cost[pi] = 0
            }
            isMarked[pi] = false
            isQueued[pi] = false
            release(p)
        }
        marked.removeAll { privates.contains($0) }
        queue.removeAll { privates.contains($0) }
    }

    /// Frees an external symbol that no constraint mentions any more.
    mutating func releaseExternal(_ s: Symbol) {
        let i = Int(s)
        if isBasic[i] {
            // Only numerical noise can leave it basic; its row means nothing now.
            detachRow(s)
        }
        for r in column[i].members {
            if let k = rows[Int(r)].position(of: s) {
                rows[Int(r)].remove(at: k)
            }
        }
        column[i].removeAll()
        if isMarked[i] {
            isMarked[i] = false
            marked.removeAll { $0 == s }
        }
        if isChanged[i] {
            isChanged[i] = false
            changed.removeAll { $0 == s }
        }
        release(s)
    }
}
