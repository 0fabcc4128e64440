/// Everything a fallible operation changes, logged as it happens, so that a rejected
/// constraint leaves the tableau exactly as it found it (atomic failure).
///
/// The logs are plain arrays: writing an entry is an append, which keeps the common case,
/// an operation that succeeds, cheap. Undoing walks them backwards, so the oldest value of
/// an item is the one that stays.
struct Journal {
    var rows: [(symbol: Int32, row: Row?)] = []
    var values: [(symbol: Int32, value: Double)] = []
    var costs: [(level: Int, symbol: Int32, cost: Double)] = []
    var bounds: [(symbol: Int32, lower: Double, upper: Double)] = []
    var createdSymbols: [Int32] = []
    /// How many basic values were due for a refresh when the operation began.
    let driftedCount: Int

    init(driftedCount: Int) {
        self.driftedCount = driftedCount
    }

    mutating func saveRow(_ symbol: Int32, _ row: Row?) {
        rows.append((symbol, row))
    }

    mutating func saveValue(_ symbol: Int32, _ value: Double) {
        values.append((symbol, value))
    }

    mutating func saveCost(level: Int, symbol: Int32, _ cost: Double) {
        costs.append((level, symbol, cost))
    }

    mutating func saveBounds(_ symbol: Int32, lower: Double, upper: Double) {
        bounds.append((symbol, lower, upper))
    }
}
