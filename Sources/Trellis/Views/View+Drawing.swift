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
    /// views count too: they may appear without any geometry changing. Kept until the
    /// subviews change; in a view with more than ``extentListingMinimum`` subviews, when
    /// only a few of them move, resize, scroll or clip, brought up to date from those few
    /// (see ``updatedSubviewsExtent(from:)``).
    func subviewsExtent() -> Rect {
        if let cached = subviewsExtentCache {
            if subviewsExtentChanges.isEmpty { return cached }
            if let updated = updatedSubviewsExtent(from: cached) { return updated }
        }
        subviewsExtentChanges = []
        var extent = Rect.null
        var runsDown = true, runsAcross = true
        var previous = Rect.null
        // Unretained, as the array walked holds the subviews: a retain and release of each
        // (slow ones, for objects with weak references) were most of this loop.
        let storage = subviewStorage
        // Only a view with many subviews lists their changes (see
        // ``noteSubviewExtentChanged(_:)``), so only its subviews note what it counted.
        let counting = storage.count > View.extentListingMinimum
        for index in storage.indices {
            View.withUnretained(storage, index) { subview in
                let own = subview.drawExtentInSuperview()
                if counting {
                    subview.countedDrawExtent = own
                    subview.countedSubviewIndex = index
                }
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
        }
        subviewsExtentCache = extent
        subviewsExtentRunsDown = runsDown
        subviewsExtentRunsAcross = runsAcross
        return extent
    }

    /// The extent `cached` brought up to date with ``subviewsExtentChanges`` alone, exactly
    /// the extent a walk over every subview would give; nil when that cannot be known
    /// without the walk.
    ///
    /// One label of a 100,000-row list changing width must not visit the other rows. The
    /// extent is the bounding box of the subviews' extents, so a subview's new extent can
    /// be added to it, but its old one cannot be taken out: the update is exact when each
    /// changed subview's old extent either lies strictly inside the box (it set none of
    /// its edges) or lies inside the new one. Whether the subviews still run down or across
    /// depends only on each changed one and its two neighbours. A box whose subviews do not
    /// run either way is walked again: drawing it visits every subview anyway.
    private func updatedSubviewsExtent(from cached: Rect) -> Rect? {
        let changes = subviewsExtentChanges
        subviewsExtentChanges = []
        guard subviewsExtentRunsDown || subviewsExtentRunsAcross else { return nil }
        let storage = subviewStorage
        var extent = cached
        for subview in changes {
            let index = subview.countedSubviewIndex
            guard storage.indices.contains(index), storage[index] === subview else { return nil }
            let old = subview.countedDrawExtent
            let new = subview.drawExtentInSuperview()
            guard !new.isNull, new.contains(old) || old.liesStrictlyInside(cached) else { return nil }
            subview.countedDrawExtent = new
            extent = extent.union(new)
        }
        var runsDown = subviewsExtentRunsDown, runsAcross = subviewsExtentRunsAcross
        for subview in changes {
            let index = subview.countedSubviewIndex
            let own = subview.countedDrawExtent
            if index > 0 {
                let before = storage[index - 1].countedDrawExtent
                if own.minY < before.maxY { runsDown = false }
                if own.minX < before.maxX { runsAcross = false }
            }
            if index + 1 < storage.count {
                let after = storage[index + 1].countedDrawExtent
                if after.minY < own.maxY { runsDown = false }
                if after.minX < own.maxX { runsAcross = false }
            }
        }
        guard runsDown || runsAcross else { return nil }
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

    /// The subviews themselves changed (one came, went or moved among them): this view's
    /// extent is worked out again by a walk, and its ancestors learn that it may have
    /// changed.
    func invalidateSubviewsExtent() {
        // The subviews' engine frames are to be compared again at the next layout.
        appliedFrameGeneration = 0
        guard subviewsExtentCache != nil else { return }
        let ancestorsKnow = !subviewsExtentChanges.isEmpty
        subviewsExtentCache = nil
        subviewsExtentChanges = []
        if !ancestorsKnow { superview?.noteSubviewExtentChanged(self) }
    }

    /// `subview` moved, resized, scrolled or changed whether it clips.
    func subviewGeometryDidChange(_ subview: View) {
        // Its engine frame is to be compared again at the next layout.
        appliedFrameGeneration = 0
        noteSubviewExtentChanged(subview)
    }

    /// `subview`'s drawing extent may have changed: it is listed for the next
    /// ``subviewsExtent()`` (or, in a view with few subviews, the extent is dropped), and so
    /// is this view in its superview, up to the first ancestor that already knows.
    ///
    /// What keeps this short: a view whose extent is not up to date (none kept, or changes
    /// listed) has every ancestor out of date too, each listing the child on the way to
    /// it; an extent is only ever worked out with those of the subviews it depends on. So
    /// the walk stops at the first ancestor that was already out of date.
    func noteSubviewExtentChanged(_ subview: View) {
        var view = self
        var changed = subview
        while view.subviewsExtentCache != nil {
            let ancestorsKnow = !view.subviewsExtentChanges.isEmpty
            if view.subviewStorage.count <= View.extentListingMinimum {
                // A walk over a few subviews costs less than listing them: a resize moves
                // every view, and the lists made it 10% slower at 100,000 views.
                view.subviewsExtentCache = nil
            } else if !view.subviewsExtentChanges.contains(where: { $0 === changed }) {
                if view.subviewsExtentChanges.count < View.extentChangeLimit {
                    view.subviewsExtentChanges.append(changed)
                } else {
                    // Past a handful, the walk costs about what the list would.
                    view.subviewsExtentCache = nil
                    view.subviewsExtentChanges = []
                }
            }
            guard !ancestorsKnow, let next = view.superview else { return }
            changed = view
            view = next
        }
    }

    /// How many changed subviews ``subviewsExtentChanges`` lists before the extent is
    /// dropped and walked again.
    static let extentChangeLimit = 8

    /// How many subviews a view must have more than to list their changes rather than
    /// walk them all again.
    static let extentListingMinimum = 32
}

private extension Rect {
    /// Whether the rectangle lies inside `box` without touching any of its edges, so that
    /// `box`, a bounding box it was counted in, does not depend on it.
    func liesStrictlyInside(_ box: Rect) -> Bool {
        minX > box.minX && maxX < box.maxX && minY > box.minY && maxY < box.maxY
    }
}
