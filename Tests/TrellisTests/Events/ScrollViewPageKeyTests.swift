import Testing
@testable import Trellis

/// Page Up, Page Down, Home and End in a scroll view, reaching it from a focused view inside.
@MainActor
@Suite struct ScrollViewPageKeyTests {
    @Test func pageKeysScrollByAPageAndHomeAndEndGoToTheEnds() {
        let application = makeApplication(width: 20, height: 5)
        let scrollView = application.window.addFixed(ScrollView(), 0, 0, 20, 5)
        scrollView.contentSize = Size(width: 20, height: 12)
        let button = Button(title: "Go")
        button.frame = Rect(x: 0, y: 0, width: 6, height: 1)
        scrollView.addSubview(button)
        application.window.runLayoutCycle()
        #expect(button.becomeFirstResponder())

        application.send(KeyEvent(.pageDown))
        #expect(scrollView.contentOffset.y == 5)
        application.send(KeyEvent(.pageDown))
        #expect(scrollView.contentOffset.y == 7, "clamped to the end")
        application.send(KeyEvent(.pageUp))
        #expect(scrollView.contentOffset.y == 2)
        application.send(KeyEvent(.end))
        #expect(scrollView.contentOffset.y == 7)
        application.send(KeyEvent(.home))
        #expect(scrollView.contentOffset.y == 0)
        application.send(KeyEvent(.pageDown, modifiers: .shift))
        #expect(scrollView.contentOffset.y == 0, "a modified key is not a page key")
    }

    @Test func aPageKeyAtTheEndGoesOnToTheEnclosingScrollView() {
        let application = makeApplication(width: 20, height: 6)
        let outer = application.window.addFixed(ScrollView(), 0, 0, 20, 6)
        outer.contentSize = Size(width: 20, height: 20)
        let inner = outer.addFixed(ScrollView(), 0, 0, 20, 3)
        inner.contentSize = Size(width: 20, height: 3)
        let button = Button(title: "Go")
        button.frame = Rect(x: 0, y: 0, width: 6, height: 1)
        inner.addSubview(button)
        application.window.runLayoutCycle()
        #expect(button.becomeFirstResponder())
        application.send(KeyEvent(.pageDown))
        #expect(inner.contentOffset.y == 0)
        #expect(outer.contentOffset.y == 6)
    }
}
