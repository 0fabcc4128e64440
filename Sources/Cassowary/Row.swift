/// One row of the tableau: a basic symbol written as a sum of nonbasic symbols,
/// `basic = Σ coefficient × symbol`. Rows carry no constant: constants live in the bounds
/// of the slack symbols and in the current values, as in a bounded simplex.
///
/// Terms are kept in the order they arrive, so every walk over a row is deterministic.
/// Rows past a few terms also keep a hash index from symbol to position, which is only
/// ever looked up, never walked. With it, adding a short row into a long one costs the
/// length of the short one: the common case when a pivot row of four terms is substituted
/// into the long rows of a chain.
struct Row {
    private(set) var symbols: [Int32]
    private(set) var coefficients: [Double]
    private var positions: SymbolIndex?

    /// Below this length a linear scan is about as fast as hashing, and the table (about
    /// 11 bytes a term) is not worth its memory: rows of 13–32 terms are common in a large
    /// screen's tableau.
    private static let indexThreshold = 32

    init() {
        symbols = []
        coefficients = []
        positions = nil
    }

    /// A row from distinct symbols and their coefficients.
    init(symbols: [Int32], coefficients: [Double]) {
        self.symbols = symbols
        self.coefficients = coefficients
        positions = nil
        if symbols.count > Row.indexThreshold {
            buildIndex()
        }
    }

    var count: Int { symbols.count }

    func position(of symbol: Int32) -> Int? {
        if let positions {
            guard let p = positions.position(of: symbol, keys: symbols) else { return nil }
            return Int(p)
        }
        for i in 0..<symbols.count where symbols[i] == symbol {
            return i
        }
        return nil
    }

    func coefficient(of symbol: Int32) -> Double {
        guard let i = position(of: symbol) else { return 0 }
        return coefficients[i]
    }

    /// Adds `amount` to the coefficient of `symbol`. Returns `.inserted` when the symbol was
    /// not in the row, `.removed` when its coefficient cancelled to (near) zero and it was
    /// taken out, and `.updated` otherwise, so the caller can keep columns in step.
    mutating func add(_ symbol: Int32, _ amount: Double, epsilon: Double) -> TermChange {
        if let i = position(of: symbol) {
            let c = coefficients[i] + amount
            if abs(c) > epsilon {
                coefficients[i] = c
                return .updated
            }
            remove(at: i)
            return .removed
        }
        guard abs(amount) > epsilon else { return .updated }
        symbols.append(symbol)
        coefficients.append(amount)
        if positions != nil {
            positions!.insert(Int32(symbols.count - 1), keys: symbols)
        } else if symbols.count > Row.indexThreshold {
            buildIndex()
        }
        return .inserted
    }

    /// Removes the term at `position`; the last term takes its place.
    mutating func remove(at position: Int) {
        let last = symbols.count - 1
        if positions != nil {
            // A row that shrank well below the threshold drops its index (it is only ever
            // looked up, so the row's order does not change): pivots leave many rows short
            // that were once long, and their tables were most of a large tableau's memory.
            if last < Row.indexThreshold / 2 {
                positions = nil
            } else {
                positions!.remove(symbols[position], keys: symbols)
                if position != last {
                    positions!.move(symbols[last], from: Int32(last), to: Int32(position))
                }
            }
        }
        if position != last {
            symbols[position] = symbols[last]
            coefficients[position] = coefficients[last]
        }
        symbols.removeLast()
        coefficients.removeLast()
        if symbols.capacity > 64 && symbols.count * 4 < symbols.capacity {
            // As in ``SymbolList/remove(_:)``: a row that was once long gives back its storage.
            symbols = SymbolList.copy(symbols)
            var c: [Double] = []
            c.reserveCapacity(symbols.count * 2)
            c.append(contentsOf: coefficients)
            coefficients = c
        }
    }

    private mutating func buildIndex() {
        positions = SymbolIndex(indexing: symbols)
    }

    enum TermChange {
        case inserted, updated, removed
    }
}
