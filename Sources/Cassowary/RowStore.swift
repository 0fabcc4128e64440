/// The rows of the tableau, by basic symbol. Only basic symbols have a row, and in a large
/// screen's tableau fewer than half the symbols are basic: so each symbol keeps only the
/// number of its row's slot (4 bytes) instead of a ``Row`` (24 bytes, empty for a
/// nonbasic symbol). Reading a symbol without a row gives an empty row; storing an empty
/// row frees the slot. Rows are only ever reached through their symbol, so the order of
/// the slots is never seen.
struct RowStore {
    /// The slot of every symbol's row in `dense`, or -1.
    private var slots: [Int32] = []
    private var dense: [Row] = []
    private var freeSlots: [Int32] = []

    /// Makes room for one more symbol, without a row.
    mutating func appendSymbol() {
        slots.append(-1)
    }

    private mutating func newSlot() -> Int32 {
        if let k = freeSlots.popLast() { return k }
        dense.append(Row())
        return Int32(dense.count - 1)
    }

    private mutating func freeSlot(of i: Int) {
        let k = slots[i]
        dense[Int(k)] = Row()
        freeSlots.append(k)
        slots[i] = -1
    }

    /// The coefficient of `symbol` in the row of symbol `i` (0 if absent), read in place:
    /// `self[i].coefficient(of:)` copies the row out first, a retain and a release of its
    /// block per call, which were a third of a window resize's time.
    @inline(__always)
    func coefficient(of symbol: Int32, inRowOf i: Int) -> Double {
        let k = slots[i]
        guard k >= 0 else { return 0 }
        return dense.withUnsafeBufferPointer { Row.coefficient(of: symbol, inRowAt: $0.baseAddress! + Int(k)) }
    }

    /// The number of terms in the row of symbol `i`, read in place (as
    /// ``coefficient(of:inRowOf:)``, without copying the row out).
    @inline(__always)
    func count(ofRowOf i: Int) -> Int {
        let k = slots[i]
        guard k >= 0 else { return 0 }
        return dense.withUnsafeBufferPointer { $0[Int(k)].count }
    }

    subscript(i: Int) -> Row {
        get {
            let k = slots[i]
            return k < 0 ? Row() : dense[Int(k)]
        }
        set {
            let k = slots[i]
            if newValue.count == 0 {
                if k >= 0 { freeSlot(of: i) }
            } else if k >= 0 {
                dense[Int(k)] = newValue
            } else {
                let n = newSlot()
                slots[i] = n
                dense[Int(n)] = newValue
            }
        }
        _modify {
            var k = slots[i]
            if k < 0 {
                k = newSlot()
                slots[i] = k
            }
            yield &dense[Int(k)]
            if dense[Int(k)].count == 0 {
                freeSlot(of: i)
            }
        }
    }
}
