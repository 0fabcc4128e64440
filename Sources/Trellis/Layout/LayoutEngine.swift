import Cassowary

/// The Auto Layout engine of one view hierarchy: the solver, the constraints in it, and
/// the changes waiting to go in. It solves incrementally: a constraint stays in the solver
/// from its activation to its deactivation, and no frame rebuilds the system.
///
/// A hierarchy's root view owns the engine. Constraints enter when they are activated and
/// leave when they are deactivated; changes are queued and applied together by ``flush()``
/// (removals first, so swapping two constraint sets never passes through a conflict,
/// ACT-06), followed by one incremental re-solve. A window resize changes two constants.
/// After a flush every view knows the frame the engine wants for it (`engineFrame`), and
/// the superviews of views that must move are marked for layout.
@MainActor
final class LayoutEngine {
    /// The root of the hierarchy: pinned at its own size, never moved by the engine.
    private(set) weak var root: View?

    let solver = Solver()

    // Whether a constraint is in this engine, queued or installed, with its solver handle
    // and whether it was broken, is one value the constraint carries for its engine
    // (``LayoutConstraint/engineState``), and the constraint is the tag of its solver
    // record, which names it in conflicts: the engine keeps no table of its own per
    // constraint. Dictionaries by constraint, and a solver constraint object per layout
    // constraint, were 15 MB of a 10,000-view screen.

    /// The solver forms of the installed constraints whose forms depend on more than their
    /// own fields: those that name a baseline (whose offset can change under them) and any
    /// whose attribute expressions add to the constant. Keyed by identifier safely: an
    /// installed constraint is kept alive by its solver record, and leaves this table when
    /// it leaves the solver.
    @exclusivity(unchecked) private var dependentForms: [ObjectIdentifier: SolverForm] = [:]
    /// How many of `dependentForms` name a baseline. With none, a view's baselines can
    /// move under no constraint, and a label's every text change need not look through
    /// the constraints of all its ancestors (a long stack holds several per row).
    private var baselineFormCount = 0

    @exclusivity(unchecked) private var pendingRemovals: [ConstraintHandle] = []
    @exclusivity(unchecked) private var pendingAdds: [LayoutConstraint] = []
    /// How many constraints wait in `pendingAdds` (queued in this engine); `pendingAdds`
    /// may also hold some that were taken out again, or went to another engine, which
    /// their state tells.
    @exclusivity(unchecked) private var pendingAddCount = 0
    @exclusivity(unchecked) private var pendingConstants: [LayoutConstraint] = []
    // Views are held weakly: the root holds the engine, so a strong reference back from
    // the engine would keep a detached view alive for ever. A view in the list is flagged
    // with this engine's serial (``View/systemUpdateQueue``), which is what keeps it from
    // being listed twice: an identifier would outlive a freed view and be taken for a new
    // one made at the same address.
    @exclusivity(unchecked) private var dirtyViews: [WeakView] = []

    /// While a flush changes only constants, the views whose frames it must read out
    /// again; nil once it changed the structure, or when the hierarchy changed since the
    /// last flush, and every frame is read out.
    @exclusivity(unchecked) private var movedViews: MovedViews?
    /// A view joined, left or moved inside the hierarchy since the last flush: its frame
    /// can change with none of its variables (a view added with a frame the engine does
    /// not give it), so the next flush reads out every frame.
    private var hierarchyChanged = true
    /// The subviews given a new engine frame by a flush that read out only the moved
    /// views, by superview, which apply them at their next layout
    /// (``View/applyEngineFramesToSubviews()``). Superviews held strongly, as
    /// ``movedViews`` holds its views.
    @exclusivity(unchecked) private var pendingEngineFrames: [ObjectIdentifier: (superview: View, subviews: [View])] = [:]

    /// Views whose intrinsic height follows their width, with the width it was computed at.
    /// An entry counts only while its weak reference is the view asked about: a freed
    /// view's identifier may come back with a new view.
    private var widthDependentViews: [ObjectIdentifier: (view: WeakView, width: Double)] = [:]

    /// This engine among all engines, never reused: what a constraint's state and a view
    /// waiting in its queue name it by.
    let serial: UInt32

    private static var engineCount: UInt32 = 0

