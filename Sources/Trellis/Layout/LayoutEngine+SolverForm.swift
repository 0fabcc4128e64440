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

    /// The solver form of a constraint, in its owner's coordinates, at its priority or,
    /// `broken`, at ``brokenPriority`` (by default, as its state says).
    static func solverForm(_ constraint: LayoutConstraint, broken: Bool? = nil) -> SolverForm? {
        guard let first = constraint.firstItem, let owner = constraint.owner else { return nil }
        let mirrored = constraint.isDirectional && owner.effectiveUserInterfaceLayoutDirection == .rightToLeft
        // As `Constraint(lhs, relation, rhs)` reads `lhs - rhs`: every variable on the left,
        // the right side's negated. The constants are summed as those expressions sum them,
        // so the result is the same to the last bit.
        var terms: [Term] = []
        terms.reserveCapacity(8)
        var lhsConstant = 0.0
        LayoutExpression.add(first, constraint.firstAttribute, in: owner, mirrored: mirrored, times: 1,
                             to: &terms, constant: &lhsConstant)
        var negatedRHSConstant = 0.0
        if let second = constraint.secondItem {
            LayoutExpression.add(second, constraint.secondAttribute, in: owner, mirrored: mirrored,
                                 times: -constraint.multiplier, to: &terms, constant: &negatedRHSConstant)
        }
        let rhsConstant = -negatedRHSConstant + constraint.constant
        let relation: Cassowary.Relation = switch constraint.relation {
        case .equal: .equal
        case .lessThanOrEqual: .lessThanOrEqual
        case .greaterThanOrEqual: .greaterThanOrEqual
        }
        let priority = (broken ?? constraint.engineState.isBroken) ? brokenPriority : constraint.priority.rawValue
        let constant = -(lhsConstant + rhsConstant * -1)
        return SolverForm(terms: terms, relation: relation, constant: constant, strength: Strength(priority),
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
