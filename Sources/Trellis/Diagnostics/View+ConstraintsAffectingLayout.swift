// `constraintsAffectingLayout(for:)`.
extension View {
    /// The constraints that decide the view's position and size in its superview on
    /// `axis`, in activation order. They may be held by any view, the
    /// system's included (a superview's autoresizing size, say). Empty for a view whose
    /// hierarchy does not use Auto Layout.
    ///
    /// A constraint counts when taking it away would move or free the view on that
    /// axis: among the constraints linked to the view's variables, directly or through
    /// other variables, those whose removal changes the view's solved value or lets it
    /// move. UIKit reads the answer from its engine's rows; the two agree on simple cases,
    /// such as a view with a fixed width pinned to the trailing edge of a superview sized by
    /// autoresizing: its width, the pin and the superview's autoresizing width.
    public func constraintsAffectingLayout(for axis: LayoutAxis) -> [LayoutConstraint] {
        guard let engine = activeLayoutEngine else { return [] }
        layoutIfNeededForReading()
        let installed = engine.installedConstraints()
        let parts: [LayoutVariablePart] = axis == .horizontal ? [.x, .width] : [.y, .height]
        let variables = parts.map { layoutVariables.variable($0) }

        // Constraints linked to the view through shared variables.
        var reached = Set(variables.map(ObjectIdentifier.init))
        var linked: [LayoutConstraint] = []
        var remaining = installed.compactMap { constraint in
            LayoutEngine.solverForm(constraint).map {
                (constraint, Set($0.terms.filter { $0.coefficient != 0 }.map { ObjectIdentifier($0.variable) }))
            }
        }
        var grew = true
        while grew {
            grew = false
            remaining.removeAll { entry in
                guard !entry.1.isDisjoint(with: reached) else { return false }
                linked.append(entry.0)
                reached.formUnion(entry.1)
                grew = true
                return true
            }
        }

        // Of those, the ones the view depends on.
        let trial = TrialSolver(installed)
        let before = variables.map { trial.value(of: $0) }
        var result: [LayoutConstraint] = []
        for constraint in linked.sorted(by: { $0.activationOrder < $1.activationOrder }) {
            trial.remove(constraint)
            let moved = zip(variables, before).contains { abs(trial.value(of: $0.0) - $0.1) > 1e-6 }
            if moved || variables.contains(where: { trial.canMove($0) }) { result.append(constraint) }
            trial.add(constraint)
        }
        return result
    }
}
