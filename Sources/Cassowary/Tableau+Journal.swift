// Undoing a refused operation.
extension Tableau {
    mutating func beginJournal() {
        journal = Journal(driftedCount: drifted.count)
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
        // Values updated before the operation stay due for their refresh, exactly as if the
        // refused call had never been made.
        for s in drifted[j.driftedCount...] { isDrifted[Int(s)] = false }
        drifted.removeSubrange(j.driftedCount...)
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
}
