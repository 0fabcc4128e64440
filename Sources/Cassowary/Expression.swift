/// A linear expression: a sum of ``Term``s plus a constant.
///
/// Build expressions with the arithmetic operators: `2 * x + y - 3` is an `Expression`.
/// `+` and `-` combine variables, expressions and numbers; `*` and `/` scale by a number.
/// A variable may appear in several terms; the solver adds them up.
public struct Expression: CustomStringConvertible {
    /// The variable terms, in the order they were written; a variable may appear twice.
    public private(set) var terms: [Term]
    /// The number added to the terms.
    public private(set) var constant: Double

    /// The expression `1 × variable`.
    public init(_ variable: Variable) {
        terms = [Term(variable)]
        constant = 0
    }

    /// The constant expression.
    public init(_ constant: Double) {
        terms = []
        self.constant = constant
    }

    /// An expression from its parts.
    public init(terms: [Term], constant: Double = 0) {
        self.terms = terms
        self.constant = constant
    }

    /// Whether every coefficient and the constant are finite numbers.
    public var isFinite: Bool {
        constant.isFinite && terms.allSatisfy { $0.coefficient.isFinite }
    }

    func scaled(by factor: Double) -> Expression {
        Expression(terms: terms.map { Term($0.variable, $0.coefficient * factor) }, constant: constant * factor)
    }

    func adding(_ other: Expression, times factor: Double = 1) -> Expression {
        var result = self
        result.terms.reserveCapacity(terms.count + other.terms.count)
        for term in other.terms {
            result.terms.append(Term(term.variable, term.coefficient * factor))
        }
        result.constant += other.constant * factor
        return result
    }

    /// The expression as text, e.g. `2.0 * x + y + -3.0`.
    public var description: String {
        var parts = terms.map(\.description)
        if constant != 0 || parts.isEmpty { parts.append("\(constant)") }
        return parts.joined(separator: " + ")
    }
}
