// The draw pass's bookkeeping on the view side: what part of the window must be drawn
// again when a view changes.
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
        guard let window else { return }
        invalidateDisplayFootprint(in: window)
    }

    /// The same, given the view's window, loaded once by a caller that asks twice (the
    /// frame setters, before and after the change: a weak load each time was a fifth
    /// of resizing a long stack).
    func invalidateDisplayFootprint(in window: Window) {
        guard !window.needsFullRedraw else { return }
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

    // MARK: - Where a subtree draws

    /// Where the subviews and their subtrees can draw, in this view's bounds coordinates:
    /// the draw pass skips a subtree that cannot reach the region it redraws, so that
    /// redrawing one label does not visit every view of the window.
    ///
    /// Worked out with the draw pass's own rounding (whole-cell frames, offsets by whole
    /// cells), so that it holds every cell the pass would touch. Hidden and transparent
    /// views count too: they may appear without any geometry changing. Kept until a
    /// subview moves, resizes, scrolls, clips or changes, or the subviews change.
    func subviewsExtent() -> Rect {
        if let cached = subviewsExtentCache { return cached }
        var extent = Rect.null
        var runsDown = true, runsAcross = true
        var previous = Rect.null
        // Unretained, as the array walked holds the subviews: a retain and release of each
        // (slow ones, for objects with weak references) were most of this loop.
        forEachSubviewUnretained { subview in
            let own = subview.drawExtentInSuperview()
            if own.isNull {
                runsDown = false
                runsAcross = false
            } else if !previous.isNull {
                if own.minY < previous.maxY { runsDown = false }
                if own.minX < previous.maxX { runsAcross = false }
            }
            previous = own
            extent = extent.union(own)
        }
        subviewsExtentCache = extent
        subviewsExtentRunsDown = runsDown
        subviewsExtentRunsAcross = runsAcross
        return extent
    }

    /// The subviews whose subtrees can meet `region` (in this view's bounds coordinates),
    /// in drawing order: all of them, or when they follow one another down or across
    /// (``subviewsExtentRunsDown``), only the run that meets it, found by bisection, so
    /// that redrawing one row of a long list visits a handful of rows.
    func subviewIndexes(meeting region: Rect) -> Range<Int> {
        let all = subviewStorage.indices
        _ = subviewsExtent()
        guard all.count > 8, subviewsExtentRunsDown || subviewsExtentRunsAcross else { return all }
        let down = subviewsExtentRunsDown
        let storage = subviewStorage
        // The first subview whose extent ends after the region starts, and the first that
        // starts at or after the region's end: ends and starts both grow along the run.
        func firstIndex(where isPast: (Rect) -> Bool) -> Int {
            var low = 0, high = storage.count
            while low < high {
                let middle = (low + high) / 2
                let extent = View.withUnretained(storage, middle) { $0.drawExtentInSuperview() }
                if isPast(extent) { high = middle } else { low = middle + 1 }
            }
            return low
        }
        let start = firstIndex { down ? $0.maxY > region.minY : $0.maxX > region.minX }
        let end = firstIndex { down ? $0.minY >= region.maxY : $0.minX >= region.maxX }
        return start..<Swift.max(start, end)
    }

    /// The cells this view and its subtree can draw in, in its superview's bounds
    /// coordinates; null for a frame that is not finite, under which nothing draws.
    private func drawExtentInSuperview() -> Rect {
        let rounded = geometryFrame.rounded()
        guard rounded.minX.isFinite, rounded.minY.isFinite, rounded.width.isFinite, rounded.height.isFinite else {
            return .null
        }
        guard !clipsToBounds else { return rounded }
        // Asked even without subviews, so that the answer (none) is kept: an ancestor's
        // extent is only ever kept with those of the views it depends on, which is what
        // lets ``invalidateSubviewsExtent()`` stop at the first view without one.
        let inner = subviewsExtent()
        if inner.isNull { return rounded }
        let origin = geometryBounds.origin
        let dx = rounded.minX - origin.x.roundedToCell()
        let dy = rounded.minY - origin.y.roundedToCell()
        return rounded.union(inner.offsetBy(dx: dx, dy: dy))
    }

    /// This view's subviews changed, or one of them moved, resized, scrolled or changed
    /// whether it clips: its extent and those of its ancestors are worked out again.
    ///
    /// An extent is only ever worked out with those of all the subviews below it that
    /// it depends on, so the first ancestor without one has none above it either.
    func invalidateSubviewsExtent() {
        // A subview's geometry changed or the subviews did: their engine frames are to be
        // compared again at the next layout.
        appliedFrameGeneration = 0
        // This view first, without holding it: most calls (a subview moving again, its
        // superview's extent already dropped) stop here.
        guard subviewsExtentCache != nil else { return }
        subviewsExtentCache = nil
        var ancestor = superview
        while let current = ancestor, current.subviewsExtentCache != nil {
            current.subviewsExtentCache = nil
            ancestor = current.superview
        }
    }
}
