extension Tableau {
    /// Takes free external symbols with long rows out of the basis, where that changes
    /// neither the solution nor its optimality, so that the tableau stays sparse.
    ///
    /// The primal simplex leaves chains dense: when the heights of a vertical stack's 476
    /// rows are pushed to their intrinsic sizes one by one, each row's position ends up
    /// basic, written through every height above it (Θ(N²) terms: 379,000 of the 961,000
    /// terms of a 10,000-view screen). A sparse basis holds the same solution: the
    /// positions nonbasic and each spacing constraint's fixed slack basic, a few terms each.
    ///
    /// The exchange used, `b` (a basic external, which is free) leaving for `s` (a
    /// nonbasic slack of a required equality, fixed at its constant) entering, moves
    /// nothing. It keeps the basis optimal when `s` costs nothing at every level: `b`, now
    /// nonbasic, inherits `s`'s reduced costs, and a free nonbasic symbol must cost nothing.
    /// Rows are taken newest first, and each trades for its slack with the fewest rows: in a
    /// chain that is the row's own link, and the rows written through it become short as
    /// their own links are traded in turn.
    ///
    /// Only rows longer than ``longRowLength`` that changed since the last clean-up are
    /// looked at; ``longRows`` lists them.
    ///
    /// Returns how many exchanges were made.
    @discardableResult
    mutating func cleanUpBasis() -> Int {
        let minimum = Tableau.longRowLength
        siftLongRows()
        var candidates = longRows.map { Int($0) }
        // Rows that grow long while the exchanges below substitute are listed afresh, for
        // the next clean-up, as a full scan before this one would not have seen them.
        longRows.removeAll(keepingCapacity: true)
        candidates.sort { stamp[$0] > stamp[$1] }
        var exchanges = 0
        for b in candidates {
            let row = rows[b]
            guard flag(b, .basic), row.count > minimum else { continue }
            // The exchange is optional, so it takes no risk: it divides by no coefficient
            // small beside the row's largest. One of 2e-9 beside 12, a zero that rounding
            // left, made coefficients of 2e9 and broke a required constraint.
            var largest = 0.0
            for k in 0..<row.count { largest = max(largest, abs(row.coefficient(k))) }
            let sizable = Tableau.tieTolerance * largest
            var best = -1
            var bestColumn = Int.max
            for k in 0..<row.count where abs(row.coefficient(k)) >= sizable {
                let s = Int(row.symbol(k))
                guard kind(s) == .slack, lower(s) == upper(s), costs.isNegligible(s, epsilon: 0) else { continue }
                let c = column[s].count
                if c < bestColumn || (c == bestColumn && stamp[s] > stamp[best]) {
                    best = s
                    bestColumn = c
                }
            }
            if best >= 0 {
                pivot(leaving: Symbol(b), entering: Symbol(best))
                exchanges += 1
            }
            // A row with nothing to trade is not listed again until it changes. A fixed
            // slack in it whose reduced costs later fall to zero is traded then, not
            // before: the clean-up is optional, and its slacks' costs are rarely zero.
            // (They were never zero on a 100,000-view screen: 695,000 fixed-slack terms in
            // 40,000 long rows, every one with a cost.)
        }
        return exchanges
    }
}
