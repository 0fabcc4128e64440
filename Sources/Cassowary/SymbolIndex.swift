/// A map from symbol to position in a ``Row``: open addressing with linear probing and a
/// multiplicative hash.
///
/// Swift's `Dictionary` hashes with SipHash, which is built to resist hostile keys and
/// was half the cost of a pivot here; symbols are small dense integers the solver hands
/// out itself, for which a multiply-and-shift spreads well enough.
struct SymbolIndex {
    private var keys: [Int32]
    private var values: [Int32]
    private var mask: Int
    private var shift: Int
    private(set) var count = 0

    private static let empty: Int32 = -1

    init(minimumCapacity: Int) {
        var capacity = 16
        var bits = 4
        while capacity < minimumCapacity * 2 {
            capacity <<= 1
            bits += 1
        }
        keys = Array(repeating: SymbolIndex.empty, count: capacity)
        values = Array(repeating: 0, count: capacity)
        mask = capacity - 1
        shift = 64 - bits
    }

    @inline(__always)
    private func slot(_ key: Int32) -> Int {
        Int(truncatingIfNeeded: (UInt64(UInt32(bitPattern: key)) &* 0x9E37_79B9_7F4A_7C15) >> UInt64(shift))
    }

    subscript(key: Int32) -> Int32? {
        var i = slot(key)
        while true {
            let k = keys[i]
            if k == key { return values[i] }
            if k == SymbolIndex.empty { return nil }
            i = (i &+ 1) & mask
        }
    }

    mutating func set(_ key: Int32, _ value: Int32) {
        if (count + 1) * 4 > keys.count * 3 {
            grow()
        }
        var i = slot(key)
        while true {
            let k = keys[i]
            if k == key {
                values[i] = value
                return
            }
            if k == SymbolIndex.empty {
                keys[i] = key
                values[i] = value
                count += 1
                return
            }
            i = (i &+ 1) & mask
        }
    }

    /// Removes `key` and shifts later entries of its probe run back, so no tombstones are
    /// needed.
    mutating func remove(_ key: Int32) {
        var i = slot(key)
        while true {
            let k = keys[i]
            if k == SymbolIndex.empty { return }
            if k == key { break }
            i = (i &+ 1) & mask
        }
        var hole = i
        var j = (i &+ 1) & mask
        while keys[j] != SymbolIndex.empty {
            let home = slot(keys[j])
            // Move the entry back when its home is not inside (hole, j].
            let inside = hole <= j ? (home > hole && home <= j) : (home > hole || home <= j)
            if !inside {
                keys[hole] = keys[j]
                values[hole] = values[j]
                hole = j
            }
            j = (j &+ 1) & mask
        }
        keys[hole] = SymbolIndex.empty
        count -= 1
    }

    private mutating func grow() {
        let oldKeys = keys
        let oldValues = values
        self = SymbolIndex(minimumCapacity: oldKeys.count)
        for i in 0..<oldKeys.count where oldKeys[i] != SymbolIndex.empty {
            set(oldKeys[i], oldValues[i])
        }
    }
}
