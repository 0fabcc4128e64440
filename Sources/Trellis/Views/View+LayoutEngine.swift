// How a view finds its hierarchy's engine, and how the engine follows the hierarchy as
// views move (spec VH-11, LAY-06).
extension View {
    /// The engine of this view's hierarchy, if the hierarchy uses Auto Layout.
    var activeLayoutEngine: LayoutEngine? { hierarchyRoot.layoutEngineStorage }

    /// The engine of this view's hierarchy, switching Auto Layout on for the whole
    /// hierarchy if it was off: every view in it then takes part (LAY-06), those that
    /// translate their masks through autoresizing constraints.
    func layoutEngineCreatingIfNeeded() -> LayoutEngine {
        let root = hierarchyRoot
        if let engine = root.layoutEngineStorage { return engine }
        let engine = LayoutEngine(root: root)
        root.layoutEngineStorage = engine
        root.forEachInSubtree { view in
            // Constraints still active here from an engine that went away with an old
            // root (this hierarchy outlived its window) join the new one.
            for constraint in view.constraintStorage {
                constraint.forgetEngineState()
                engine.install(constraint)
            }
            engine.invalidateSystemConstraints(of: view)
            if type(of: view).requiresConstraintBasedLayout { view.setNeedsUpdateConstraints() }
        }
        root.setNeedsUpdateConstraints()
        return engine
    }

    /// Something the system constraints are made from changed (mask, translation, intrinsic
    /// size, priorities, margins).
    func systemConstraintsDidChange() {
        activeLayoutEngine?.invalidateSystemConstraints(of: self)
        superview?.setNeedsLayout()
        setNeedsLayout()
    }

    /// The layout direction changed for this view: constraints naming leading or trailing
    /// are rebuilt.
    func layoutDirectionDidChange() {
        activeLayoutEngine?.reinstallDirectionalConstraints(under: self)
        setNeedsLayout()
        // Text alignment follows the direction too.
        window?.setNeedsFullRedraw()
    }

    // MARK: - Following moves

    /// Before `view` leaves its superview: deactivates the constraints held above it that
    /// name it or a view inside it (VH-11) and takes its subtree's constraints out of the
    /// engine it is leaving.
    static func layoutWillMove(_ view: View) -> LayoutEngine? {
        guard let engine = view.activeLayoutEngine else {
            // No engine holds the subtree's constraints; any state they keep is from one
            // that went away (see ``LayoutConstraint/forgetEngineState()``).
            view.forEachInSubtree { member in
                for constraint in member.constraintStorage { constraint.forgetEngineState() }
            }
            return nil
        }
        var ancestor = view.superview
        while let holder = ancestor {
            let crossing = holder.constraintStorage.filter { constraint in
                constraint.itemViews.contains { $0 === view || $0.isDescendant(of: view) }
            }
            LayoutConstraint.deactivate(crossing)
            ancestor = holder.superview
        }
        view.forEachInSubtree { member in
            for constraint in member.constraintStorage { engine.uninstall(constraint) }
            engine.noteWidthDependent(member, width: nil)
            member.systemUpdateQueue = 0
            member.engineFrame = nil
        }
        if view.layoutEngineStorage === engine { view.layoutEngineStorage = nil }
        return engine
    }

    /// After `view` moved: its subtree's constraints join the engine of its new hierarchy
    /// (made if the old one used Auto Layout, or the subtree needs it), and every view in
    /// it has its system constraints brought up to date.
    static func layoutDidMove(_ view: View, from oldEngine: LayoutEngine?) {
        // Marks made before the move must reach the new ancestors, or the passes never
        // come down to them (a weight set in viewDidLoad, before the view is in a window).
        if view.needsUpdateConstraintsFlag || view.subtreeNeedsUpdateConstraints {
            view.superview?.markSubtreeNeedsUpdateConstraints()
        }
        if view.needsLayoutFlag || view.subtreeNeedsLayout {
            view.superview?.markSubtreeNeedsLayout()
        }
        var needsEngine = oldEngine != nil || view.activeLayoutEngine != nil
        if !needsEngine {
            view.forEachInSubtree { member in
                if !member.constraintStorage.isEmpty || type(of: member).requiresConstraintBasedLayout { needsEngine = true }
            }
        }
        guard needsEngine else { return }
        let engine = view.layoutEngineCreatingIfNeeded()
        view.forEachInSubtree { member in
            for constraint in member.constraintStorage { engine.install(constraint) }
            engine.invalidateSystemConstraints(of: member)
            if type(of: member).requiresConstraintBasedLayout { member.setNeedsUpdateConstraints() }
        }
        view.superview?.setNeedsLayout()
        view.setNeedsLayout()
    }
}
