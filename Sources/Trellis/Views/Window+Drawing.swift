// The draw pass: damaged parts of the window drawn again, views in
// painter's order, and the cells that changed kept for the terminal backend.
extension Window {
    /// The cells that changed since the last ``takeChangedCells()``, row by row: all a
    /// terminal needs to write. Draw passes add to it; the backend takes it after each.
    public var changedCells: [(x: Int, y: Int)] {
        changedCellIndexes.sorted().map { (x: $0 % Swift.max(canvas.width, 1), y: $0 / Swift.max(canvas.width, 1)) }
    }

    /// Returns ``changedCells`` and starts counting afresh: what a terminal backend calls
    /// once it has written them.
    public func takeChangedCells() -> [(x: Int, y: Int)] {
        let cells = changedCells
        changedCellIndexes.removeAll()
        return cells
    }

    /// Marks a part of the window to be drawn again.
    func addDamage(_ rect: Rect) {
        guard !needsFullRedraw else { return }
        let clipped = rect.integral.intersection(bounds.integral)
        guard !clipped.isNull, !clipped.isEmpty else { return }
        // Overlapping rects merge, so a rect inside one already there adds nothing.
        var merged = clipped
        damage.removeAll { existing in
            guard existing.intersects(merged) else { return false }
            merged = merged.union(existing)
            return true
        }
        damage.append(merged)
        if damage.count > Window.damageLimit {
            damage = [damage.dropFirst().reduce(damage[0]) { $0.union($1) }]
        }
    }

    /// The window's size changed. A canvas of another size is drawn again in full by the
    /// next pass anyway; saying so now spares the layout pass that follows from working
    /// out, view by view, the damage of every frame it moves (most of a resize's cost).
    func sizeDidChange() {
        let width = Swift.max(Int(size.width.roundedToCell()), 0)
        let height = Swift.max(Int(size.height.roundedToCell()), 0)
        if canvas.width != width || canvas.height != height { setNeedsFullRedraw() }
    }

    /// Marks the whole window to be drawn again.
    func setNeedsFullRedraw() {
        needsFullRedraw = true
        damage = []
    }

    /// The draw pass: each damaged part of the window is cleared to the window's
    /// background and drawn again by the views that cover it, in painter's order
    /// (DRW-01), hidden subtrees skipped, subviews clipped by ancestors that clip
    /// to their bounds, everything clipped to the window. The cells that come out
    /// different are added to ``changedCells``.
    ///
    /// A view marked for display while the pass runs (by another view's `draw`, say) is
    /// drawn before the pass ends, as Core Animation displays a layer marked during its
    /// display pass in the same commit: the pass draws the parts marked meanwhile again,
    /// up to ``drawRoundLimit`` times, so the canvas it leaves shows every mark made
    /// before it returned. Marks a view keeps making in its own `draw` wait for the next
    /// pass once the limit is reached.
    func drawIfNeeded() {
        let width = Swift.max(Int(size.width.roundedToCell()), 0)
        let height = Swift.max(Int(size.height.roundedToCell()), 0)
        // A new canvas has every cell marked changed already: no need to tell which differ.
        var everyCellChanged = false
        if canvas.width != width || canvas.height != height {
            canvas.reset(width: width, height: height)
            needsFullRedraw = true
            changedCellIndexes = ChangedCellSet(allOf: width * height)
            everyCellChanged = true
        }
        var canvasIsBlank = everyCellChanged
        var rounds = 0
        while needsFullRedraw || !damage.isEmpty, rounds < Window.drawRoundLimit {
            rounds += 1
            drawDamagedRegions(everyCellChanged: everyCellChanged, canvasIsBlank: canvasIsBlank)
            canvasIsBlank = false
        }
    }

    /// How many times one draw pass draws again what was marked while it ran.
    static let drawRoundLimit = 4

