/// The heights of a table's rows and their offsets, for any number of rows, in memory that
/// grows with the rows whose height is known rather than with the row count.
///
/// Every row counts at ``estimate`` until it is given an explicit height. Rows are grouped
/// in blocks of ``blockSize``; a block keeps its explicit heights (as differences from the
/// estimate) in a small sorted array, and a Fenwick tree over the blocks sums those
/// differences. So the offset of a row, or the row at an offset, costs a walk of the tree
/// (logarithmic in the block count) and a scan of one block's explicit heights; ten
/// million rows take a tree of about ten thousand integers.
struct RowHeightIndex {
    /// Rows per block: small enough that scanning one block's explicit heights is quick,
    /// large enough that the tree stays small.
    static let blockSize = 1024

    /// How many rows there are.
    private(set) var count: Int

    /// The height of a row whose height is not known.
    private(set) var estimate: Int

    /// Per block, the explicit heights as (row within the block, height − estimate),
    /// sorted by row; blocks without any are absent.
    private var blocks: [Int: [(offset: Int, delta: Int)]] = [:]

    /// Per block with explicit heights, the running sums of its differences: entry `i` is
    /// the sum of the first `i` differences, so a row's offset inside its block is one
    /// bisection away.
    private var blockSums: [Int: [Int]] = [:]

    /// A Fenwick tree over the blocks' sums of differences, 1-based.
    private var tree: [Int]

    /// How many rows have an explicit height.
    private(set) var knownCount = 0

    init(count: Int, estimate: Int) {
        self.count = Swift.max(count, 0)
        self.estimate = Swift.max(estimate, 0)
        tree = Array(repeating: 0, count: RowHeightIndex.blockCount(for: self.count) + 1)
    }

    private static func blockCount(for count: Int) -> Int {
        (count + blockSize - 1) / blockSize
    }

    // MARK: - Heights

    /// The height of `row`: its explicit height, or the estimate.
    func height(of row: Int) -> Int {
        estimate + (delta(of: row) ?? 0)
    }

    /// Whether `row` has an explicit height.
    func isKnown(_ row: Int) -> Bool {
        delta(of: row) != nil
    }

    private func delta(of row: Int) -> Int? {
        guard let entries = blocks[row / RowHeightIndex.blockSize] else { return nil }
        let offset = row % RowHeightIndex.blockSize
        guard let index = RowHeightIndex.position(of: offset, in: entries), entries[index].offset == offset else {
            return nil
        }
        return entries[index].delta
    }

    /// The first index in `entries` whose offset is at least `offset`, or nil past the end.
    private static func position(of offset: Int, in entries: [(offset: Int, delta: Int)]) -> Int? {
        var low = 0, high = entries.count
        while low < high {
            let middle = (low + high) / 2
            if entries[middle].offset < offset { low = middle + 1 } else { high = middle }
        }
        return low < entries.count ? low : nil
    }

    /// Gives `row` an explicit height.
    mutating func setHeight(_ height: Int, of row: Int) {
        guard row >= 0, row < count else { return }
        let block = row / RowHeightIndex.blockSize
        let offset = row % RowHeightIndex.blockSize
        let delta = height - estimate
        // Taken out of the dictionaries to be changed in place: a copy per height set would
        // cost the block's whole size for each row a pass measures.
        var entries = blocks.removeValue(forKey: block) ?? []
        var sums = blockSums.removeValue(forKey: block) ?? [0]
        var change = delta
        var inserted = false
        let index = RowHeightIndex.position(of: offset, in: entries) ?? entries.count
        if index < entries.count, entries[index].offset == offset {
            change = delta - entries[index].delta
            entries[index].delta = delta
        } else {
            entries.insert((offset, delta), at: index)
            sums.append(0)
            knownCount += 1
            inserted = true
        }
        // The sums up to the entry stand; those after it follow it (rows measured top to
        // bottom mostly land at the end, where this is one step).
        if inserted || change != 0 {
            for position in index..<entries.count { sums[position + 1] = sums[position] + entries[position].delta }
        }
        blocks[block] = entries
        blockSums[block] = sums
        if change != 0 { addToTree(change, block: block) }
    }

    /// Forgets `row`'s explicit height: it counts at the estimate again.
    mutating func forgetHeight(of row: Int) {
        let block = row / RowHeightIndex.blockSize
        let offset = row % RowHeightIndex.blockSize
        guard var entries = blocks[block], let index = RowHeightIndex.position(of: offset, in: entries),
              entries[index].offset == offset else { return }
        let delta = entries.remove(at: index).delta
        blocks[block] = entries.isEmpty ? nil : entries
        updateSums(of: block)
        knownCount -= 1
        if delta != 0 { addToTree(-delta, block: block) }
    }

