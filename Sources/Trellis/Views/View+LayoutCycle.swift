// UIKit's layout cycle: marks that coalesce, the update-constraints pass
// bottom-up, the layout pass top-down, and the marks for the draw pass.
extension View {
    // MARK: - Layout

    /// Marks the view for layout: its ``layoutSubviews()`` runs in the next layout pass
    /// (CYC-04). Marks coalesce: any number of calls before a pass give one
    /// `layoutSubviews` (EX-CYC-3).
    public func setNeedsLayout() {
        needsLayoutFlag = true
        superview?.markSubtreeNeedsLayout(below: self)
    }

    /// Marks this view and its ancestors as having a marked view below them: `subview`,
    /// one of this view's subviews, is marked itself or has a marked view below it.
    func markSubtreeNeedsLayout(below subview: View) {
        noteMarkedSubview(subview)
        // This view first, without holding it: usually it is marked already (the
        // subviews of one view change frames together).
        guard !subtreeNeedsLayout else { return }
        subtreeNeedsLayout = true
        var child = self
        var ancestor = superview
        while let view = ancestor {
            view.noteMarkedSubview(child)
            if view.subtreeNeedsLayout { break }
            view.subtreeNeedsLayout = true
            child = view
            ancestor = view.superview
        }
    }

    /// Remembers that `subview` is marked, so that when it is the only one the layout
    /// pass goes to it straight: a label's text change in a stack of 100,000 rows looked
    /// at every row's marks, a cost that grew with the stack.
    @inline(__always)
    func noteMarkedSubview(_ subview: View) {
        guard !severalSubviewsMarked else { return }
        if let marked = markedSubview {
            if marked.toOpaque() != Unmanaged.passUnretained(subview).toOpaque() { severalSubviewsMarked = true }
        } else {
            markedSubview = Unmanaged.passUnretained(subview)
        }
    }

    /// `subview` leaves: if it was the one remembered, the next pass looks at every
    /// subview instead of keeping a reference that may outlive it.
    func forgetMarkedSubview(_ subview: View) {
        if let marked = markedSubview, marked.toOpaque() == Unmanaged.passUnretained(subview).toOpaque() {
            markedSubview = nil
            severalSubviewsMarked = true
        }
    }

    /// Marks this view and its ancestors as having a view below them marked for the
    /// update-constraints pass.
    func markSubtreeNeedsUpdateConstraints() {
        var ancestor: View? = self
        while let view = ancestor, !view.subtreeNeedsUpdateConstraints {
            view.subtreeNeedsUpdateConstraints = true
            ancestor = view.superview
        }
        hierarchyRoot.needsLayoutFlag = true
    }

    /// Runs the update-constraints and layout passes now, if anything is marked, so frames
    /// are current when it returns.
    ///
    /// As in UIKit this may lay out the whole hierarchy, above this view as well as below:
    /// the engine solves the whole hierarchy at once. The update-constraints pass always
    /// runs first, also when this is called from inside the layout pass (a
    /// `layoutSubviews` or `viewDidLayoutSubviews` that changed a constraint's input and
    /// reads the result); then, inside the pass, only what is below this view is laid
    /// out again.
    public func layoutIfNeeded() {
        let root = hierarchyRoot
        root.runUpdateConstraintsPass()
        if let engine = root.layoutEngineStorage, engine.passes.isLayingOut {
            engine.flush()
            layoutSubtreeIfNeeded()
            return
        }
        root.runUpdateAndLayoutPasses()
    }

    /// Whether the view is marked for layout.
    public var needsLayout: Bool { needsLayoutFlag }

    // MARK: - Updating constraints

    /// Marks the view so its ``updateConstraints()`` runs in the next update-constraints
    /// pass. Marks coalesce.
    public func setNeedsUpdateConstraints() {
        needsUpdateConstraintsFlag = true
        // Marking the ancestors also marks the root for the pass that runs updates.
        if let superview { superview.markSubtreeNeedsUpdateConstraints() } else { needsLayoutFlag = true }
    }

    /// Runs the update-constraints pass now, if any view in the hierarchy is marked
    /// (CYC-02). It does nothing in a hierarchy that does not use Auto Layout
    /// (LAY-05).
    public func updateConstraintsIfNeeded() {
        hierarchyRoot.runUpdateConstraintsPass()
    }

    /// Whether the view is marked for the update-constraints pass: UIKit's
    /// `needsUpdateConstraints()`.
    public var needsUpdateConstraints: Bool { needsUpdateConstraintsFlag }

    // MARK: - Display

    /// Marks the view so its ``View/draw(_:in:)`` runs in the next draw pass. Marks coalesce.
    public func setNeedsDisplay() {
        needsDisplayFlag = true
        invalidateOwnDisplay()
    }

    /// Whether the view is marked for the draw pass.
    public var needsDisplay: Bool { needsDisplayFlag }

