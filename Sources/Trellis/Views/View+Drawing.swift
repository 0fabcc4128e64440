// The draw pass's bookkeeping on the view side: what part of the window must be drawn
// again when a view changes (spec §3, DRW-08).
extension View {
    /// The cells this view and its visible subtree cover, in window coordinates, one cell
    /// wider on every side: the draw pass rounds each level's frame on its own, so a
    /// fractional frame may land half a cell away from its exact position.
    func displayFootprint() -> Rect {
        let own = superview?.convert(frame, to: nil) ?? frame
        return subtreeRect(own).integral.insetBy(dx: -1, dy: -1)
    }

    /// `own` (this view's rect in window coordinates) grown by the subviews that draw
    /// outside it; a view that clips its subviews covers only itself.
    private func subtreeRect(_ own: Rect) -> Rect {
        guard !clipsToBounds else { return own }
        var covered = own
        for subview in subviewStorage where !subview.isHiddenOrTransparent {
            let rect = subview.frame.offsetBy(dx: own.minX - bounds.minX, dy: own.minY - bounds.minY)
            covered = covered.union(subview.subtreeRect(rect))
        }
        return covered
    }

    /// The area the view covers must be drawn again (it moved, resized, appeared or went).
    func invalidateDisplayFootprint() {
        guard let window, !window.needsFullRedraw else { return }
        // The window's footprint is all of it: no need to walk the whole tree to find that.
        if window === self {
            window.setNeedsFullRedraw()
            return
        }
        window.addDamage(displayFootprint())
    }

    /// The view's own rect must be drawn again (its content changed).
    func invalidateOwnDisplay() {
        guard let window, !window.needsFullRedraw else { return }
        window.addDamage((superview?.convert(frame, to: nil) ?? frame).integral.insetBy(dx: -1, dy: -1))
    }
}
