// The two work lists of the simplexes, each a ``StampHeap``: the basic symbols waiting for
// the dual simplex (``queue``) and the nonbasic symbols the primal simplex may enter
// (``marked``).
extension Tableau {
    /// Puts `s` in the dual simplex's queue, once.
    mutating func enqueue(_ s: Symbol) {
        let i = Int(s)
        if !flag(i, .queued) {
            setFlag(i, .queued, true)
            queue.insert(s, stamps: stamp)
        }
    }

    /// Restores both work lists' order after stamps changed.
    mutating func reorderWorkLists() {
        queue.reorder(stamps: stamp)
        marked.reorder(stamps: stamp)
    }

    /// The newest queued row that is basic and out of its bounds (the oldest while
    /// ``StampHeap/oldestFirst``), or nil; rows met on the way that no longer need the
    /// dual simplex leave the queue. The row returned stays queued until it is feasible.
    mutating func nextInfeasible() -> Symbol? {
        while let top = queue.top {
            let i = Int(top)
            if flag(i, .basic) && violation(top) != 0 { return top }
            setFlag(i, .queued, false)
            queue.removeTop(stamps: stamp)
        }
        return nil
    }

    /// Marks `s` as a symbol the primal simplex should look at.
    mutating func mark(_ s: Symbol) {
        let i = Int(s)
        if !flag(i, .marked) {
            setFlag(i, .marked, true)
            marked.insert(s, stamps: stamp)
        }
    }

    /// The newest marked symbol that can improve the objective, with its direction
    /// (``improvingDirection(_:)``), or nil; marked symbols met on the way that cannot
    /// improve it are unmarked. The symbol returned stays marked.
    ///
    /// The marked symbols are a list, scanned: one scan unmarks every symbol that cannot
    /// improve, usually most of them. When more than ``orderedMarkedCount`` can, they are
    /// put in heap order until none is left, since each step enters only one of them.
    mutating func nextImproving() -> (Symbol, Double)? {
        if !marked.isOrdered {
            let newest = newestImprovingInList()
            if marked.count > Tableau.orderedMarkedCount { marked.makeOrdered(stamps: stamp) }
            return newest
        }
        while let top = marked.top {
            let i = Int(top)
            let d = flag(i, .basic) ? 0 : improvingDirection(top)
            if d != 0 { return (top, d) }
            setFlag(i, .marked, false)
            marked.removeTop(stamps: stamp)
        }
        marked.removeAll(ordered: false)
        return nil
    }

    /// Above this many marked symbols that can improve the objective, the primal simplex
    /// keeps them in heap order.
    static let orderedMarkedCount = 64

    private mutating func newestImprovingInList() -> (Symbol, Double)? {
        var best: (Symbol, Double)?
        var k = 0
        while k < marked.count {
            let s = marked.members[k]
            let i = Int(s)
            let d = flag(i, .basic) ? 0 : improvingDirection(s)
            if d == 0 {
                setFlag(i, .marked, false)
                marked.remove(at: k)
                continue
            }
            if best == nil || stamp[i] > stamp[Int(best!.0)] { best = (s, d) }
            k += 1
        }
        return best
    }

    /// Unmarks the symbols for which `leaves` is true.
    mutating func unmarkAll(where leaves: (Symbol) -> Bool) {
        for s in marked.members where leaves(s) { setFlag(Int(s), .marked, false) }
        marked.removeAll(stamps: stamp, where: leaves)
    }
}
