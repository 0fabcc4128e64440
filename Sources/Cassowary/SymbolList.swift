/// The rows a symbol appears in: a set of symbols kept sorted, so walks are deterministic
/// and a member is found by binary search. (A hash index beside each long list found it
/// in one probe but took 4–8 bytes a member, 2–3 MB of a 10,000-view screen; a chain's hub
/// symbols appear in hundreds of rows and lose and gain them on every pivot, which costs a
/// move of the members after the place, a few hundred bytes.)
///
/// Up to two members are kept in place, with no allocation: on a 10,000-view screen,
/// 53,000 of the 95,000 lists have one or two members, and a heap block each (an array
/// header and the allocator's overhead: about 56 bytes) was most of their memory. Longer
/// lists live in a ``ListStorage`` block, shared between copies until one of them changes.
///
/// The block is a stored property of its own, not an enum payload, so that changing a long
/// list checks its uniqueness in place, without a retain and a release: atomic operations,
/// which cost more than the rest of a pivot's inner loop (an enum with three members in
/// place saved 2 MB on a 10,000-view screen but made the W2 resize workload 20% slower). A
/// third member in place would make the list 24 bytes, which costs more than it saves.
/// Walk a list with ``count`` and ``subscript(_:)``.
struct SymbolList {
    /// The members in place while `list` is nil, `first < second`; -1 marks a free place
    /// (members are symbols, never negative).
    private var first: Int32 = -1
    private var second: Int32 = -1
    private var list: ListStorage?

    var count: Int {
        @inline(__always) get {
            if list != nil {
                unowned(unsafe) let list = self.list!
                return list.withMembers { header, _ in Int(header.pointee.count) }
            }
            return first < 0 ? 0 : (second < 0 ? 1 : 2)
        }
    }

    var isEmpty: Bool { count == 0 }

    /// Member `k`, in increasing order.
    @inline(__always)
    subscript(_ k: Int) -> Int32 {
        if list != nil {
            unowned(unsafe) let list = self.list!
            return list.withMembers { header, members in
                assert(k >= 0 && k < Int(header.pointee.count), "SymbolList member out of range")
                return members[k]
            }
        }
        return k == 0 ? first : second
    }

    /// The number of members smaller than `member`.
    @inline(__always)
    private static func insertionPoint(of member: Int32, in members: UnsafeMutablePointer<Int32>, count: Int) -> Int {
        var lo = 0
        var n = count
        while n > 0 {
            let half = n >> 1
            if members[lo &+ half] < member {
                lo = lo &+ half &+ 1
                n = n &- half &- 1
            } else {
                n = half
            }
        }
        return lo
    }

    /// Adds a member the list does not hold.
    mutating func append(_ member: Int32) {
        guard list != nil else {
            if first < 0 {
                first = member
            } else if second < 0 {
                (first, second) = member < first ? (member, first) : (first, member)
            } else {
                let block = ListStorage.make(capacity: 4)
                let (a, b) = (first, second)
                let sorted = member < a ? (member, a, b) : (member < b ? (a, member, b) : (a, b, member))
                block.withMembers { header, members in
                    members.initialize(to: sorted.0)
                    (members + 1).initialize(to: sorted.1)
                    (members + 2).initialize(to: sorted.2)
                    header.pointee.count = 3
                }
                (first, second) = (-1, -1)
                list = block
            }
            return
        }
        let (count, capacity) = list!.withMembers { header, _ in
            (Int(header.pointee.count), Int(header.pointee.capacity))
        }
        if count == capacity {
            // A quarter as much again, not twice.
            list = list!.copy(capacity: count + count / 4 + 2)
        } else if !isKnownUniquelyReferenced(&list) {
            list = list!.copy(capacity: capacity)
        }
        unowned(unsafe) let block = list!
        block.withMembers { header, members in
            let k = SymbolList.insertionPoint(of: member, in: members, count: count)
            // Slots from `count` on are uninitialised; see ``Row``'s insertion.
            if k < count {
                (members + k + 1).moveInitialize(from: members + k, count: count - k)
            }
            (members + k).initialize(to: member)
            header.pointee.count = Int32(count + 1)
        }
    }

    mutating func remove(_ member: Int32) {
        guard list != nil else {
            if second >= 0 && second == member {
                second = -1
            } else if first >= 0 && first == member {
                (first, second) = second >= 0 ? (second, -1) : (-1, -1)
            }
            return
        }
        let (k, found, capacity) = list!.withMembers { header, members in
            let count = Int(header.pointee.count)
            let k = SymbolList.insertionPoint(of: member, in: members, count: count)
            return (k, k < count && members[k] == member, Int(header.pointee.capacity))
        }
        guard found else { return }
        if !isKnownUniquelyReferenced(&list) {
            list = list!.copy(capacity: capacity)
        }
        unowned(unsafe) let block = list!
        let (last, kept) = block.withMembers { header, members in
            let last = Int(header.pointee.count) - 1
            (members + k).deinitialize(count: 1)
            if k < last {
                (members + k).moveInitialize(from: members + k + 1, count: last - k)
            }
            header.pointee.count = Int32(last)
            return (last, (last > 0 ? members[0] : -1, last > 1 ? members[1] : -1))
        }
        if last <= 2 {
            // Short again: back in place, in the same order, and the block goes.
            (first, second) = kept
            list = nil
        } else if capacity > 64 && last * 4 < capacity {
            // A hub column that once held thousands of rows keeps its storage after pivots
            // empty it: give back all but twice what is left (the lists were over 3× their
            // size in a 10,000-view tableau).
            list = block.copy(capacity: last * 2)
        }
    }

    /// Empties the list and gives its storage back: a symbol's column is emptied when it
    /// becomes basic, and stays empty until it leaves the basis, often never.
    mutating func removeAll() {
        (first, second, list) = (-1, -1, nil)
    }
}
