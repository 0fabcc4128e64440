import Cassowary

/// The Auto Layout engine of one view hierarchy: the solver, the constraints in it, and
/// the changes waiting to go in (DESIGN.md, "Solve incrementally").
///
/// A hierarchy's root view owns the engine. Constraints enter when they are activated and
/// leave when they are deactivated; changes are queued and applied together by ``flush()``
/// (removals first, so swapping two constraint sets never passes through a conflict, spec
/// ACT-06), followed by one incremental re-solve. A window resize changes two constants.
/// After a flush every view knows the frame the engine wants for it (`engineFrame`), and
/// the superviews of views that must move are marked for layout.
@MainActor
final class LayoutEngine {
    /// The root of the hierarchy: pinned at its own size, never moved by the engine.
    private(set) weak var root: View?

    let solver = Solver()

    // An installed constraint holds its own solver handle (``LayoutConstraint/solverHandle``)
    // and is the tag of its solver record, which names it in conflicts: the engine keeps no
    // table of its own for the constraints in the solver. Dictionaries by constraint, and
    // a solver constraint object per layout constraint, were 15 MB of a 10,000-view screen.

    /// The solver forms of the installed constraints whose forms depend on more than their
    /// own fields: those that name a baseline (whose offset can change under them) and any
    /// whose attribute expressions add to the constant.
    private var dependentForms: [ObjectIdentifier: SolverForm] = [:]
    /// How many of `dependentForms` name a baseline. With none, a view's baselines can
    /// move under no constraint, and a label's every text change need not look through
    /// the constraints of all its ancestors (a long stack holds several per row).
    private var baselineFormCount = 0

    private var pendingRemovals: [ConstraintHandle] = []
    private var pendingAdds: [LayoutConstraint] = []
    /// How many constraints wait in `pendingAdds` (``LayoutConstraint/isPendingAdd``);
    /// `pendingAdds` may also hold some that were taken out again.
    private var pendingAddCount = 0
    /// Queued constraints that go back in already broken (see ``brokenPriority``).
    private var pendingBrokenIDs: Set<ObjectIdentifier> = []
    private var pendingConstants: [LayoutConstraint] = []
    // Views are held weakly: the root holds the engine, so a strong reference back from
    // the engine would keep a detached view alive for ever.
    private var dirtyViews: [WeakView] = []
    private var dirtyViewIDs: Set<ObjectIdentifier> = []

    /// Views whose intrinsic height follows their width, with the width it was computed at.
    private var widthDependentViews: [ObjectIdentifier: (view: WeakView, width: Double)] = [:]

    /// Whether anything waits to go into the solver.
    private(set) var needsFlush = false

    /// Counts activations in the whole program: the newest required constraint in a
    /// conflict is the one broken (spec DBG-01 [PROP]).
    private static var activationCounter: UInt64 = 0

    init(root: View) {
        self.root = root
    }

    // MARK: - Queueing changes

    /// Queues an active constraint of this engine's hierarchy for the solver.
    func install(_ constraint: LayoutConstraint) {
        if constraint.activationOrder == 0 {
            LayoutEngine.activationCounter += 1
            constraint.activationOrder = LayoutEngine.activationCounter
        }
        if !constraint.isPendingAdd {
            constraint.isPendingAdd = true
            pendingAddCount += 1
            pendingAdds.append(constraint)
        }
        markNeedsFlush()
    }

    /// Takes a constraint out (now, if it is only queued; at the next flush otherwise).
    func uninstall(_ constraint: LayoutConstraint) {
        let id = ObjectIdentifier(constraint)
        if isPendingAdd(constraint) {
            constraint.isPendingAdd = false
            pendingAddCount -= 1
        }
        pendingBrokenIDs.remove(id)
        if isInSolver(constraint) {
            pendingRemovals.append(constraint.solverHandle)
            constraint.solverHandle = .none
            forgetSolverForm(of: constraint)
            markNeedsFlush()
        }
        constraint.isBroken = false
    }

