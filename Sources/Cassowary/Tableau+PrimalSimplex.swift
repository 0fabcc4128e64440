// The primal simplex on the lexicographic objective.
extension Tableau {
    /// Lowers the lexicographic objective until no marked symbol can improve it.
    ///
    /// With `droppingErrors`, an error that can shrink is dropped to zero at once and the
    /// dual simplex repairs what that breaks (see below); ``Solver/remove(_:)`` uses it, where
    /// a removed constraint leaves errors that no longer need to be there.
    ///
    /// Returns false when it gave up: far more steps than symbols means it is cycling,
    /// which only rounding can make it do (constraints that agree to seven digits, values
    /// of 1e15). The solution is then feasible but maybe not optimal, and the caller
    /// undoes the call.
    ///
    /// Before giving up it looks once for the rounding that makes it cycle: after more
    /// steps than symbols, drifted rows or reduced costs (``hasDrifted()``) are derived
    /// afresh (``refactor()``) and the search goes on from there. A reduced cost drifted
    /// to -3.3e-7 where the exact one is 0 (beyond ``costTolerance``) made a step that
    /// gained nothing at a higher priority and undid 75 units at the next, and three more
    /// steps came back to it: an optional constraint on small integer coefficients was
    /// refused as lost precision after 24,400 steps (oracle seed 3,974,967).
    @discardableResult
    mutating func optimize(droppingErrors: Bool = false) -> Bool {
        var iterations = 0
        var boundMoves = droppingErrors ? 0 : Int.max
        var trialMoves = 0
        let limit = 100 * (symbolCount + 100)
        let driftLook = symbolCount + 100
        while true {
            iterations += 1
            if iterations > limit { return false }
            if iterations == driftLook, hasDrifted() {
                refactor()
                // The exact rows may put a basic value past a bound that its drifted row
                // hid: feasibility first, as after any refactor.
                if restoreFeasibility() != nil { return false }
            }
            guard let (entering, direction) = nextImproving() else { return true }
            let ei = Int(entering)
            if kind(ei) == .error && direction < 0 && boundMoves == .max && trialMoves < 1000 {
                // An error that can shrink: first try dropping it to zero by moves alone,
                // shifting free symbols along chains (a new row height moving every row
                // below it), and keep that if no row needs a pivot. A primal step would
                // instead pivot along the chain, through equalities that block it at step
                // zero, and write every later position as a sum over the chain above it:
                // rows that grow with the square of the chain. If some row can only be
                // repaired by a pivot, the try is undone and the primal step below is
                // taken as before.
                trialMoves += 1
                if tryDroppingError(entering) { continue }
            }
            if kind(ei) == .error && direction < 0 && boundMoves < 1000 {
                // An error that can shrink: drop it to zero at once and let the dual simplex
                // repair what that breaks, moving free symbols along chains without pivots.
                // A plain primal step would stop at the first fixed row it meets and pivot
                // its way along the chain instead.
                boundMoves += 1
                if tryDroppingError(entering, pivoting: true) { continue }
                // In exact arithmetic the repair always succeeds: the error itself can
                // take the change back. Where two constraints nearly coincide, its
                // coefficient in the stuck row is below the pivot tolerance, and the
                // repair stops. Returning there (as this once did) left a required
                // constraint broken by 686,271 after a removal, unseen by the checks that
                // follow; the values are put back and the primal step below is taken.
            }
            let bound = direction > 0 ? upper(ei) - value[ei] : value[ei] - lower(ei)
            // The ratio test in two passes, after Harris: the first finds how far the
            // entering symbol can go, the second picks the row that leaves among those that
            // stop it there (to within rounding): the newest of those whose pivot element is
            // not small beside the largest of theirs, since dividing by a small one
            // multiplies the rounding of every row the pivot touches.
            var step = bound
            let rowsOf = column[ei]
            for n in 0..<rowsOf.slotCount {
                let r = rowsOf[n]
                guard r >= 0, let limit = ratioLimit(r, entering, direction) else { continue }
                step = min(step, limit)
            }
            var leaving: Symbol = -1
            if step < bound - Tableau.epsilon {
                var largestTied = 0.0
                for n in 0..<rowsOf.slotCount {
                    let r = rowsOf[n]
                    guard r >= 0, let limit = ratioLimit(r, entering, direction), limit <= step + Tableau.epsilon else { continue }
                    largestTied = max(largestTied, abs(rows[Int(r)].coefficient(of: entering)))
                }
                let sizable = Tableau.tieTolerance * largestTied
                for n in 0..<rowsOf.slotCount {
                    let r = rowsOf[n]
                    guard r >= 0, let limit = ratioLimit(r, entering, direction), limit <= step + Tableau.epsilon,
                          abs(rows[Int(r)].coefficient(of: entering)) >= sizable else { continue }
                    if leaving < 0 || stamp[Int(r)] > stamp[Int(leaving)] {
                        leaving = r
                    }
                }
            }
            guard step < .infinity else {
                // Cannot happen for a bounded objective; drop the candidate rather than loop.
                unmarkAll { $0 == entering }
                continue
            }
            move(entering, by: direction * step, queueing: false)
            if leaving >= 0 {
                let li = Int(leaving)
                let rate = rows[li].coefficient(of: entering) * direction
                setValue(leaving, rate > 0 ? upper(li) : lower(li))
                pivot(leaving: leaving, entering: entering)
            } else {
                setValue(entering, direction > 0 ? upper(ei) : lower(ei))
            }
        }
    }

