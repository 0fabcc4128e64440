/// A map from symbol to position in a ``Row`` or ``SymbolList``: open addressing with
/// linear probing and a multiplicative hash.
///
/// Swift's `Dictionary` hashes with SipHash, which is built to resist hostile keys and
/// was half the cost of a pivot here; symbols are small dense integers the solver hands
/// out itself, for which a multiply-and-shift spreads well enough.
///
/// Memory is what limits a large screen: a tableau of 10,000 views holds about a million
/// terms, and every long row and column keeps one of these. So a slot holds only the
/// position (4 bytes): the key is read from the array the index belongs to, `keys`, which
/// every call passes in (`keys[position]` is the symbol stored at that position), and it
/// indexes all of that array, so it needs no count of its own. The table starts at most
/// half full and doubles at three quarters, and the struct is one word (`nil` costs
/// nothing extra), so that a ``Row`` or ``SymbolList`` without an index stays small too.
struct SymbolIndex {
    private var slots: [Int32]

    /// A free slot; no position is negative.
    private static let empty: Int32 = -1

    init(minimumCapacity: Int) {
        var capacity = 16
        while capacity < minimumCapacity * 2 {
            capacity <<= 1
        }
        slots = Array(repeating: SymbolIndex.empty, count: capacity)
    }

    /// An index of every entry of `keys`, which must be distinct.
    init(indexing keys: [Int32]) {
        self.init(minimumCapacity: keys.count)
        for i in 0..<keys.count {
            insert(Int32(i), keys: keys)
        }
    }

    @inline(__always)
    private func slot(_ key: Int32) -> Int {
        let shift = UInt64(64 - slots.count.trailingZeroBitCount)
        return Int(truncatingIfNeeded: (UInt64(UInt32(bitPattern: key)) &* 0x9E37_79B9_7F4A_7C15) >> shift)
    }

    /// The position of `key` in `keys`, if the index holds it.
    @inline(__always)
    func position(of key: Int32, keys: [Int32]) -> Int32? {
        let mask = slots.count - 1
        var i = slot(key)
        while true {
            let p = slots[i]
            if p == SymbolIndex.empty { return nil }
            if keys[Int(p)] == key { return p }
            i = (i &+ 1) & mask
        }
    }

    /// Adds the entry at `position`, whose key `keys[position]` the index does not hold yet;
    /// every other entry of `keys` is in the index.
    mutating func insert(_ position: Int32, keys: [Int32]) {
        if keys.count * 4 > slots.count * 3 {
            grow(keys: keys)
        }
        let mask = slots.count - 1
        var i = slot(keys[Int(position)])
        while slots[i] != SymbolIndex.empty {
            i = (i &+ 1) & mask
        }
        slots[i] = position
    }

    /// Records that the entry of `key` moved from position `old` to `new`; `keys` may
    /// already hold it at either.
    mutating func move(_ key: Int32, from old: Int32, to new: Int32) {
        let mask = slots.count - 1
        var i = slot(key)
        while slots[i] != old {
            i = (i &+ 1) & mask
        }
        slots[i] = new
    }

    /// Removes the entry of `key`, which `keys` still holds at its position, and shifts
    /// later entries of its probe run back, so no tombstones are needed.
    mutating func remove(_ key: Int32, keys: [Int32]) {
        let mask = slots.count - 1
        var i = slot(key)
        while true {
            let p = slots[i]
            if p == SymbolIndex.empty { return }
            if keys[Int(p)] == key { break }
            i = (i &+ 1) & mask
        }
        var hole = i
        var j = (i &+ 1) & mask
        while slots[j] != SymbolIndex.empty {
            let home = slot(keys[Int(slots[j])])
            // Move the entry back when its home is not inside (hole, j].
            let inside = hole <= j ? (home > hole && home <= j) : (home > hole || home <= j)
            if !inside {
                slots[hole] = slots[j]
                hole = j
            }
            j = (j &+ 1) & mask
        }
        slots[hole] = SymbolIndex.empty
    }

    private mutating func grow(keys: [Int32]) {
        let old = slots
        self = SymbolIndex(minimumCapacity: old.count)
        for p in old where p != SymbolIndex.empty {
            insert(p, keys: keys)
        }
    }
}
