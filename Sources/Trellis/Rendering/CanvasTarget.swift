/// The canvas of one draw pass, held in one place so that every view's context writes
/// into the same cells without copying them.
@MainActor
final class CanvasTarget {
    @exclusivity(unchecked) var canvas: Canvas
    /// What semantic colours are drawn as in this pass: the window's theme.
    let theme: Theme

    init(_ canvas: Canvas, theme: Theme = .standard) {
        self.canvas = canvas
        self.theme = theme
    }
}
