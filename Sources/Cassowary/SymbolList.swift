/// The rows a symbol appears in: a list with O(1) removal.
///
/// The order is the order of insertion, except that a removal moves the last entry into
/// the hole; it depends only on the sequence of operations, so walks stay deterministic.
/// Past a few entries a ``SymbolIndex`` finds an entry without a scan: a chain's hub
/// symbols appear in hundreds of rows and lose and gain them on every pivot.
struct SymbolList {
    private(set) var members: [Int32] = []
    private var positions: SymbolIndex?

    private static let indexThreshold = 16

    var count: Int { members.count }
    var isEmpty: Bool { members.isEmpty }

    mutating func append(_ member: Int32) {
        members.append(member)
        if positions != nil {
            positions!.set(member, Int32(members.count - 1))
        } else if members.count > SymbolList.indexThreshold {
            var index = SymbolIndex(minimumCapacity: members.count)
            for i in 0..<members.count {
                index.set(members[i], Int32(i))
            }
            positions = index
        }
    }

    mutating func remove(_ member: Int32) {
        let k: Int
        if let positions {
            guard let p = positions[member] else { return }
            k = Int(p)
        } else {
            guard let p = members.lastIndex(of: member) else { return }
            k = p
        }
        let last = members.count - 1
        if k != last {
            members[k] = members[last]
            positions?.set(members[k], Int32(k))
        }
        members.removeLast()
        if positions != nil {
            // As in ``Row/remove(at:)``: a list well below the threshold drops its index.
            if members.count < SymbolList.indexThreshold / 2 {
                positions = nil
            } else {
                positions!.remove(member)
            }
        }
    }

    /// Empties the list and gives its storage back: a symbol's column is emptied when it
    /// becomes basic, and stays empty until it leaves the basis, often never.
    mutating func removeAll() {
        members = []
        positions = nil
    }
}
