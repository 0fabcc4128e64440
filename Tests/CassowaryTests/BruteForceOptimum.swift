@testable import Cassowary

// Constraints as data and an independent optimality check, for the random-system tests.

/// `Σ a[i] × v[i]  relation  b`, required when `priority` is nil: a constraint as data, so
/// that the same system can be given to several solvers and to the brute-force check.
struct LinearSpec: CustomStringConvertible {
    var a: [Double]
    var relation: Relation
    var b: Double
    var priority: Double?

    func value(at x: [Double]) -> Double {
        zip(a, x).reduce(0) { $0 + $1.0 * $1.1 }
    }

    /// How far `x` is from satisfying the relation.
    func violation(at x: [Double]) -> Double {
        let r = value(at: x) - b
        switch relation {
        case .equal: return abs(r)
        case .lessThanOrEqual: return max(0, r)
        case .greaterThanOrEqual: return max(0, -r)
        }
    }

    func constraint(_ v: [Variable]) -> Constraint {
        let terms = a.indices.filter { a[$0] != 0 }.map { Term(v[$0], a[$0]) }
        return Constraint(Expression(terms: terms), relation, b, strength: priority.map { Strength($0) } ?? .required)
    }

    var description: String {
        let left = a.indices.filter { a[$0] != 0 }.map { "\(a[$0])*v\($0)" }.joined(separator: " + ")
        return "\(left) \(relation) \(b)" + (priority.map { " @\($0)" } ?? "")
    }

    /// Random coefficients in -3…3, not all zero.
    static func randomCoefficients(_ n: Int, _ rng: inout SplitMix64) -> [Double] {
        while true {
            let a = (0..<n).map { _ in Double(rng.int(-3...3)) }
            if a.contains(where: { $0 != 0 }) { return a }
        }
    }

    /// A required constraint that the point `p` satisfies.
    static func required(through p: [Double], _ rng: inout SplitMix64) -> LinearSpec {
        let a = randomCoefficients(p.count, &rng)
        let at = zip(a, p).reduce(0) { $0 + $1.0 * $1.1 }
        switch rng.int(0...2) {
        case 0: return LinearSpec(a: a, relation: .equal, b: at, priority: nil)
        case 1: return LinearSpec(a: a, relation: .lessThanOrEqual, b: at + Double(rng.int(0...5)), priority: nil)
        default: return LinearSpec(a: a, relation: .greaterThanOrEqual, b: at - Double(rng.int(0...5)), priority: nil)
        }
    }

    /// Any constraint, required or at `priority`.
    static func random(_ n: Int, priority: Double?, _ rng: inout SplitMix64) -> LinearSpec {
        LinearSpec(
            a: randomCoefficients(n, &rng), relation: rng.pick([.equal, .lessThanOrEqual, .greaterThanOrEqual]),
            b: Double(rng.int(-20...20)), priority: priority)
    }

    /// `-100 <= v[i] <= 100` for every i: bounds every system, so its optimum is at a vertex.
    static func box(_ n: Int) -> [LinearSpec] {
        (0..<n).flatMap { i -> [LinearSpec] in
            var a = [Double](repeating: 0, count: n)
            a[i] = 1
            return [
                LinearSpec(a: a, relation: .greaterThanOrEqual, b: -100, priority: nil),
                LinearSpec(a: a, relation: .lessThanOrEqual, b: 100, priority: nil),
            ]
        }
    }
}

/// An independent check of optimality for small systems: the lexicographic optimum of the
/// optional errors over the required polytope is attained at a vertex of the arrangement of
/// all constraint hyperplanes (each required boundary and each optional `Σ a·v = b`), so the
/// best feasible vertex gives the optimal error vector.
enum BruteForce {
    /// The optional priorities of `specs`, highest first.
    static func levels(_ specs: [LinearSpec]) -> [Double] {
        Array(Set(specs.compactMap(\.priority))).sorted(by: >)
    }

    /// Total violation per level (highest first) at `x`.
    static func errors(_ specs: [LinearSpec], levels: [Double], at x: [Double]) -> [Double] {
        levels.map { level in
            specs.filter { $0.priority == level }.reduce(0) { $0 + $1.violation(at: x) }
        }
    }

    static func lexLess(_ a: [Double], _ b: [Double]) -> Bool {
        for (p, q) in zip(a, b) {
            if p < q - 1e-9 * max(1, abs(q)) { return true }
            if p > q + 1e-9 * max(1, abs(q)) { return false }
        }
        return false
    }

    /// Solves the square system by Gaussian elimination with partial pivoting; nil if singular.
    static func solve(_ rows: [[Double]], _ rhs: [Double]) -> [Double]? {
        let n = rhs.count
        var m = rows, b = rhs
        for col in 0..<n {
            var pivot = col
            for r in (col + 1)..<max(col + 1, n) where abs(m[r][col]) > abs(m[pivot][col]) { pivot = r }
            guard abs(m[pivot][col]) > 1e-9 else { return nil }
            m.swapAt(col, pivot)
            b.swapAt(col, pivot)
            for r in 0..<n where r != col {
                let f = m[r][col] / m[col][col]
                guard f != 0 else { continue }
                for k in col..<n { m[r][k] -= f * m[col][k] }
                b[r] -= f * b[col]
            }
        }
        return (0..<n).map { b[$0] / m[$0][$0] }
    }

    /// The lexicographically least error vector over every feasible vertex.
    static func optimum(_ specs: [LinearSpec], variables n: Int) -> [Double]? {
        let levels = levels(specs)
        let required = specs.filter { $0.priority == nil }
        var best: [Double]?
        var chosen = Array(0..<n)
        let count = specs.count
        guard count >= n else { return nil }
        while true {
            if let x = solve(chosen.map { specs[$0].a }, chosen.map { specs[$0].b }),
               required.allSatisfy({ $0.violation(at: x) <= 1e-7 * max(1, abs($0.b)) }) {
                let e = errors(specs, levels: levels, at: x)
                if best == nil || lexLess(e, best!) { best = e }
            }
            // Next n-subset in lexicographic order.
            var i = n - 1
            while i >= 0 && chosen[i] == count - n + i { i -= 1 }
            if i < 0 { break }
            chosen[i] += 1
            for k in (i + 1)..<max(i + 1, n) { chosen[k] = chosen[k - 1] + 1 }
        }
        return best
    }
}
