/// One row of the tableau: a basic symbol written as a sum of nonbasic symbols,
/// `basic = Σ coefficient × symbol`. Rows carry no constant: constants live in the bounds
/// of the slack symbols and in the current values, as in a bounded simplex.
///
/// Terms keep the order they were created in, so every walk over a row is deterministic.
/// Long rows also keep a hash index for O(1) look-ups; it is never iterated.
struct Row {
    private(set) var symbols: [Int32]
    private(set) var coefficients: [Double]
    private var positions: [Int32: Int32]?

    /// Rows longer than this get a position index: look-ups happen once per row in every
    /// value update, and a linear scan of a dense row would make updates quadratic.
    static let indexThreshold = 16

    init() {
        symbols = []
        coefficients = []
        positions = nil
    }

    init(symbols: [Int32], coefficients: [Double]) {
        self.symbols = symbols
        self.coefficients = coefficients
        positions = nil
        rebuildIndex()
    }

    var count: Int { symbols.count }

    func position(of symbol: Int32) -> Int? {
        if let positions {
            return positions[symbol].map { Int($0) }
        }
        for i in symbols.indices where symbols[i] == symbol {
            return i
        }
        return nil
    }

    func coefficient(of symbol: Int32) -> Double {
        guard let i = position(of: symbol) else { return 0 }
        return coefficients[i]
    }

    private mutating func rebuildIndex() {
        guard symbols.count > Row.indexThreshold else {
            positions = nil
            return
        }
        var index = [Int32: Int32](minimumCapacity: symbols.count)
        for (i, s) in symbols.enumerated() {
            index[s] = Int32(i)
        }
        positions = index
    }
}
