// Arithmetic that builds `Expression`s. Every operator returns an `Expression` so that
// chains such as `2 * x + y - 3` type-check without annotations.

// MARK: Addition

/// The sum of the two sides, as an ``Expression``.
public func + (lhs: Expression, rhs: Expression) -> Expression { lhs.adding(rhs) }
/// The sum of the two sides, as an ``Expression``.
public func + (lhs: Expression, rhs: Variable) -> Expression { lhs.adding(Expression(rhs)) }
/// The sum of the two sides, as an ``Expression``.
public func + (lhs: Variable, rhs: Expression) -> Expression { Expression(lhs).adding(rhs) }
/// The sum of the two sides, as an ``Expression``.
public func + (lhs: Variable, rhs: Variable) -> Expression { Expression(lhs).adding(Expression(rhs)) }
/// The sum of the two sides, as an ``Expression``.
public func + (lhs: Expression, rhs: Double) -> Expression { lhs.adding(Expression(rhs)) }
/// The sum of the two sides, as an ``Expression``.
public func + (lhs: Double, rhs: Expression) -> Expression { Expression(lhs).adding(rhs) }
/// The sum of the two sides, as an ``Expression``.
public func + (lhs: Variable, rhs: Double) -> Expression { Expression(lhs).adding(Expression(rhs)) }
/// The sum of the two sides, as an ``Expression``.
public func + (lhs: Double, rhs: Variable) -> Expression { Expression(lhs).adding(Expression(rhs)) }

// MARK: Subtraction

/// The left side minus the right side, as an ``Expression``.
public func - (lhs: Expression, rhs: Expression) -> Expression { lhs.adding(rhs, times: -1) }
/// The left side minus the right side, as an ``Expression``.
public func - (lhs: Expression, rhs: Variable) -> Expression { lhs.adding(Expression(rhs), times: -1) }
/// The left side minus the right side, as an ``Expression``.
public func - (lhs: Variable, rhs: Expression) -> Expression { Expression(lhs).adding(rhs, times: -1) }
/// The left side minus the right side, as an ``Expression``.
public func - (lhs: Variable, rhs: Variable) -> Expression { Expression(lhs).adding(Expression(rhs), times: -1) }
/// The left side minus the right side, as an ``Expression``.
public func - (lhs: Expression, rhs: Double) -> Expression { lhs.adding(Expression(-rhs)) }
/// The left side minus the right side, as an ``Expression``.
public func - (lhs: Double, rhs: Expression) -> Expression { Expression(lhs).adding(rhs, times: -1) }
/// The left side minus the right side, as an ``Expression``.
public func - (lhs: Variable, rhs: Double) -> Expression { Expression(lhs).adding(Expression(-rhs)) }
/// The left side minus the right side, as an ``Expression``.
public func - (lhs: Double, rhs: Variable) -> Expression { Expression(lhs).adding(Expression(rhs), times: -1) }

// MARK: Scaling

/// The expression scaled by the number, as an ``Expression``.
public func * (lhs: Double, rhs: Expression) -> Expression { rhs.scaled(by: lhs) }
/// The expression scaled by the number, as an ``Expression``.
public func * (lhs: Expression, rhs: Double) -> Expression { lhs.scaled(by: rhs) }
/// The expression scaled by the number, as an ``Expression``.
public func * (lhs: Double, rhs: Variable) -> Expression { Expression(rhs).scaled(by: lhs) }
/// The expression scaled by the number, as an ``Expression``.
public func * (lhs: Variable, rhs: Double) -> Expression { Expression(lhs).scaled(by: rhs) }
/// The expression divided by the number, as an ``Expression``; dividing by zero gives
/// non-finite coefficients, which ``Solver/add(_:)`` refuses.
public func / (lhs: Expression, rhs: Double) -> Expression { lhs.scaled(by: 1 / rhs) }
/// The expression divided by the number, as an ``Expression``; dividing by zero gives
/// non-finite coefficients, which ``Solver/add(_:)`` refuses.
public func / (lhs: Variable, rhs: Double) -> Expression { Expression(lhs).scaled(by: 1 / rhs) }

// MARK: Negation

/// The negated expression.
public prefix func - (operand: Expression) -> Expression { operand.scaled(by: -1) }
/// The negated expression.
public prefix func - (operand: Variable) -> Expression { Expression(operand).scaled(by: -1) }
