/// The canvas of one draw pass, held in one place so that every view's context writes
/// into the same cells without copying them.
@MainActor
final class CanvasTarget {
    var canvas: Canvas

    init(_ canvas: Canvas) {
        self.canvas = canvas
    }
}
