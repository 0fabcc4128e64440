// Arithmetic that builds `Expression`s. Every operator returns an `Expression` so that
// chains such as `2 * x + y - 3` type-check without annotations.

// MARK: Addition

public func + (lhs: Expression, rhs: Expression) -> Expression { lhs.adding(rhs) }
public func + (lhs: Expression, rhs: Variable) -> Expression { lhs.adding(Expression(rhs)) }
public func + (lhs: Variable, rhs: Expression) -> Expression { Expression(lhs).adding(rhs) }
public func + (lhs: Variable, rhs: Variable) -> Expression { Expression(lhs).adding(Expression(rhs)) }
public func + (lhs: Expression, rhs: Double) -> Expression { lhs.adding(Expression(rhs)) }
public func + (lhs: Double, rhs: Expression) -> Expression { Expression(lhs).adding(rhs) }
public func + (lhs: Variable, rhs: Double) -> Expression { Expression(lhs).adding(Expression(rhs)) }
public func + (lhs: Double, rhs: Variable) -> Expression { Expression(lhs).adding(Expression(rhs)) }

// MARK: Subtraction

public func - (lhs: Expression, rhs: Expression) -> Expression { lhs.adding(rhs, times: -1) }
public func - (lhs: Expression, rhs: Variable) -> Expression { lhs.adding(Expression(rhs), times: -1) }
public func - (lhs: Variable, rhs: Expression) -> Expression { Expression(lhs).adding(rhs, times: -1) }
public func - (lhs: Variable, rhs: Variable) -> Expression { Expression(lhs).adding(Expression(rhs), times: -1) }
public func - (lhs: Expression, rhs: Double) -> Expression { lhs.adding(Expression(-rhs)) }
public func - (lhs: Double, rhs: Expression) -> Expression { Expression(lhs).adding(rhs, times: -1) }
public func - (lhs: Variable, rhs: Double) -> Expression { Expression(lhs).adding(Expression(-rhs)) }
public func - (lhs: Double, rhs: Variable) -> Expression { Expression(lhs).adding(Expression(rhs), times: -1) }

// MARK: Scaling

public func * (lhs: Double, rhs: Expression) -> Expression { rhs.scaled(by: lhs) }
public func * (lhs: Expression, rhs: Double) -> Expression { lhs.scaled(by: rhs) }
public func * (lhs: Double, rhs: Variable) -> Expression { Expression(rhs).scaled(by: lhs) }
public func * (lhs: Variable, rhs: Double) -> Expression { Expression(lhs).scaled(by: rhs) }
public func / (lhs: Expression, rhs: Double) -> Expression { lhs.scaled(by: 1 / rhs) }
public func / (lhs: Variable, rhs: Double) -> Expression { Expression(lhs).scaled(by: 1 / rhs) }

// MARK: Negation

public prefix func - (operand: Expression) -> Expression { operand.scaled(by: -1) }
public prefix func - (operand: Variable) -> Expression { Expression(operand).scaled(by: -1) }