    /// Counts the passes that computed engine frames, in every engine, never 0: a view
    /// that applied its subviews' engine frames of the current pass has none left to apply
    /// (``View/appliedFrameGeneration``).
    static var frameGeneration: UInt32 = 1

    /// Whether anything waits to go into the solver.
    @exclusivity(unchecked) private(set) var needsFlush = false

    /// Whether the hierarchy's layout pass is running.
    let passes = LayoutPassCoordinator()

    /// Counts activations in the whole program: the newest required constraint in a
    /// conflict is the one broken.
    private static var activationCounter: UInt64 = 0

    init(root: View) {
        self.root = root
        LayoutEngine.engineCount += 1
        serial = LayoutEngine.engineCount
    }

    // MARK: - Queueing changes

    /// Queues an active constraint of this engine's hierarchy for the solver. One already
    /// queued or installed here stays as it is: a view moving inside the hierarchy keeps
    /// its constraints in the solver.
    func install(_ constraint: LayoutConstraint) {
        guard case .inactive = state(of: constraint) else { return }
        queue(constraint, broken: false)
    }

    private func queue(_ constraint: LayoutConstraint, broken: Bool) {
        if constraint.activationOrder == 0 {
            LayoutEngine.activationCounter += 1
            constraint.activationOrder = LayoutEngine.activationCounter
        }
        constraint.engineState = .queued(engine: serial, broken: broken)
        pendingAddCount += 1
        pendingAdds.append(constraint)
        markNeedsFlush()
    }

    /// Takes a constraint out (now, if it is only queued; at the next flush otherwise).
    func uninstall(_ constraint: LayoutConstraint) {
        switch state(of: constraint) {
        case .inactive:
            break
        case .queued:
            pendingAddCount -= 1
        case .installed(_, let handle, _):
            pendingRemovals.append(handle)
            forgetSolverForm(of: constraint)
            markNeedsFlush()
        }
        constraint.engineState = .inactive
    }

    /// Takes a constraint out and queues it again, to go in with a new form or strength;
    /// a broken one stays broken, so its conflict is not logged again.
    private func reinstall(_ constraint: LayoutConstraint, keepingBroken: Bool) {
        let broken = keepingBroken && state(of: constraint).isBroken
        uninstall(constraint)
        queue(constraint, broken: broken)
    }

    /// The constraint's state in this engine: another engine's reads as inactive.
    private func state(of constraint: LayoutConstraint) -> ConstraintEngineState {
        constraint.engineState.seen(by: serial)
    }

    func constantDidChange(_ constraint: LayoutConstraint) {
        guard isInSolver(constraint) else { return }
        pendingConstants.append(constraint)
        markNeedsFlush()
    }

    func priorityDidChange(_ constraint: LayoutConstraint) {
        // A solver strength cannot change in place: out and in again, at the next flush.
        guard constraint.owner != nil else { return }
        reinstall(constraint, keepingBroken: false)
    }

    /// Marks a view whose system constraints (autoresizing, content size, margins) must be
    /// brought up to date at the next flush.
    func invalidateSystemConstraints(of view: View) {
        if view.systemUpdateQueue != serial {
            view.systemUpdateQueue = serial
            dirtyViews.append(WeakView(view))
        }
        markNeedsFlush()
    }

