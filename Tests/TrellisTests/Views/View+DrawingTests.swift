import Testing
@testable import Trellis

/// The draw pass skips a subtree that cannot reach the region it redraws: these views
/// draw outside their superviews, and each test redraws only where they went, so a
/// subtree's extent kept from before the change would leave them undrawn.
@MainActor
@Suite struct ViewDrawingTests {
    /// A 20 x 1 window holding a 5-cell `p` with a 2-cell `c` inside it, drawn once.
    private func drawnPair() -> (Window, PatchView, PatchView) {
        let window = Window(size: Size(width: 20, height: 1))
        let parent = PatchView("p", frame: Rect(x: 0, y: 0, width: 5, height: 1))
        let child = PatchView("c", frame: Rect(x: 1, y: 0, width: 2, height: 1))
        window.addSubview(parent)
        parent.addSubview(child)
        window.runLayoutCycle()
        #expect(window.canvas.renderedText() == "pccpp")
        return (window, parent, child)
    }

    @Test func aSubviewMovedOutsideItsSuperviewIsDrawnWhereItWent() {
        let (window, _, child) = drawnPair()
        child.frame.origin.x = 12
        window.runLayoutCycle()
        #expect(window.canvas.renderedText() == "ppppp       cc")
    }

    @Test func aSubviewAddedOutsideItsSuperviewIsDrawn() {
        let (window, parent, _) = drawnPair()
        parent.addSubview(PatchView("n", frame: Rect(x: 15, y: 0, width: 3, height: 1)))
        window.runLayoutCycle()
        #expect(window.canvas.renderedText() == "pccpp          nnn")
    }

    @Test func aSubviewScrolledOutsideItsSuperviewIsDrawnWhereItWent() {
        let (window, parent, child) = drawnPair()
        parent.bounds.origin.x = -10
        window.runLayoutCycle()
        #expect(window.canvas.renderedText() == "ppppp      cc")
        // Redrawn on its own, away from its superview.
        let draws = child.draws
        child.setNeedsDisplay()
        window.runLayoutCycle()
        #expect(child.draws == draws + 1)
    }

    @Test func aSuperviewThatStopsClippingShowsWhatLiesOutsideIt() {
        let window = Window(size: Size(width: 20, height: 1))
        let parent = PatchView("p", frame: Rect(x: 0, y: 0, width: 5, height: 1))
        parent.clipsToBounds = true
        parent.addSubview(PatchView("c", frame: Rect(x: 10, y: 0, width: 3, height: 1)))
        window.addSubview(parent)
        window.runLayoutCycle()
        #expect(window.canvas.renderedText() == "ppppp")
        parent.clipsToBounds = false
        window.runLayoutCycle()
        #expect(window.canvas.renderedText() == "ppppp     ccc")
        parent.clipsToBounds = true
        window.runLayoutCycle()
        #expect(window.canvas.renderedText() == "ppppp")
    }

    /// A 10 x 30 window of 30 one-row views, each filled with its own character.
    private func drawnColumn() -> (Window, [PatchView]) {
        let window = Window(size: Size(width: 10, height: 30))
        let marks = Array("abcdefghijklmnopqrstuvwxyz0123")
        let rows = marks.enumerated().map { index, mark in
            PatchView(mark, frame: Rect(x: 0, y: Double(index), width: 10, height: 1))
        }
        for row in rows { window.addSubview(row) }
        window.runLayoutCycle()
        return (window, rows)
    }

    @Test func aLongColumnRedrawsTheRowThatChangedAndNotTheOthers() {
        let (window, rows) = drawnColumn()
        let before = window.canvas.renderedText()
        for index in [0, 17, 29] {
            rows[index].setNeedsDisplay()
            window.runLayoutCycle()
            #expect(rows[index].draws == 2)
        }
        #expect(rows[8].draws == 1)
        #expect(window.canvas.renderedText() == before)
    }

    @Test func aRowWhoseSubviewReachesIntoAnEarlierRowIsDrawnOverIt() {
        let (window, rows) = drawnColumn()
        // Row 25's subview lies on row 10, and is drawn after it, so in front of it.
        rows[25].addSubview(PatchView("#", frame: Rect(x: 2, y: -15, width: 1, height: 1)))
        window.runLayoutCycle()
        #expect(window.canvas.renderedText().split(separator: "\n")[10] == "kk#kkkkkkk")
        let draws = rows[10].draws
        rows[10].setNeedsDisplay()
        window.runLayoutCycle()
        #expect(rows[10].draws == draws + 1)
        #expect(window.canvas.renderedText().split(separator: "\n")[10] == "kk#kkkkkkk")
    }
}