    /// How far the nonbasic `entering` can move in `direction` before the basic `r` reaches
    /// a bound, or nil when `r` does not stop it.
    func ratioLimit(_ r: Symbol, _ entering: Symbol, _ direction: Double) -> Double? {
        let ri = Int(r)
        let rate = rows[ri].coefficient(of: entering) * direction
        if rate > Tableau.epsilon {
            guard upper(ri) < .infinity else { return nil }
            return max(0, (upper(ri) - value[ri]) / rate)
        }
        if rate < -Tableau.epsilon {
            guard lower(ri) > -.infinity else { return nil }
            return max(0, (value[ri] - lower(ri)) / -rate)
        }
        return nil
    }

    /// Moves the nonbasic error `e` to its lower bound and repairs the rows that breaks
    /// (``restoreFeasibility(absorbing:pivoting:oldestFirst:)``), with moves of free
    /// symbols only unless `pivoting`. Returns whether that worked; if not, every value is
    /// put back as it was, the symbols the trial noted as changed or drifted are forgotten
    /// again, and the tableau means what it meant before: the rows are unchanged, or
    /// pivoted into equivalent ones, which the old values satisfy as they did. (The
    /// symbols touched stay marked or queued, which only makes them candidates to look at
    /// again.)
    mutating func tryDroppingError(_ e: Symbol, pivoting: Bool = false) -> Bool {
        let ei = Int(e)
        let changedCount = changed.count
        let driftedCount = drifted.count
        isTrialMove = true
        trialLog.removeAll(keepingCapacity: true)
        move(e, by: lower(ei) - value[ei], queueing: true)
        let failed = restoreFeasibility(absorbing: true, pivoting: pivoting) != nil
        isTrialMove = false
        if failed {
            for (s, v) in trialLog.reversed() {
                value[Int(s)] = v
            }
            // Noted during the trial, so their flags were clear before it.
            for s in changed[changedCount...] { setFlag(Int(s), .changed, false) }
            changed.removeSubrange(changedCount...)
            for s in drifted[driftedCount...] { setFlag(Int(s), .drifted, false) }
            drifted.removeSubrange(driftedCount...)
        }
        trialLog.removeAll(keepingCapacity: true)
        return !failed
    }
}
