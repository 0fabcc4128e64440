import Cassowary

// A layout constraint as the solver sees it: an equation over the items' variables, in the
// coordinates of the view that holds it.
extension LayoutEngine {
    /// `Σ terms relation constant` at `strength`: what the solver gets for a layout
    /// constraint, exactly as a ``Cassowary/Constraint`` made from its two sides would hold it.
    struct SolverForm {
        let terms: [Term]
        let relation: Cassowary.Relation
        let constant: Double
        let strength: Strength
        /// The solver's constant minus the layout constraint's: what the attribute
        /// expressions themselves add (a baseline offset, say).
        let constantOffset: Double

        /// The form as a constraint object of its own, for a trial solver.
        var constraint: Cassowary.Constraint {
            Cassowary.Constraint(Expression(terms: terms), relation, Expression(constant), strength: strength)
        }
    }

    /// The solver form of a constraint, in its owner's coordinates.
    static func solverForm(_ constraint: LayoutConstraint) -> SolverForm? {
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
        // As `Constraint(lhs, relation, rhs)` reads it: every variable on the left.
        let difference = lhs - rhs
        let constant = -difference.constant
        return SolverForm(terms: difference.terms, relation: relation, constant: constant, strength: Strength(priority),
                          constantOffset: constant - constraint.constant)
    }

    /// The solver form of a constraint as a constraint object of its own, for a trial solver.
    static func makeSolverConstraint(_ constraint: LayoutConstraint) -> Cassowary.Constraint? {
        solverForm(constraint)?.constraint
    }
}

extension LayoutConstraint {
    /// Whether the constraint names a first or last baseline.
    var namesBaseline: Bool {
        firstAttribute == .firstBaseline || firstAttribute == .lastBaseline
            || secondAttribute == .firstBaseline || secondAttribute == .lastBaseline
    }

    /// Whether the constraint names leading or trailing, so the layout direction matters.
    var isDirectional: Bool {
        // A switch, not a set of the two: this runs for every constraint the engine takes in.
        func isDirectional(_ attribute: LayoutAttribute) -> Bool {
            switch attribute.edgeCounterpart {
            case .leading, .trailing: true
            default: false
            }
        }
        return isDirectional(firstAttribute) || isDirectional(secondAttribute)
    }
}
