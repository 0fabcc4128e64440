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
}