    /// Runs the draw pass of the view's window now, if anything needs drawing
    /// (CYC-01): the parts of the window that changed are drawn again, views in painter's
    /// order. Does nothing for a view in no window, which has nowhere to draw.
    public func displayIfNeeded() {
        window?.drawIfNeeded()
    }

    // MARK: - The passes

    /// The update-constraints pass, then the layout pass, on the root.
    func runUpdateAndLayoutPasses() {
        runUpdateConstraintsPass()
        var rounds = 0
        while needsLayoutFlag || subtreeNeedsLayout || activeLayoutEngine?.needsFlush == true {
            rounds += 1
            if rounds > 100 {
                LayoutDiagnostics.emit("Trellis: layout did not settle after 100 passes; a layoutSubviews keeps invalidating layout under \(shortDescription).")
                break
            }
            // The engine is looked up each round: a layoutSubviews may switch Auto Layout on.
            if let engine = layoutEngineStorage {
                engine.flush()
                engine.passes.layingOut { layoutSubtreeIfNeeded() }
            } else {
                layoutSubtreeIfNeeded()
            }
            if subtreeNeedsUpdateConstraints || needsUpdateConstraintsFlag {
                runUpdateConstraintsPass()
            }
        }
    }

    /// Top-down: this view's `layoutSubviews` if it is marked, then each marked subtree.
    func layoutSubtreeIfNeeded() {
        subtreeNeedsLayout = false
        if needsLayoutFlag {
            needsLayoutFlag = false
            performLayoutSubviews()
        }
        // The marks made so far, this view's own layoutSubviews included; those made while
        // the subviews are laid out are remembered afresh, for the next round.
        let single = severalSubviewsMarked ? nil : markedSubview
        markedSubview = nil
        severalSubviewsMarked = false
        if let single {
            // Retained for the call: its layoutSubviews may remove it.
            let subview = single.takeUnretainedValue()
            assert(subviewStorage.allSatisfy { $0 === subview || !($0.needsLayoutFlag || $0.subtreeNeedsLayout) },
                   "a subview of \(shortDescription) was marked for layout without its superview being told")
            if subview.needsLayoutFlag || subview.subtreeNeedsLayout { subview.layoutSubtreeIfNeeded() }
            return
        }
        // Unretained: `forEachSubviewUnretained` keeps the array it walks, so a
        // `layoutSubviews` that removes a subview cannot free it under the loop.
        forEachSubviewUnretained { subview in
            if subview.needsLayoutFlag || subview.subtreeNeedsLayout { subview.layoutSubtreeIfNeeded() }
        }
    }

    private func performLayoutSubviews() {
        let controller = owningViewController
        controller?.viewWillLayoutSubviews()
        didCallSuperLayoutSubviews = false
        layoutSubviews()
        if !didCallSuperLayoutSubviews, activeLayoutEngine != nil {
            fatalError("\(typeName).layoutSubviews() must call super.layoutSubviews(): Auto Layout assigns the subviews' frames there (\(shortDescription))")
        }
        controller?.viewDidLayoutSubviews()
    }

    /// Bottom-up over marked views, and always the root.
    func runUpdateConstraintsPass() {
        guard layoutEngineStorage != nil, needsUpdateConstraintsFlag || subtreeNeedsUpdateConstraints else { return }
        updateConstraintsSubtree(isRoot: true)
    }

    private func updateConstraintsSubtree(isRoot: Bool) {
        if subtreeNeedsUpdateConstraints {
            subtreeNeedsUpdateConstraints = false
            forEachSubviewUnretained { subview in
                if subview.needsUpdateConstraintsFlag || subview.subtreeNeedsUpdateConstraints {
                    subview.updateConstraintsSubtree(isRoot: false)
                }
            }
        }
        if needsUpdateConstraintsFlag || isRoot {
            needsUpdateConstraintsFlag = false
            performUpdateConstraints()
        }
    }

    private func performUpdateConstraints() {
        didCallSuperUpdateConstraints = false
        if let controller = owningViewController {
            controller.updateViewConstraints()
        } else {
            updateConstraints()
        }
        if !didCallSuperUpdateConstraints {
            fatalError("\(typeName).updateConstraints() must call super.updateConstraints() (\(shortDescription))")
        }
    }

