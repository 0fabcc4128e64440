// The dual simplex: repairing feasibility while the objective stays optimal.
extension Tableau {
    /// Brings every queued basic symbol back within its bounds while keeping the objective
    /// optimal. Returns `nil` on success, or the symbols of a row that no move can repair
    /// (the row's basic symbol first): their constraints cannot hold together. An empty
    /// list means it gave up cycling (rounding, not a contradiction).
    ///
    /// With `pivoting` false, only moves without pivots are tried: the first row they cannot
    /// repair is returned (alone) and the tableau is left with the moves made so far.
    ///
    /// With `oldestFirst`, the oldest queued row is repaired first instead of the newest,
    /// and the change asked for is everything queued at the start: for a batch of changes
    /// made before one repair (``Solver/updateConstants(_:)``). Every label of a stack given
    /// its text at once makes each label's height row infeasible; those rows are older than
    /// the stack's links, so all the heights move first, and then each link, from the top,
    /// moves the position below it once by everything above it. Newest first, each height
    /// moved every position below it (quadratic), and a position already moved was pivoted.
    mutating func restoreFeasibility(absorbing: Bool = true, pivoting: Bool = true,
                                     oldestFirst: Bool = false) -> [Symbol]? {
        var iterations = 0
        let limit = 100 * (symbolCount + 100)
        var propagated = Set<Symbol>()
        // The size of the change asked for before any free symbol was moved anyway: such a
        // move may shift others by as much (a chain of views moves by one amount), but a
        // move much larger than the change asked for is amplifying, not propagating.
        var askedChange = 1.0
        if oldestFirst {
            queue.setOldestFirst(true, stamps: stamp)
            var total = 0.0
            for s in queue.members where flag(Int(s), .basic) { total += violation(s) }
            askedChange = max(askedChange, total)
        }
        defer { if oldestFirst { queue.setOldestFirst(false, stamps: stamp) } }
        // The two lists' storage is kept between calls, as ``substitutionChanges`` is: a
        // repair is often one step, too short to pay for two allocations. (Taken out while
        // in use, so that a nested call finds none and makes its own.)
        var candidates = dualRatioScratch.candidates
        var free = dualRatioScratch.free
        dualRatioScratch = ([], [])
        defer { if candidates.count <= 4096 { dualRatioScratch = (candidates, free) } }
        while let b = nextInfeasible() {
            iterations += 1
            // Far more steps than symbols: cycling, which only rounding causes. No row
            // is to blame, so the caller reports lost precision, not a conflict.
            if iterations > limit { return [] }
            let bi = Int(b)
            let goingUp = value[bi] < lower(bi)
            let target = goingUp ? lower(bi) : upper(bi)
            let need = target - value[bi]
            if propagated.isEmpty { askedChange = max(askedChange, abs(need)) }
            let row = rows[bi]
            if candidates.count < row.count {
                candidates = [Int](repeating: 0, count: row.count)
            }

            // A pivot or a move divides by the candidate's coefficient: one that is tiny
            // beside the row's largest is rounding, and dividing by it sends values far
            // off (a pivot tolerance, as LP codes have).
            var largest = 0.0
            for k in 0..<row.count { largest = max(largest, abs(row.coefficient(k))) }
            let smallest = Tableau.pivotTolerance * largest
            // Two passes, after Harris: the first finds the best ratio, the second picks,
            // among the candidates whose ratios tie with it, the newest of those whose
            // coefficients are not small beside the largest tied one. The newest alone
            // would pivot on a coefficient of 1e-4 beside one of 2 as readily as on the 2,
            // and each such pivot multiplies the rounding of every row it touches.
            var best: Int = -1
            var eligible = 0
            free.removeAll(keepingCapacity: true)
            var smallestEligible = Double.infinity
            var largestEligible = 0.0
            for k in 0..<row.count where isDualCandidate(row, k, goingUp: goingUp, smallest: smallest) {
                candidates[eligible] = k
                eligible += 1
                let size = abs(row.coefficient(k))
                smallestEligible = min(smallestEligible, size)
                largestEligible = max(largestEligible, size)
                // Moving a free symbol divides by its coefficient as a pivot would.
                if isFreeToMove(row.symbol(k)) && size >= Tableau.tieTolerance * largest {
                    free.append(k)
                }
                if best < 0 || ratioOrder(row, k, before: best) {
                    best = k
                }
            }
            if best >= 0 && smallestEligible < Tableau.tieTolerance * largestEligible {
                // Some coefficient is small beside another: the two passes. (Rows of ±1
                // and ½ never get here, and pay for one pass.)
                best = -1
                for n in 0..<eligible where best < 0 || ratioOrder(row, candidates[n], before: best, ignoringStamps: true) {
                    best = candidates[n]
                }
                var largestTied = 0.0
                for n in 0..<eligible where !ratioOrder(row, best, before: candidates[n], ignoringStamps: true) {
                    largestTied = max(largestTied, abs(row.coefficient(candidates[n])))
                }
                let sizable = Tableau.tieTolerance * largestTied
                best = -1
                for n in 0..<eligible where abs(row.coefficient(candidates[n])) >= sizable {
                    if best < 0 || ratioOrder(row, candidates[n], before: best) {
                        best = candidates[n]
                    }
                }
            }
            if best < 0 {
                // Before calling the row a contradiction, ask whether it is one: a value
                // kept by increments since its row last changed can drift past a bound
                // that its row's sum meets. Free variables at 1e8 left `2·x == −4` at
                // −3.999999 through a row `s = ⅔·t` whose `t` sat exactly on its bound,
                // and an edit of another variable was refused as unsatisfiable.
                let exact = Tableau.value(of: row, in: value)
                if exact != value[bi] {
                    setValue(b, exact)
                    continue
                }
                // Nor take the candidate test's word that a symbol cannot move: it treats a
                // symbol within `epsilon` of a bound as on it, while the row may be held to
                // a tenth of that. `x3 == 2` and `x20 >= 6` left `x3 - 2·x20 == -10` broken
                // by 1.4e-9, with the slack of `x20 >= 6` 7e-10 short of its bound, and
                // the constraint was refused as a conflict. Such a symbol is put on its
                // bound exactly, and the row looked at again.
                if settleOnBounds(row, goingUp: goingUp) { continue }
                return [b] + row.symbolArray
            }
            // A long row is repaired by moves too, even for an edit: pivoting on it would
            // substitute it into every row of the entering symbol's column and make them as
            // long. Pushing a 1,000-view chain past its natural width grew rows of 2,000
            // terms that every later resize paid for (W2: a mean step of 23 ms). So is a
            // short row whose pivot would rewrite long rows (``fanOutRepairWork``).
            if isFreeToMove(row.symbol(best)) && !free.isEmpty
                && (absorbing || row.count > Tableau.longRepairRow || rewriteWork(entering: row.symbol(best)) > Tableau.fanOutRepairWork) {
                free.sort { stamp[Int(row.symbol($0))] > stamp[Int(row.symbol($1))] }
                var absorbed = false
                for k in free {
                    let delta = need / row.coefficient(k)
                    if canAbsorb(row.symbol(k), by: delta, except: b) {
                        move(row.symbol(k), by: delta, queueing: false)
                        setValue(b, target)
                        mark(row.symbol(k))
                        absorbed = true
                        break
                    }
                }
                if absorbed { continue }
                // No free symbol takes the change alone; maybe one does with the help of
                // others, each repairing the one row the last pushed. A stack closed at
                // its far end can grow there (its height, then the height of the scroll
                // content that holds it), and a row put back in the middle of a stack can
                // push the rows below it down to the stack's free bottom, where moving the
                // newest symbol, the new row's position, would push the rows above against
                // the pinned top and pivot back down, one pivot per row.
                // Only for the change asked for: once a move is being passed along a
                // chain, every link would pay for a look that finds nothing (a spacing
                // changed in the middle of a 1,000-view row took twice as long).
                for k in free where propagated.isEmpty {
                    let j = row.symbol(k)
                    guard let run = freeRun(moving: j, by: need / row.coefficient(k), except: b) else { continue }
                    for (s, d) in run {
                        move(s, by: d, queueing: false)
                        mark(s)
                    }
                    setValue(b, target)
                    absorbed = true
                    break
                }
                if absorbed { continue }
                // No run of moves takes it: move the newest free symbol anyway and let
                // the rows it pushes out be repaired in turn. Along a chain this shifts
                // every later view by the same amount with no pivot, where pivoting would
                // rewrite each later position as a sum over the whole chain. Each symbol is
                // moved this way once per call, so the repair still terminates.
                for k in free where !propagated.contains(row.symbol(k)) {
                    let j = row.symbol(k)
                    let delta = need / row.coefficient(k)
                    let v = value[Int(j)] + delta
                    guard v >= lower(Int(j)) - Tableau.epsilon && v <= upper(Int(j)) + Tableau.epsilon else { continue }
                    guard abs(delta) <= Tableau.propagationGrowth * askedChange else { continue }
                    propagated.insert(j)
                    move(j, by: delta, queueing: true)
                    setValue(b, target)
                    mark(j)
                    absorbed = true
                    break
                }
                if absorbed { continue }
            }
            if !pivoting { return [b] }
            let e = row.symbol(best)
            move(e, by: need / row.coefficient(best), queueing: true)
            setValue(b, target)
            pivot(leaving: b, entering: e)
            // The entering symbol may have been carried past its own bounds.
            enqueue(e)
        }
        return nil
    }

