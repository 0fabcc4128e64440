extension View {
    // MARK: - Adding and removing subviews

    /// Adds `view` as this view's frontmost subview: last in ``subviews``, drawn last
    /// (VH-03).
    ///
    /// If `view` has another superview it is moved from there, subtree and all. If
    /// it is already a subview of this view it only moves to the front, like
    /// ``bringSubviewToFront(_:)``, and no hook is called.
    ///
    /// Otherwise the hooks run in this order, `old` being the view's
    /// current superview if it has one:
    ///
    /// 1. `old.willRemoveSubview(view)`
    /// 2. `view.willMove(toSuperview: self)`
    /// 3. `willMove(toWindow:)` on `view` and each of its descendants, if the window changes
    /// 4. the view is moved, and ``window`` updated across its subtree
    /// 5. `didMoveToWindow()` on the same views, if the window changed
    /// 6. `view.didMoveToSuperview()`
    /// 7. `self.didAddSubview(view)`
    ///
    /// A move from one superview to another is one transition, not a removal followed by an
    /// insertion: the view is told once that its superview becomes `self` and never passes
    /// through nil, and a move within one window calls no window hooks.
    ///
    /// - Precondition: `view` is not this view, nor one of its ancestors, nor a ``Window``
    ///   (a window is always the root of its tree). Each would break the tree; UIKit
    ///   raises an exception for the first ("Can't add self as subview").
    public func addSubview(_ view: View) {
        place(view) { subviewStorage.count }
    }

    /// Adds `view` as a subview at `index` of ``subviews`` (0 is rearmost), moving it from
    /// any other superview as ``addSubview(_:)`` does, with the same hooks.
    ///
    /// An index past either end is clamped to it, so `Int.max` puts the view in front. If
    /// `view` is already a subview of this view it changes place without hooks, and
    /// `index` counts the other subviews: on `[a, b, c]`, inserting `a` at 2 gives
    /// `[b, c, a]`.
    ///
    /// - Precondition: as for ``addSubview(_:)``.
    public func insertSubview(_ view: View, at index: Int) {
        place(view) { index }
    }

    /// Adds `view` as a subview just behind `siblingSubview`, moving it from any other
    /// superview as ``addSubview(_:)`` does, with the same hooks. Inserting a view below
    /// itself does nothing.
    ///
    /// - Precondition: `siblingSubview` is a subview of this view, and `view` may be added
    ///   as for ``addSubview(_:)``.
    public func insertSubview(_ view: View, belowSubview siblingSubview: View) {
        requireSubview(siblingSubview, in: "insertSubview(_:belowSubview:)")
        if view === siblingSubview { return }
        place(view) { subviewIndex(of: siblingSubview) ?? subviewStorage.count }
    }

    /// Adds `view` as a subview just in front of `siblingSubview`, moving it from any other
    /// superview as ``addSubview(_:)`` does, with the same hooks. Inserting a view above
    /// itself does nothing.
    ///
    /// - Precondition: `siblingSubview` is a subview of this view, and `view` may be added
    ///   as for ``addSubview(_:)``.
    public func insertSubview(_ view: View, aboveSubview siblingSubview: View) {
        requireSubview(siblingSubview, in: "insertSubview(_:aboveSubview:)")
        if view === siblingSubview { return }
        place(view) {
            (subviewIndex(of: siblingSubview)).map { $0 + 1 } ?? subviewStorage.count
        }
    }

    /// Takes the view out of its superview, with its subtree; does nothing if
    /// it has none.
    ///
    /// The superview releases it, so keep a reference if you will add it again.
    /// The hooks run in this order: `superview.willRemoveSubview(self)`,
    /// `willMove(toSuperview: nil)`, `willMove(toWindow: nil)` down the subtree if it was
    /// in a window, the removal, `didMoveToWindow()` down the subtree, then
    /// `didMoveToSuperview()`.
    public func removeFromSuperview() {
        guard superview != nil else { return }
        View.move(self, to: nil) { 0 }
    }

    // MARK: - Reordering subviews

    /// Swaps the subviews at the two indexes of ``subviews``. No hook is
    /// called; swapping an index with itself does nothing.
    ///
    /// - Precondition: both indexes are in `subviews.indices`.
    public func exchangeSubview(at index1: Int, withSubviewAt index2: Int) {
        for index in [index1, index2] where !subviewStorage.indices.contains(index) {
            preconditionFailure(
                "exchangeSubview(at:withSubviewAt:): index \(index) is out of range for the \(subviewStorage.count) subviews of \(self)"
            )
        }
        subviewStorage.swapAt(index1, index2)
        // The draw order changed where the two overlap.
        subviewStorage[index1].invalidateDisplayFootprint()
        subviewStorage[index2].invalidateDisplayFootprint()
    }

    /// Moves `view` to the front of ``subviews``, so that it is drawn last. No
    /// hook is called. Does nothing if `view` is not a subview of this view, as in UIKit.
    public func bringSubviewToFront(_ view: View) {
        guard let index = subviewIndex(of: view) else { return }
        subviewStorage.append(subviewStorage.remove(at: index))
        view.invalidateDisplayFootprint()
    }

    /// Moves `view` to the back of ``subviews``, so that it is drawn first. No
    /// hook is called. Does nothing if `view` is not a subview of this view, as in UIKit.
    public func sendSubviewToBack(_ view: View) {
        guard let index = subviewIndex(of: view) else { return }
        subviewStorage.insert(subviewStorage.remove(at: index), at: 0)
        view.invalidateDisplayFootprint()
    }

    // MARK: - Querying the hierarchy

    /// Where `view` is among ``subviews``, searched from both ends at once, so that the
    /// first and last subviews (a list filled or emptied in order) are found at once. A
    /// loop rather than `firstIndex(where:)`, whose closure checked its actor on every
    /// element.
    func subviewIndex(of view: View) -> Int? {
        guard view.superview === self else { return nil }
        return View.index(of: view, fromBothEndsOf: subviewStorage)
    }

    /// Where `view` is in `views`, looked for from both ends at once.
    static func index(of view: View, fromBothEndsOf views: [View]) -> Int? {
        var low = 0, high = views.count - 1
        while low <= high {
            if views[low] === view { return low }
            if views[high] === view { return high }
            low += 1
            high -= 1
        }
        return nil
    }

    /// Whether this view is `view` or lies anywhere below it: `v.isDescendant(of: v)`
    /// is true, as in UIKit.
    public func isDescendant(of view: View) -> Bool {
        var current: View? = self
        while let candidate = current {
            if candidate === view { return true }
            current = candidate.superview
        }
        return false
    }

    /// The first view in this subtree whose ``tag`` is `tag`, searching depth-first with
    /// this view first and subviews back to front; nil if there is none.
    public func viewWithTag(_ tag: Int) -> View? {
        if self.tag == tag { return self }
        for subview in subviewStorage {
            if let match = subview.viewWithTag(tag) { return match }
        }
        return nil
    }

    /// The root of this view's tree: the ``window`` when there is one, else the topmost
    /// ancestor, or this view itself when it has no superview.
    var hierarchyRoot: View {
        var root = self
        while let parent = root.superview { root = parent }
        return root
    }

    /// Calls `body` on this view and then on each descendant, depth-first, subviews back to
    /// front: painter's order.
    func forEachInSubtree(_ body: (View) -> Void) {
        body(self)
        // Unretained: each level's copy of its subviews keeps them alive, whatever `body`
        // moves (a subtree is walked whole each time it moves between engines).
        forEachSubviewUnretained { subview in subview.forEachInSubtree(body) }
    }

    // MARK: - Moving views

    /// Adds `view` to this view at the index `index` returns, clamped to the subviews;
    /// `index` is evaluated at the moment of insertion, after the will-hooks have run and
    /// with `view` no longer among the subviews.
    private func place(_ view: View, at index: () -> Int) {
        requireAddable(view)
        if view.superview === self {
            // Reordering among siblings: neither the superview nor the window changes, so
            // no hook has anything to report.
            if let current = subviewIndex(of: view) {
                subviewStorage.remove(at: current)
            }
            subviewStorage.insert(view, at: Swift.min(Swift.max(index(), 0), subviewStorage.count))
            view.invalidateDisplayFootprint()
            return
        }
        View.move(view, to: self, at: index)
    }

    /// Moves `view`, with its subtree, from its superview (if any) into `newSuperview` at
    /// the index `index` returns, or out of the tree when `newSuperview` is nil, calling
    /// the hooks in the order documented on ``addSubview(_:)``.
    private static func move(_ view: View, to newSuperview: View?, at index: () -> Int) {
        let expectedWindow = newSuperview?.window
        let windowWillChange = view.window !== expectedWindow
        view.superview?.willRemoveSubview(view)
        view.willMove(toSuperview: newSuperview)
        let tintBefore = view.inheritedTintState
        // Only a window dims its subviews: a move under any other view builds no arrays.
        let windows = (view.superview as? Window, newSuperview as? Window)
        let windowsDimmingBefore = windows.0 == nil && windows.1 == nil ? []
            : [windows.0, windows.1].compactMap { $0 }.map { ($0, $0.presentationDimming) }
        if windowWillChange {
            view.forEachInSubtree { $0.willMove(toWindow: expectedWindow) }
        }

        // Re-read the superview: the hooks above are user code.
        view.invalidateDisplayFootprint()
        let oldEngine = View.layoutWillMove(view, to: newSuperview)
        if let oldSuperview = view.superview,
           let position = oldSuperview.subviewIndex(of: view) {
            oldSuperview.subviewStorage.remove(at: position)
            oldSuperview.forgetMarkedSubview(view)
            oldSuperview.invalidateSubviewsExtent()
        }
        view.superview = newSuperview
        if let newSuperview {
            let position = Swift.min(Swift.max(index(), 0), newSuperview.subviewStorage.count)
            newSuperview.subviewStorage.insert(view, at: position)
            newSuperview.invalidateSubviewsExtent()
        }
        var movedWindows: [View] = []
        let oldWindow = view.window
        let newWindow = newSuperview?.window
        var controllerJoined = false
        view.forEachInSubtree { member in
            if member.window !== newWindow {
                member.window = newWindow
                movedWindows.append(member)
                if member.owningViewController != nil { controllerJoined = true }
            }
        }
        if controllerJoined { newWindow?.controllerViewDidJoin() }

        View.layoutDidMove(view, from: oldEngine)
        view.invalidateDisplayFootprint()
        // A focused view that left the window, or went under a hidden superview, loses
        // the focus before any hook can send it keys.
        oldWindow?.validateFirstResponder()

        if controllerJoined || (oldWindow != nil && newWindow == nil) {
            Window.childControllersMoved(in: movedWindows, from: oldWindow, to: newWindow)
        }
        // A presentation coming or going dims or undims the window's other subviews.
        view.notifyTintChanges(in: view, from: tintBefore, to: view.inheritedTintState)
        for (window, before) in windowsDimmingBefore {
            for (subview, wasDimmed) in before where subview !== view && subview.superview === window {
                let isDimmed = window.dimsSubviewForPresentation(subview)
                guard isDimmed != wasDimmed else { continue }
                var inherited = window.ownTintState
                inherited.dimmed = inherited.dimmed || wasDimmed
                var now = window.ownTintState
                now.dimmed = now.dimmed || isDimmed
                subview.notifyTintChanges(in: subview, from: inherited, to: now)
            }
        }
        for member in movedWindows { member.didMoveToWindow() }
        view.didMoveToSuperview()
        newSuperview?.didAddSubview(view)
    }

    // MARK: - Checking arguments

    /// Stops with a clear message if adding `view` as a subview would break the tree.
    private func requireAddable(_ view: View) {
        if view === self {
            preconditionFailure("Can't add self as subview: \(self)")
        }
        if view is Window {
            preconditionFailure("Can't add a Window as a subview; a window is the root of its tree: \(view) to \(self)")
        }
        if isDescendant(of: view) {
            preconditionFailure("Can't add a view as a subview of its own descendant: \(view) to \(self)")
        }
    }

    /// Stops with a clear message if `sibling` is not a subview of this view.
    private func requireSubview(_ sibling: View, in method: String) {
        if sibling.superview !== self {
            preconditionFailure("\(method): the sibling \(sibling) is not a subview of \(self)")
        }
    }
}