    /// The default `layoutSubviews`: brings the engine up to date and moves each subview to
    /// the frame it solved to.
    ///
    /// A subview on its way to that very frame in an animation is left to the animation,
    /// as UIKit's layout leaves a view's presentation to its animation: a superview that is
    /// animated too is laid out at every step, and must not snap its subviews to the end.
    /// A subview animated toward another frame stops there and takes the new one.
    ///
    /// When no engine frame was computed and no subview's geometry changed since the
    /// subviews last got theirs (a text change that moved nothing laid out the label's
    /// stack), there is nothing to apply, and the subviews are not visited: a stack of
    /// 10,000 rows would otherwise compare every row's frame.
    func applyEngineFramesToSubviews() {
        guard !subviewStorage.isEmpty, let engine = activeLayoutEngine else { return }
        if engine.needsFlush { engine.flush() }
        let generation = LayoutEngine.frameGeneration
        // A flush that read out only the views it moved lists the subviews it gave new
        // frames: when every other subview already holds its engine frame, only those are
        // applied, so a text change in one row of a long stack visits that row alone.
        let pending = engine.takePendingEngineFrames(in: self)
        if appliedFrameGeneration == generation && pending == nil { return }
        var animating = false
        // The subviews share this view's window: its animator is looked up once (a weak
        // load per subview was a tenth of this loop), and only when a frame must change.
        var animator: FrameAnimator?? = .none
        if appliedFrameGeneration == generation, let pending {
            // A subview listed has since left (or moved to another superview): its frame is
            // no longer this view's to set.
            for subview in pending where subview.superview === self {
                if applyEngineFrame(to: subview, animator: &animator) { animating = true }
            }
        } else {
            forEachSubviewUnretained { subview in
                if applyEngineFrame(to: subview, animator: &animator) { animating = true }
            }
        }
        // Frames set above reset the generation; an animation keeps it reset, as its
        // frames move on without the engine.
        appliedFrameGeneration = animating ? 0 : generation
    }

    /// Gives `subview` its engine frame, unless it holds it already or an animation takes
    /// it there; returns whether a frame animation is running. `animator` is this view's
    /// window's, looked up at the first frame that must change (`.none` until then).
    @inline(__always)
    private func applyEngineFrame(to subview: View, animator: inout FrameAnimator??) -> Bool {
        guard let target = subview.engineFrame else { return false }
        if target == subview.frame {
            // Where the layout wants it, but perhaps on its way elsewhere in an animation the
            // layout no longer wants (a change undone while it played): it stays here.
            guard FrameAnimator.runningAnimations > 0 else { return false }
            if case .none = animator { animator = .some(window?.frameAnimator) }
            guard case .some(.some(let running)) = animator, running.isRunning,
                  let destination = running.destination(of: subview), destination != target else { return false }
            _ = running.settleAnimation(of: subview, toward: target)
            return true
        }
        if case .none = animator { animator = .some(window?.frameAnimator) }
        var animating = false
        if case .some(.some(let running)) = animator, running.isRunning {
            animating = true
            if running.settleAnimation(of: subview, toward: target) { return true }
        }
        subview.isApplyingEngineFrame = true
        subview.frame = target
        subview.isApplyingEngineFrame = false
        return animating
    }

    /// Solves first when a reader (a guide's frame, a diagnostic, a fitting size) needs
    /// current values: the update-constraints pass, then, if the engine has changes, a
    /// flush inside the hierarchy's layout pass or both passes outside it.
    func layoutIfNeededForReading() {
        let root = hierarchyRoot
        root.runUpdateConstraintsPass()
        guard let engine = root.layoutEngineStorage, engine.needsFlush else { return }
        if engine.passes.isLayingOut { engine.flush() } else { root.runUpdateAndLayoutPasses() }
    }

    // MARK: - Reacting to geometry changes

    /// `bounds` changed: a new size needs layout and resizes the subviews by their
    /// masks; the engine hears of frames set from outside.
    func boundsDidChange(from old: Rect) {
        guard bounds.size != old.size else { return }
        // Only a window can be its own window: the cast spares every other view a weak load.
        if let window = self as? Window, window.window === window { window.sizeDidChange() }
        setNeedsLayout()
        if !isApplyingEngineFrame, autoresizesSubviews {
            for subview in subviewStorage where subview.translatesAutoresizingMaskIntoConstraints {
                subview.frame = subview.autoresizingMask.resizedFrame(subview.frame, from: old.size, to: bounds.size)
            }
        }
        geometryDidChange()
    }

    /// The frame changed: the engine's autoresizing constraints (or the root's size) follow
    /// frames set from outside, and margins that depend on position are recomputed.
    func geometryDidChange() {
        // The cheap questions first: this runs for every frame the layout pass assigns,
        // and finding the engine means walking to the root.
        let translated = !isApplyingEngineFrame && (translatesAutoresizingMaskIntoConstraints || superview == nil)
        let preserving = preservesMarginsThroughGuide
        // A loop rather than `filter`: no array and no closure for the common answer (none).
        var anyPreservingSubview = false
        forEachSubviewUnretained { subview in
            if !anyPreservingSubview, subview.preservesMarginsThroughGuide { anyPreservingSubview = true }
        }
        guard translated || preserving || anyPreservingSubview, let engine = activeLayoutEngine else { return }
        let preservingSubviews = anyPreservingSubview ? subviewStorage.filter { $0.preservesMarginsThroughGuide } : []
        if translated || preserving { engine.invalidateSystemConstraints(of: self) }
        for subview in preservingSubviews { engine.invalidateSystemConstraints(of: subview) }
    }
}
