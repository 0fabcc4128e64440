/// The rows a symbol appears in: a list with O(1) removal.
///
/// The order is the order of insertion, except that a removal moves the last entry into
/// the hole; it depends only on the sequence of operations, so walks stay deterministic.
/// Past a few entries a ``SymbolIndex`` finds an entry without a scan: a chain's hub
/// symbols appear in hundreds of rows and lose and gain them on every pivot.
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
    /// The members in place while `list` is nil; -1 marks a free place (members are
    /// symbols, never negative).
    private var first: Int32 = -1
    private var second: Int32 = -1
    private var list: ListStorage?

    /// As in ``Row``: below this a scan costs about as much, and the table is not worth its
    /// memory.
    private static let indexThreshold = 32

    var count: Int {
        @inline(__always) get {
            if list != nil {
                unowned(unsafe) let list = self.list!
                return Int(list.head.pointee.count)
            }
            return first < 0 ? 0 : (second < 0 ? 1 : 2)
        }
    }

    var isEmpty: Bool { count == 0 }

    /// Member `k`.
    @inline(__always)
    subscript(_ k: Int) -> Int32 {
        if list != nil {
            unowned(unsafe) let list = self.list!
            return list.members[k]
        }
        return k == 0 ? first : second
    }

    mutating func append(_ member: Int32) {
        guard list != nil else {
            if first < 0 {
                first = member
            } else if second < 0 {
                second = member
            } else {
                let block = ListStorage.make(capacity: 4)
                let members = block.members
                (members[0], members[1], members[2]) = (first, second, member)
                block.head.pointee.count = 3
                (first, second) = (-1, -1)
                list = block
            }
            return
        }
        let capacity = Int(list!.head.pointee.capacity)
        let count = Int(list!.head.pointee.count)
        if count == capacity {
            // Half as much again, not twice.
            list = list!.copy(capacity: count + count / 2 + 2, keepingIndex: true)
        } else if !isKnownUniquelyReferenced(&list) {
            list = list!.copy(capacity: capacity, keepingIndex: true)
        }
        unowned(unsafe) let block = list!
        let members = block.members
        let head = block.head
        members[count] = member
        head.pointee.count = Int32(count + 1)
        if head.pointee.positions != nil {
            head.pointee.positions!.insert(Int32(count), count: count + 1, keys: members)
        } else if count + 1 > SymbolList.indexThreshold {
            head.pointee.positions = SymbolIndex(indexing: members, count: count + 1)
        }
    }

    mutating func remove(_ member: Int32) {
        guard list != nil else {
            // The last entry fills the hole, as in a long list.
            if second >= 0 && second == member {
                second = -1
            } else if first >= 0 && first == member {
                (first, second) = second >= 0 ? (second, -1) : (-1, -1)
            }
            return
        }
        if !isKnownUniquelyReferenced(&list) {
            list = list!.copy(capacity: Int(list!.head.pointee.capacity), keepingIndex: true)
        }
        unowned(unsafe) let block = list!
        let members = block.members
        let head = block.head
        let count = Int(head.pointee.count)
        let k: Int
        if let positions = head.pointee.positions {
            guard let p = positions.position(of: member, keys: members) else { return }
            k = Int(p)
        } else {
            guard let p = (0..<count).last(where: { members[$0] == member }) else { return }
            k = p
        }
        let last = count - 1
        if head.pointee.positions != nil {
            // As in ``Row/remove(at:)``: a list well below the threshold drops its index.
            if last < SymbolList.indexThreshold / 2 {
                head.pointee.positions = nil
            } else {
                head.pointee.positions!.remove(member, keys: members)
                if k != last {
                    head.pointee.positions!.move(members[last], from: Int32(last), to: Int32(k))
                }
            }
        }
        if k != last {
            members[k] = members[last]
        }
        head.pointee.count = Int32(last)
        if last <= 2 {
            // Short again: back in place, in the same order, and the block goes.
            first = last > 0 ? members[0] : -1
            second = last > 1 ? members[1] : -1
            list = nil
        } else if Int(head.pointee.capacity) > 64 && last * 4 < Int(head.pointee.capacity) {
            // A hub column that once held thousands of rows keeps its storage after pivots
            // empty it: give back all but twice what is left (the lists were over 3× their
            // size in a 10,000-view tableau).
            list = block.copy(capacity: last * 2, keepingIndex: true)
        }
    }

    /// Empties the list and gives its storage back: a symbol's column is emptied when it
    /// becomes basic, and stays empty until it leaves the basis, often never.
    mutating func removeAll() {
        (first, second, list) = (-1, -1, nil)
    }
}
