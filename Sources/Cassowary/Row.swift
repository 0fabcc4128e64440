/// One row of the tableau: a basic symbol written as a sum of nonbasic symbols,
/// `basic = Σ coefficient × symbol`. Rows carry no constant: constants live in the bounds
/// of the slack symbols and in the current values, as in a bounded simplex.
///
/// Terms are kept sorted by symbol, so every walk over a row is deterministic and a term
/// is found by binary search: adding a short row into a long one costs the length of the
/// short one times a logarithm, the common case when a pivot row of four terms is
/// substituted into the long rows of a chain. A hash index beside each long row did the
/// same in one probe, but took 4–8 bytes a term: 6 MB of a 10,000-view screen.
///
/// The terms live in one ``RowStorage`` block, shared between copies until one of them
/// changes (copy on write: a journal keeps copies of the rows an operation changes).
/// Walk a row with ``count``, ``symbol(_:)`` and ``coefficient(_:)``.
struct Row {
    private var storage: RowStorage?

    init() {
        storage = nil
    }

    /// An empty row with room for `capacity` terms, to be filled with ``append(_:_:)``.
    init(capacity: Int) {
        storage = capacity > 0 ? RowStorage.make(capacity: capacity) : nil
    }

    /// A row from distinct symbols and their coefficients, in any order.
    init(symbols: [Int32], coefficients: [Double]) {
        self.init(capacity: symbols.count)
        for k in symbols.indices.sorted(by: { symbols[$0] < symbols[$1] }) {
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
        return storage.withTerms { header, _, symbols in
            assert(k >= 0 && k < Int(header.pointee.count), "Row term out of range")
            return symbols[k]
        }
    }

    /// The coefficient of term `k`.
    @inline(__always)
    func coefficient(_ k: Int) -> Double {
        unowned(unsafe) let storage = self.storage!
        return storage.withTerms { header, coefficients, _ in
            assert(k >= 0 && k < Int(header.pointee.count), "Row term out of range")
            return coefficients[k]
        }
    }

    /// `Σ coefficient × values[symbol]`, in term order.
    @inline(__always)
    func sum(over values: UnsafeBufferPointer<Double>) -> Double {
        guard self.storage != nil else { return 0 }
        unowned(unsafe) let storage = self.storage!
        return storage.withTerms { header, coefficients, symbols in
            var v = 0.0
            for k in 0..<Int(header.pointee.count) {
                v += coefficients[k] * values[Int(symbols[k])]
            }
            return v
        }
    }

    /// The symbols, in term order, as an array of their own.
    var symbolArray: [Int32] {
        guard let storage else { return [] }
        return storage.withTerms { header, _, symbols in
            Array(UnsafeBufferPointer(start: symbols, count: Int(header.pointee.count)))
        }
    }

    /// Where `symbol` is or would go: the number of terms with a smaller symbol.
    @inline(__always)
    private static func insertionPoint(of symbol: Int32, in symbols: UnsafeMutablePointer<Int32>, count: Int) -> Int {
        var lo = 0
        var n = count
        while n > 0 {
            let half = n >> 1
            if symbols[lo &+ half] < symbol {
                lo = lo &+ half &+ 1
                n = n &- half &- 1
            } else {
                n = half
            }
        }
        return lo
    }

    func position(of symbol: Int32) -> Int? {
        guard self.storage != nil else { return nil }
        unowned(unsafe) let storage = self.storage!
        return storage.withTerms { header, _, symbols in
            let count = Int(header.pointee.count)
            let k = Row.insertionPoint(of: symbol, in: symbols, count: count)
            return k < count && symbols[k] == symbol ? k : nil
        }
    }

    /// ``coefficient(of:)`` of the row at `row`, read where it lies: a row copied out of
    /// its array is retained and released, which cost more than the search.
    @inline(__always)
    static func coefficient(of symbol: Int32, inRowAt row: UnsafePointer<Row>) -> Double {
        guard row.pointee.storage != nil else { return 0 }
        unowned(unsafe) let storage = row.pointee.storage!
        return storage.withTerms { header, coefficients, symbols in
            let count = Int(header.pointee.count)
            let k = Row.insertionPoint(of: symbol, in: symbols, count: count)
            return k < count && symbols[k] == symbol ? coefficients[k] : 0
        }
    }

    /// The coefficient of `symbol`, 0 if the row does not name it: one look at the block,
    /// unretained.
    @inline(__always)
    func coefficient(of symbol: Int32) -> Double {
        guard self.storage != nil else { return 0 }
        unowned(unsafe) let storage = self.storage!
        return storage.withTerms { header, coefficients, symbols in
            let count = Int(header.pointee.count)
            let k = Row.insertionPoint(of: symbol, in: symbols, count: count)
            return k < count && symbols[k] == symbol ? coefficients[k] : 0
        }
    }

    /// Adds `amount` to the coefficient of `symbol`. Returns `.inserted` when the symbol was
    /// not in the row, `.removed` when its coefficient cancelled to (near) zero and it was
    /// taken out, and `.updated` otherwise, so the caller can keep columns in step. A sum
    /// within `epsilon` of zero, relative to the larger of its two parts, cancels.
    mutating func add(_ symbol: Int32, _ amount: Double, epsilon: Double) -> TermChange {
        let count = self.count
        var k = 0
        if count > 0 {
            unowned(unsafe) let storage = self.storage!
            let found: Bool
            (k, found) = storage.withTerms { _, _, symbols in
                let k = Row.insertionPoint(of: symbol, in: symbols, count: count)
                return (k, k < count && symbols[k] == symbol)
            }
            if found {
                makeUnique()
                unowned(unsafe) let storage = self.storage!
                let kept = storage.withTerms { _, coefficients, _ in
                    let old = coefficients[k]
                    let c = old + amount
                    // Relative to what was added: a sum of two numbers of size 50 that
                    // comes to 1e-9 is their rounding, not a coefficient. Kept, it let a
                    // repair divide by it and send a variable to 1e11.
                    guard abs(c) > epsilon * Swift.max(1, abs(old), abs(amount)) else { return false }
                    coefficients[k] = c
                    return true
                }
                if kept { return .updated }
                remove(at: k)
                return .removed
            }
        }
        guard abs(amount) > epsilon else { return .updated }
        insert(symbol, amount, at: k)
        return .inserted
    }

    /// This row with `factor × other` added and `symbol` taken out, made in one merge of
    /// the two sorted rows: the work is the length of both. Adding term by term
    /// (``add(_:_:epsilon:)``) costs a search and, for each new symbol, a move of the terms
    /// after it: the length of `other` times the length of this row, which made a pivot
    /// whose row had grown to a thousand terms rewrite each long row it touched a thousand
    /// times over (41% of a resize that pushed a 1,000-view chain past its natural width
    /// went to those moves). Sums cancel as in ``add(_:_:epsilon:)``; `change` is told of
    /// every symbol inserted or removed, so the caller can keep columns in step.
    func merged(removing symbol: Int32, adding factor: Double, times other: Row, epsilon: Double,
                change: (Int32, TermChange) -> Void) -> Row {
        let count = self.count
        let otherCount = other.count
        var result = Row(capacity: count + otherCount)
        guard let resultStorage = result.storage else { return result }
        unowned(unsafe) let target = resultStorage
        target.withTerms { header, outCoefficients, outSymbols in
            var n = 0
            func emit(_ s: Int32, _ c: Double) {
                (outSymbols + n).initialize(to: s)
                (outCoefficients + n).initialize(to: c)
                n += 1
            }
            Row.withTermsOrEmpty(self) { mineC, mineS in
                Row.withTermsOrEmpty(other) { otherC, otherS in
                    var i = 0
                    var j = 0
                    while i < count || j < otherCount {
                        let si = i < count ? mineS[i] : Int32.max
                        let sj = j < otherCount ? otherS[j] : Int32.max
                        if si < sj {
                            if si != symbol { emit(si, mineC[i]) }
                            i += 1
                        } else if sj < si {
                            let amount = factor * otherC[j]
                            if abs(amount) > epsilon {
                                emit(sj, amount)
                                change(sj, .inserted)
                            }
                            j += 1
                        } else {
                            let old = mineC[i]
                            let amount = factor * otherC[j]
                            let c = old + amount
                            if si == symbol {
                                // The symbol being replaced is not kept; the row it is
                                // replaced by never names it.
                            } else if abs(c) > epsilon * Swift.max(1, abs(old), abs(amount)) {
                                emit(si, c)
                            } else {
                                change(si, .removed)
                            }
                            i += 1
                            j += 1
                        }
                    }
                }
            }
            header.pointee.count = Int32(n)
        }
        if result.count == 0 { result.storage = nil }
        return result
    }

    /// Replaces the term at `position` by `factor × other` in place, for a short `other`
    /// and a long row: what ``add(_:_:epsilon:)`` term by term gives (the same sums,
    /// cancellations and order), but with each term of the row moved at most once.
    ///
    /// Term by term, the removal and each insertion moved every term after it: when a pivot
    /// row of three terms replaced an error in the rows of a 1,000-view chain pushed past
    /// its natural width, each replacement moved the 3,000-term rows four times over, though
    /// the new terms mostly land where the old one was (a constraint's slack and errors are
    /// numbered next to each other). Here only the terms between the places that change
    /// move, each by the net number of terms inserted and removed before it.
    ///
    /// The symbols inserted (as themselves) and removed (as their bitwise complements) are
    /// written to `changes`, in no particular order, so the caller can keep columns in step.
    mutating func substitute(at position: Int, factor: Double, times other: Row, epsilon: Double,
                             changes: inout [Int32]) {
        makeUnique()
        let count = self.count
        let otherCount = other.count
        // Where the terms go: insertions (before which old term, the symbol, the
        // coefficient) and removals (old positions), each in increasing order.
        var insertions: [(at: Int, symbol: Int32, coefficient: Double)] = []
        insertions.reserveCapacity(otherCount)
        var removals: [Int] = []
        removals.reserveCapacity(otherCount + 1)
        unowned(unsafe) let storage = self.storage!
        storage.withTerms { _, coefficients, symbols in
            Row.withTermsOrEmpty(other) { otherC, otherS in
                for j in 0..<otherCount {
                    let s = otherS[j]
                    let amount = factor * otherC[j]
                    let k = Row.insertionPoint(of: s, in: symbols, count: count)
                    if k < count && symbols[k] == s {
                        let old = coefficients[k]
                        let c = old + amount
                        if abs(c) > epsilon * Swift.max(1, abs(old), abs(amount)) {
                            coefficients[k] = c
                        } else {
                            removals.append(k)
                            changes.append(~s)
                        }
                    } else if abs(amount) > epsilon {
                        insertions.append((k, s, amount))
                        changes.append(s)
                    }
                }
            }
        }
        // The replaced term joins the removals in order (the row replacing it never names it).
        var p = removals.count
        removals.append(position)
        while p > 0 && removals[p - 1] > position {
            removals.swapAt(p, p - 1)
            p -= 1
        }
        let newCount = count + insertions.count - removals.count
        if newCount == 0 {
            self.storage = nil
            return
        }
        if newCount > capacity {
            rebuild(count: count, newCount: newCount, insertions: insertions, removals: removals)
            return
        }
        storage.withTerms { header, coefficients, symbols in
            // The runs of kept terms between the places that change, with how far each
            // moves; an insertion at the place of a removal goes first.
            var runs: [(start: Int, end: Int, shift: Int)] = []
            runs.reserveCapacity(insertions.count + removals.count + 1)
            var start = 0
            var shift = 0
            var i = 0
            var r = 0
            while true {
                let nextInsertion = i < insertions.count ? insertions[i].at : Int.max
                let nextRemoval = r < removals.count ? removals[r] : Int.max
                let next = Swift.min(nextInsertion, nextRemoval, count)
                if next > start { runs.append((start, next, shift)) }
                if nextInsertion <= nextRemoval && nextInsertion != Int.max {
                    // From here on the insertion's place is its final one.
                    insertions[i].at = nextInsertion + shift
                    shift += 1
                    i += 1
                    start = next
                } else if nextRemoval != Int.max {
                    shift -= 1
                    r += 1
                    start = next + 1
                } else {
                    break
                }
            }
            // Runs moving up go last to first, runs moving down first to last: no run then
            // lands on one not yet moved (the final places are in order). The values are
            // plain numbers, so moving over initialised slots is a plain copy.
            for run in runs.reversed() where run.shift > 0 {
                (symbols + run.start + run.shift).moveInitialize(from: symbols + run.start, count: run.end - run.start)
                (coefficients + run.start + run.shift).moveInitialize(from: coefficients + run.start, count: run.end - run.start)
            }
            for run in runs where run.shift < 0 {
                (symbols + run.start + run.shift).moveInitialize(from: symbols + run.start, count: run.end - run.start)
                (coefficients + run.start + run.shift).moveInitialize(from: coefficients + run.start, count: run.end - run.start)
            }
            for insertion in insertions {
                (symbols + insertion.at).initialize(to: insertion.symbol)
                (coefficients + insertion.at).initialize(to: insertion.coefficient)
            }
            header.pointee.count = Int32(newCount)
        }
        let capacity = self.capacity
        if capacity > 64 && newCount * 4 < capacity {
            // As in ``remove(at:)``: a row that was once long gives back its storage.
            self.storage = storage.copy(capacity: newCount * 2)
        }
    }

    /// ``substitute(at:factor:times:epsilon:changes:)`` when the terms outgrow the block:
    /// they are written into a new one, a quarter larger again as in ``insert(_:_:at:)``.
    private mutating func rebuild(count: Int, newCount: Int, insertions: [(at: Int, symbol: Int32, coefficient: Double)],
                                  removals: [Int]) {
        let block = RowStorage.make(capacity: newCount + newCount / 4 + 2)
        unowned(unsafe) let old = self.storage!
        old.withTerms { _, coefficients, symbols in
            block.withTerms { header, outCoefficients, outSymbols in
                var n = 0
                var i = 0
                var r = 0
                for k in 0...count {
                    while i < insertions.count && insertions[i].at == k {
                        (outSymbols + n).initialize(to: insertions[i].symbol)
                        (outCoefficients + n).initialize(to: insertions[i].coefficient)
                        n += 1
                        i += 1
                    }
                    guard k < count else { break }
                    if r < removals.count && removals[r] == k {
                        r += 1
                        continue
                    }
                    (outSymbols + n).initialize(to: symbols[k])
                    (outCoefficients + n).initialize(to: coefficients[k])
                    n += 1
                }
                header.pointee.count = Int32(n)
            }
        }
        self.storage = block
    }

    /// Runs `body` with the coefficients and symbols of `row`, or two null-safe empty
    /// pointers for an empty row (whose loops then never read them).
    @inline(__always)
    private static func withTermsOrEmpty<R>(_ row: Row, _ body: (UnsafeMutablePointer<Double>, UnsafeMutablePointer<Int32>) -> R) -> R {
        guard row.storage != nil else {
            var c = 0.0
            var s: Int32 = 0
            return withUnsafeMutablePointer(to: &c) { cp in
                withUnsafeMutablePointer(to: &s) { sp in body(cp, sp) }
            }
        }
        unowned(unsafe) let storage = row.storage!
        return storage.withTerms { _, coefficients, symbols in body(coefficients, symbols) }
    }

    /// Adds a term after the last one: `symbol` must be greater than every symbol in the row.
    mutating func append(_ symbol: Int32, _ amount: Double) {
        assert(count == 0 || self.symbol(count - 1) < symbol, "Row.append out of order")
        insert(symbol, amount, at: count)
    }

    /// Puts a term at position `k`, which keeps the symbols sorted.
    private mutating func insert(_ symbol: Int32, _ amount: Double, at k: Int) {
        let count = self.count
        // No strong binding of the storage may be alive here: it would make the check for a
        // uniquely referenced block fail, and copy the row on every append.
        if count < capacity {
            makeUnique()
        } else {
            // A quarter as much again, not twice: rows that grow one term at a time are many.
            grow(to: count + count / 4 + 2)
        }
        unowned(unsafe) let storage = self.storage!
        storage.withTerms { header, coefficients, symbols in
            // Slots from `count` on are uninitialised: the terms after `k` move up into
            // them (the ranges overlap, which `moveInitialize` allows), and slot `k`, left
            // uninitialised by the move, is initialised with the new term.
            if k < count {
                (symbols + k + 1).moveInitialize(from: symbols + k, count: count - k)
                (coefficients + k + 1).moveInitialize(from: coefficients + k, count: count - k)
            }
            (coefficients + k).initialize(to: amount)
            (symbols + k).initialize(to: symbol)
            header.pointee.count = Int32(count + 1)
        }
    }

    /// Removes the term at `position`; the later terms move up.
    mutating func remove(at position: Int) {
        makeUnique()
        unowned(unsafe) let storage = self.storage!
        let (last, capacity) = storage.withTerms { header, coefficients, symbols in
            let last = Int(header.pointee.count) - 1
            precondition(position >= 0 && position <= last, "Row.remove out of range")
            (symbols + position).deinitialize(count: 1)
            (coefficients + position).deinitialize(count: 1)
            if position < last {
                (symbols + position).moveInitialize(from: symbols + position + 1, count: last - position)
                (coefficients + position).moveInitialize(from: coefficients + position + 1, count: last - position)
            }
            header.pointee.count = Int32(last)
            return (last, Int(header.pointee.capacity))
        }
        if last == 0 {
            self.storage = nil
        } else if capacity > 64 && last * 4 < capacity {
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
