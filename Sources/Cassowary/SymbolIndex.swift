/// A map from symbol to position in a ``Row`` or ``SymbolList``: open addressing with
/// linear probing and a multiplicative hash.
///
/// Swift's `Dictionary` hashes with SipHash, which is built to resist hostile keys and
/// was half the cost of a pivot here; symbols are small dense integers the solver hands
/// out itself, for which a multiply-and-shift spreads well enough.
///
/// Memory is what limits a large screen: a tableau of 10,000 views holds about a million
/// terms, and every long row and column keeps one of these. So a slot holds only the
/// position: the key is read from the symbols the index belongs to, `keys`, which every
/// call passes in (`keys[position]` is the symbol stored at that position), and it
/// indexes all of them, so it needs no count of its own. A table of up to 65,536
/// slots (an array of up to 49,152 entries, far longer than any row of a large screen)
/// stores each position in 16 bits, which halved the 12 MB the tables took on a
/// 10,000-view screen; a larger one stores each in two 16-bit halves. The table starts at
/// most half full and doubles at three quarters, and the struct is one word (`nil` costs
/// nothing extra), so that a ``Row`` or ``SymbolList`` without an index stays small too.
struct SymbolIndex {
    /// Narrow (`capacity` ≤ `narrowLimit`): one position per element. Wide: two elements
    /// per slot, low half first. Which one it is follows from the count alone.
    private var storage: [UInt16]

    /// The largest table that stores positions in 16 bits.
    private static let narrowLimit = 1 << 16

    init(minimumCapacity: Int) {
        var capacity = 16
        while capacity < minimumCapacity * 2 {
            capacity <<= 1
        }
        storage = Array(repeating: UInt16.max, count: capacity <= SymbolIndex.narrowLimit ? capacity : capacity * 2)
    }

    /// An index of the `count` entries of `keys`, which must be distinct.
    init(indexing keys: UnsafePointer<Int32>, count: Int) {
        self.init(minimumCapacity: count)
        for i in 0..<count {
            insert(Int32(i), count: i + 1, keys: keys)
        }
    }

    private var isWide: Bool {
        @inline(__always) get { storage.count > SymbolIndex.narrowLimit }
    }

    /// The number of slots.
    private var capacity: Int {
        @inline(__always) get { isWide ? storage.count >> 1 : storage.count }
    }

    /// The table seen through a pointer for the length of one operation: its form is
    /// decided once, and writes pay for no uniqueness check each (a pivot writes many).
    private struct Slots {
        let base: UnsafeMutablePointer<UInt16>
        let isWide: Bool
        let mask: Int
        let shift: UInt64

        @inline(__always)
        init(_ buffer: UnsafeMutableBufferPointer<UInt16>) {
            base = buffer.baseAddress!
            isWide = buffer.count > SymbolIndex.narrowLimit
            let capacity = isWide ? buffer.count >> 1 : buffer.count
            mask = capacity - 1
            shift = UInt64(64 - capacity.trailingZeroBitCount)
        }

        /// The position in slot `i`, or -1 for a free slot (no position is negative).
        @inline(__always)
        func get(_ i: Int) -> Int32 {
            if isWide {
                let bits = UInt32(base[2 &* i]) | UInt32(base[2 &* i &+ 1]) << 16
                return bits == UInt32.max ? -1 : Int32(bitPattern: bits)
            }
            let bits = base[i]
            return bits == UInt16.max ? -1 : Int32(bits)
        }

        @inline(__always)
        func set(_ i: Int, _ position: Int32) {
            if isWide {
                let bits = UInt32(bitPattern: position)
                base[2 &* i] = UInt16(truncatingIfNeeded: bits)
                base[2 &* i &+ 1] = UInt16(truncatingIfNeeded: bits >> 16)
            } else {
                base[i] = UInt16(truncatingIfNeeded: position)
            }
        }

        @inline(__always)
        func home(_ key: Int32) -> Int {
            Int(truncatingIfNeeded: (UInt64(UInt32(bitPattern: key)) &* 0x9E37_79B9_7F4A_7C15) >> shift)
        }

