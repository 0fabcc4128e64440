/// The rows a symbol appears in: a list with O(1) removal.
///
/// The order is the order of insertion, except that a removal moves the last entry into
/// the hole; it depends only on the sequence of operations, so walks stay deterministic.
/// Past a few entries a ``SymbolIndex`` finds an entry without a scan: a chain's hub
/// symbols appear in hundreds of rows and lose and gain them on every pivot.
struct SymbolList {
    private(set) var members: [Int32] = []
    private var positions: SymbolIndex?

    /// As in ``Row``: below this a scan costs about as much, and the table is not worth its
    /// memory.
    private static let indexThreshold = 32

    var count: Int { members.count }
    var isEmpty: Bool { members.isEmpty }

    mutating func append(_ member: Int32) {
        members.append(member)
        if positions != nil {
            members.withUnsafeBufferPointer { keys in
                positions!.insert(Int32(keys.count - 1), count: keys.count, keys: keys.baseAddress!)
            }
        } else if members.count > SymbolList.indexThreshold {
            positions = members.withUnsafeBufferPointer { SymbolIndex(indexing: $0.baseAddress!, count: $0.count) }
        }
    }

    mutating func remove(_ member: Int32) {
        let k: Int
        if let positions {
            guard let p = members.withUnsafeBufferPointer({ positions.position(of: member, keys: $0.baseAddress!) })
            else { return }
            k = Int(p)
        } else {
            guard let p = members.lastIndex(of: member) else { return }
            k = p
        }
        let last = members.count - 1
        if positions != nil {
            // As in ``Row/remove(at:)``: a list well below the threshold drops its index.
            if last < SymbolList.indexThreshold / 2 {
                positions = nil
            } else {
                members.withUnsafeBufferPointer { positions!.remove(member, keys: $0.baseAddress!) }
                if k != last {
                    positions!.move(members[last], from: Int32(last), to: Int32(k))
                }
            }
        }
        if k != last {
            members[k] = members[last]
        }
        members.removeLast()
        if members.capacity > 64 && members.count * 4 < members.capacity {
            // A hub column that once held thousands of rows keeps its storage after pivots
            // empty it: give back all but twice what is left (the lists were over 3× their
            // size in a 10,000-view tableau).
            members = SymbolList.copy(members)
        }
    }

    /// Empties the list and gives its storage back: a symbol's column is emptied when it
    /// becomes basic, and stays empty until it leaves the basis, often never.
    mutating func removeAll() {
        members = []
        positions = nil
    }

    static func copy(_ array: [Int32]) -> [Int32] {
        var result: [Int32] = []
        result.reserveCapacity(array.count * 2)
        result.append(contentsOf: array)
        return result
    }
}
