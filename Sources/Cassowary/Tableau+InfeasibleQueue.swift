// The rows waiting for the dual simplex, as a binary max-heap by stamp: the dual simplex
// takes the newest infeasible row first, and scanning the whole queue for it on every
// iteration made restoring feasibility quadratic in the number of rows queued at once
// (12% of a 20,000-row chain's instructions). Rows that became feasible or left the basis
// are dropped lazily when they reach the top, so the row chosen is the one a full scan
// would choose: the newest queued row that is basic and violated. Stamps are unique
// among live symbols, so there are no ties to break.
extension Tableau {
    @inline(__always)
    private func isNewer(_ a: Int, than b: Int) -> Bool {
        stamp[Int(queue[a])] > stamp[Int(queue[b])]
    }

    private mutating func siftUp(_ start: Int) {
        var child = start
        while child > 0 {
            let parent = (child - 1) / 2
            guard isNewer(child, than: parent) else { return }
            queue.swapAt(child, parent)
            child = parent
        }
    }

    private mutating func siftDown(_ start: Int) {
        var parent = start
        let count = queue.count
        while true {
            let left = 2 * parent + 1
            guard left < count else { return }
            var newest = left
            if left + 1 < count && isNewer(left + 1, than: left) { newest = left + 1 }
            guard isNewer(newest, than: parent) else { return }
            queue.swapAt(parent, newest)
            parent = newest
        }
    }

    /// Puts `s` in the queue, once.
    mutating func enqueue(_ s: Symbol) {
        let i = Int(s)
        if !flag(i, .queued) {
            setFlag(i, .queued, true)
            queue.append(s)
            siftUp(queue.count - 1)
        }
    }

    /// Restores the heap order after the queue was filtered or a queued symbol's stamp
    /// changed.
    mutating func reorderQueue() {
        guard queue.count > 1 else { return }
        for start in stride(from: queue.count / 2 - 1, through: 0, by: -1) {
            siftDown(start)
        }
    }

    /// The newest queued row that is basic and out of its bounds, or nil; rows met on the
    /// way that no longer need the dual simplex leave the queue. The row returned stays
    /// queued until it is feasible.
    mutating func nextInfeasible() -> Symbol? {
        while let top = queue.first {
            let i = Int(top)
            if flag(i, .basic) && violation(top) != 0 { return top }
            setFlag(i, .queued, false)
            let last = queue.removeLast()
            if !queue.isEmpty {
                queue[0] = last
                siftDown(0)
            }
        }
        return nil
    }
}
