// Reading the solution out as frames: the whole-cell frame each view should have, and a
// guide's frame, rounded edge by edge in one absolute space, so that two views sharing an
// edge in the solution share it on screen too, with no gap or overlap between them.
extension LayoutEngine {
    /// Computes every view's engine frame top-down and marks the superviews of views whose
    /// frame must change.
    func assignEngineFrames(root: View) {
        LayoutEngine.frameGeneration = LayoutEngine.frameGeneration &+ 1
        if LayoutEngine.frameGeneration == 0 { LayoutEngine.frameGeneration = 1 }
        dropPendingEngineFrames()
        root.engineFrame = nil
        let rootFrame = LayoutEngine.absoluteFrame(ofRoot: root)
        let animator = root.window?.frameAnimator
        let runningAnimator = animator?.isRunning == true ? animator : nil
        root.forEachSubviewUnretained { subview in
            assignEngineFrame(subview, parent: root, grandparent: nil, parentOrigin: .zero, parentAbsolute: rootFrame,
                              incremental: false, animator: runningAnimator)
        }
    }

    /// Computes the engine frames of the views a flush of constants moved, and of their
    /// subtrees, instead of every view's: the subviews given a new frame wait in
    /// ``pendingEngineFrames`` for their superview's layout, which applies only them. A
    /// moved root, whose frame every other one is rounded against, has every frame
    /// computed again.
    func assignEngineFrames(of moved: MovedViews, root: View) {
        if moved.contains(root) {
            assignEngineFrames(root: root)
            return
        }
        for view in moved.views {
            // A view inside a moved view's subtree is computed with it; one that has left
            // the hierarchy since it was listed has no frame to compute here.
            var ancestor = view.superview
            var isInHierarchy = false
            while let current = ancestor {
                if current === root {
                    isInHierarchy = true
                    break
                }
                if moved.contains(current) { break }
                ancestor = current.superview
            }
            guard isInHierarchy, let parent = view.superview else { continue }
            let placement = enginePlacement(of: parent)
            // No animation runs (the flush reads out every frame while one does).
            assignEngineFrame(view, parent: parent, grandparent: parent === root ? nil : parent.superview,
                              parentOrigin: placement.origin, parentAbsolute: placement.frame, incremental: true,
                              animator: nil)
        }
    }

    /// The root's frame in the absolute space frames are rounded in.
    private static func absoluteFrame(ofRoot root: View) -> Rect {
        root.frame(forAlignmentRect: Rect(origin: .zero, size: root.layoutVariables.rect.size)).rounded()
    }

    /// `parentOrigin` and `parentAbsolute` are the parent's engine alignment origin and
    /// absolute frame, just computed, passed down rather than read back; so is the
    /// parent's superview, `grandparent` (nil under the root), which marking the parent
    /// for layout would otherwise find through a weak reference, for every subview that
    /// moves.
    /// `animator` is the window's while an animation runs, nil otherwise: a view animated
    /// toward another frame than `target` must be laid out too, even where it stands at
    /// `target` now.
    private func assignEngineFrame(_ view: View, parent: View, grandparent: View?, parentOrigin: Point,
                                   parentAbsolute: Rect, incremental: Bool, animator: FrameAnimator?) {
        let frame = view.frame
        let (origin, target, absolute) = LayoutEngine.engineGeometry(of: view, frame: frame, parentOrigin: parentOrigin,
                                                                     parentAbsolute: parentAbsolute)
        view.engineFrame = target
        if !target.isClose(to: frame) || animator?.destination(of: view).map({ $0 != target }) == true {
            // `parent.setNeedsLayout()`, with the superview at hand.
            parent.needsLayoutFlag = true
            grandparent?.markSubtreeNeedsLayout(below: parent)
            if incremental { notePendingEngineFrame(of: view, in: parent) }
        }
        view.forEachSubviewUnretained { subview in
            assignEngineFrame(subview, parent: view, grandparent: parent, parentOrigin: origin, parentAbsolute: absolute,
                              incremental: incremental, animator: animator)
        }
    }

