/// The rows a symbol appears in: a set of symbols kept sorted, so walks are deterministic
/// and a member is found by binary search. (A hash index beside each long list found it
/// in one probe but took 4–8 bytes a member, 2–3 MB of a 10,000-view screen.)
///
/// A removal from a long list leaves a gap (the member's bits inverted, so the slots stay
/// in order for the search) instead of moving the members after it: a hub symbol, such as
/// the container's width in a stack of N rows, is in N rows and loses one on nearly every
/// pivot, and moving the rest each time made building an N-row stack O(N²) in memory
/// moves alone (44% of the instructions of a 5,000-row chain). The gaps are squeezed out
/// when they outnumber the members, so a removal costs O(log n) amortised; an insertion
/// next to a gap takes its slot. Walks go over ``slotCount`` slots and skip the gaps,
/// which read as -1.
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

    /// The number of members.
    var count: Int {
        @inline(__always) get {
            if list != nil {
                unowned(unsafe) let list = self.list!
                return list.withMembers { header, _ in Int(header.pointee.live) }
            }
            return first < 0 ? 0 : (second < 0 ? 1 : 2)
        }
    }

    /// The number of slots a walk goes over: the members, and in a long list the gaps
    /// between them.
    var slotCount: Int {
        @inline(__always) get {
            if list != nil {
                unowned(unsafe) let list = self.list!
                return list.withMembers { header, _ in Int(header.pointee.count) }
            }
            return first < 0 ? 0 : (second < 0 ? 1 : 2)
        }
    }

    var isEmpty: Bool { count == 0 }

    /// The member in slot `k`, in increasing order, or -1 for a gap.
    @inline(__always)
    subscript(_ k: Int) -> Int32 {
        if list != nil {
            unowned(unsafe) let list = self.list!
            return list.withMembers { header, members in
                assert(k >= 0 && k < Int(header.pointee.count), "SymbolList slot out of range")
                let member = members[k]
                return member < 0 ? -1 : member
            }
        }
        return k == 0 ? first : second
    }

    /// The member a slot holds or, for a gap, held: gaps keep their member's place in the
    /// order.
    @inline(__always)
    private static func key(_ slot: Int32) -> Int32 { slot < 0 ? ~slot : slot }

    /// The number of slots whose member is smaller than `member`.
    @inline(__always)
    private static func insertionPoint(of member: Int32, in members: UnsafeMutablePointer<Int32>, count: Int) -> Int {
        var lo = 0
        var n = count
        while n > 0 {
            let half = n >> 1
            if key(members[lo &+ half]) < member {
                lo = lo &+ half &+ 1
                n = n &- half &- 1
            } else {
                n = half
            }
        }
        return lo
    }

    /// How far an insertion looks for a gap to shift towards, and how many members a
    /// grown block keeps between gaps.
    private static let gapReach = 32
    static let gapSpacing = 8

    /// The first gap in the slots `from ..< from + gapReach`, if any.
    @inline(__always)
    private static func nearbyGap(after from: Int, in members: UnsafeMutablePointer<Int32>, count: Int) -> Int? {
        var slot = from
        let end = Swift.min(count, from + gapReach)
        while slot < end {
            if members[slot] < 0 { return slot }
            slot += 1
        }
        return nil
    }

    /// The last gap in the slots `from - gapReach + 1 ... from`, if any.
    @inline(__always)
    private static func nearbyGap(before from: Int, in members: UnsafeMutablePointer<Int32>) -> Int? {
        var slot = from
        let end = Swift.max(0, from - gapReach + 1)
        while slot >= end {
            if members[slot] < 0 { return slot }
            slot -= 1
        }
        return nil
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
                    header.pointee.live = 3
                }
                (first, second) = (-1, -1)
                list = block
            }
            return
        }
        let (count, capacity) = list!.withMembers { header, _ in
            (Int(header.pointee.count), Int(header.pointee.capacity))
        }
        if !isKnownUniquelyReferenced(&list) {
            list = list!.copy(capacity: capacity)
        }
        let placed = list!.withMembers { header, members -> Bool in
            let count = Int(header.pointee.count)
            let k = SymbolList.insertionPoint(of: member, in: members, count: count)
            // A gap on either side of the place takes the member without moving anything:
            // the gap before holds a smaller key, the one at the place a key no smaller
            // than the member and no larger than the slot after it.
            if k > 0 && members[k - 1] < 0 {
                members[k - 1] = member
            } else if k < count && members[k] < 0 {
                members[k] = member
            } else if k == count && count < Int(header.pointee.capacity) {
                // The newest symbol goes last, a common case: room at the end takes it
                // without a look back for a gap and a shift (up to 32 slots each).
                (members + k).initialize(to: member)
                header.pointee.count = Int32(count + 1)
            } else if let gap = SymbolList.nearbyGap(after: k, in: members, count: count) {
                // Shift the few members up to the gap along by one.
                var slot = gap
                while slot > k {
                    members[slot] = members[slot - 1]
                    slot -= 1
                }
                members[k] = member
            } else if let gap = SymbolList.nearbyGap(before: k - 1, in: members) {
                var slot = gap
                while slot < k - 1 {
                    members[slot] = members[slot + 1]
                    slot += 1
                }
                members[k - 1] = member
            } else {
                return false
            }
            header.pointee.live += 1
            return true
        }
        if placed { return }
        if list!.withMembers({ header, _ in Int(header.pointee.count) }) == capacity {
            // A quarter as much again, not twice; the copy squeezes out the gaps and leaves
            // one after every few members, where later insertions land without moving the
            // rest of a long list.
            list = list!.copy(capacity: count + count / 4 + 2, gapEvery: SymbolList.gapSpacing)
        }
        unowned(unsafe) let block = list!
        block.withMembers { header, members in
            let count = Int(header.pointee.count)
            let capacity = Int(header.pointee.capacity)
            let k = SymbolList.insertionPoint(of: member, in: members, count: count)
            // Slots from `count` on are uninitialised; see ``Row``'s insertion.
            guard k < count else {
                (members + k).initialize(to: member)
                header.pointee.count = Int32(count + 1)
                header.pointee.live += 1
                return
            }
            // Moving a long tail opens a run of gaps after the member, not one slot: a
            // hub column of a 100,000-row stack takes rows in increasing order at one
            // place ahead of thousands of newer ones, and moving them all for each row
            // was a fifth of the stack's first layout. The run's gaps hold the member's
            // key, so the order stays and a search for the member finds the member.
            let tail = count - k
            let shift = tail > SymbolList.gapReach ? Swift.min(capacity - count, SymbolList.gapReach) : 1
            (members + k + shift).moveInitialize(from: members + k, count: tail)
            (members + k).initialize(to: member)
            if shift > 1 {
                (members + k + 1).initialize(repeating: ~member, count: shift - 1)
            }
            header.pointee.count = Int32(count + shift)
            header.pointee.live += 1
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
            // The copy has no gaps, so the member may sit elsewhere now.
            remove(member)
            return
        }
        unowned(unsafe) let block = list!
        let (live, count) = block.withMembers { header, members in
            members[k] = ~member
            header.pointee.live -= 1
            return (Int(header.pointee.live), Int(header.pointee.count))
        }
        if live <= 2 {
            // Short again: back in place, in the same order, and the block goes.
            var kept: [Int32] = []
            block.withMembers { header, members in
                for n in 0..<Int(header.pointee.count) where members[n] >= 0 { kept.append(members[n]) }
            }
            (first, second) = (kept.count > 0 ? kept[0] : -1, kept.count > 1 ? kept[1] : -1)
            list = nil
        } else if capacity > 64 && live * 4 < capacity {
            // A hub column that once held thousands of rows keeps its storage after pivots
            // empty it: give back all but twice what is left (the lists were over 3× their
            // size in a 10,000-view tableau).
            list = block.copy(capacity: live * 2)
        } else if count - live > live {
            squeezeGaps(block)
        }
    }

    /// Moves the members down over the gaps, in order.
    private func squeezeGaps(_ block: ListStorage) {
        block.withMembers { header, members in
            let count = Int(header.pointee.count)
            var n = 0
            for k in 0..<count where members[k] >= 0 {
                if n != k { members[n] = members[k] }
                n += 1
            }
            // The slots are trivial Int32s: those past the members need no deinitialising
            // beyond being counted out.
            header.pointee.count = Int32(n)
        }
    }

    /// Empties the list and gives its storage back: a symbol's column is emptied when it
    /// becomes basic, and stays empty until it leaves the basis, often never.
    mutating func removeAll() {
        (first, second, list) = (-1, -1, nil)
    }
}
