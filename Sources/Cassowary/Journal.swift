/// Everything a fallible operation changes, logged as it happens, so that a rejected
/// constraint leaves the tableau exactly as it found it (atomic failure).
///
/// The logs are plain arrays: writing an entry is an append, which keeps the common case,
/// an operation that succeeds, cheap. Undoing walks them backwards, so the oldest value of
/// an item is the one that stays.
struct Journal {
    var rows: [(symbol: Int32, row: Row?)] = []
    /// The symbols whose rows are in ``rows``, once there are many (``saveRow(_:_:)``).
    /// Only a row's first version is needed, and saving it again would cost more than the
    /// entry: a saved row shares its storage, so the next change to it copies the whole
    /// row. Saved on every change, a pivot into a long row with a short one copied the
    /// long row each time, and edits journaled that way made a 1,000-view chain's resize
    /// (W2) eleven times slower.
    var savedRows: Set<Int32> = []
    var values: [(symbol: Int32, value: Double)] = []
    var costs: [(level: Int, symbol: Int32, cost: Double)] = []
    var bounds: [(symbol: Int32, lower: Double, upper: Double)] = []
    var createdSymbols: [Int32] = []
    /// How many basic values were due for a refresh when the operation began.
    var driftedCount: Int
    /// Those values' symbols, once a refresh during the operation took them off the list
    /// (``Tableau/refreshDriftedValues()``): undone, their old values are due again.
    var driftedBeforeRefresh: [Int32]?
    /// The tableau's drift bookkeeping when the operation began (``Tableau/workSinceCheck``,
    /// ``Tableau/driftSigns``, ``Tableau/pivotsSinceRefactor``,
    /// ``Tableau/roundingSinceLook``). The rows put back are the old rows, rounding and
    /// all, so their counts come back with them. Left as a refused call's refactor had
    /// set them, the next call took rows that had drifted for 92 pivots for fresh ones,
    /// skipped the refactor that tells rounding from a contradiction, and refused a
    /// feasible required constraint over a residual of 1.8e-9.
    var drift: DriftBookkeeping

    init(driftedCount: Int, drift: DriftBookkeeping) {
        self.driftedCount = driftedCount
        self.drift = drift
    }

    /// Empties the logs for the next operation, keeping their storage: most additions are
    /// journaled, and five arrays allocated and freed per addition were a tenth of the
    /// solver's instructions in a large first layout.
    mutating func clear() {
        rows.removeAll(keepingCapacity: true)
        // Emptying a set walks its whole table; most operations never fill it.
        if !savedRows.isEmpty { savedRows.removeAll(keepingCapacity: true) }
        values.removeAll(keepingCapacity: true)
        costs.removeAll(keepingCapacity: true)
        bounds.removeAll(keepingCapacity: true)
        createdSymbols.removeAll(keepingCapacity: true)
        driftedBeforeRefresh = nil
    }

    /// Whether the logs hold so much storage that keeping it for the next operation would
    /// waste memory (one operation that changed a large part of the tableau).
    var isLarge: Bool {
        rows.capacity > 4096 || savedRows.capacity > 4096 || values.capacity > 4096 || costs.capacity > 4096 || bounds.capacity > 4096
            || createdSymbols.capacity > 4096
    }

    /// Saves the row of `symbol` (nil: it had none) unless an earlier version is saved.
    ///
    /// Most operations save a few rows: those are looked for in ``rows`` itself, and
    /// ``savedRows`` is filled only once there are ``directLookLimit``. A set used by every
    /// operation was hashed into and emptied (its whole table walked) at every commit.
    mutating func saveRow(_ symbol: Int32, _ row: Row?) {
        if rows.count < Journal.directLookLimit {
            for entry in rows where entry.symbol == symbol { return }
            rows.append((symbol, row))
            if rows.count == Journal.directLookLimit {
                for entry in rows { savedRows.insert(entry.symbol) }
            }
        } else if savedRows.insert(symbol).inserted {
            rows.append((symbol, row))
        }
    }

    static let directLookLimit = 16

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
