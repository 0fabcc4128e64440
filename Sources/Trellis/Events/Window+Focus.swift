extension Window {
    // MARK: - Moving the focus

    /// Moves the focus to the next focusable view in reading order, or the previous one
    /// when `forward` is false: what Tab and Shift-Tab do (``Application`` calls it).
    /// Returns whether a view became first responder.
    ///
    /// The candidates are the views of the topmost presented controller, or of the whole
    /// window when nothing is presented, that could be seen (neither they nor an
    /// ancestor hidden or with an alpha of 0), take input along their chain
    /// (``View/isUserInteractionEnabled``), and return true from
    /// ``Responder/canBecomeFirstResponder``. They are taken in reading order: by their
    /// frames in window coordinates, top to bottom (`minY`), then along the row (`minX`, or
    /// from the right edge leftwards when ``View/effectiveUserInterfaceLayoutDirection`` is
    /// right to left), ties in tree order. The movement wraps around at either end. With
    /// no first responder among them, moving forward focuses the first and moving back the
    /// last. The newly focused view is scrolled into view in every enclosing
    /// ``ScrollView``.
    ///
    /// Not in UIKit, whose focus engine moves by geometry and is driven by the system;
    /// this is the terminal's keyboard navigation, as in a dialog box. The layout should be
    /// up to date (``runLayoutCycle()``), since frames decide the order.
    @discardableResult
    public func moveFocus(forward: Bool) -> Bool {
        let candidates = inReadingOrder(focusScopeView.focusableViewsInSubtree())
        guard let first = candidates.first, let last = candidates.last else { return false }
        let target: View
        if let current = firstResponder as? View, let index = candidates.firstIndex(where: { $0 === current }) {
            let count = candidates.count
            target = candidates[(index + (forward ? 1 : count - 1)) % count]
        } else {
            target = forward ? first : last
        }
        return focus(target)
    }

    /// Moves the focus along the nearest enclosing ``StackView`` whose axis matches
    /// `arrow`: Down and Up in a vertical stack, Right and Left in a horizontal one (Left
    /// and Right swap when the stack lays out right to left). Returns whether the focus
    /// moved; false for a key that is not an arrow.
    ///
    /// Starting from the first responder (which must be a view in this window), it walks
    /// up the superviews. At each stack the view is in (through one of the stack's
    /// ``StackView/arrangedSubviews``) whose axis matches, it looks at the arranged
    /// subviews after that one (before it, for Up and Left) for one that is focusable, as
    /// ``moveFocus(forward:)`` defines it; an arranged subview that contains others counts
    /// through its first focusable view in reading order, whichever way the focus moves.
    /// There is no wraparound: when a stack has nothing further that way, or its axis does
    /// not match, the search goes on at the next enclosing stack. The newly focused view is
    /// scrolled into view in every enclosing ``ScrollView``.
    ///
    /// Not in UIKit; ``Application`` calls it for arrow keys nobody else handled.
    @discardableResult
    public func moveFocusInStack(toward arrow: Key) -> Bool {
        guard let current = firstResponder as? View, current.window === self else { return false }
        var child = current
        while let ancestor = child.superview {
            if let stack = ancestor as? StackView, let step = Window.focusStep(toward: arrow, in: stack),
               let index = stack.arrangedSubviews.firstIndex(where: { $0 === child }) {
                let arranged = stack.arrangedSubviews
                var position = index + step
                while arranged.indices.contains(position) {
                    let candidates = inReadingOrder(arranged[position].focusableViewsInSubtree())
                    if let target = candidates.first(where: { $0.isFocusable }) { return focus(target) }
                    position += step
                }
            }
            child = ancestor
        }
        return false
    }

    /// +1 to move towards later arranged subviews, -1 towards earlier ones, or nil when
    /// `arrow` does not run along the stack's axis (or is not an arrow).
    private static func focusStep(toward arrow: Key, in stack: StackView) -> Int? {
        switch (stack.axis, arrow) {
        case (.vertical, .down): return 1
        case (.vertical, .up): return -1
        case (.horizontal, .right), (.horizontal, .left):
            let towardsEnd = (arrow == .right) == (stack.effectiveUserInterfaceLayoutDirection == .leftToRight)
            return towardsEnd ? 1 : -1
        default: return nil
        }
    }

    /// Makes `view` first responder and, if it took the focus, scrolls it into view.
    func focus(_ view: View) -> Bool {
        guard view.becomeFirstResponder() else { return false }
        view.scrollToVisibleInEnclosingScrollViews()
        return true
    }

    /// `views`, given in tree order, sorted into reading order by their frames in window
    /// coordinates: rows top to bottom, then along the row in the window's direction; the
    /// sort is stable, so ties keep tree order.
    func inReadingOrder(_ views: [View]) -> [View] {
        let rightToLeft = effectiveUserInterfaceLayoutDirection == .rightToLeft
        let keyed = views.enumerated().map { index, view -> (row: Double, column: Double, index: Int, view: View) in
            let rect = view.convert(view.bounds, to: self)
            return (rect.minY, rightToLeft ? -rect.maxX : rect.minX, index, view)
        }
        return keyed.sorted { lhs, rhs in
            if lhs.row != rhs.row { return lhs.row < rhs.row }
            if lhs.column != rhs.column { return lhs.column < rhs.column }
            return lhs.index < rhs.index
        }.map(\.view)
    }

    // MARK: - Keeping the first responder valid

    /// Drops the first responder, without asking it, when it can no longer hold the focus
    /// here: it left the window, or it or an ancestor was hidden or made transparent.
    func validateFirstResponder() {
        guard let responder = firstResponder, responder.firstResponderHost !== self else { return }
        setFirstResponder(nil)
    }
}
