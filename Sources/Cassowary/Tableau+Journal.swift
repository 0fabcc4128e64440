// Undoing a refused operation.
extension Tableau {
    mutating func beginJournal() {
        // Moved, not copied, between the two slots: a copy retains every log.
        if var recycled = spareJournal.take() {
            recycled.driftedCount = drifted.count
            recycled.drift = driftBookkeeping
            journal = consume recycled
        } else {
            journal = Journal(driftedCount: drifted.count, drift: driftBookkeeping)
        }
    }

    mutating func commitJournal() {
        guard var finished = journal.take() else { return }
        finished.clear()
        if !finished.isLarge { spareJournal = consume finished }
    }

    /// Puts back every row, value, cost and bound the journal saw change (the oldest entry
    /// of each wins) and the drift bookkeeping, and frees the symbols created since
    /// ``beginJournal()``.
    mutating func rollBack() {
        guard let j = journal.take() else { return }
        var firstRows: [Int32: Row?] = [:]
        for entry in j.rows.reversed() {
            firstRows[entry.symbol] = .some(entry.row)
        }
        for s in firstRows.keys where flag(Int(s), .basic) {
            detachRow(s)
        }
        for (s, old) in firstRows {
            if let old {
                attachRow(s, old)
            }
        }
        for entry in j.values.reversed() {
            value[Int(entry.symbol)] = entry.value
        }
        for entry in j.costs.reversed() {
            costs.set(entry.level, Int(entry.symbol), entry.cost)
        }
        for entry in j.bounds.reversed() {
            storeBounds(Int(entry.symbol), entry.lower, entry.upper)
        }
        for s in marked.members { setFlag(Int(s), .marked, false) }
        marked.removeAll(ordered: false)
        // Values updated before the operation stay due for their refresh, exactly as if the
        // refused call had never been made. A refresh during the operation emptied the list
        // (a required addition refreshes before it is accepted): the values it corrected
        // were put back above, so the list is put back too. Sliced from the count alone,
        // the shorter list trapped.
        if let before = j.driftedBeforeRefresh {
            for s in drifted { setFlag(Int(s), .drifted, false) }
            drifted = before
            for s in drifted { setFlag(Int(s), .drifted, true) }
        } else {
            for s in drifted[j.driftedCount...] { setFlag(Int(s), .drifted, false) }
            drifted.removeSubrange(j.driftedCount...)
        }
        for s in queue.members { setFlag(Int(s), .queued, false) }
        queue.removeAll(ordered: true)
        driftBookkeeping = j.drift
        for s in j.createdSymbols.reversed() {
            let i = Int(s)
            // A created symbol is only in rows attached by the same operation, and those
            // were detached above.
            column[i].removeAll()
            if flag(i, .changed) {
                setFlag(i, .changed, false)
                changed.removeAll { $0 == s }
            }
            setFlag(i, .basic, false)
            rows[i] = Row()
            release(s)
        }
        nextStamp -= UInt32(j.createdSymbols.count)
    }
}
