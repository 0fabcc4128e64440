/// The colour pairs a screen has defined: ncurses draws a cell in a numbered
/// (foreground, background) pair, defined once with `init_extended_pair`, so each new
/// combination gets the next free number and keeps it.
///
/// Pure bookkeeping, separate from the C calls so it can be tested. Pair 0 is ncurses'
/// fixed pair of the terminal's default colours and is never handed out for anything else.
struct ColorPairTable {
    /// How many pairs can be defined besides pair 0: `COLOR_PAIRS - 1`.
    let capacity: Int

    private var numbers: [Int64: Int32] = [:]

    /// An empty table for a terminal with `colorPairs` pairs (`COLOR_PAIRS`).
    init(colorPairs: Int) {
        capacity = Swift.max(colorPairs - 1, 0)
    }

    /// The number of pairs handed out.
    var count: Int { numbers.count }

    /// The pair for `foreground` on `background` (ncurses colour numbers, -1 for the
    /// default): `isNew` when the caller must define it now. Nil when every pair is taken.
    mutating func pair(foreground: Int32, background: Int32) -> (number: Int32, isNew: Bool)? {
        if foreground == -1 && background == -1 { return (0, false) }
        let key = Int64(foreground) << 32 | Int64(UInt32(bitPattern: background))
        if let number = numbers[key] { return (number, false) }
        guard numbers.count < capacity else { return nil }
        let number = Int32(numbers.count + 1)
        numbers[key] = number
        return (number, true)
    }

    /// Forgets every pair, so numbers are handed out from 1 again: the screen must then be
    /// redrawn, since cells on it still use the old definitions.
    mutating func removeAll() {
        numbers.removeAll(keepingCapacity: true)
    }
}
