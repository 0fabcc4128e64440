import Testing
@testable import Trellis

/// The terminal's cursor shows where the focused view asks for it, and nowhere else.
@MainActor
@Suite struct TextCursorTests {
    /// A focusable view with a caret at a fixed point of its own.
    final class Field: View {
        var caret: Point? = Point(x: 3, y: 0)
        override var canBecomeFirstResponder: Bool { true }
        override var textCursorPosition: Point? { caret }
    }

    @Test func theCursorIsTheFirstRespondersCaretInWindowCoordinates() {
        let window = Window(size: Size(width: 20, height: 5))
        let box = View(frame: Rect(x: 2, y: 1, width: 15, height: 3))
        let field = Field(frame: Rect(x: 5, y: 1, width: 10, height: 1))
        window.addSubview(box)
        box.addSubview(field)
        #expect(window.textCursorCell == nil)  // not focused: hidden
        #expect(field.becomeFirstResponder())
        #expect(window.textCursorCell.map { [$0.x, $0.y] } == [10, 2])
        field.caret = Point(x: 4.7, y: 0.2)  // the cell it falls in
        #expect(window.textCursorCell.map { [$0.x, $0.y] } == [11, 2])
        field.caret = nil
        #expect(window.textCursorCell == nil)
        field.caret = Point(x: 40, y: 0)  // off the window
        #expect(window.textCursorCell == nil)
    }

    @Test func aFocusedViewThatAsksForNoCursorHidesIt() {
        let window = Window(size: Size(width: 20, height: 5))
        let button = Button(title: "OK")
        button.frame = Rect(x: 0, y: 0, width: 6, height: 1)
        window.addSubview(button)
        #expect(button.becomeFirstResponder())
        #expect(window.textCursorCell == nil)
    }
}
