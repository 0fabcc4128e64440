extension Tableau {
    /// Pivots long rows of free external symbols out of the basis where that keeps the
    /// solution and its optimality exactly as they are.
    mutating func sparsifyExternalRows(longerThan minimum: Int) -> Int {
        var candidates: [Int] = []
        for i in 0..<symbolCount where flag(i, .basic) && kind(i) == .external && rows[i].count > minimum {
            candidates.append(i)
        }
        candidates.sort { stamp[$0] > stamp[$1] }
        var pivots = 0
        for b in candidates {
            guard flag(b, .basic) else { continue }
            let row = rows[b]
            guard row.count > minimum else { continue }
            var best = -1
            var bestColumn = Int.max
            for k in 0..<row.count {
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
                pivots += 1
            }
        }
        return pivots
    }
}
