import Cassowary

// Fitting size: what the constraints and content of a view make of its size.
extension View {
    /// The smallest size the constraints allow: the target for
    /// ``systemLayoutSizeFitting(_:)`` that asks how small a view can be.
    public static let layoutFittingCompressedSize = Size(width: 0, height: 0)

    /// The largest size the constraints allow: the target that asks how big a view can
    /// be. UIKit's is a large number of points; Trellis uses 100 000 cells.
    public static let layoutFittingExpandedSize = Size(width: 100_000, height: 100_000)

    /// The size the view's constraints and content give it when it tries to be as close
    /// to `targetSize` as they allow, at the lowest priority (`.fittingSizeLevel`,
    /// FIT-02). A simulation: no frame changes.
    public func systemLayoutSizeFitting(_ targetSize: Size) -> Size {
        systemLayoutSizeFitting(targetSize, withHorizontalFittingPriority: .fittingSizeLevel,
                                verticalFittingPriority: .fittingSizeLevel)
    }

    /// The size the view's constraints and content give it when it tries to be
    /// `targetSize` with the given priority on each axis: with
    /// `.required` horizontally, the width is `targetSize.width` and the height follows
    /// from it, as a self-sizing cell's does.
    ///
    /// Only the constraints held by this view and its descendants count, with their
    /// intrinsic sizes; the view's own place in its superview does not. Views whose
    /// intrinsic height depends on their width are asked again at the width they get. A
    /// view in a hierarchy that does not use Auto Layout yet switches it on.
    public func systemLayoutSizeFitting(
        _ targetSize: Size, withHorizontalFittingPriority horizontalPriority: LayoutPriority,
        verticalFittingPriority verticalPriority: LayoutPriority
    ) -> Size {
        _ = layoutEngineCreatingIfNeeded()
        layoutIfNeededForReading()
        var constraints: [LayoutConstraint] = []
        forEachInSubtree { view in
            constraints.append(contentsOf: view.constraintStorage.filter { $0.kind != .rootSize })
        }
        constraints.sort { $0.activationOrder < $1.activationOrder }
        let trial = TrialSolver(constraints)
        let width = layoutVariables.width
        let height = layoutVariables.height
        let insets = alignmentRectInsets
        let targetWidth = Cassowary.Constraint(
            Expression(width), .equal, Expression(targetSize.width - insets.left - insets.right),
            strength: Strength(horizontalPriority.clampedToValidRange.rawValue))
        let targetHeight = Cassowary.Constraint(
            Expression(height), .equal, Expression(targetSize.height - insets.top - insets.bottom),
            strength: Strength(verticalPriority.clampedToValidRange.rawValue))
        _ = trial.add(targetWidth)
        _ = trial.add(targetHeight)
        refitWidthDependentSizes(in: trial)
        return Size(width: Swift.max(trial.value(of: width), 0) + insets.left + insets.right,
                    height: Swift.max(trial.value(of: height), 0) + insets.top + insets.bottom)
    }

    /// Asks views with width-dependent intrinsic sizes for their size at the width the
    /// trial gives them, until nothing changes (at most eight rounds).
    private func refitWidthDependentSizes(in trial: TrialSolver) {
        var dependent: [View] = []
        forEachInSubtree { if $0.intrinsicContentSizeDependsOnWidth { dependent.append($0) } }
        guard !dependent.isEmpty else { return }
        var widths = dependent.map { _ in Double.nan }
        var current: [[LayoutConstraint?]] = dependent.map { [nil, nil, $0.systemConstraints[\.contentSize, 2], $0.systemConstraints[\.contentSize, 3]] }
        for _ in 0..<8 {
            var changed = false
            for (index, view) in dependent.enumerated() {
                let solved = trial.value(of: view.layoutVariables.width)
                guard !(abs(solved - widths[index]) <= 1e-9) else { continue }
                widths[index] = solved
                let size = view.intrinsicContentSize(forWidth: solved)
                guard size.height >= 0 else { continue }
                for slot in [2, 3] {
                    guard let old = current[index][slot] else { continue }
                    trial.remove(old)
                    let replacement = LayoutConstraint(
                        unchecked: view, .height, old.relation, nil, .notAnAttribute, multiplier: 0,
                        constant: size.height, priority: old.priority, kind: old.kind)
                    replacement.owner = view
                    trial.add(replacement)
                    replacement.owner = nil
                    current[index][slot] = replacement
                }
                changed = true
            }
            if !changed { return }
        }
    }
}
