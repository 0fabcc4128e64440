/// The rows a symbol appears in: a list with O(1) removal.
///
/// The order is the order of insertion, except that a removal moves the last entry into
/// the hole; it depends only on the sequence of operations, so walks stay deterministic.
/// Past a few entries a ``SymbolIndex`` finds an entry without a scan: a chain's hub
/// symbols appear in hundreds of rows and lose and gain them on every pivot.
///
/// Up to three members are kept in place, with no allocation: on a 10,000-view screen,
/// 63,000 of the 95,000 lists have one to three members, and a heap block each (an array
/// header and the allocator's overhead: about 56 bytes) was most of their memory. Longer
/// lists live in a ``ListStorage`` block, shared between copies until one of them changes.
/// Walk a list with ``count`` and ``subscript(_:)``.
struct SymbolList {
    private enum Storage {
        case small(Int32, Int32, Int32, count: UInt8)
        case large(ListStorage)
    }

    private var storage = Storage.small(-1, -1, -1, count: 0)

    /// As in ``Row``: below this a scan costs about as much, and the table is not worth its
    /// memory.
    private static let indexThreshold = 32

    var count: Int {
        @inline(__always) get {
            switch storage {
            case .small(_, _, _, let n): Int(n)
            case .large(let list): Int(list.head.pointee.count)
            }
        }
    }

    var isEmpty: Bool { count == 0 }

    /// Member `k`.
    @inline(__always)
    subscript(_ k: Int) -> Int32 {
        switch storage {
        case .small(let a, let b, let c, _): k == 0 ? a : (k == 1 ? b : c)
        case .large(let list): list.members[k]
        }
    }

    mutating func append(_ member: Int32) {
        switch storage {
        case .small(let a, let b, let c, let n):
            switch n {
            case 0: storage = .small(member, -1, -1, count: 1)
            case 1: storage = .small(a, member, -1, count: 2)
            case 2: storage = .small(a, b, member, count: 3)
            default:
                let list = ListStorage.make(capacity: 6)
                let members = list.members
                (members[0], members[1], members[2], members[3]) = (a, b, c, member)
                list.head.pointee.count = 4
                storage = .large(list)
            }
        case .large(var list):
            // The binding must go before the uniqueness check, or it always fails.
            storage = .small(-1, -1, -1, count: 0)
            let count = Int(list.head.pointee.count)
            if count == Int(list.head.pointee.capacity) {
                // Half as much again, not twice.
                list = list.copy(capacity: count + count / 2 + 2, keepingIndex: true)
            } else if !isKnownUniquelyReferenced(&list) {
                list = list.copy(capacity: Int(list.head.pointee.capacity), keepingIndex: true)
            }
            let members = list.members
            let head = list.head
            members[count] = member
            head.pointee.count = Int32(count + 1)
            if head.pointee.positions != nil {
                head.pointee.positions!.insert(Int32(count), count: count + 1, keys: members)
            } else if count + 1 > SymbolList.indexThreshold {
                head.pointee.positions = SymbolIndex(indexing: members, count: count + 1)
            }
            storage = .large(list)
        }
    }

    mutating func remove(_ member: Int32) {
        switch storage {
        case .small(let a, let b, let c, let n):
            // The last entry fills the hole, as in a long list.
            if n >= 3 && c == member {
                storage = .small(a, b, -1, count: 2)
            } else if n >= 2 && b == member {
                storage = n == 3 ? .small(a, c, -1, count: 2) : .small(a, -1, -1, count: 1)
            } else if n >= 1 && a == member {
                switch n {
                case 1: storage = .small(-1, -1, -1, count: 0)
                case 2: storage = .small(b, -1, -1, count: 1)
                default: storage = .small(c, b, -1, count: 2)
                }
            }
        case .large(var list):
            storage = .small(-1, -1, -1, count: 0)
            if !isKnownUniquelyReferenced(&list) {
                list = list.copy(capacity: Int(list.head.pointee.capacity), keepingIndex: true)
            }
            let members = list.members
            let head = list.head
            let count = Int(head.pointee.count)
            let k: Int
            if let positions = head.pointee.positions {
                guard let p = positions.position(of: member, keys: members) else {
                    storage = .large(list)
                    return
                }
                k = Int(p)
            } else {
                guard let p = (0..<count).last(where: { members[$0] == member }) else {
                    storage = .large(list)
                    return
                }
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
            if last <= 3 {
                // Short again: back in place, in the same order, and the block goes.
                storage = .small(last > 0 ? members[0] : -1, last > 1 ? members[1] : -1,
                                 last > 2 ? members[2] : -1, count: UInt8(last))
                return
            }
            if Int(head.pointee.capacity) > 64 && last * 4 < Int(head.pointee.capacity) {
                // A hub column that once held thousands of rows keeps its storage after pivots
                // empty it: give back all but twice what is left (the lists were over 3× their
                // size in a 10,000-view tableau).
                list = list.copy(capacity: last * 2, keepingIndex: true)
            }
            storage = .large(list)
        }
    }

    /// Empties the list and gives its storage back: a symbol's column is emptied when it
    /// becomes basic, and stays empty until it leaves the basis, often never.
    mutating func removeAll() {
        storage = .small(-1, -1, -1, count: 0)
    }
}
