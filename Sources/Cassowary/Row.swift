/// One row of the tableau: a basic symbol written as a sum of nonbasic symbols,
/// `basic = Σ coefficient × symbol`. Rows carry no constant: constants live in the bounds
/// of the slack symbols and in the current values, as in a bounded simplex.
///
/// Terms are kept in the order they arrive, so every walk over a row is deterministic.
/// Rows past a few terms also keep a hash index from symbol to position, which is only
/// ever looked up, never walked. With it, adding a short row into a long one costs the
/// length of the short one: the common case when a pivot row of four terms is substituted
/// into the long rows of a chain.
///
/// The terms live in one ``RowStorage`` block, shared between copies until one of them
/// changes (copy on write: a journal keeps copies of the rows an operation changes).
/// Walk a row with ``count``, ``symbol(_:)`` and ``coefficient(_:)``.
struct Row {
    private var storage: RowStorage?
    private var positions: SymbolIndex?

    /// Below this length a linear scan is about as fast as hashing, and the table (about
    /// 5 bytes a term) is not worth its memory: rows of 13–32 terms are common in a large
    /// screen's tableau.
    private static let indexThreshold = 32

    init() {
        storage = nil
        positions = nil
    }

    /// An empty row with room for `capacity` terms, to be filled with ``append(_:_:)``.
    init(capacity: Int) {
        storage = capacity > 0 ? RowStorage.make(capacity: capacity) : nil
        positions = nil
    }

    /// A row from distinct symbols and their coefficients.
    init(symbols: [Int32], coefficients: [Double]) {
        self.init(capacity: symbols.count)
        for k in 0..<symbols.count {
            append(symbols[k], coefficients[k])
        }
    }

    // The block is read unretained throughout (`unowned(unsafe)`): the row holds it, and
    // a retain and a release per term (atomic operations) cost more than the rest of a
    // pivot's inner loop on real hardware.

    var count: Int {
        @inline(__always) get {
            guard storage != nil else { return 0 }
            unowned(unsafe) let storage = self.storage!
            return storage.count
        }
    }

    /// How many terms the block has room for.
    private var capacity: Int {
        @inline(__always) get {
            guard storage != nil else { return 0 }
            unowned(unsafe) let storage = self.storage!
            return storage.termCapacity
        }
    }

    /// The symbol of term `k`.
    @inline(__always)
    func symbol(_ k: Int) -> Int32 {
        unowned(unsafe) let storage = self.storage!
        return storage.symbols[k]
    }

    /// The coefficient of term `k`.
    @inline(__always)
    func coefficient(_ k: Int) -> Double {
        unowned(unsafe) let storage = self.storage!
        return storage.coefficients[k]
    }

    /// `Σ coefficient × values[symbol]`, in term order.
    @inline(__always)
    func sum(over values: UnsafeBufferPointer<Double>) -> Double {
        guard self.storage != nil else { return 0 }
        unowned(unsafe) let storage = self.storage!
        let coefficients = storage.coefficients
        let symbols = storage.symbols
        var v = 0.0
        for k in 0..<storage.count {
            v += coefficients[k] * values[Int(symbols[k])]
        }
        return v
    }

    /// The symbols, in term order, as an array of their own.
    var symbolArray: [Int32] {
        guard let storage else { return [] }
        return Array(UnsafeBufferPointer(start: storage.symbols, count: storage.count))
    }

    func position(of symbol: Int32) -> Int? {
        guard self.storage != nil else { return nil }
        unowned(unsafe) let storage = self.storage!
        let symbols = storage.symbols
        if let positions {
            guard let p = positions.position(of: symbol, keys: symbols) else { return nil }
            return Int(p)
        }
        for i in 0..<storage.count where symbols[i] == symbol {
            return i
        }
        return nil
    }

    func coefficient(of symbol: Int32) -> Double {
        guard let i = position(of: symbol) else { return 0 }
        return coefficient(i)
    }

    /// Adds `amount` to the coefficient of `symbol`. Returns `.inserted` when the symbol was
    /// not in the row, `.removed` when its coefficient cancelled to (near) zero and it was
    /// taken out, and `.updated` otherwise, so the caller can keep columns in step.
    mutating func add(_ symbol: Int32, _ amount: Double, epsilon: Double) -> TermChange {
        if let i = position(of: symbol) {
            makeUnique()
            unowned(unsafe) let storage = self.storage!
            let coefficients = storage.coefficients
            let c = coefficients[i] + amount
            if abs(c) > epsilon {
                coefficients[i] = c
                return .updated
            }
            remove(at: i)
            return .removed
        }
        guard abs(amount) > epsilon else { return .updated }
        append(symbol, amount)
        return .inserted
    }

    /// Adds a term for a symbol the row does not hold.
    mutating func append(_ symbol: Int32, _ amount: Double) {
        let count = self.count
        // No strong binding of the storage may be alive here: it would make the check for a
        // uniquely referenced block fail, and copy the row on every append.
        if count < capacity {
            makeUnique()
        } else {
            // Half as much again, not twice: rows that grow one term at a time are many.
            grow(to: count + count / 2 + 2)
        }
        unowned(unsafe) let storage = self.storage!
        let symbols = storage.symbols
        storage.coefficients[count] = amount
        symbols[count] = symbol
        storage.head.pointee.count = Int32(count + 1)
        if positions != nil {
            positions!.insert(Int32(count), count: count + 1, keys: symbols)
        } else if count + 1 > Row.indexThreshold {
            positions = SymbolIndex(indexing: symbols, count: count + 1)
        }
    }

    /// Removes the term at `position`; the last term takes its place.
    mutating func remove(at position: Int) {
        makeUnique()
        unowned(unsafe) let storage = self.storage!
        let symbols = storage.symbols
        let coefficients = storage.coefficients
        let last = storage.count - 1
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
        storage.head.pointee.count = Int32(last)
        if last == 0 {
            self.storage = nil
            positions = nil
        } else if storage.termCapacity > 64 && last * 4 < storage.termCapacity {
            // As in ``SymbolList/remove(_:)``: a row that was once long gives back its storage.
            self.storage = storage.copy(capacity: last * 2)
        }
    }

    /// Makes the storage this row's own before a change.
    @inline(__always)
    private mutating func makeUnique() {
        if !isKnownUniquelyReferenced(&storage) {
            storage = storage!.copy(capacity: capacity)
        }
    }

    private mutating func grow(to capacity: Int) {
        if let storage {
            self.storage = storage.copy(capacity: capacity)
        } else {
            storage = RowStorage.make(capacity: capacity)
        }
    }

    enum TermChange {
        case inserted, updated, removed
    }
}
