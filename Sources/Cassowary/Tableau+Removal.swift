// Taking a constraint's equation and an unused variable out of the tableau.
extension Tableau {
    /// Removes the equation that the private symbols `privates` (a constraint's slack and
    /// error symbols, found in no other equation) belong to, then frees them. Values do not
    /// change; call ``optimize()`` afterwards. `errorPriority` is the priority of the
    /// constraint's errors, nil for a required constraint.
    mutating func removeEquation(privates: [Symbol], errorPriority: Double?) {
        var basic: Symbol = -1
        for p in privates where flag(Int(p), .basic) {
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
                let rowsOf = column[Int(p)]
                for n in 0..<rowsOf.slotCount {
                    let r = rowsOf[n]
                    guard r >= 0 else { continue }
                    let c = abs(rows[Int(r)].coefficient(of: p))
                    let isError = kind(Int(r)) == .error
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
            if kind(Int(basic)) == .error, let p = errorPriority, let l = levels.firstIndex(where: { $0.priority == p }) {
                // A basic error counts in the objective through its row: take the row out.
                for k in 0..<row.count {
                    let s = row.symbol(k)
                    setCost(level: l, s, costs[l, Int(s)] - row.coefficient(k))
                }
            }
            for k in 0..<row.count { mark(row.symbol(k)) }
        }
        for p in privates {
            let pi = Int(p)
            if flag(pi, .basic) { detachRow(p) }
            purgeFromRows(p)
            column[pi].removeAll()
            costs.clear(pi)
            setFlag(pi, .marked, false)
            setFlag(pi, .queued, false)
            release(p)
        }
        marked.removeAll(stamps: stamp) { privates.contains($0) }
        queue.removeAll(stamps: stamp) { privates.contains($0) }
    }

    /// Frees an external symbol that no constraint mentions any more.
    mutating func releaseExternal(_ s: Symbol) {
        let i = Int(s)
        if flag(i, .basic) {
            // Only numerical noise can leave it basic; its row means nothing now.
            detachRow(s)
        }
        purgeFromRows(s)
        column[i].removeAll()
        if flag(i, .marked) {
            unmarkAll { $0 == s }
        }
        if flag(i, .changed) {
            setFlag(i, .changed, false)
            changed.removeAll { $0 == s }
        }
        release(s)
    }

    /// Takes `s` out of every row it is still in. Only rounding noise can leave a symbol
    /// there once the equation that defined it is gone; its coefficient means nothing.
    mutating func purgeFromRows(_ s: Symbol) {
        let rowsOf = column[Int(s)]
        for n in 0..<rowsOf.slotCount {
            let r = rowsOf[n]
            guard r >= 0 else { continue }
            if let k = rows[Int(r)].position(of: s) {
                rows[Int(r)].remove(at: k)
            }
        }
    }
}
