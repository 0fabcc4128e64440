/// Symbols in a binary heap by their stamps (the order they were made in): the newest on
/// top, or with ``oldestFirst`` the oldest. The tableau keeps two: the basic symbols waiting
/// for the dual simplex and the nonbasic symbols the primal simplex may enter.
///
/// Both simplexes take the newest symbol that still needs them (the tie-breaking order the
/// whole solver follows), except that a batch repair takes the oldest queued row first.
/// Scanning a list for it on every iteration was quadratic in the list's length: 12% of a
/// 20,000-row chain's repair, and 60% of giving 10,000 labels their texts at once, where
/// each of 20,000 primal steps looked at every label still marked.
/// Members that no longer need looking at are dropped lazily, by the caller, when they
/// reach the top; stamps are unique among live symbols, so there are no ties.
///
/// The heap holds symbols only; every call that orders them takes the stamps.
///
/// A heap made with `ordered: false` starts as a plain list, where ``insert(_:stamps:)`` is
/// an append, until ``makeOrdered(stamps:)``: the primal simplex's candidates are usually a
/// handful, scanned faster than kept in order, and only a long list is worth a heap.
struct StampHeap {
    private(set) var members: [Tableau.Symbol] = []
    /// Whether the oldest symbol is on top instead of the newest.
    private(set) var oldestFirst = false
    /// Whether ``members`` is in heap order; if not, it is a list in no order.
    private(set) var isOrdered: Bool

    init(ordered: Bool = true) {
        isOrdered = ordered
    }

    var top: Tableau.Symbol? { members.first }
    var count: Int { members.count }

    @inline(__always)
    private func precedes(_ a: Int, _ b: Int, _ stamps: [UInt32]) -> Bool {
        let sa = stamps[Int(members[a])], sb = stamps[Int(members[b])]
        return oldestFirst ? sa < sb : sa > sb
    }

    mutating func insert(_ s: Tableau.Symbol, stamps: [UInt32]) {
        members.append(s)
        guard isOrdered else { return }
        var child = members.count - 1
        while child > 0 {
            let parent = (child - 1) / 2
            guard precedes(child, parent, stamps) else { return }
            members.swapAt(child, parent)
            child = parent
        }
    }

    /// Puts a list in heap order; inserts keep it so until ``removeAll(ordered:)``.
    mutating func makeOrdered(stamps: [UInt32]) {
        guard !isOrdered else { return }
        isOrdered = true
        reorder(stamps: stamps)
    }

    /// Takes out the member at `index` of a list (one not ordered), moving the last one
    /// there.
    mutating func remove(at index: Int) {
        precondition(!isOrdered, "only a list's members are taken out by index")
        members.swapAt(index, members.count - 1)
        members.removeLast()
    }

    /// Takes the top symbol out (of an ordered heap).
    mutating func removeTop(stamps: [UInt32]) {
        let last = members.removeLast()
        guard !members.isEmpty else { return }
        members[0] = last
        siftDown(0, stamps)
    }

    /// Takes out every symbol for which `leaves` is true.
    mutating func removeAll(stamps: [UInt32], where leaves: (Tableau.Symbol) -> Bool) {
        members.removeAll(where: leaves)
        reorder(stamps: stamps)
    }

    /// Empties the heap; one made with `ordered: false` is a list again.
    mutating func removeAll(ordered: Bool) {
        members.removeAll(keepingCapacity: true)
        isOrdered = ordered
    }

    /// Puts the oldest or the newest symbol on top from now on.
    mutating func setOldestFirst(_ oldest: Bool, stamps: [UInt32]) {
        guard oldest != oldestFirst else { return }
        oldestFirst = oldest
        reorder(stamps: stamps)
    }

    /// Restores the heap order after stamps changed.
    mutating func reorder(stamps: [UInt32]) {
        guard isOrdered, members.count > 1 else { return }
        for start in stride(from: members.count / 2 - 1, through: 0, by: -1) {
            siftDown(start, stamps)
        }
    }

    private mutating func siftDown(_ start: Int, _ stamps: [UInt32]) {
        var parent = start
        let count = members.count
        while true {
            let left = 2 * parent + 1
            guard left < count else { return }
            var first = left
            if left + 1 < count && precedes(left + 1, left, stamps) { first = left + 1 }
            guard precedes(first, parent, stamps) else { return }
            members.swapAt(parent, first)
            parent = first
        }
    }
}
