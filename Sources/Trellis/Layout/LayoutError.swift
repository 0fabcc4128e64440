/// Why Trellis refused to build a constraint.
public enum LayoutError: Error, Equatable, CustomStringConvertible {
    /// The constraint breaks one of the validity rules a constraint must meet (see
    /// ``ConstraintRule``; `rule` names which).
    /// `constraint` describes the refused equation, as `item.attribute == … `.
    case invalidConstraint(rule: ConstraintRule, constraint: String)

    public var description: String {
        switch self {
        case .invalidConstraint(let rule, let constraint):
            "Invalid constraint \(constraint): \(rule)"
        }
    }
}