    /// Forgets every explicit height.
    mutating func forgetAll() {
        blocks.removeAll()
        blockSums.removeAll()
        knownCount = 0
        for index in tree.indices { tree[index] = 0 }
    }

    /// Every explicit height, as (row, height), in row order.
    func knownHeights() -> [(row: Int, height: Int)] {
        var result: [(row: Int, height: Int)] = []
        result.reserveCapacity(knownCount)
        for block in blocks.keys.sorted() {
            for entry in blocks[block] ?? [] {
                result.append((block * RowHeightIndex.blockSize + entry.offset, estimate + entry.delta))
            }
        }
        return result
    }

    /// Starts again with `count` rows at `estimate` and the given explicit heights.
    mutating func reset(count: Int, estimate: Int, known: [(row: Int, height: Int)] = []) {
        self = RowHeightIndex(count: count, estimate: estimate)
        for entry in known { setHeight(entry.height, of: entry.row) }
    }

    // MARK: - Offsets

    /// The sum of the heights of the rows before `row` (`row` may be `count`).
    func offset(of row: Int) -> Int {
        let row = Swift.min(Swift.max(row, 0), count)
        let block = row / RowHeightIndex.blockSize
        var sum = row * estimate + treePrefix(block)
        if let entries = blocks[block], let sums = blockSums[block] {
            let before = RowHeightIndex.position(of: row % RowHeightIndex.blockSize, in: entries) ?? entries.count
            sum += sums[before]
        }
        return sum
    }

    /// The sum of every row's height.
    var totalHeight: Int { offset(of: count) }

    /// The row whose span holds `y`: the last row whose offset is at most `y`, skipping
    /// rows of height 0. Clamped to the rows there are; nil when there are none.
    func row(at y: Int) -> Int? {
        guard count > 0 else { return nil }
        if y <= 0 { return firstRow(withEndAbove: 0) }
        // The last block that starts at or before y, by walking the tree down.
        let blocks = tree.count - 1
        var block = 0
        var before = 0
        var step = 1
        while step * 2 <= blocks { step *= 2 }
        while step > 0 {
            let next = block + step
            if next <= blocks {
                let candidate = before + tree[next] + step * RowHeightIndex.blockSize * estimate
                if candidate <= y {
                    block = next
                    before = candidate
                }
            }
            step /= 2
        }
        // `block` whole blocks lie at or above y; the row is in block `block`.
        guard block < blocks else { return count - 1 }
        let first = block * RowHeightIndex.blockSize
        let last = Swift.min(first + RowHeightIndex.blockSize, count) - 1
        let entries = self.blocks[block] ?? []
        var top = before
        var entryIndex = 0
        var row = first
        while row <= last {
            if entryIndex < entries.count, entries[entryIndex].offset == row - first {
                let height = estimate + entries[entryIndex].delta
                entryIndex += 1
                if height > 0, top + height > y { return row }
                top += height
                row += 1
                continue
            }
            // A run of rows at the estimate, up to the next explicit height: skipped at once.
            let runEnd = entryIndex < entries.count ? first + entries[entryIndex].offset - 1 : last
            let rows = runEnd - row + 1
            if estimate == 0 || top + rows * estimate <= y {
                top += rows * estimate
                row = runEnd + 1
                continue
            }
            return row + (y - top) / estimate
        }
        return last
    }

    /// The first row whose bottom lies below `y`, for y at the very top.
    private func firstRow(withEndAbove y: Int) -> Int {
        var row = 0
        while row < count - 1, height(of: row) <= 0 { row += 1 }
        return row
    }

    // MARK: - The tree

    private mutating func updateSums(of block: Int) {
        guard let entries = blocks[block] else {
            blockSums[block] = nil
            return
        }
        var sums = [0]
        sums.reserveCapacity(entries.count + 1)
        for entry in entries { sums.append(sums[sums.count - 1] + entry.delta) }
        blockSums[block] = sums
    }

    private mutating func addToTree(_ value: Int, block: Int) {
        var index = block + 1
        while index < tree.count {
            tree[index] += value
            index += index & -index
        }
    }

    /// The sum of the differences in blocks before `block`.
    private func treePrefix(_ block: Int) -> Int {
        var index = Swift.min(block, tree.count - 1)
        var sum = 0
        while index > 0 {
            sum += tree[index]
            index -= index & -index
        }
        return sum
    }
}
