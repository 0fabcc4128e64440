// Reading the solution out as frames: the whole-cell frame each view should have, and a
// guide's frame, rounded edge by edge in one absolute space, so that two views sharing an
// edge in the solution share it on screen too, with no gap or overlap between them.
extension LayoutEngine {
    /// Computes every view's engine frame top-down and marks the superviews of views whose
    /// frame must change.
    func assignEngineFrames(root: View) {
        LayoutEngine.frameGeneration = LayoutEngine.frameGeneration &+ 1
        if LayoutEngine.frameGeneration == 0 { LayoutEngine.frameGeneration = 1 }
        root.engineFrame = nil
        let rootFrame = LayoutEngine.absoluteFrame(ofRoot: root)
        root.forEachSubviewUnretained { subview in
            assignEngineFrame(subview, parent: root, grandparent: nil, parentOrigin: .zero, parentAbsolute: rootFrame)
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
    private func assignEngineFrame(_ view: View, parent: View, grandparent: View?, parentOrigin: Point,
                                   parentAbsolute: Rect) {
        // Read in place rather than through a copy of the four variables, which would
        // retain and release each of them for every view of every pass.
        let origin = Point(x: parentOrigin.x + view.layoutVariables.x.value,
                           y: parentOrigin.y + view.layoutVariables.y.value)
        let size = Size(width: Swift.max(view.layoutVariables.width.value, 0),
                        height: Swift.max(view.layoutVariables.height.value, 0))
        let absoluteFrame = view.frame(forAlignmentRect: Rect(origin: origin, size: size))
        let rounded = absoluteFrame.rounded()
        let frame = view.frame
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
        view.engineFrame = target
        if !target.isClose(to: frame) {
            // `parent.setNeedsLayout()`, with the superview at hand.
            parent.needsLayoutFlag = true
            grandparent?.markSubtreeNeedsLayout(below: parent)
        }
        view.forEachSubviewUnretained { subview in
            assignEngineFrame(subview, parent: view, grandparent: parent, parentOrigin: origin, parentAbsolute: absolute)
        }
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
