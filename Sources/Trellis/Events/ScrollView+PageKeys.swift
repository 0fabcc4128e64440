extension ScrollView {
    /// Applies Page Up, Page Down, Home or End (without modifiers) to ``contentOffset``: a
    /// page is the scroll view's height, Home goes to the top and End to the bottom.
    /// Returns whether the offset moved; false for other keys, or when the scroll view is
    /// already at that end, so the key goes on to an enclosing scroll view.
    func scroll(byPageKey event: KeyEvent) -> Bool {
        guard event.modifiers.isEmpty else { return false }
        let range = offsetRange
        var offset = contentOffset
        switch event.key {
        case .pageDown: offset.y += bounds.height
        case .pageUp: offset.y -= bounds.height
        case .home: offset.y = range.y.lowerBound
        case .end: offset.y = range.y.upperBound
        default: return false
        }
        let before = contentOffset
        contentOffset = offset
        return contentOffset != before
    }

    /// Keeps the focus on screen after a page key, when the first responder is a view
    /// inside this scroll view: Home focuses the first focusable view inside (in reading
    /// order) and End the last, as in a list, and each is scrolled into view; after Page
    /// Down or Page Up, a focused view the scroll left out of sight hands the focus to the
    /// first view wholly shown (Page Down) or the last (Page Up), the one nearest to where
    /// it was. Returns whether the focus moved.
    ///
    /// UIKit leaves the focus where it was when a page key scrolls (the focus engine may
    /// then scroll it back); a terminal shows no pointer, so a focus left off screen would
    /// take Enter unseen.
    func moveFocus(afterPageKey event: KeyEvent) -> Bool {
        guard event.modifiers.isEmpty, let window, let focused = window.firstResponder as? View,
              focused !== self, focused.isDescendant(of: self) else { return false }
        let candidates = window.inReadingOrder(focusableViewsInSubtree().filter { $0 !== self })
        let target: View?
        switch event.key {
        case .home:
            target = candidates.first
        case .end:
            target = candidates.last
        case .pageDown, .pageUp:
            guard !isWhollyShown(focused) else { return false }
            let shown = candidates.filter(isWhollyShown)
            target = event.key == .pageDown ? shown.first : shown.last
        default:
            return false
        }
        guard let target, target !== focused else { return false }
        return window.focus(target)
    }

    /// Whether all of `view` lies inside the part of the content this scroll view shows.
    private func isWhollyShown(_ view: View) -> Bool {
        bounds.contains(view.convert(view.bounds, to: self))
    }
}
