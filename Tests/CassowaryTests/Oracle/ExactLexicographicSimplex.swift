/// The reference the solver is measured against: a dense two-phase simplex in exact
/// rational arithmetic with Bland's rule, small and slow on purpose so that it is
/// obviously right.
///
/// It answers two questions about a system of ``OracleConstraint``s: can every required
/// constraint hold at once, and if so, what is the least total error at each priority level,
/// highest level first, each level minimised without giving up anything at the levels
/// above it (the solver's strict priorities).
///
/// The system is put in standard form `A y = b, y ≥ 0`: an inequality gets a slack, an
/// optional constraint gets its error columns (`+ m − p` for an equality, `− p` for `≤`,
/// `+ m` for `≥`), and the free variables are eliminated (each with the row that defines
/// it, which then constrains nothing else). Phase 1 minimises a sum of artificial variables: a positive minimum means the
/// required constraints are infeasible (optional rows can always be met by their errors).
/// Then each level's error sum is minimised in turn; after each, the columns whose reduced
/// cost is positive are fixed at zero, which is exactly the set of moves that would give
/// back some of that level's optimum. Bland's rule (least index enters, least basic index
/// leaves on ties) rules out cycling, so every run ends.
struct ExactLexicographicSimplex {
    /// The optimal error sum per level, highest priority first; nil when the required
    /// constraints cannot all hold.
    struct Result {
        var levels: [Double]
        var optimum: [Rational]
    }

    private var tableau: [[Rational]] = []
    private var rhs: [Rational] = []
    private var basis: [Int] = []
    private var isBasic: [Bool] = []
    private var columnCount = 0
    private var allowed: [Bool] = []

    /// Solves `constraints` over `variableCount` free variables.
    static func solve(_ constraints: [OracleConstraint], variableCount: Int) -> Result? {
        var simplex = ExactLexicographicSimplex()
        return simplex.run(constraints, variableCount: variableCount)
    }

    private mutating func run(_ constraints: [OracleConstraint], variableCount n: Int) -> Result? {
        let levels = Array(Set(constraints.compactMap(\.priority))).sorted(by: >)
        // Columns: n for the free variables, then per constraint its slack and errors.
        var errorColumns: [[Int]] = Array(repeating: [], count: levels.count)
        var next = n
        var dense: [[Rational]] = []
        var columnsOf: [[(Int, Rational)]] = []
        for c in constraints {
            var row: [(Int, Rational)] = []
            for (j, a) in c.coefficients.enumerated() where a != 0 {
                row.append((j, Rational(exactly: a)))
            }
            switch c.relation {
            case .equal: break
            case .lessThanOrEqual:
                row.append((next, .one))
                next += 1
            case .greaterThanOrEqual:
                row.append((next, -.one))
                next += 1
            }
            if let p = c.priority {
                let level = levels.firstIndex(of: p)!
                if c.relation != .lessThanOrEqual {
                    row.append((next, .one))
                    errorColumns[level].append(next - n)
                    next += 1
                }
                if c.relation != .greaterThanOrEqual {
                    row.append((next, -.one))
                    errorColumns[level].append(next - n)
                    next += 1
                }
            }
            columnsOf.append(row)
        }
        for (i, c) in constraints.enumerated() {
            var r = Array(repeating: Rational.zero, count: next + 1)
            for (j, q) in columnsOf[i] { r[j] = r[j] + q }
            r[next] = Rational(exactly: c.constant)
            dense.append(r)
        }
        // The free variables are projected out by Gaussian elimination: each takes one row
        // that defines it, and a free variable can always take the value that row asks for,
        // so that row constrains nothing else and goes. What is left mentions only
        // non-negative columns.
        for j in 0..<n {
            guard let p = dense.firstIndex(where: { !$0[j].isZero }) else { continue }
            let pivotRow = dense.remove(at: p)
            let a = pivotRow[j]
            let nonzero = pivotRow.indices.filter { !pivotRow[$0].isZero }
            for i in dense.indices where !dense[i][j].isZero {
                let f = dense[i][j] / a
                for k in nonzero { dense[i][k] = dense[i][k] - f * pivotRow[k] }
            }
        }
        // A row with no column left is either redundant or a contradiction.
        var kept: [[Rational]] = []
        for r in dense {
            if (n..<next).allSatisfy({ r[$0].isZero }) {
                if !r[next].isZero { return nil }
            } else {
                kept.append(r)
            }
        }
        let structural = next - n
        let m = kept.count
        columnCount = structural + m
        tableau = Array(repeating: Array(repeating: .zero, count: columnCount), count: m)
        rhs = Array(repeating: .zero, count: m)
        basis = Array(repeating: 0, count: m)
        for (i, r) in kept.enumerated() {
            let flip = r[next].sign < 0
            for j in 0..<structural where !r[n + j].isZero {
                tableau[i][j] = flip ? -r[n + j] : r[n + j]
            }
            rhs[i] = flip ? -r[next] : r[next]
            tableau[i][structural + i] = .one
            basis[i] = structural + i
        }
        allowed = Array(repeating: true, count: columnCount)
        isBasic = Array(repeating: false, count: columnCount)
        for b in basis { isBasic[b] = true }

        // Phase 1: minimise the artificials.
        var cost = Array(repeating: Rational.zero, count: columnCount)
        for i in 0..<m { cost[structural + i] = .one }
        let infeasibility = minimize(cost)
        guard infeasibility.isZero else { return nil }
        // Drive the artificials out of the basis (a row left with none is redundant).
        var i = 0
        while i < tableau.count {
            if basis[i] >= structural {
                if let j = (0..<structural).first(where: { !tableau[i][$0].isZero }) {
                    pivot(row: i, column: j)
                } else {
                    tableau.remove(at: i)
                    rhs.remove(at: i)
                    basis.remove(at: i)
                    continue
                }
            }
            i += 1
        }
        for j in structural..<columnCount { allowed[j] = false }

        // Phase 2, one level at a time.
        var optimum: [Rational] = []
        for columns in errorColumns {
            var cost = Array(repeating: Rational.zero, count: columnCount)
            for j in columns { cost[j] = .one }
            optimum.append(minimize(cost))
            let reduced = reducedCosts(cost)
            for j in 0..<columnCount where reduced[j].sign > 0 { allowed[j] = false }
        }
        return Result(levels: levels, optimum: optimum)
    }

