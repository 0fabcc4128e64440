import Trellis

/// A scroll view that says when the mouse wheel has scrolled it, so the scroll view
/// screen can show the new offset: Trellis's scroll view has no delegate to tell it
/// (UIKit's `scrollViewDidScroll(_:)`).
final class ReportingScrollView: ScrollView {
    /// Called after each turn of the wheel over the view.
    var onScrollWheel: (@MainActor () -> Void)?

    override func scrollWheel(_ event: MouseEvent) {
        super.scrollWheel(event)
        onScrollWheel?()
    }
}