    /// What the solution makes of `view`, whose frame is `frame` now: its unrounded
    /// alignment origin and its frame in the absolute space, and the frame the engine
    /// gives it in its superview's coordinates.
    private static func engineGeometry(of view: View, frame: Rect, parentOrigin: Point,
                                       parentAbsolute: Rect) -> (origin: Point, target: Rect, absolute: Rect) {
        // Read in place rather than through a copy of the four variables, which would
        // retain and release each of them for every view of every pass.
        let origin = Point(x: parentOrigin.x + view.layoutVariables.x.value,
                           y: parentOrigin.y + view.layoutVariables.y.value)
        let size = Size(width: Swift.max(view.layoutVariables.width.value, 0),
                        height: Swift.max(view.layoutVariables.height.value, 0))
        let absoluteFrame = view.frame(forAlignmentRect: Rect(origin: origin, size: size))
        let rounded = absoluteFrame.rounded()
        var target = Rect(x: rounded.minX - parentAbsolute.minX, y: rounded.minY - parentAbsolute.minY,
                          width: rounded.width, height: rounded.height)
        if view.translatesAutoresizingMaskIntoConstraints {
            // A frame you set stays exactly as you set it while the engine agrees with it.
            let unrounded = Rect(x: absoluteFrame.minX - parentAbsolute.minX, y: absoluteFrame.minY - parentAbsolute.minY,
                                 width: absoluteFrame.width, height: absoluteFrame.height)
            if unrounded.isClose(to: frame) { target = frame }
        }
        let absolute = Rect(x: parentAbsolute.minX + target.minX, y: parentAbsolute.minY + target.minY,
                            width: target.width, height: target.height)
        return (origin, target, absolute)
    }

    /// The views under `root` whose frames differ from the ones a read-out of every frame
    /// would give them now, with those frames: nothing is stored or marked. What a test
    /// checks a read-out of only the moved views against.
    func framesDifferingFromSolution(root: View) -> [(view: View, solved: Rect)] {
        var differing: [(view: View, solved: Rect)] = []
        func visit(_ view: View, parentOrigin: Point, parentAbsolute: Rect) {
            for subview in view.subviews {
                let frame = subview.frame
                let (origin, target, absolute) = LayoutEngine.engineGeometry(
                    of: subview, frame: frame, parentOrigin: parentOrigin, parentAbsolute: parentAbsolute)
                if !target.isClose(to: frame) { differing.append((subview, target)) }
                visit(subview, parentOrigin: origin, parentAbsolute: absolute)
            }
        }
        visit(root, parentOrigin: .zero, parentAbsolute: LayoutEngine.absoluteFrame(ofRoot: root))
        return differing
    }

    /// A guide's solved frame in its owning view's coordinates, with the views' rounding.
    func layoutFrame(of guide: LayoutGuide) -> Rect {
        guard let view = guide.owningView else { return .zero }
        let placement = enginePlacement(of: view)
        let v = guide.variables
        let origin = Point(x: placement.origin.x + v.x.value, y: placement.origin.y + v.y.value)
        let absolute = Rect(origin: origin, size: Size(width: Swift.max(v.width.value, 0), height: Swift.max(v.height.value, 0)))
            .rounded()
        return Rect(x: absolute.minX - placement.frame.minX, y: absolute.minY - placement.frame.minY,
                    width: absolute.width, height: absolute.height)
    }

    /// A view's unrounded alignment origin and its rounded frame in the absolute space, as
    /// ``assignEngineFrames(root:)`` worked them out, found again by walking up to the
    /// root: only guides need them, and few views own guides, so views do not store them
    /// (48 bytes each, 0.5 MB of a 10,000-view screen).
    private func enginePlacement(of view: View) -> (origin: Point, frame: Rect) {
        guard let superview = view.superview else { return (.zero, LayoutEngine.absoluteFrame(ofRoot: view)) }
        let parent = enginePlacement(of: superview)
        let variables = view.layoutVariables
        let origin = Point(x: parent.origin.x + variables.x.value, y: parent.origin.y + variables.y.value)
        let target = view.engineFrame ?? view.frame
        return (origin, Rect(x: parent.frame.minX + target.minX, y: parent.frame.minY + target.minY,
                             width: target.width, height: target.height))
    }
}
