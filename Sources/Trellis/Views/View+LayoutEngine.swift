// How a view finds its hierarchy's engine, and how the engine follows the hierarchy as
// views move.
extension View {
    /// The engine of this view's hierarchy, if the hierarchy uses Auto Layout.
    var activeLayoutEngine: LayoutEngine? { hierarchyRoot.layoutEngineStorage }

    /// The engine of this view's hierarchy, switching Auto Layout on for the whole
    /// hierarchy if it was off: every view in it then takes part, those that
    /// translate their masks through autoresizing constraints.
    func layoutEngineCreatingIfNeeded() -> LayoutEngine {
        let root = hierarchyRoot
        if let engine = root.layoutEngineStorage { return engine }
        let engine = LayoutEngine(root: root)
        root.layoutEngineStorage = engine
        root.forEachInSubtree { view in
            // Constraints still active here from an engine that went away with an old
            // root (this hierarchy outlived its window) join the new one: their states
            // name the old engine, so this one takes them for inactive.
            for constraint in view.constraintStorage { engine.install(constraint) }
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

    /// Before `view` leaves its superview for `newSuperview`: deactivates the constraints
    /// held above it that name it or a view inside it and, unless it stays in the
    /// same hierarchy, takes its subtree's constraints out of the engine it is leaving.
    ///
    /// A move inside one hierarchy keeps them in the solver: the constraints held inside
    /// the subtree name only views and guides inside it, whose variables are relative to
    /// their superviews, and the layout direction is the window's, so their equations
    /// cannot change (a 300-row column moved between two containers would otherwise go
    /// out and in again, all 10,000 and more of its constraints).
    static func layoutWillMove(_ view: View, to newSuperview: View?) -> LayoutEngine? {
        guard let engine = view.activeLayoutEngine else { return nil }
        engine.noteHierarchyChanged()
        var crossing: [LayoutConstraint] = []
        view.forEachInSubtree { member in
            for constraint in member.constraintsNamingFromAbove {
                guard let holder = constraint.owner, holder !== view, !holder.isDescendant(of: view) else { continue }
                crossing.append(constraint)
            }
        }
        // In the order they were activated, whichever member lists them (a constraint
        // naming two members is listed twice, and deactivated once).
        crossing.sort { $0.activationOrder < $1.activationOrder }
        LayoutConstraint.deactivate(crossing)
        if let newSuperview, newSuperview.activeLayoutEngine === engine { return engine }
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
    /// (made if the old one used Auto Layout, or the subtree needs it; those still in it
    /// after a move inside the hierarchy stay as they are), and every view in it has its
    /// system constraints brought up to date.
    static func layoutDidMove(_ view: View, from oldEngine: LayoutEngine?) {
        // Marks made before the move must reach the new ancestors, or the passes never
        // come down to them (a weight set in viewDidLoad, before the view is in a window).
        if view.needsUpdateConstraintsFlag || view.subtreeNeedsUpdateConstraints {
            view.superview?.markSubtreeNeedsUpdateConstraints()
        }
        if view.needsLayoutFlag || view.subtreeNeedsLayout {
            view.superview?.markSubtreeNeedsLayout(below: view)
        }
        var needsEngine = oldEngine != nil || view.activeLayoutEngine != nil
        if !needsEngine {
            view.forEachInSubtree { member in
                if !member.constraintStorage.isEmpty || type(of: member).requiresConstraintBasedLayout { needsEngine = true }
            }
        }
        guard needsEngine else { return }
        let engine = view.layoutEngineCreatingIfNeeded()
        engine.noteHierarchyChanged()
        view.forEachInSubtree { member in
            for constraint in member.constraintStorage { engine.install(constraint) }
            engine.invalidateSystemConstraints(of: member)
            if type(of: member).requiresConstraintBasedLayout { member.setNeedsUpdateConstraints() }
        }
        view.superview?.setNeedsLayout()
        view.setNeedsLayout()
    }
}
