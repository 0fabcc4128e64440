/// The first value of everything a fallible operation changes, so that a rejected
/// constraint leaves the tableau exactly as it found it (atomic failure).
///
/// Only the first old value of each item is kept: that is the value to go back to.
struct Journal {
    var rows: [Int32: Row?] = [:]
    var values: [Int32: Double] = [:]
    var costs: [Int: Double] = [:]
    var bounds: [Int32: (lower: Double, upper: Double)] = [:]
    var createdSymbols: [Int32] = []
    /// How many basic values were due for a refresh when the operation began.
    let driftedCount: Int

    init(driftedCount: Int) {
        self.driftedCount = driftedCount
    }

    mutating func saveRow(_ symbol: Int32, _ row: Row?) {
        if rows[symbol] == nil {
            rows[symbol] = .some(row)
        }
    }

    mutating func saveValue(_ symbol: Int32, _ value: Double) {
        if values[symbol] == nil {
            values[symbol] = value
        }
    }

    mutating func saveCost(level: Int, symbol: Int32, _ cost: Double) {
        let key = level << 32 | Int(symbol)
        if costs[key] == nil {
            costs[key] = cost
        }
    }

    mutating func saveBounds(_ symbol: Int32, lower: Double, upper: Double) {
        if bounds[symbol] == nil {
            bounds[symbol] = (lower, upper)
        }
    }
}
