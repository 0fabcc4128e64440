import Cassowary

// A layout constraint as the solver sees it: an equation over the items' variables, in the
// coordinates of the view that holds it.
extension LayoutEngine {
    /// The solver form of a constraint, in its owner's coordinates.
    static func makeSolverConstraint(_ constraint: LayoutConstraint) -> Installed? {
        guard let first = constraint.firstItem, let owner = constraint.owner else { return nil }
        let mirrored = constraint.isDirectional && owner.effectiveUserInterfaceLayoutDirection == .rightToLeft
        let lhs = LayoutExpression.of(first, constraint.firstAttribute, in: owner, mirrored: mirrored)
        var rhs = Expression(constraint.constant)
        if let second = constraint.secondItem {
            rhs = constraint.multiplier * LayoutExpression.of(second, constraint.secondAttribute, in: owner, mirrored: mirrored)
                + constraint.constant
        }
        let relation: Cassowary.Relation = switch constraint.relation {
        case .equal: .equal
        case .lessThanOrEqual: .lessThanOrEqual
        case .greaterThanOrEqual: .greaterThanOrEqual
        }
        let priority = constraint.isBroken ? brokenPriority : constraint.priority.rawValue
        let made = Cassowary.Constraint(lhs, relation, rhs, strength: Strength(priority))
        return Installed(solverConstraint: made, constantOffset: made.constant - constraint.constant)
    }
}

extension LayoutConstraint {
    /// Whether the constraint names a first or last baseline.
    var namesBaseline: Bool {
        let baselines: Set<LayoutAttribute> = [.firstBaseline, .lastBaseline]
        return baselines.contains(firstAttribute) || baselines.contains(secondAttribute)
    }

    /// Whether the constraint names leading or trailing, so the layout direction matters.
    var isDirectional: Bool {
        let directional: Set<LayoutAttribute> = [.leading, .trailing]
        return directional.contains(firstAttribute.edgeCounterpart) || directional.contains(secondAttribute.edgeCounterpart)
    }
}