    /// Puts on their bounds, exactly, the symbols of `row` that the candidate test treats
    /// as on them (within ``Tableau/epsilon``) but are short of them, in the direction that
    /// repairs the row. Whether any moved.
    mutating func settleOnBounds(_ row: Row, goingUp: Bool) -> Bool {
        var moved = false
        for k in 0..<row.count {
            let j = row.symbol(k)
            let ji = Int(j)
            let up = (row.coefficient(k) > 0) == goingUp
            let bound = up ? upper(ji) : lower(ji)
            guard bound.isFinite else { continue }
            let gap = bound - value[ji]
            guard up ? gap > 0 : gap < 0, abs(gap) <= Tableau.epsilon else { continue }
            move(j, by: gap, queueing: true)
            moved = true
        }
        return moved
    }

    /// How much larger than the change asked for a free symbol moved anyway may move. Along
    /// a chain of views every move is the change itself; on rows whose coefficients differ
    /// (3 in one, 1 in the next) each move outgrows the last, and unchecked such walks
    /// reached values of 1e18 whose rounding alone broke required constraints by units.
    static let propagationGrowth = 16.0

    /// A row longer than this is repaired by moving free symbols where one can take the
    /// change, even when the caller asked for pivots.
    static let longRepairRow = 32

    /// Above this many terms rewritten by one pivot (``rewriteWork(entering:)``), an edit's
    /// repair tries moves first, as a structural change's does.
    ///
    /// An edit pivots so that the next edit is a single column update, which pays while
    /// the rows it builds stay short. Walking a chain of views from its far end does not:
    /// each position pivoted in is substituted into the rows of every position pivoted
    /// before it, a fan whose rows grow with the walk. Pushing a 1,000-view chain past its
    /// natural width (W2) made 2,000 such pivots, whose dependent rows held 1.3 billion
    /// terms in all, 93% of the step's work. Moved instead once a pivot would rewrite more
    /// than this, the chain shifts to its pinned end and is pivoted back from there, each
    /// row substituted into the one after it (4.8 million terms in all, the walk's first
    /// pivots included). The pivots of a tree of stacks resized the first time (W3)
    /// rewrite at most 1,711 terms each, and keep being pivots.
    static let fanOutRepairWork = 4_096

