/// A sum of terms being built symbol by symbol, for ``Tableau/makeRow(_:)``: each symbol
/// keeps the place where it was first met, so the row it makes is in a deterministic
/// order, and nothing is dropped until the end, so terms that cancel on the way and come
/// back keep their place.
///
/// It replaces a per-symbol scratch array in the tableau (1.4 MB of a 10,000-view
/// screen's tableau, for a sum made once per constraint): a short sum is searched, a long
/// one (a long row written into the constraint) gets a ``SymbolIndex``, as a ``Row`` does.
struct RowSum {
    private var symbols: [Int32] = []
    private var coefficients: [Double] = []
    private var positions: SymbolIndex?

    private static let indexThreshold = 32

    init(capacity: Int) {
        symbols.reserveCapacity(capacity)
        coefficients.reserveCapacity(capacity)
    }

    mutating func add(_ symbol: Int32, _ amount: Double) {
        if let positions {
            if let p = symbols.withUnsafeBufferPointer({ positions.position(of: symbol, keys: $0.baseAddress!) }) {
                coefficients[Int(p)] += amount
                return
            }
        } else {
            for i in 0..<symbols.count where symbols[i] == symbol {
                coefficients[i] += amount
                return
            }
        }
        symbols.append(symbol)
        coefficients.append(amount)
        if positions != nil {
            symbols.withUnsafeBufferPointer { keys in
                positions!.insert(Int32(keys.count - 1), count: keys.count, keys: keys.baseAddress!)
            }
        } else if symbols.count > RowSum.indexThreshold {
            positions = symbols.withUnsafeBufferPointer { SymbolIndex(indexing: $0.baseAddress!, count: $0.count) }
        }
    }

    /// The sum as a row, without the terms whose coefficients are within `epsilon` of 0.
    func row(dropping epsilon: Double) -> Row {
        var keep = symbols.count
        for c in coefficients where !(abs(c) > epsilon) {
            keep -= 1
        }
        var row = Row(capacity: keep)
        for k in 0..<symbols.count where abs(coefficients[k]) > epsilon {
            row.append(symbols[k], coefficients[k])
        }
        return row
    }
}
