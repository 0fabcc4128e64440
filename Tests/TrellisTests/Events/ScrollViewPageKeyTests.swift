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

    /// A list of ten one-row buttons in a scroll view four rows high, with the fifth focused.
    private func list() -> (Application, ScrollView, [Button]) {
        let application = makeApplication(width: 20, height: 4)
        let scrollView = application.window.addFixed(ScrollView(), 0, 0, 20, 4)
        scrollView.contentSize = Size(width: 20, height: 10)
        let buttons = (0..<10).map { row in
            let button = Button(title: "Item \(row)")
            button.frame = Rect(x: 0, y: Double(row), width: 10, height: 1)
            scrollView.addSubview(button)
            return button
        }
        application.window.runLayoutCycle()
        #expect(buttons[4].becomeFirstResponder())
        return (application, scrollView, buttons)
    }

    @Test func homeAndEndTakeTheFocusToTheFirstAndLastItemSoItIsNeverLeftOffScreen() {
        let (application, scrollView, buttons) = list()
        application.send(KeyEvent(.home))
        #expect(scrollView.contentOffset.y == 0)
        #expect(application.window.firstResponder === buttons[0])
        application.send(KeyEvent(.end))
        #expect(scrollView.contentOffset.y == 6)
        #expect(application.window.firstResponder === buttons[9])
        // Already at the end with the last item focused: End goes on, changing nothing.
        application.send(KeyEvent(.end))
        #expect(application.window.firstResponder === buttons[9])
    }

    @Test func aPageKeyThatScrollsTheFocusAwayHandsItToTheNearestItemShown() {
        let (application, scrollView, buttons) = list()
        application.send(KeyEvent(.end))
        application.send(KeyEvent(.pageUp))
        #expect(scrollView.contentOffset.y == 2)
        #expect(application.window.firstResponder === buttons[5])
        application.send(KeyEvent(.pageDown))
        #expect(scrollView.contentOffset.y == 6)
        #expect(application.window.firstResponder === buttons[6])
        // A focus that stays in sight stays put.
        #expect(buttons[8].becomeFirstResponder())
        application.send(KeyEvent(.pageUp))
        #expect(scrollView.contentOffset.y == 2)
        #expect(application.window.firstResponder === buttons[5])
        #expect(buttons[3].becomeFirstResponder())
        application.send(KeyEvent(.pageUp))
        #expect(scrollView.contentOffset.y == 0)
        #expect(application.window.firstResponder === buttons[3])
    }
}