    /// How many terms a pivot bringing `e` into the basis would rewrite: the lengths of
    /// the rows in its column, the leaving row's among them (at most ``longRepairRow``
    /// terms where this is asked).
    func rewriteWork(entering e: Symbol) -> Int {
        let dependents = column[Int(e)]
        var work = 0
        for n in 0..<dependents.slotCount where dependents[n] >= 0 {
            work += rows.count(ofRowOf: Int(dependents[n]))
        }
        return work
    }

    /// Whether moving the nonbasic `j` in this direction costs nothing at every level.
    func isFreeToMove(_ j: Symbol) -> Bool {
        let i = Int(j)
        return costs.isNegligible(i, epsilon: Tableau.costTolerance)
    }

    /// Whether moving `j` by `delta` keeps `j` and every other row that mentions it within
    /// bounds.
    func canAbsorb(_ j: Symbol, by delta: Double, except b: Symbol) -> Bool {
        let ji = Int(j)
        let v = value[ji] + delta
        if v < lower(ji) - Tableau.epsilon || v > upper(ji) + Tableau.epsilon {
            return false
        }
        let rowsOf = column[ji]
        for n in 0..<rowsOf.slotCount {
            let r = rowsOf[n]
            guard r >= 0, r != b else { continue }
            let ri = Int(r)
            if lower(ri) == -.infinity && upper(ri) == .infinity { continue }
            let w = value[ri] + rows[ri].coefficient(of: j) * delta
            if w < lower(ri) - Tableau.feasibilityTolerance(lower(ri)) || w > upper(ri) + Tableau.feasibilityTolerance(upper(ri)) {
                return false
            }
        }
        return true
    }