    /// One round of the draw pass over the damage recorded so far.
    private func drawDamagedRegions(everyCellChanged: Bool, canvasIsBlank: Bool) {
        let regions = needsFullRedraw ? [canvas.bounds] : damage.map { canvas.wideCharacterAligned($0) }
        damage = []
        needsFullRedraw = false
        let target = CanvasTarget(canvas, theme: theme)
        canvas = Canvas(width: 0, height: 0)
        // One context for the pass, moved from view to view (a context is only valid
        // during the `draw` call it was given to).
        let context = DrawingContext(target: target, originX: 0, originY: 0, canvasClip: .zero)
        for region in regions {
            let before = everyCellChanged ? [] : target.canvas.cells(in: region)
            // A new canvas is blank already: filling it with blanks would change nothing.
            let clearing = Cell(" ", style: CellStyle(background: theme.resolve(backgroundColor ?? .default)))
            if !(canvasIsBlank && clearing == .blank) {
                target.canvas.fill(region, with: " ", style: clearing.style)
            }
            drawSubtree(self, parentZero: Point(x: 0, y: 0), clip: region, context: context,
                        wholeCanvas: region == target.canvas.bounds)
            if everyCellChanged { continue }
            for index in target.canvas.indexesDiffering(from: before, in: region) {
                changedCellIndexes.insert(index)
            }
        }
        canvas = target.canvas
    }

    /// Draws `view` and its subtree where they meet `clip` (canvas coordinates).
    /// `parentZero` is where the superview's bounds origin lies on the canvas; `context`
    /// is the pass's one context, pointed at each view in turn. `wholeCanvas` says the
    /// round draws every cell, as after a resize.
    private func drawSubtree(_ view: View, parentZero: Point, clip: Rect, context: DrawingContext, wholeCanvas: Bool) {
        guard !view.isHiddenOrTransparent else { return }
        let bounds = view.geometryBounds
        let frame = view === self ? Rect(origin: .zero, size: bounds.size) : view.geometryFrame
        let onCanvas = frame.offsetBy(dx: parentZero.x, dy: parentZero.y).rounded()
        let zero = Point(x: onCanvas.minX - bounds.minX.roundedToCell(),
                         y: onCanvas.minY - bounds.minY.roundedToCell())
        // A frame that is not a number, or lies beyond any screen, draws nothing.
        let limit = 1e12
        guard abs(zero.x) < limit, abs(zero.y) < limit, onCanvas.width.isFinite, onCanvas.height.isFinite else { return }
        let ownClip = clip.intersection(onCanvas)
        // A view that clips its subviews bounds its whole subtree: nothing to do outside.
        if view.clipsToBounds, ownClip.isNull || ownClip.isEmpty {
            view.needsDisplayFlag = false
            return
        }
        // A border lies over the view's subviews, as a layer's border does: drawn last.
        defer {
            if view.borderStorage?.style != nil, !ownClip.isNull, !ownClip.isEmpty {
                context.originX = Int(zero.x)
                context.originY = Int(zero.y)
                context.canvasClip = ownClip
                view.drawBorder(in: context)
            }
        }
        if !ownClip.isNull, !ownClip.isEmpty {
            context.originX = Int(zero.x)
            context.originY = Int(zero.y)
            context.canvasClip = ownClip
            if let background = view.backgroundColor, view !== self {
                context.fill(context.clip, style: CellStyle(background: background))
            }
            view.draw(context.clip, in: context)
        }
        view.needsDisplayFlag = false
        let childClip = view.clipsToBounds ? ownClip : clip
        guard !childClip.isNull, !childClip.isEmpty, !view.subviewStorage.isEmpty else { return }
        let subviews = view.subviewStorage
        let indexes: Range<Int>
        if wholeCanvas && view.subviewsExtentCache == nil && childClip.contains(onCanvas) {
            // Every cell is drawn and the view lies in the canvas, so its subviews most
            // likely do too, and working the extent out would visit the whole subtree only
            // to cull nothing: after a resize, which moves every view, that was a sixth of
            // the resize. The next partial round works it out. A view reaching past the
            // canvas, such as a long list, works it out to draw only what shows.
            indexes = subviews.indices
        } else {
            // Nothing below can touch the region: every cell a subtree draws lies in its
            // extent (give or take a cell of float noise in the offsets).
            let extent = view.subviewsExtent().offsetBy(dx: zero.x, dy: zero.y).insetBy(dx: -1, dy: -1)
                .intersection(childClip)
            guard !extent.isNull, !extent.isEmpty else { return }
            indexes = view.subviewIndexes(meeting: childClip.offsetBy(dx: -zero.x, dy: -zero.y).insetBy(dx: -1, dy: -1))
        }
        for index in indexes {
            // Unretained (`subviews` holds them), as in `View.forEachSubviewUnretained`.
            View.withUnretained(subviews, index) { subview in
                drawSubtree(subview, parentZero: zero, clip: childClip, context: context, wholeCanvas: wholeCanvas)
            }
        }
    }
}
