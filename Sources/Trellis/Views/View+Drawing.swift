// The draw pass's bookkeeping on the view side: what part of the window must be drawn
// again when a view changes (spec §3, DRW-08).
extension View {
    /// The cells this view and the subviews that stick out of it cover, in window
    /// coordinates, whole cells. Subviews inside the view's bounds are covered by its own
    /// rect; only those outside it (possible when it does not clip) add to it.
    func displayFootprint() -> Rect {
        let own = (superview?.convert(frame, to: nil) ?? frame).integral
        var footprint = own
        for subview in subviewStorage where !subview.isHiddenOrTransparent && !bounds.contains(subview.frame) {
            footprint = footprint.union(subview.displayFootprint())
        }
        return footprint
    }

    /// The area the view covers must be drawn again (it moved, resized, appeared or went).
    func invalidateDisplayFootprint() {
        guard let window, !window.needsFullRedraw else { return }
        window.addDamage(displayFootprint())
    }

    /// The view's own rect must be drawn again (its content changed).
    func invalidateOwnDisplay() {
        guard let window, !window.needsFullRedraw else { return }
        window.addDamage((superview?.convert(frame, to: nil) ?? frame).integral)
    }
}
