/// The cells of a canvas that changed since a terminal backend last took them, as one flag
/// per cell in row-major order.
///
/// A resize changes every cell and a full redraw can mark thousands; a `Set<Int>` hashed
/// each of those indexes twice over (13% of a resize of a 1,000-view screen). Flags cost a
/// store per cell, and reading them in order gives the indexes already sorted.
struct ChangedCellSet {
    private var flags: [Bool] = []
    private(set) var count = 0

    /// Every cell of a canvas of `cellCount` cells, marked changed.
    init(allOf cellCount: Int) {
        flags = Array(repeating: true, count: cellCount)
        count = cellCount
    }

    init() {}

    mutating func insert(_ index: Int) {
        if index >= flags.count {
            flags.append(contentsOf: repeatElement(false, count: index + 1 - flags.count))
        }
        if !flags[index] {
            flags[index] = true
            count += 1
        }
    }

    /// The changed cells' indexes in increasing order.
    func sorted() -> [Int] {
        var result: [Int] = []
        result.reserveCapacity(count)
        guard count > 0 else { return result }
        for i in flags.indices where flags[i] {
            result.append(i)
        }
        return result
    }

    /// Forgets every changed cell, keeping the storage for the next pass.
    mutating func removeAll() {
        guard count > 0 else { return }
        flags.withUnsafeMutableBufferPointer { $0.update(repeating: false) }
        count = 0
    }
}
