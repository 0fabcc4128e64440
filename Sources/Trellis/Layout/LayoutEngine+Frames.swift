// Reading the solution out as frames: the whole-cell frame each view should have, and a
// guide's frame, rounded edge by edge in one absolute space (DESIGN.md, "Whole cells").
extension LayoutEngine {
    /// Computes every view's engine frame top-down and marks the superviews of views whose
    /// frame must change.
    func assignEngineFrames(root: View) {
        let rootAbsolute = root.frame(forAlignmentRect: Rect(origin: .zero, size: root.layoutVariables.rect.size))
        root.engineFrame = nil
        root.engineAbsoluteFrame = rootAbsolute.rounded()
        root.engineAlignmentOrigin = .zero
        let rootOrigin = root.engineAlignmentOrigin
        let rootFrame = root.engineAbsoluteFrame
        root.forEachSubviewUnretained { subview in
            assignEngineFrame(subview, parent: root, parentOrigin: rootOrigin, parentAbsolute: rootFrame)
        }
    }

    /// `parentOrigin` and `parentAbsolute` are the parent's engine alignment origin and
    /// absolute frame, just computed, passed down rather than read back.
    private func assignEngineFrame(_ view: View, parent: View, parentOrigin: Point, parentAbsolute: Rect) {
        let variables = view.layoutVariables
        let origin = Point(x: parentOrigin.x + variables.x.value,
                           y: parentOrigin.y + variables.y.value)
        let size = Size(width: Swift.max(variables.width.value, 0), height: Swift.max(variables.height.value, 0))
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
        view.engineAlignmentOrigin = origin
        view.engineAbsoluteFrame = absolute
        if !target.isClose(to: frame) { parent.setNeedsLayout() }
        view.forEachSubviewUnretained { subview in
            assignEngineFrame(subview, parent: view, parentOrigin: origin, parentAbsolute: absolute)
        }
    }

    /// A guide's solved frame in its owning view's coordinates, with the views' rounding.
    func layoutFrame(of guide: LayoutGuide) -> Rect {
        guard let view = guide.owningView else { return .zero }
        let v = guide.variables
        let origin = Point(x: view.engineAlignmentOrigin.x + v.x.value, y: view.engineAlignmentOrigin.y + v.y.value)
        let absolute = Rect(origin: origin, size: Size(width: Swift.max(v.width.value, 0), height: Swift.max(v.height.value, 0)))
            .rounded()
        return Rect(x: absolute.minX - view.engineAbsoluteFrame.minX, y: absolute.minY - view.engineAbsoluteFrame.minY,
                    width: absolute.width, height: absolute.height)
    }
}
