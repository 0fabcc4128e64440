extension ViewController {
    /// The controller deepest inside this one whose screen is the content in front: the
    /// top of a navigation stack, a tab bar's selected tab, a split view's first shown
    /// column, followed down through nested containers. Keys start at its view when
    /// nothing has the focus, so its commands and those of the containers above it are
    /// found (``Application/send(_:)-(KeyEvent)``).
    ///
    /// A container says which child is its content by its focus content view; a plain
    /// controller with exactly one visible child (a screen that embeds a navigation
    /// controller) leads into that child; with several (a custom container showing two
    /// side by side) it stops at itself, as there is no one content to prefer.
    var frontContentController: ViewController {
        var current = self
        // A containment cycle cannot be built, but a bound costs nothing.
        for _ in 0..<1_000 {
            guard let child = current.contentChild else { break }
            current = child
        }
        return current
    }

    /// The child whose view is this controller's content, if there is one.
    private var contentChild: ViewController? {
        let visible = visibleChildren.filter { child in
            guard let childView = child.viewIfLoaded else { return false }
            return !childView.isHiddenOrTransparent
        }
        if let content = focusContentView, content !== viewIfLoaded {
            return visible.first { $0.viewIfLoaded === content }
        }
        return visible.count == 1 ? visible[0] : nil
    }
}