    func constantDidChange(_ constraint: LayoutConstraint) {
        guard isInSolver(constraint) else { return }
        pendingConstants.append(constraint)
        markNeedsFlush()
    }

    func priorityDidChange(_ constraint: LayoutConstraint) {
        // A solver strength cannot change in place: out and in again, at the next flush.
        guard constraint.owner != nil else { return }
        uninstall(constraint)
        install(constraint)
    }

    /// Marks a view whose system constraints (autoresizing, content size, margins) must be
    /// brought up to date at the next flush.
    func invalidateSystemConstraints(of view: View) {
        if dirtyViewIDs.insert(ObjectIdentifier(view)).inserted { dirtyViews.append(WeakView(view)) }
        markNeedsFlush()
    }

    /// The layout direction changed under `view`: the constraints that name leading or
    /// trailing and are held in its subtree (the only ones whose form depends on the
    /// direction, spec RTL-03) are rebuilt. A broken one stays broken, so its conflict is
    /// not logged again.
    func reinstallDirectionalConstraints(under view: View) {
        view.forEachInSubtree { holder in
            for constraint in holder.constraintStorage where constraint.isDirectional {
                let id = ObjectIdentifier(constraint)
                guard isInSolver(constraint) || isPendingAdd(constraint) else { continue }
                let wasBroken = constraint.isBroken
                uninstall(constraint)
                install(constraint)
                if wasBroken { pendingBrokenIDs.insert(id) }
            }
        }
    }

    private func markNeedsFlush() {
        guard !needsFlush else { return }
        needsFlush = true
        root?.setNeedsLayout()
    }

    // MARK: - Solving

    /// Applies every queued change to the solver, re-solves once, and works out the frame
    /// each view should have, marking the superviews of views that must move or resize.
    func flush() {
        guard needsFlush, let root else { return }
        var rounds = 0
        // A change that leaves the solver as it was (a text of the same width, a size
        // set to the one it had) moves nothing: the frames need not be read out again,
        // which walks the whole hierarchy.
        var solverChanged = false
        repeat {
            rounds += 1
            needsFlush = false
            solverChanged = applyQueuedChanges(root: root) || solverChanged
            solver.updateVariables()
            // Building a constraint can ask for a guide that brings constraints of its own
            // (a view's margins guide), and intrinsic heights follow the widths just solved.
        } while (hasQueuedChanges || refreshWidthDependentSizes()) && rounds < 8
        if hasQueuedChanges {
            // Intrinsic sizes that keep changing with the width (text that wraps to a
            // width it then no longer needs) would never settle: take what is queued and
            // stop measuring.
            LayoutDiagnostics.emit("Trellis: intrinsic sizes that depend on width did not settle after \(rounds) solves under \(root.shortDescription); using the last ones.")
            applyQueuedChanges(root: root)
            solver.updateVariables()
            solverChanged = true
        }
        needsFlush = false
        if solverChanged { assignEngineFrames(root: root) }
    }

    /// Returns whether anything went into or out of the solver, or changed in it.
    private func applyQueuedChanges(root: View) -> Bool {
        let removals = pendingRemovals
        pendingRemovals.removeAll()
        for handle in removals { solver.remove(handle) }

        let dirty = dirtyViews
        dirtyViews.removeAll()
        dirtyViewIDs.removeAll()
        for entry in dirty {
            guard let view = entry.view, view.hierarchyRoot === root else { continue }
            SystemConstraints.update(view, in: self)
        }
        // System updates may queue removals of their own.
        let moreRemovals = pendingRemovals
        pendingRemovals.removeAll()
        for handle in moreRemovals { solver.remove(handle) }

        let constants = pendingConstants
        pendingConstants.removeAll()
        let changes = constants.compactMap { constraint -> (handle: ConstraintHandle, constant: Double)? in
            guard isInSolver(constraint) else { return nil }
            return (constraint.solverHandle, solverConstant(of: constraint))
        }
        // Many constants at once (a stack's spacing, a resize) go in with one repair; if
        // they cannot all hold, one by one finds and breaks the culprit.
        var applied = false
        if changes.count >= 2, case .made = solver.updateConstants(changes) { applied = true }
        if !applied {
            for constraint in constants where isInSolver(constraint) {
                updateConstant(constraint)
            }
        }

        // Content sizes first, then required constraints, then the other optional ones
        // strongest first (see ``sortedByPriority(_:)``).
        // The sort's arrays go before the solver grows: they were 1.2 MB of a 10,000-view
        // screen's peak.
        let adds = LayoutEngine.sortedByPriority(pendingAdds)
        pendingAdds = []
        var added = false
        for constraint in adds where isPendingAdd(constraint) {
            constraint.isPendingAdd = false
            pendingAddCount -= 1
            added = true
            if pendingBrokenIDs.remove(ObjectIdentifier(constraint)) != nil {
                installLowered(constraint)
            } else {
                add(constraint)
            }
        }
        return added || !removals.isEmpty || !moreRemovals.isEmpty || !changes.isEmpty
    }