extension View {
    /// Calls `body` with each subview, in order, without retaining them one by one: the
    /// copy of ``subviewStorage`` held here keeps every one alive (a mutation during the
    /// walk makes the array copy its storage, as it would for a `for` loop). Views are
    /// referenced weakly elsewhere, so each retain and release of one is the runtime's
    /// slow path: worth sparing in the passes that visit every view.
    ///
    /// Through `Unmanaged`'s guaranteed reference, not an `unowned(unsafe)` binding: the
    /// compiler copies such a binding into a strong reference (a retain and a release)
    /// before every method called on it, which is just what this is here to spare.
    @inline(__always)
    func forEachSubviewUnretained(_ body: (View) -> Void) {
        let storage = subviewStorage
        for index in storage.indices {
            View.withUnretained(storage, index, body)
        }
    }

    /// Calls `body` with `views[index]`, unretained: `views`, held by the caller, keeps it
    /// alive. The one place that hands a closure to `Unmanaged`: a closure written in
    /// main-actor code and passed straight to that nonisolated method would check, each
    /// time it runs, that it runs on the main actor (a tenth of the draw pass), while one
    /// passed to this main-actor method needs no check.
    @inline(__always)
    static func withUnretained<Result>(_ views: [View], _ index: Int, _ body: (View) -> Result) -> Result {
        Unmanaged.passUnretained(views[index])._withUnsafeGuaranteedRef(body)
    }
}