    /// A run of moves of free symbols that repairs row `b` by moving `j` by `delta`, or
    /// nil. Each symbol of the run may push exactly one row out of its bounds (besides the
    /// row that asked for its move), and a free symbol of that row, the next of the run,
    /// brings it back; the run ends at a symbol that pushes nothing. Along a chain of views
    /// this is the chain shifting towards its free end. No row may be met twice, so the
    /// moves never add up anywhere unchecked and nothing needs undoing.
    ///
    /// Where a row offers several next symbols, the run takes one whose own pushed row
    /// would offer a free symbol in turn (a position along the chain, not a height held by
    /// its content size), and stops rather than search further.
    ///
    /// As for a free symbol moved anyway, no move of the run may exceed
    /// ``propagationGrowth`` times the first: on rows whose coefficients differ each move
    /// outgrows the last, and values far beyond the change asked for lose to rounding.
    func freeRun(moving j: Symbol, by delta: Double, except b: Symbol) -> [(Symbol, Double)]? {
        var run: [(Symbol, Double)] = []
        var met = Set<Symbol>([b])
        var current = j
        var currentDelta = delta
        var from = b
        let largestMove = Tableau.propagationGrowth * max(1, abs(delta))
        while run.count < Tableau.freeRunLimit {
            guard abs(currentDelta) <= largestMove else { return nil }
            guard let push = pushedRow(moving: current, by: currentDelta, from: from, met: met) else { return nil }
            run.append((current, currentDelta))
            let rowsOfCurrent = column[Int(current)]
            for n in 0..<rowsOfCurrent.slotCount where rowsOfCurrent[n] >= 0 {
                met.insert(rowsOfCurrent[n])
            }
            guard let (r, target, reached) = push else { return run }
            guard let (next, nextDelta) = nextInRun(row: r, target: target, reached: reached, after: current, met: met)
            else { return nil }
            from = r
            current = next
            currentDelta = nextDelta
        }
        return nil
    }

