// The dual simplex: repairing feasibility while the objective stays optimal.
extension Tableau {
    /// Brings every queued basic symbol back within its bounds while keeping the objective
    /// optimal. Returns `nil` on success, or the symbols of a row that no move can repair
    /// (the row's basic symbol first): their constraints cannot hold together.
    ///
    /// With `pivoting` false, only moves without pivots are tried: the first row they cannot
    /// repair is returned (alone) and the tableau is left with the moves made so far.
    mutating func restoreFeasibility(absorbing: Bool = true, pivoting: Bool = true) -> [Symbol]? {
        var iterations = 0
        let limit = 100 * (symbolCount + 100)
        var propagated = Set<Symbol>()
        // The size of the change asked for before any free symbol was moved anyway: such a
        // move may shift others by as much (a chain of views moves by one amount), but a
        // move much larger than the change asked for is amplifying, not propagating.
        var askedChange = 1.0
        var candidates: [Int] = []
        while let b = nextInfeasible() {
            iterations += 1
            if iterations > limit {
                assertionFailure("dual simplex did not converge")
                return [b]
            }
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
            var free: [Int] = []
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
                return [b] + row.symbolArray
            }
            // A long row is repaired by moves too, even for an edit: pivoting on it would
            // substitute it into every row of the entering symbol's column and make them as
            // long. Pushing a 1,000-view chain past its natural width grew rows of 2,000
            // terms that every later resize paid for (W2: a mean step of 23 ms).
            if (absorbing || row.count > Tableau.longRepairRow) && isFreeToMove(row.symbol(best)) && !free.isEmpty {
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
                // another, one row further on. A stack closed at its far end can grow there
                // (its height, then the height of the scroll content that holds it) where
                // the newest symbol, its last view's position, would push the whole chain
                // up against its pinned top and pivot back down it, one row per view.
                // Only for the change asked for: once a move is being passed along a
                // chain, every link would pay for a look that finds nothing (a spacing
                // changed in the middle of a 1,000-view row took twice as long).
                for k in free where propagated.isEmpty {
                    let j = row.symbol(k)
                    let delta = need / row.coefficient(k)
                    guard let (f, fDelta) = helpOneRowFurther(moving: j, by: delta, except: b) else { continue }
                    move(j, by: delta, queueing: false)
                    move(f, by: fDelta, queueing: false)
                    setValue(b, target)
                    mark(j)
                    mark(f)
                    absorbed = true
                    break
                }
                if absorbed { continue }
                // Nothing takes it within two rows: move the newest free symbol anyway and let
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

    /// How much larger than the change asked for a free symbol moved anyway may move. Along
    /// a chain of views every move is the change itself; on rows whose coefficients differ
    /// (3 in one, 1 in the next) each move outgrows the last, and unchecked such walks
    /// reached values of 1e18 whose rounding alone broke required constraints by units.
    static let propagationGrowth = 16.0

    /// A row longer than this is repaired by moving free symbols where one can take the
    /// change, even when the caller asked for pivots.
    static let longRepairRow = 32

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

    /// When moving the free `j` by `delta` pushes exactly one row other than `b`'s out of
    /// its bounds, a free symbol of that row, and its move, that bring it back; nil
    /// otherwise. The helper's move must keep its own bounds and every other row it is in,
    /// and those rows must name neither `j` nor `b`: then the two moves never add up in a
    /// row that was not checked, and no undo is needed.
    func helpOneRowFurther(moving j: Symbol, by delta: Double, except b: Symbol) -> (Symbol, Double)? {
        let ji = Int(j)
        let v = value[ji] + delta
        if v < lower(ji) - Tableau.epsilon || v > upper(ji) + Tableau.epsilon { return nil }
        // A symbol in many rows (a container's width) is not worth the scan.
        guard column[ji].count <= Tableau.helpColumnLimit else { return nil }
        var pushed: Symbol = -1
        var pushedValue = 0.0
        var pushedTarget = 0.0
        let rowsOfJ = column[ji]
        for n in 0..<rowsOfJ.slotCount {
            let r = rowsOfJ[n]
            guard r >= 0, r != b else { continue }
            let ri = Int(r)
            if lower(ri) == -.infinity && upper(ri) == .infinity { continue }
            let w = value[ri] + rows.coefficient(of: j, inRowOf: ri) * delta
            let target: Double
            if w < lower(ri) - Tableau.feasibilityTolerance(lower(ri)) {
                target = lower(ri)
            } else if w > upper(ri) + Tableau.feasibilityTolerance(upper(ri)) {
                target = upper(ri)
            } else {
                continue
            }
            if pushed >= 0 { return nil }
            pushed = r
            pushedValue = w
            pushedTarget = target
        }
        guard pushed >= 0 else { return nil }
        let rowR = rows[Int(pushed)]
        var largest = 0.0
        for t in 0..<rowR.count { largest = max(largest, abs(rowR.coefficient(t))) }
        candidates: for t in 0..<rowR.count {
            let f = rowR.symbol(t)
            let c = rowR.coefficient(t)
            // Dividing by a coefficient small beside the row's largest is what a pivot
            // tolerance refuses.
            guard f != j, abs(c) >= Tableau.tieTolerance * largest, isFreeToMove(f) else { continue }
            let d = (pushedTarget - pushedValue) / c
            let fi = Int(f)
            let fv = value[fi] + d
            if fv < lower(fi) - Tableau.epsilon || fv > upper(fi) + Tableau.epsilon { continue }
            guard column[fi].count <= Tableau.helpColumnLimit else { continue }
            let rowsOfF = column[fi]
            for m in 0..<rowsOfF.slotCount {
                let q = rowsOfF[m]
                guard q >= 0, q != pushed else { continue }
                let qi = Int(q)
                if q == b || rows.coefficient(of: j, inRowOf: qi) != 0 { continue candidates }
                if lower(qi) == -.infinity && upper(qi) == .infinity { continue }
                let u = value[qi] + rows.coefficient(of: f, inRowOf: qi) * d
                if u < lower(qi) - Tableau.feasibilityTolerance(lower(qi))
                    || u > upper(qi) + Tableau.feasibilityTolerance(upper(qi)) {
                    continue candidates
                }
            }
            return (f, d)
        }
        return nil
    }

    /// The most rows a symbol moved by ``helpOneRowFurther(moving:by:except:)`` may be
    /// in, the helper included: the look stays a few probes however large the tableau.
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