    /// `cost_j − Σ cost_basic · a_ij`: what raising nonbasic column j from zero costs.
    private func reducedCosts(_ cost: [Rational]) -> [Rational] {
        var d = cost
        for (i, b) in basis.enumerated() where !cost[b].isZero {
            for j in 0..<columnCount where !tableau[i][j].isZero {
                d[j] = d[j] - cost[b] * tableau[i][j]
            }
        }
        return d
    }

    /// Runs the primal simplex on `cost` over the allowed columns; returns the minimum.
    private mutating func minimize(_ cost: [Rational]) -> Rational {
        // The reduced costs are computed once and then kept up to date by each pivot, as
        // an extra row of the tableau.
        var reduced = reducedCosts(cost)
        while true {
            guard let entering = (0..<columnCount).first(where: {
                allowed[$0] && !isBasic[$0] && reduced[$0].sign < 0
            }) else { break }
            var leaving = -1
            var best = Rational.zero
            for i in tableau.indices where tableau[i][entering].sign > 0 {
                let ratio = rhs[i] / tableau[i][entering]
                if leaving < 0 || ratio < best || (ratio == best && basis[i] < basis[leaving]) {
                    leaving = i
                    best = ratio
                }
            }
            // Unbounded cannot happen: every cost is a sum of non-negative columns.
            precondition(leaving >= 0, "the oracle's objective is bounded below by zero")
            pivot(row: leaving, column: entering)
            let f = reduced[entering]
            for j in 0..<columnCount where !tableau[leaving][j].isZero {
                reduced[j] = reduced[j] - f * tableau[leaving][j]
            }
        }
        var value = Rational.zero
        for (i, b) in basis.enumerated() where !cost[b].isZero {
            value = value + cost[b] * rhs[i]
        }
        return value
    }

    private mutating func pivot(row r: Int, column c: Int) {
        let a = tableau[r][c]
        for j in 0..<columnCount where !tableau[r][j].isZero {
            tableau[r][j] = tableau[r][j] / a
        }
        rhs[r] = rhs[r] / a
        let pivotRow = tableau[r]
        let nonzero = (0..<columnCount).filter { !pivotRow[$0].isZero }
        for i in tableau.indices where i != r && !tableau[i][c].isZero {
            let f = tableau[i][c]
            for j in nonzero {
                tableau[i][j] = tableau[i][j] - f * pivotRow[j]
            }
            rhs[i] = rhs[i] - f * rhs[r]
        }
        isBasic[basis[r]] = false
        isBasic[c] = true
        basis[r] = c
    }
}
