/// The running totals of the lines' lengths, so that a character offset in a long text
/// turns into a line and back in O(log n) rather than by summing every line before it: a
/// Fenwick (binary indexed) tree over each line's length.
///
/// A change of one line's length is O(log n); inserting or removing lines rebuilds the
/// tree, which is O(n) with a small constant and happens only on Enter, a paste or a
/// deletion across lines.
struct LineOffsetIndex {
    /// The tree, 1-based: `tree[i]` sums the lengths of lines `i - lowbit(i) ..< i`.
    private var tree: [Int]
    /// Each line's own length, to find a line's old value for an update.
    private(set) var lengths: [Int]

    init(lengths: [Int]) {
        self.lengths = lengths
        tree = []
        rebuild()
    }

    var count: Int { lengths.count }

    /// The sum of every length.
    private(set) var total = 0

    private mutating func rebuild() {
        tree = [0] + lengths
        let n = lengths.count
        var index = 1
        while index <= n {
            let parent = index + (index & -index)
            if parent <= n { tree[parent] += tree[index] }
            index += 1
        }
        total = lengths.reduce(0, +)
    }

    /// Sets line `line`'s length.
    mutating func setLength(_ length: Int, ofLine line: Int) {
        let delta = length - lengths[line]
        guard delta != 0 else { return }
        lengths[line] = length
        total += delta
        var index = line + 1
        while index < tree.count {
            tree[index] += delta
            index += index & -index
        }
    }

    /// Replaces the lengths of lines `range` with `newLengths`.
    mutating func replaceLines(_ range: Range<Int>, with newLengths: [Int]) {
        if range.count == 1, newLengths.count == 1 {
            setLength(newLengths[0], ofLine: range.lowerBound)
            return
        }
        lengths.replaceSubrange(range, with: newLengths)
        rebuild()
    }

    /// The sum of the lengths of the lines before `line`.
    func start(ofLine line: Int) -> Int {
        var sum = 0
        var index = line
        while index > 0 {
            sum += tree[index]
            index -= index & -index
        }
        return sum
    }

    /// The line that holds `offset`: the last line whose start is at or before it.
    func line(containing offset: Int) -> Int {
        // Descends the tree, finding the most lines whose total stays at or below `offset`.
        var position = 0
        var remaining = offset
        var step = 1
        while step * 2 <= lengths.count { step *= 2 }
        while step > 0 {
            let next = position + step
            if next <= lengths.count, tree[next] <= remaining {
                position = next
                remaining -= tree[next]
            }
            step /= 2
        }
        return Swift.min(position, Swift.max(lengths.count - 1, 0))
    }
}
