extension View {
    // MARK: - Whether a view can hold the focus

    /// Whether the view is in a window and neither it nor any ancestor up to the window is
    /// hidden or has an alpha of 0: whether it could be seen at all.
    var isShownInWindow: Bool {
        guard let window else { return false }
        var current: View? = self
        while let view = current {
            if view.isHiddenOrTransparent { return false }
            if view === window { return true }
            current = view.superview
        }
        return false
    }

    /// Whether focus movement may land on the view: shown in a window, taking input along
    /// its whole chain of superviews, as hit testing asks, and able to become first
    /// responder.
    var isFocusable: Bool {
        guard canBecomeFirstResponder, isShownInWindow else { return false }
        var current: View? = self
        while let view = current {
            if !view.isUserInteractionEnabled { return false }
            current = view.superview
        }
        return true
    }

    /// The focusable views of this subtree, this view included, in tree order
    /// (depth-first, subviews back to front). Hidden, transparent and non-interactive
    /// subtrees are skipped whole; the view's ancestors are not consulted.
    func focusableViewsInSubtree() -> [View] {
        var found: [View] = []
        func visit(_ view: View) {
            guard view.isUserInteractionEnabled, !view.isHiddenOrTransparent else { return }
            if view.canBecomeFirstResponder { found.append(view) }
            for subview in view.subviewStorage { visit(subview) }
        }
        visit(self)
        return found
    }

    /// Scrolls every scroll view the view is inside, innermost first, just enough to show
    /// the view, so focus never lands somewhere off screen.
    func scrollToVisibleInEnclosingScrollViews() {
        var ancestor = superview
        while let view = ancestor {
            if let scrollView = view as? ScrollView {
                // Converted afresh at each level: the inner scroll view may just have moved.
                scrollView.scrollRectToVisible(convert(bounds, to: scrollView), animated: false)
            }
            ancestor = view.superview
        }
    }
}