    private func add(_ constraint: LayoutConstraint) {
        constraint.isBroken = false
        guard constraint.owner != nil, let form = LayoutEngine.solverForm(constraint) else { return }
        switch solver.add(terms: form.terms, relation: form.relation, constant: form.constant, strength: form.strength,
                          tag: constraint) {
        case .made(let handle):
            constraint.solverHandle = handle
            rememberSolverForm(form, of: constraint)
            constraint.isBroken = false
        case .unsatisfiable(let conflicting):
            let victim = reportConflict(constraint, conflicting)
            if victim === constraint {
                installLowered(constraint)
            } else {
                breakInstalled(victim)
                add(constraint)
            }
        case .nonFinite, .unknown:
            constraint.isBroken = true
            LayoutDiagnostics.emit("Trellis could not use \(constraint): \(SolverError.nonFiniteValue)")
        }
    }

    /// Logs a required conflict in UIKit's words (spec DBG-01) and says which constraint
    /// to break (``victim(in:)``): `constraint` itself, or an older one, which then
    /// leaves the solver so that `constraint` can go in.
    private func reportConflict(_ constraint: LayoutConstraint, _ conflicting: [AnyObject]) -> LayoutConstraint {
        let others = conflicting.compactMap { $0 as? LayoutConstraint }
        let set = (others + [constraint]).sorted { $0.activationOrder < $1.activationOrder }
        let victim = LayoutEngine.victim(in: set) ?? constraint
        LayoutDiagnostics.emit(ConflictReport(conflicting: set, broken: victim).text)
        return victim
    }

    /// The constraint to break in a conflict (spec DBG-01 [PROP], refined): the newest of
    /// your own constraints, because the system's stand for things that are true (a frame
    /// you set, the window's size); failing that the newest system constraint, never the
    /// root's size.
    static func victim(in conflicting: [LayoutConstraint]) -> LayoutConstraint? {
        conflicting.last { $0.kind == .explicit || $0.kind == .stackView }
            ?? conflicting.last { $0.kind != .rootSize }
    }

    private func breakInstalled(_ victim: LayoutConstraint) {
        if isInSolver(victim) {
            solver.remove(victim.solverHandle)
            victim.solverHandle = .none
            forgetSolverForm(of: victim)
        }
        installLowered(victim)
    }

    /// The priority a broken constraint keeps (spec PRI-08: "its priority effectively
    /// lowered"): above every priority you can give, so it still pulls, and holds again
    /// as soon as nothing required stands in its way.
    static let brokenPriority = 999.5

    /// Puts a broken constraint in the solver at ``brokenPriority``.
    private func installLowered(_ constraint: LayoutConstraint) {
        constraint.isBroken = true
        guard let lowered = LayoutEngine.solverForm(constraint),
              case .made(let handle) = solver.add(terms: lowered.terms, relation: lowered.relation,
                                                  constant: lowered.constant, strength: lowered.strength,
                                                  tag: constraint) else { return }
        constraint.solverHandle = handle
        rememberSolverForm(lowered, of: constraint)
    }

