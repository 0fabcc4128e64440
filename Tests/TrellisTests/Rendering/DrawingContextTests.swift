import Testing
@testable import Trellis

/// `DrawingContext`: text written over what lies beneath, inside and outside the clip.
@MainActor
@Suite struct DrawingContextTests {
    /// Text that keeps the background beneath it, starting to the right of the clip: the
    /// draw pass redraws a narrow damaged area, and a view further right draws its
    /// non-ASCII text (a progress bar's track) entirely outside it. Nothing is written,
    /// and nothing traps (the columns to keep once ran from the text's start, past the
    /// clip's end).
    @Test func textBeyondTheClipKeepsEverythingAndDoesNotTrap() {
        var canvas = Canvas(width: 20, height: 1)
        canvas.fill(Rect(x: 0, y: 0, width: 20, height: 1), with: ".", style: CellStyle(background: .red), clip: nil)
        let target = CanvasTarget(canvas)
        let clip = Rect(x: 0, y: 0, width: 3, height: 1)
        let context = DrawingContext(target: target, originX: 0, originY: 0, canvasClip: clip)
        context.put("░░", at: Point(x: 10, y: 0), style: CellStyle(foreground: .blue), background: nil)
        context.put("░░", at: Point(x: 1, y: 0), style: CellStyle(foreground: .blue), background: nil)
        #expect(target.canvas.renderedText() == ".░░" + String(repeating: ".", count: 17))
        #expect((0..<20).allSatisfy { target.canvas[$0, 0].style.background == .red }, "every background kept")
        #expect(target.canvas[10, 0].character == ".", "outside the clip, untouched")
    }
}
