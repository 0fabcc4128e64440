import Cassowary

// Ambiguity checks.
extension View {
    /// Whether the constraints leave the view's frame free to take more than one value
    /// (AMB-08). The test is Trellis's own: its position or size in its superview can
    /// change while every required constraint holds and every optional one is met as well
    /// as now.
    ///
    /// Trellis always picks the same solution for the same constraints, so an ambiguous
    /// layout looks stable; this is how to find it. Nothing is logged for ambiguity, as in
    /// UIKit. False for a view whose hierarchy does not use Auto Layout.
    public var hasAmbiguousLayout: Bool {
        guard let engine = activeLayoutEngine else { return false }
        layoutIfNeededForReading()
        let trial = TrialSolver(engine.installedConstraints())
        return isAmbiguous(in: trial)
    }

    /// Moves an ambiguous view to another solution the constraints allow, and lays out
    /// again, so the ambiguity shows. Does nothing for
    /// a view that is not ambiguous.
    public func exerciseAmbiguityInLayout() {
        guard let engine = activeLayoutEngine else { return }
        layoutIfNeededForReading()
        let trial = TrialSolver(engine.installedConstraints())
        for part in ambiguityParts {
            let variable = layoutVariables.variable(part)
            let start = trial.value(of: variable)
            guard trial.canMove(variable) else { continue }
            let upward = Cassowary.Constraint(Expression(variable), .equal, Expression(start + 10), strength: Strength(1))
            _ = trial.add(upward)
            let target = trial.value(of: variable)
            engine.nudge(variable, to: target)
            hierarchyRoot.setNeedsLayout()
            hierarchyRoot.layoutIfNeeded()
            return
        }
    }

    /// Whether any of the view's frame variables can move in `trial`.
    func isAmbiguous(in trial: TrialSolver) -> Bool {
        ambiguityParts.contains { trial.canMove(layoutVariables.variable($0)) }
    }

    /// The frame variables that a layout fixes: all four, but a root's position is not
    /// the engine's business.
    private var ambiguityParts: [LayoutVariablePart] {
        superview == nil ? [.width, .height] : LayoutVariablePart.allCases
    }
}