    private func updateConstant(_ constraint: LayoutConstraint) {
        switch solver.updateConstant(of: constraint.solverHandle, to: solverConstant(of: constraint)) {
        case .made:
            break
        case .unsatisfiable(let conflicting):
            let victim = reportConflict(constraint, conflicting)
            if victim === constraint {
                breakInstalled(constraint)
            } else {
                breakInstalled(victim)
                if isInSolver(constraint) { updateConstant(constraint) }
            }
        case .nonFinite:
            LayoutDiagnostics.emit("Trellis could not change the constant of \(constraint): \(SolverError.nonFiniteValue)")
        case .unknown:
            LayoutDiagnostics.emit("Trellis could not change the constant of \(constraint): it is not in the solver")
        }
    }

    // MARK: - Solver handles

    /// Whether the constraint waits in this engine's queue of additions.
    ///
    /// The flag says it waits in its owner's engine: this one only while the owner is in
    /// this hierarchy. A constraint that left (its view removed or moved before this
    /// engine's next flush) stays listed in `pendingAdds` here, flagged by the engine it
    /// went to, and must be left to that one.
    private func isPendingAdd(_ constraint: LayoutConstraint) -> Bool {
        constraint.isPendingAdd && constraint.owner?.hierarchyRoot === root
    }

    /// Content-size constraints first, then required constraints, then the other optional
    /// ones strongest first, in queue order within a priority.
    ///
    /// A view's hugging and compression resistance name its width or height alone, so
    /// added first they only give fresh variables their intrinsic values, without a pivot.
    /// The required structure then meets lengths already in place: each link of a chain
    /// places the view it adds. Added after the structure, each one pushes on lengths that
    /// the required constraints already tie to every other view of the chain (a stack's
    /// views share its width and close on its far end), and the solver repairs the whole
    /// chain per view. Optional constraints never conflict, so the order changes no
    /// broken constraint; the required ones still go in before every other preference, so
    /// each of those meets a settled system.
    ///
    /// A screen's constraints have a handful of distinct priorities, so they are gathered
    /// by priority and the priorities sorted, not the constraints: a comparison sort of a
    /// 1,000-view screen's constraints was 6% of its first layout.
    private static func sortedByPriority(_ constraints: [LayoutConstraint]) -> [LayoutConstraint] {
        var byPriority: [Double: [LayoutConstraint]] = [:]
        var contentSizes: [Double: [LayoutConstraint]] = [:]
        for constraint in constraints {
            if case .contentSize = constraint.kind {
                contentSizes[constraint.priority.rawValue, default: []].append(constraint)
            } else {
                byPriority[constraint.priority.rawValue, default: []].append(constraint)
            }
        }
        var sorted: [LayoutConstraint] = []
        sorted.reserveCapacity(constraints.count)
        for priority in contentSizes.keys.sorted(by: >) {
            sorted += contentSizes[priority] ?? []
        }
        for priority in byPriority.keys.sorted(by: >) {
            sorted += byPriority[priority] ?? []
        }
        return sorted
    }

    /// Whether the constraint is in this engine's solver (installed, or lowered after a
    /// conflict).
    ///
    /// A handle is per solver, and the constraint keeps only the handle of the engine it
    /// is in now: one this engine queued before the constraint left must not take another
    /// engine's handle for one of its own, so the solver is asked whose it is.
    private func isInSolver(_ constraint: LayoutConstraint) -> Bool {
        !constraint.solverHandle.isNone && solver.tag(of: constraint.solverHandle) === constraint
    }

    /// The constant the solver holds for an installed constraint: its own plus what its
    /// attribute expressions add.
    private func solverConstant(of constraint: LayoutConstraint) -> Double {
        constraint.constant + (dependentForms[ObjectIdentifier(constraint)]?.constantOffset ?? 0)
    }

    private func rememberSolverForm(_ form: SolverForm, of constraint: LayoutConstraint) {
        if form.constantOffset != 0 || constraint.namesBaseline {
            if dependentForms.updateValue(form, forKey: ObjectIdentifier(constraint)) == nil, constraint.namesBaseline {
                baselineFormCount += 1
            }
        }
    }