        /// Puts a position in the first free slot of its key's probe run.
        @inline(__always)
        func place(_ position: Int32, keys: UnsafePointer<Int32>) {
            var i = home(keys[Int(position)])
            while get(i) >= 0 {
                i = (i &+ 1) & mask
            }
            set(i, position)
        }
    }

    /// The position of `key` in `keys`, if the index holds it.
    @inline(__always)
    func position(of key: Int32, keys: UnsafePointer<Int32>) -> Int32? {
        storage.withUnsafeBufferPointer { buffer in
            let base = buffer.baseAddress!
            if buffer.count > SymbolIndex.narrowLimit {
                let slots = Slots(UnsafeMutableBufferPointer(mutating: buffer))
                var i = slots.home(key)
                while true {
                    let p = slots.get(i)
                    if p < 0 { return nil }
                    if keys[Int(p)] == key { return p }
                    i = (i &+ 1) & slots.mask
                }
            }
            // The common case, written out for 16-bit slots: this is the solver's hottest
            // lookup.
            let mask = buffer.count - 1
            let shift = UInt64(64 - buffer.count.trailingZeroBitCount)
            var i = Int(truncatingIfNeeded: (UInt64(UInt32(bitPattern: key)) &* 0x9E37_79B9_7F4A_7C15) >> shift)
            while true {
                let bits = base[i]
                if bits == UInt16.max { return nil }
                if keys[Int(bits)] == key { return Int32(bits) }
                i = (i &+ 1) & mask
            }
        }
    }

    /// Adds the entry at `position`, whose key `keys[position]` the index does not hold yet;
    /// every other of the `count` entries of `keys` is in the index.
    mutating func insert(_ position: Int32, count: Int, keys: UnsafePointer<Int32>) {
        if count * 4 > capacity * 3 {
            grow(keys: keys)
        }
        storage.withUnsafeMutableBufferPointer { Slots($0).place(position, keys: keys) }
    }

    /// Records that the entry of `key` moved from position `old` to `new`; `keys` may
    /// already hold it at either.
    mutating func move(_ key: Int32, from old: Int32, to new: Int32) {
        storage.withUnsafeMutableBufferPointer { buffer in
            let slots = Slots(buffer)
            var i = slots.home(key)
            while slots.get(i) != old {
                i = (i &+ 1) & slots.mask
            }
            slots.set(i, new)
        }
    }

    /// Removes the entry of `key`, which `keys` still holds at its position, and shifts
    /// later entries of its probe run back, so no tombstones are needed.
    mutating func remove(_ key: Int32, keys: UnsafePointer<Int32>) {
        storage.withUnsafeMutableBufferPointer { buffer in
            let slots = Slots(buffer)
            let mask = slots.mask
            var i = slots.home(key)
            while true {
                let p = slots.get(i)
                if p < 0 { return }
                if keys[Int(p)] == key { break }
                i = (i &+ 1) & mask
            }
            var hole = i
            var j = (i &+ 1) & mask
            while true {
                let p = slots.get(j)
                if p < 0 { break }
                let h = slots.home(keys[Int(p)])
                // Move the entry back when its home is not inside (hole, j].
                let inside = hole <= j ? (h > hole && h <= j) : (h > hole || h <= j)
                if !inside {
                    slots.set(hole, p)
                    hole = j
                }
                j = (j &+ 1) & mask
            }
            slots.set(hole, -1)
        }
    }

    private mutating func grow(keys: UnsafePointer<Int32>) {
        var old = self
        self = SymbolIndex(minimumCapacity: old.capacity)
        old.storage.withUnsafeMutableBufferPointer { oldBuffer in
            let from = Slots(oldBuffer)
            let capacity = from.mask + 1
            storage.withUnsafeMutableBufferPointer { newBuffer in
                let to = Slots(newBuffer)
                for i in 0..<capacity {
                    let p = from.get(i)
                    if p >= 0 { to.place(p, keys: keys) }
                }
            }
        }
    }
}
