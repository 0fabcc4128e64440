@testable import Cassowary

/// `Σ coefficients[j] × x[j]  relation  constant`, required when `priority` is nil: a
/// constraint as plain data, so that one system can go to the solver and to the oracle.
struct OracleConstraint: CustomStringConvertible {
    var coefficients: [Double]
    var relation: Relation
    var constant: Double
    var priority: Double?

    func value(at x: [Double]) -> Double {
        zip(coefficients, x).reduce(0) { $0 + $1.0 * $1.1 }
    }

    /// How far `x` is from satisfying the relation.
    func violation(at x: [Double]) -> Double {
        let r = value(at: x) - constant
        switch relation {
        case .equal: return abs(r)
        case .lessThanOrEqual: return max(0, r)
        case .greaterThanOrEqual: return max(0, -r)
        }
    }

    /// The size of the numbers the relation compares at `x`, for a relative tolerance.
    func scale(at x: [Double]) -> Double {
        max(1, abs(constant), zip(coefficients, x).reduce(0) { $0 + abs($1.0 * $1.1) })
    }

    func constraint(_ v: [Variable]) -> Constraint {
        let terms = coefficients.indices.filter { coefficients[$0] != 0 }.map { Term(v[$0], coefficients[$0]) }
        return Constraint(
            Expression(terms: terms), relation, constant, strength: priority.map { Strength($0) } ?? .required)
    }

    var description: String {
        let terms = coefficients.indices.filter { coefficients[$0] != 0 }.map { j -> String in
            let a = coefficients[j]
            return (a < 0 ? "- " : "+ ") + (abs(a) == 1 ? "" : "\(Int(abs(a)))*") + "x\(j)"
        }
        var left = terms.joined(separator: " ")
        if left.hasPrefix("+ ") { left.removeFirst(2) }
        let symbol = switch relation {
        case .equal: "=="
        case .lessThanOrEqual: "<="
        case .greaterThanOrEqual: ">="
        }
        let c = constant == constant.rounded() ? "\(Int(constant))" : "\(constant)"
        return "\(left) \(symbol) \(c)" + (priority.map { " @\(Int($0))" } ?? " (required)")
    }
}