    /// The layout direction changed under `view`: the constraints that name leading or
    /// trailing and are held in its subtree (the only ones whose form depends on the
    /// direction) are rebuilt. A broken one stays broken, so its conflict is
    /// not logged again.
    func reinstallDirectionalConstraints(under view: View) {
        view.forEachInSubtree { holder in
            for constraint in holder.constraintStorage where constraint.isDirectional {
                if case .inactive = state(of: constraint) { continue }
                reinstall(constraint, keepingBroken: true)
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
        // While frames animate, a view's frame can be on its way to an engine frame it no
        // longer has, with none of its variables moving: every frame is compared again, so
        // that the animation is turned toward the new one.
        movedViews = hierarchyChanged || root.window?.hasRunningAnimations == true ? nil : MovedViews()
        hierarchyChanged = false
        defer { movedViews = nil }
        repeat {
            rounds += 1
            needsFlush = false
            solverChanged = applyQueuedChanges(root: root) || solverChanged
            if movedViews?.isOverflowing == false {
                solver.updateVariables { [unowned(unsafe) self] variable in
                    // Past the limit every frame is read out: the rest are not looked at.
                    guard movedViews?.isOverflowing == false, let view = variable.owner as? View else { return }
                    movedViews?.insert(view)
                }
            } else {
                movedViews = nil
                solver.updateVariables()
            }
            // Building a constraint can ask for a guide that brings constraints of its own
            // (a view's margins guide), and intrinsic heights follow the widths just solved.
        } while (hasQueuedChanges || refreshWidthDependentSizes()) && rounds < 8
        if hasQueuedChanges {
            // Intrinsic sizes that keep changing with the width (text that wraps to a
            // width it then no longer needs) would never settle: take what is queued and
            // stop measuring.
            LayoutDiagnostics.emit("Trellis: intrinsic sizes that depend on width did not settle after \(rounds) solves under \(root.shortDescription); using the last ones.")
            _ = applyQueuedChanges(root: root)
            movedViews = nil
            solver.updateVariables()
            solverChanged = true
        }
        needsFlush = false
        guard solverChanged else { return }
        if let moved = movedViews, !moved.isOverflowing {
            assignEngineFrames(of: moved, root: root)
        } else {
            assignEngineFrames(root: root)
        }
    }

    /// A view joined, left or moved inside the hierarchy: the next flush reads out every
    /// frame.
    func noteHierarchyChanged() {
        hierarchyChanged = true
        // Frames still waiting for their superviews' layout are left to those superviews'
        // next full application, so that no view is held here after it leaves.
        guard !pendingEngineFrames.isEmpty else { return }
        for entry in pendingEngineFrames.values { entry.superview.appliedFrameGeneration = 0 }
        pendingEngineFrames.removeAll()
    }

    /// Notes that `subview` has a new engine frame that `superview`'s next layout applies,
    /// found by a flush that read out only the moved views.
    func notePendingEngineFrame(of subview: View, in superview: View) {
        let id = ObjectIdentifier(superview)
        if pendingEngineFrames[id] == nil {
            pendingEngineFrames[id] = (superview, [subview])
        } else {
            pendingEngineFrames[id]!.subviews.append(subview)
        }
    }

    /// The subviews of `superview` given new engine frames since every frame was last read
    /// out, taken off the list.
    func takePendingEngineFrames(in superview: View) -> [View]? {
        guard !pendingEngineFrames.isEmpty else { return nil }
        return pendingEngineFrames.removeValue(forKey: ObjectIdentifier(superview))?.subviews
    }

    /// Every frame is read out again: no subview waits for its superview to apply one.
    func dropPendingEngineFrames() {
        if !pendingEngineFrames.isEmpty { pendingEngineFrames.removeAll() }
    }

    /// Returns whether anything went into or out of the solver, or changed in it.
    private func applyQueuedChanges(root: View) -> Bool {
        let removals = pendingRemovals
        pendingRemovals.removeAll()
        for handle in removals { solver.remove(handle) }

        let dirty = dirtyViews
        dirtyViews.removeAll()
        for entry in dirty {
            // A view that left this hierarchy since was unflagged (or flagged by the engine
            // it went to).
            guard let view = entry.view, view.systemUpdateQueue == serial else { continue }
            view.systemUpdateQueue = 0
            SystemConstraints.update(view, in: self)
            // Its alignment insets may have changed with its content size: its frame can
            // change with none of its variables.
            movedViews?.insert(view)
        }
        // System updates may queue removals of their own.
        let moreRemovals = pendingRemovals
        pendingRemovals.removeAll()
        for handle in moreRemovals { solver.remove(handle) }

        let constants = pendingConstants
        pendingConstants.removeAll()
        let changes = constants.compactMap { constraint -> (handle: ConstraintHandle, constant: Double)? in
            guard case .installed(_, let handle, _) = state(of: constraint) else { return nil }
            return (handle, solverConstant(of: constraint))
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
        for constraint in adds {
            // Taken out again, or gone to another engine, since it was queued.
            guard case .queued(_, let broken) = state(of: constraint) else { continue }
            pendingAddCount -= 1
            added = true
            constraint.engineState = .inactive
            if broken {
                installLowered(constraint)
            } else {
                add(constraint)
            }
        }
        if added || !removals.isEmpty || !moreRemovals.isEmpty { movedViews = nil }
        return added || !removals.isEmpty || !moreRemovals.isEmpty || !changes.isEmpty
    }

    private func add(_ constraint: LayoutConstraint) {
        // No form without an owner: `solverForm` loads the weak `owner` once for both.
        guard let form = LayoutEngine.solverForm(constraint, broken: false) else { return }
        switch solver.add(terms: form.terms, relation: form.relation, constant: form.constant, strength: form.strength,
                          tag: constraint) {
        case .made(let handle):
            constraint.engineState = .installed(engine: serial, handle: handle, broken: false)
            rememberSolverForm(form, of: constraint)
        case .unsatisfiable(let conflicting):
            let victim = reportConflict(constraint, conflicting)
            if victim === constraint {
                installLowered(constraint)
            } else {
                breakInstalled(victim)
                add(constraint)
            }
        case .lostPrecision:
            // Nothing else is broken for it: no constraint contradicts it, rounding does.
            LayoutDiagnostics.emit("Trellis could not use \(constraint): \(LayoutEngine.lostPrecisionReason)")
        case .nonFinite, .unknown:
            LayoutDiagnostics.emit("Trellis could not use \(constraint): \(SolverError.nonFiniteValue)")
        }
    }

    /// What the log says of a change the solver undid because double precision could not
    /// carry it out (``SolverError/lostPrecision(_:)``).
    static let lostPrecisionReason = "the solver undid it because double precision could not keep the required "
        + "constraints within 1e-9 of their size (values too large, or constraints too nearly parallel)"

    /// Logs a required conflict in UIKit's words and says which constraint
    /// to break (``victim(in:)``): `constraint` itself, or an older one, which then
    /// leaves the solver so that `constraint` can go in.
    private func reportConflict(_ constraint: LayoutConstraint, _ conflicting: [AnyObject]) -> LayoutConstraint {
        let others = conflicting.compactMap { $0 as? LayoutConstraint }
        let set = (others + [constraint]).sorted { $0.activationOrder < $1.activationOrder }
        let victim = LayoutEngine.victim(in: set) ?? constraint
        LayoutDiagnostics.emit(ConflictReport(conflicting: set, broken: victim).text)
        return victim
    }

    /// The constraint to break in a conflict: the newest of
    /// your own constraints, because the system's stand for things that are true (a frame
    /// you set, the window's size); failing that the newest system constraint, never the
    /// root's size.
    static func victim(in conflicting: [LayoutConstraint]) -> LayoutConstraint? {
        conflicting.last { $0.kind == .explicit || $0.kind == .stackView }
            ?? conflicting.last { $0.kind != .rootSize }
    }

    private func breakInstalled(_ victim: LayoutConstraint) {
        movedViews = nil
        if case .installed(_, let handle, _) = state(of: victim) {
            solver.remove(handle)
            forgetSolverForm(of: victim)
        }
        victim.engineState = .inactive
        installLowered(victim)
    }

    /// The priority a broken constraint keeps ("its priority effectively
    /// lowered"): above every priority you can give, so it still pulls, and holds again
    /// as soon as nothing required stands in its way.
    static let brokenPriority = 999.5

    /// Puts a broken constraint in the solver at ``brokenPriority``.
    private func installLowered(_ constraint: LayoutConstraint) {
        guard let lowered = LayoutEngine.solverForm(constraint, broken: true),
              case .made(let handle) = solver.add(terms: lowered.terms, relation: lowered.relation,
                                                  constant: lowered.constant, strength: lowered.strength,
                                                  tag: constraint) else { return }
        constraint.engineState = .installed(engine: serial, handle: handle, broken: true)
        rememberSolverForm(lowered, of: constraint)
    }

    private func updateConstant(_ constraint: LayoutConstraint) {
        guard case .installed(_, let handle, _) = state(of: constraint) else { return }
        switch solver.updateConstant(of: handle, to: solverConstant(of: constraint)) {
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
        case .lostPrecision:
            LayoutDiagnostics.emit("Trellis could not change the constant of \(constraint): \(LayoutEngine.lostPrecisionReason)")
        case .nonFinite:
            LayoutDiagnostics.emit("Trellis could not change the constant of \(constraint): \(SolverError.nonFiniteValue)")
        case .unknown:
            LayoutDiagnostics.emit("Trellis could not change the constant of \(constraint): it is not in the solver")
        }
    }

    // MARK: - Solver handles

    /// The constraints that hold a hierarchy at a frame given from outside (the root's size,
    /// and the constraints translated from a frame and autoresizing mask) and those that
    /// place the margin guides first, then
    /// content-size constraints, then the other required constraints, then the other
    /// optional ones strongest first, in queue order within a priority.
    ///
    /// The root's size and its autoresizing constraints are made by the engine at the
    /// flush, after the update pass has queued a stack's arrangement. Added last, they
    /// fixed the root's size on a tree already built around a free one (the root's width
    /// alone pivoted 198 times at the end of a 1,000-label stack's first layout). Added
    /// first, the tree is built inside a size already fixed: as many pivots, but each
    /// substitutes into fewer rows (at 300 labels, 2,410 rows in all against 3,333), and a
    /// 1,000-label stack's first layout went from 24.5 to 21.7 ms.
    ///
    /// A view's margin guides (``View/layoutMarginsGuide``, the readable content guide)
    /// are tied to the view by constraints the engine also makes at the flush. They go in
    /// with the root's size, for the same reason: a guide's width fixed last, on a screen
    /// whose rows were built around a free one, made the 1,005-view screen's outer stack
    /// shift every row at once (245 pivots for one constraint). First, they give fresh
    /// variables their values with no pivot, and the first layout's instructions fell by
    /// 8% (under callgrind).
    ///
    /// A conflict is found against what is already in the solver, so the order decides
    /// which conflicts are seen. With the root's size first, a constraint that contradicts
    /// it is reported against it when it goes in, as UIKit's engine, which holds a root
    /// view's autoresizing constraints from the moment the view is in a window, reports it.
    /// (A width of 120 and one of at most 110 on a root 100 wide, added last, were first
    /// reported against each other and the second broken, then the first against the root.)
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
        var outside: [LayoutConstraint] = []
        for constraint in constraints {
            if constraint.kind == .rootSize || constraint.kind == .autoresizing || constraint.kind == .margins,
               constraint.priority.isRequired {
                outside.append(constraint)
                continue
            }
            if case .contentSize = constraint.kind {
                contentSizes[constraint.priority.rawValue, default: []].append(constraint)
            } else if constraint.kind == .layoutGuide && constraint.priority.rawValue < LayoutPriority.required.rawValue {
                contentSizes[constraint.priority.rawValue, default: []].append(constraint)
            } else {
                byPriority[constraint.priority.rawValue, default: []].append(constraint)
            }
        }
        var sorted: [LayoutConstraint] = []
        sorted.reserveCapacity(constraints.count)
        sorted += outside
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
    private func isInSolver(_ constraint: LayoutConstraint) -> Bool {
        if case .installed = state(of: constraint) { return true }
        return false
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
    /// the constant their expression now adds (a button on a label's last
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
                    // The baseline moved to another kind of offset, or to another view: the
                    // equation itself changed.
                    reinstall(constraint, keepingBroken: true)
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
        widthDependentViews[ObjectIdentifier(view)]?.view.view === view
    }

    func noteWidthDependent(_ view: View, width: Double?) {
        if let width {
            widthDependentViews[ObjectIdentifier(view)] = (WeakView(view), width)
        } else if !widthDependentViews.isEmpty {
            // Asked for every view a pass updates, nearly all of them never listed: with
            // nothing listed there is nothing to look up (nor an old entry to destroy).
            widthDependentViews[ObjectIdentifier(view)] = nil
        }
    }

    /// After a solve: views whose intrinsic height depends on their width get it again for
    /// the width they were given. Returns whether any changed (then the engine solves again).
    private func refreshWidthDependentSizes() -> Bool {
        var changed = false
        // Only the views whose width moved are sorted (into layout order): most solves
        // move none of a long list's labels.
        var moved: [View] = []
        for (id, entry) in widthDependentViews {
            guard let view = entry.view.view else {
                widthDependentViews[id] = nil
                continue
            }
            if !(abs(view.layoutVariables.width.value - entry.width) <= 1e-9) { moved.append(view) }
        }
        for view in moved.sorted(by: { $0.layoutOrder < $1.layoutOrder }) {
            invalidateSystemConstraints(of: view)
            // Wrapped text has as many baselines as lines at its new width.
            refreshBaselineConstraints(near: view)
            changed = true
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
    /// engine then rests at another solution as good as the last.
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
