/// A linear relation between two expressions, with a ``Strength``.
///
/// Constraints have reference identity: adding the same object twice is an error, while
/// two equal-looking constraints are two constraints. A constraint is immutable apart from
/// its ``constant``, which ``Solver/updateConstant(of:to:)`` changes in place.
///
/// Internally every constraint is read as `terms  relation  constant`, with every variable
/// on the left and the number on the right: `a == b + 8` is `a - b == 8`, so its
/// ``constant`` is `8`.
///
/// Constraints are `Sendable` so that they can travel inside a ``SolverError``; ``constant``
/// is written only by ``Solver/updateConstant(of:to:)``, and a solver is used from one
/// isolation domain at a time.
public final class Constraint: Hashable, CustomStringConvertible, @unchecked Sendable {
    /// The variable terms of `lhs - rhs`, in the order they were written.
    public let terms: [Term]
    /// How the terms compare with ``constant``.
    public let relation: Relation
    /// How much the constraint matters.
    public let strength: Strength
    /// The number the terms are compared with: `terms relation constant`.
    public internal(set) var constant: Double

    /// Creates `lhs relation rhs` at the given strength (required unless said otherwise).
    public init(_ lhs: Expression, _ relation: Relation, _ rhs: Expression, strength: Strength = .required) {
        let difference = lhs - rhs
        terms = difference.terms
        constant = -difference.constant
        self.relation = relation
        self.strength = strength
    }

    /// Creates `lhs relation rhs` where the left side is one variable.
    public convenience init(_ lhs: Variable, _ relation: Relation, _ rhs: Expression, strength: Strength = .required) {
        self.init(Expression(lhs), relation, rhs, strength: strength)
    }

    /// Creates `lhs relation rhs` where the right side is one variable.
    public convenience init(_ lhs: Expression, _ relation: Relation, _ rhs: Variable, strength: Strength = .required) {
        self.init(lhs, relation, Expression(rhs), strength: strength)
    }

    /// Creates `lhs relation rhs` between two variables.
    public convenience init(_ lhs: Variable, _ relation: Relation, _ rhs: Variable, strength: Strength = .required) {
        self.init(Expression(lhs), relation, Expression(rhs), strength: strength)
    }

    /// Creates `lhs relation rhs` against a number.
    public convenience init(_ lhs: Expression, _ relation: Relation, _ rhs: Double, strength: Strength = .required) {
        self.init(lhs, relation, Expression(rhs), strength: strength)
    }

    /// Creates `lhs relation rhs` between a variable and a number.
    public convenience init(_ lhs: Variable, _ relation: Relation, _ rhs: Double, strength: Strength = .required) {
        self.init(Expression(lhs), relation, Expression(rhs), strength: strength)
    }

    /// Whether every coefficient and the constant are finite numbers.
    var isFinite: Bool { constant.isFinite && terms.allSatisfy { $0.coefficient.isFinite } }

    public static func == (lhs: Constraint, rhs: Constraint) -> Bool { lhs === rhs }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(ObjectIdentifier(self))
    }

    public var description: String {
        let left = terms.isEmpty ? "0" : terms.map(\.description).joined(separator: " + ")
        return "\(left) \(relation) \(constant)" + (strength.isRequired ? "" : " @\(strength)")
    }
}
