/// The reduced costs of the lexicographic objective: for every level (priority) and every
/// symbol, how much that level's total error changes per unit increase of the symbol.
///
/// Most symbols cost nothing at every level: on a 10,000-view screen, 70,000 of 172,000
/// symbols have a nonzero cost anywhere. So a symbol keeps only the number of its slot
/// (4 bytes, -1 for all zero), and a slot holds one cost per level, side by side in one
/// array; a symbol whose costs all return to zero gives its slot back. A dense array per
/// level took 8 bytes per symbol per level (4 MB for three levels there).
struct ReducedCosts {
    /// The slot of every symbol, or -1 when all of its costs are zero.
    private var slotOf: [Int32] = []
    /// `levelCount` costs per slot, level 0 first.
    private var table: [Double] = []
    private var freeSlots: [Int32] = []
    private(set) var levelCount = 0

    /// Makes room for one more symbol, with no cost.
    mutating func appendSymbol() {
        slotOf.append(-1)
    }

    /// The cost of symbol `i` at level `l`.
    @inline(__always)
    subscript(_ l: Int, _ i: Int) -> Double {
        let slot = Int(slotOf[i])
        return slot < 0 ? 0 : table[slot &* levelCount &+ l]
    }

    /// Whether every cost of symbol `i` is within `epsilon` of zero.
    func isNegligible(_ i: Int, epsilon: Double) -> Bool {
        let slot = Int(slotOf[i])
        guard slot >= 0 else { return true }
        let base = slot * levelCount
        for l in 0..<levelCount where abs(table[base + l]) > epsilon {
            return false
        }
        return true
    }

    mutating func set(_ l: Int, _ i: Int, _ cost: Double) {
        var slot = Int(slotOf[i])
        if slot < 0 {
            guard cost != 0 else { return }
            slot = Int(newSlot())
            slotOf[i] = Int32(slot)
        }
        let base = slot * levelCount
        table[base + l] = cost
        if cost == 0 && (0..<levelCount).allSatisfy({ table[base + $0] == 0 }) {
            freeSlots.append(Int32(slot))
            slotOf[i] = -1
        }
    }

    /// Sets every cost of symbol `i` to zero.
    mutating func clear(_ i: Int) {
        let slot = Int(slotOf[i])
        guard slot >= 0 else { return }
        for l in 0..<levelCount {
            table[slot * levelCount + l] = 0
        }
        freeSlots.append(Int32(slot))
        slotOf[i] = -1
    }

    private mutating func newSlot() -> Int32 {
        if let slot = freeSlots.popLast() { return slot }
        let slot = table.count / Swift.max(levelCount, 1)
        table.append(contentsOf: repeatElement(0, count: levelCount))
        return Int32(slot)
    }

    /// Adds a level at index `l`, where every symbol costs nothing.
    mutating func insertLevel(at l: Int) {
        let slots = levelCount == 0 ? 0 : table.count / levelCount
        var newTable: [Double] = []
        newTable.reserveCapacity(slots * (levelCount + 1))
        for slot in 0..<slots {
            let base = slot * levelCount
            for k in 0..<levelCount {
                if k == l { newTable.append(0) }
                newTable.append(table[base + k])
            }
            if l == levelCount { newTable.append(0) }
        }
        table = newTable
        levelCount += 1
    }

    /// Removes the levels whose `keep` is false (each must cost nothing for every symbol).
    mutating func removeLevels(keeping keep: [Bool]) {
        precondition(keep.count == levelCount)
        let newCount = keep.filter { $0 }.count
        guard newCount != levelCount else { return }
        let slots = levelCount == 0 ? 0 : table.count / levelCount
        var newTable: [Double] = []
        newTable.reserveCapacity(slots * newCount)
        for slot in 0..<slots {
            for l in 0..<levelCount where keep[l] {
                newTable.append(table[slot * levelCount + l])
            }
        }
        table = newTable
        levelCount = newCount
        if newCount == 0 {
            // No level, no cost: every symbol is back to all zero.
            table = []
            freeSlots = []
            for i in slotOf.indices { slotOf[i] = -1 }
        }
    }
}
