extension ScrollView {
    /// How many cells one notch of the mouse wheel scrolls: 3, as most terminal programs
    /// (less, vim, shells' scrollback) scroll per notch, so a list moves briskly yet the
    /// eye can follow. UIKit scrolls by the points the trackpad reports.
    public static let wheelStep: Double = 3

    /// Applies one wheel notch to ``contentOffset``; returns whether the offset moved, false
    /// when the scroll view is already at the end of its range that way (or the event is
    /// not a wheel turn).
    func scroll(byWheel event: MouseEvent) -> Bool {
        var offset = contentOffset
        switch event.kind {
        case .scrollUp: offset.y -= ScrollView.wheelStep
        case .scrollDown: offset.y += ScrollView.wheelStep
        case .scrollLeft: offset.x -= ScrollView.wheelStep
        case .scrollRight: offset.x += ScrollView.wheelStep
        case .down, .up, .dragged, .moved: return false
        }
        let before = contentOffset
        contentOffset = offset
        return contentOffset != before
    }
}
