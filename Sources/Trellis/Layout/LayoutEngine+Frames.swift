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
        for subview in root.subviewStorage {
            assignEngineFrame(subview, parent: root)
        }
    }

    private func assignEngineFrame(_ view: View, parent: View) {
        let variables = view.layoutVariables
        let origin = Point(x: parent.engineAlignmentOrigin.x + variables.x.value,
                           y: parent.engineAlignmentOrigin.y + variables.y.value)
        let size = Size(width: Swift.max(variables.width.value, 0), height: Swift.max(variables.height.value, 0))
        let absoluteFrame = view.frame(forAlignmentRect: Rect(origin: origin, size: size))
        let parentAbsolute = parent.engineAbsoluteFrame
        let rounded = absoluteFrame.rounded()
        var target = Rect(x: rounded.minX - parentAbsolute.minX, y: rounded.minY - parentAbsolute.minY,
                          width: rounded.width, height: rounded.height)
        if view.translatesAutoresizingMaskIntoConstraints {
            // A frame you set stays exactly as you set it while the engine agrees with it.
            let unrounded = Rect(x: absoluteFrame.minX - parentAbsolute.minX, y: absoluteFrame.minY - parentAbsolute.minY,
                                 width: absoluteFrame.width, height: absoluteFrame.height)
            if unrounded.isClose(to: view.frame) { target = view.frame }
        }
        view.engineFrame = target
        view.engineAlignmentOrigin = origin
        view.engineAbsoluteFrame = Rect(x: parentAbsolute.minX + target.minX, y: parentAbsolute.minY + target.minY,
                                        width: target.width, height: target.height)
        if !target.isClose(to: view.frame) { parent.setNeedsLayout() }
        for subview in view.subviewStorage {
            assignEngineFrame(subview, parent: view)
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