    /// For moving the free `s` by `delta`: nil when it cannot be part of a run (out of its
    /// own bounds, in too many rows, in a row already met other than `from`, or pushing two
    /// rows); otherwise the one row it pushes out of bounds, with the bound to bring it
    /// back to and the value it would reach, or `.some(nil)` when it pushes none.
    private func pushedRow(moving s: Symbol, by delta: Double, from: Symbol, met: Set<Symbol>)
        -> (Symbol, Double, Double)?? {
        let si = Int(s)
        let v = value[si] + delta
        if v < lower(si) - Tableau.epsilon || v > upper(si) + Tableau.epsilon { return nil }
        let rowsOfS = column[si]
        // A symbol in many rows (a container's width) is not worth the scan.
        guard rowsOfS.count <= Tableau.helpColumnLimit else { return nil }
        var pushed: (Symbol, Double, Double)?
        for n in 0..<rowsOfS.slotCount {
            let r = rowsOfS[n]
            guard r >= 0, r != from else { continue }
            if met.contains(r) { return nil }
            let ri = Int(r)
            if lower(ri) == -.infinity && upper(ri) == .infinity { continue }
            let w = value[ri] + rows.coefficient(of: s, inRowOf: ri) * delta
            let target: Double
            if w < lower(ri) - Tableau.feasibilityTolerance(lower(ri)) {
                target = lower(ri)
            } else if w > upper(ri) + Tableau.feasibilityTolerance(upper(ri)) {
                target = upper(ri)
            } else {
                continue
            }
            if pushed != nil { return nil }
            pushed = (r, target, w)
        }
        return .some(pushed)
    }

    /// The free symbol of row `r` to move next in a run, and its move, bringing `r` from
    /// `reached` back to `target`.
    private func nextInRun(row r: Symbol, target: Double, reached: Double, after current: Symbol,
                           met: Set<Symbol>) -> (Symbol, Double)? {
        let row = rows[Int(r)]
        var largest = 0.0
        for t in 0..<row.count { largest = max(largest, abs(row.coefficient(t))) }
        var fallback: (Symbol, Double)?
        for t in 0..<row.count {
            let f = row.symbol(t)
            let c = row.coefficient(t)
            // Dividing by a coefficient small beside the row's largest is what a pivot
            // tolerance refuses.
            guard f != current, abs(c) >= Tableau.tieTolerance * largest, isFreeToMove(f) else { continue }
            let d = (target - reached) / c
            guard let push = pushedRow(moving: f, by: d, from: r, met: met) else { continue }
            guard let (next, _, _) = push else { return (f, d) }
            if fallback == nil && rowOffersFreeSymbol(next, besides: f) { fallback = (f, d) }
        }
        return fallback
    }

    private func rowOffersFreeSymbol(_ r: Symbol, besides s: Symbol) -> Bool {
        let row = rows[Int(r)]
        for t in 0..<row.count where row.symbol(t) != s && isFreeToMove(row.symbol(t)) { return true }
        return false
    }

    /// How many symbols a ``freeRun(moving:by:except:)`` may move: a chain of that many
    /// views shifts without a pivot.
    static let freeRunLimit = 1 << 20

    /// The most rows a symbol moved by ``freeRun(moving:by:except:)`` may be in: each
    /// step of a run stays a few probes however large the tableau.
    static let helpColumnLimit = 16

    /// Whether term `k` of the infeasible `row` can enter: its coefficient is not rounding
    /// (at least `smallest`) and its symbol can move the way that repairs the row.
    func isDualCandidate(_ row: Row, _ k: Int, goingUp: Bool, smallest: Double) -> Bool {
        let a = row.coefficient(k)
        if abs(a) < smallest { return false }
        let ji = Int(row.symbol(k))
        let up = (a > 0) == goingUp
        return up ? value[ji] < upper(ji) - Tableau.epsilon : value[ji] > lower(ji) + Tableau.epsilon
    }

    /// The dual ratio test: whether candidate `k` of `row` has a lexicographically smaller
    /// ratio of reduced cost to coefficient than `other`, newer symbols first on ties
    /// (unless `ignoringStamps`, when a tie is not before).
    func ratioOrder(_ row: Row, _ k: Int, before other: Int, ignoringStamps: Bool = false) -> Bool {
        let j = Int(row.symbol(k))
        let o = Int(row.symbol(other))
        let aj = abs(row.coefficient(k))
        let ao = abs(row.coefficient(other))
        for l in levels.indices {
            let rj = abs(costs[l, j]) / aj
            let ro = abs(costs[l, o]) / ao
            if rj < ro - Tableau.costTolerance { return true }
            if rj > ro + Tableau.costTolerance { return false }
        }
        return !ignoringStamps && stamp[j] > stamp[o]
    }
}
