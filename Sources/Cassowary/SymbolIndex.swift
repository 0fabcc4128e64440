/// A map from symbol to position in a ``Row`` or ``SymbolList``: open addressing with
/// linear probing and a multiplicative hash.
///
/// Swift's `Dictionary` hashes with SipHash, which is built to resist hostile keys and
/// was half the cost of a pivot here; symbols are small dense integers the solver hands
/// out itself, for which a multiply-and-shift spreads well enough.
///
/// Memory is what limits a large screen: a tableau of 10,000 views holds over a million
/// terms, and every long row and column keeps one of these. So each entry is one word
/// (the key in the high half, the position in the low half) in a single array, the table
/// starts at most half full and doubles at three quarters, and the struct is two words,
/// so that a ``Row`` or ``SymbolList`` without an index stays small too.
struct SymbolIndex {
    private var slots: [UInt64]
    private var storedCount: Int32 = 0

    /// A free slot: key -1 with position -1, which no entry can be (keys are symbols ≥ 0).
    private static let empty = UInt64.max

    var count: Int { Int(storedCount) }

    init(minimumCapacity: Int) {
        var capacity = 16
        while capacity < minimumCapacity * 2 {
            capacity <<= 1
        }
        slots = Array(repeating: SymbolIndex.empty, count: capacity)
    }

    @inline(__always)
    private static func pack(_ key: Int32, _ value: Int32) -> UInt64 {
        UInt64(UInt32(bitPattern: key)) << 32 | UInt64(UInt32(bitPattern: value))
    }

    @inline(__always)
    private static func key(_ slot: UInt64) -> Int32 {
        Int32(bitPattern: UInt32(truncatingIfNeeded: slot >> 32))
    }

    @inline(__always)
    private func slot(_ key: Int32) -> Int {
        let shift = UInt64(64 - slots.count.trailingZeroBitCount)
        return Int(truncatingIfNeeded: (UInt64(UInt32(bitPattern: key)) &* 0x9E37_79B9_7F4A_7C15) >> shift)
    }

    subscript(key: Int32) -> Int32? {
        let mask = slots.count - 1
        var i = slot(key)
        while true {
            let s = slots[i]
            if s == SymbolIndex.empty { return nil }
            if SymbolIndex.key(s) == key { return Int32(bitPattern: UInt32(truncatingIfNeeded: s)) }
            i = (i &+ 1) & mask
        }
    }

    mutating func set(_ key: Int32, _ value: Int32) {
        if (count + 1) * 4 > slots.count * 3 {
            grow()
        }
        let mask = slots.count - 1
        var i = slot(key)
        while true {
            let s = slots[i]
            if s == SymbolIndex.empty {
                slots[i] = SymbolIndex.pack(key, value)
                storedCount += 1
                return
            }
            if SymbolIndex.key(s) == key {
                slots[i] = SymbolIndex.pack(key, value)
                return
            }
            i = (i &+ 1) & mask
        }
    }

    /// Removes `key` and shifts later entries of its probe run back, so no tombstones are
    /// needed.
    mutating func remove(_ key: Int32) {
        let mask = slots.count - 1
        var i = slot(key)
        while true {
            let s = slots[i]
            if s == SymbolIndex.empty { return }
            if SymbolIndex.key(s) == key { break }
            i = (i &+ 1) & mask
        }
        var hole = i
        var j = (i &+ 1) & mask
        while slots[j] != SymbolIndex.empty {
            let home = slot(SymbolIndex.key(slots[j]))
            // Move the entry back when its home is not inside (hole, j].
            let inside = hole <= j ? (home > hole && home <= j) : (home > hole || home <= j)
            if !inside {
                slots[hole] = slots[j]
                hole = j
            }
            j = (j &+ 1) & mask
        }
        slots[hole] = SymbolIndex.empty
        storedCount -= 1
    }

    private mutating func grow() {
        let old = slots
        self = SymbolIndex(minimumCapacity: old.count)
        for s in old where s != SymbolIndex.empty {
            set(SymbolIndex.key(s), Int32(bitPattern: UInt32(truncatingIfNeeded: s)))
        }
    }
}