    private func forgetSolverForm(of constraint: LayoutConstraint) {
        if !dependentForms.isEmpty {
            if dependentForms.removeValue(forKey: ObjectIdentifier(constraint)) != nil, constraint.namesBaseline {
                baselineFormCount -= 1
            }
        }
    }

    private var hasQueuedChanges: Bool {
        !pendingRemovals.isEmpty || !dirtyViews.isEmpty || !pendingConstants.isEmpty || pendingAddCount > 0
    }

    /// A view's baseline offsets may have changed: constraints that name a baseline get
    /// the constant their expression now adds (spec ALN-07: a button on a label's last
    /// baseline follows the label as it grows).
    func refreshBaselineConstraints(near view: View) {
        guard baselineFormCount > 0 else { return }
        var holder: View? = view
        while let current = holder {
            for constraint in current.constraintStorage where constraint.namesBaseline {
                let id = ObjectIdentifier(constraint)
                guard isInSolver(constraint), let entry = dependentForms[id],
                      let remade = LayoutEngine.solverForm(constraint) else { continue }
                let sameTerms = remade.terms.elementsEqual(entry.terms) {
                    $0.variable === $1.variable && $0.coefficient == $1.coefficient
                }
                if !sameTerms {
                    // The baseline moved to another kind of offset: the equation itself changed.
                    uninstall(constraint)
                    install(constraint)
                } else if remade.constantOffset != entry.constantOffset {
                    dependentForms[id] = remade
                    pendingConstants.append(constraint)
                    markNeedsFlush()
                }
            }
            holder = current.superview
        }
    }

    // MARK: - Width-dependent intrinsic sizes

    func isWidthDependent(_ view: View) -> Bool {
        widthDependentViews[ObjectIdentifier(view)] != nil
    }

    func noteWidthDependent(_ view: View, width: Double?) {
        if let width {
            widthDependentViews[ObjectIdentifier(view)] = (WeakView(view), width)
        } else {
            widthDependentViews[ObjectIdentifier(view)] = nil
        }
    }

    /// After a solve: views whose intrinsic height depends on their width get it again for
    /// the width they were given. Returns whether any changed (then the engine solves again).
    private func refreshWidthDependentSizes() -> Bool {
        var changed = false
        var entries: [(view: View, width: Double)] = []
        for (id, entry) in widthDependentViews {
            if let view = entry.view.view { entries.append((view, entry.width)) } else { widthDependentViews[id] = nil }
        }
        for entry in entries.sorted(by: { $0.view.layoutOrder < $1.view.layoutOrder }) {
            let solved = entry.view.layoutVariables.width.value
            if !(abs(solved - entry.width) <= 1e-9) {
                invalidateSystemConstraints(of: entry.view)
                // Wrapped text has as many baselines as lines at its new width.
                refreshBaselineConstraints(near: entry.view)
                changed = true
            }
        }
        if changed { needsFlush = true }
        return changed
    }

    // MARK: - Inventory

    /// The constraints in the solver, in activation order: what a trial solver copies.
    func installedConstraints() -> [LayoutConstraint] {
        solver.handleTags().compactMap { $0 as? LayoutConstraint }.sorted { $0.activationOrder < $1.activationOrder }
    }

    /// Holds `variable` at `value` with the weakest strength, re-solves, and lets go: the
    /// engine then rests at another solution as good as the last (spec DBG-10).
    func nudge(_ variable: Variable, to value: Double) {
        let probe = Cassowary.Constraint(Expression(variable), .equal, Expression(value), strength: Strength(1))
        guard (try? solver.add(probe)) != nil else { return }
        // Copy the values out before letting go: a variable nothing else constrains leaves
        // the solver with the probe and keeps the value it was last given.
        solver.updateVariables()
        try? solver.remove(probe)
        solver.updateVariables()
        if let root { assignEngineFrames(root: root) }
    }
}
