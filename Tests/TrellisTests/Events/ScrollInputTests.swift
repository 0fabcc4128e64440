import Testing
@testable import Trellis

/// The mouse wheel over scroll views, focus scrolling into view, and hit testing.
@MainActor
@Suite struct ScrollInputTests {
    /// A 20×5 scroll view at the window's top-left over 30×20 cells of content, with a
    /// recording view covering the content.
    private func scroller(in application: Application) -> (ScrollView, RecordingView) {
        let scrollView = application.window.addFixed(ScrollView(), 0, 0, 20, 5)
        scrollView.contentSize = Size(width: 30, height: 20)
        let content = scrollView.addFixed(RecordingView(), 0, 0, 30, 20)
        content.focusable = false
        return (scrollView, content)
    }

    private func wheel(_ kind: MouseEventKind, _ x: Double, _ y: Double) -> MouseEvent {
        MouseEvent(kind, at: Point(x: x, y: y))
    }

    @Test func theWheelScrollsThreeCellsANotchAndStopsAtTheEnds() {
        let application = makeApplication(width: 40, height: 10)
        let (scrollView, content) = scroller(in: application)
        application.window.runLayoutCycle()

        application.send(wheel(.scrollDown, 5, 2))
        #expect(scrollView.contentOffset == Point(x: 0, y: 3))
        #expect(content.log == ["wheel"], "the content under the pointer passed it to the scroll view")
        for _ in 0..<10 { application.send(wheel(.scrollDown, 5, 2)) }
        #expect(scrollView.contentOffset == Point(x: 0, y: 15))
        for _ in 0..<4 { application.send(wheel(.scrollRight, 5, 2)) }
        #expect(scrollView.contentOffset == Point(x: 10, y: 15), "9, then clamped to 10")
        application.send(wheel(.scrollLeft, 5, 2))
        application.send(wheel(.scrollUp, 5, 2))
        #expect(scrollView.contentOffset == Point(x: 7, y: 12))
    }

    @Test func theWheelOutsideTheScrollViewScrollsNothing() {
        let application = makeApplication(width: 40, height: 10)
        let (scrollView, _) = scroller(in: application)
        application.window.runLayoutCycle()
        application.send(wheel(.scrollDown, 30, 8))
        #expect(scrollView.contentOffset == .zero)
    }

    @Test func anInnerScrollViewAtItsEndPassesTheWheelToTheOuterOne() {
        let application = makeApplication(width: 40, height: 10)
        let outer = application.window.addFixed(ScrollView(), 0, 0, 20, 6)
        outer.contentSize = Size(width: 20, height: 30)
        let inner = outer.addFixed(ScrollView(), 0, 0, 20, 4)
        inner.contentSize = Size(width: 20, height: 7)
        let content = inner.addFixed(RecordingView(), 0, 0, 20, 7)
        application.window.runLayoutCycle()

        application.send(wheel(.scrollDown, 1, 1))
        #expect(inner.contentOffset.y == 3)
        #expect(outer.contentOffset.y == 0)
        application.send(wheel(.scrollDown, 1, 1))
        #expect(inner.contentOffset.y == 3, "at its end")
        #expect(outer.contentOffset.y == 3)
        application.send(wheel(.scrollUp, 1, 1))
        #expect(inner.contentOffset.y == 3, "the outer scroll moved the inner one off the pointer")
        #expect(outer.contentOffset.y == 0)
        #expect(content.log.count == 2)
    }

    @Test func hiddenViewsAreNotHitAndTheViewBehindGetsTheClick() {
        let application = makeApplication(width: 20, height: 5)
        let back = application.window.addFixed(RecordingView(), 0, 0, 20, 5)
        let front = application.window.addFixed(RecordingView(), 0, 0, 10, 5)
        application.window.runLayoutCycle()
        application.send(press(2, 2))
        application.send(release(2, 2))
        #expect(front.log == ["down 2,2", "up 2,2"])
        #expect(back.log.isEmpty)

        front.isHidden = true
        application.send(press(3, 1))
        #expect(back.log == ["down 3,1"])
        front.isHidden = false
        front.alpha = 0
        application.send(press(4, 1))
        #expect(back.log == ["down 3,1", "down 4,1"])
        #expect(front.log.count == 2)
    }

    @Test func clicksInsideAScrollViewReachTheContentNotTheIndicators() {
        let application = makeApplication(width: 40, height: 10)
        let (scrollView, _) = scroller(in: application)
        let button = scrollView.addFixed(Button(title: "Go"), 2, 7, 6, 1)
        var count = 0
        button.addAction { _ in count += 1 }
        application.window.runLayoutCycle()
        scrollView.contentOffset = Point(x: 0, y: 5)
        application.send(press(3, 2))
        application.send(release(3, 2))
        #expect(count == 1, "the button at content row 7 is at window row 2")
    }

    @Test func tabScrollsTheFocusedViewIntoView() {
        let application = makeApplication(width: 40, height: 10)
        let (scrollView, content) = scroller(in: application)
        let top = content.addFixed(Button(title: "top"), 1, 1, 7, 1)
        let far = content.addFixed(Button(title: "far"), 22, 12, 7, 1)
        application.window.runLayoutCycle()

        application.send(KeyEvent(.tab))
        #expect(top.isFirstResponder)
        #expect(scrollView.contentOffset == .zero)
        application.send(KeyEvent(.tab))
        #expect(far.isFirstResponder)
        // The least scroll that shows the button's 7×1 cells (22…29, 12) in a 20×5 view.
        #expect(scrollView.contentOffset == Point(x: 9, y: 8))
        application.send(KeyEvent(.tab))
        #expect(top.isFirstResponder)
        #expect(scrollView.contentOffset == Point(x: 1, y: 1))
    }

    @Test func focusScrollsEveryEnclosingScrollView() {
        let application = makeApplication(width: 40, height: 10)
        let outer = application.window.addFixed(ScrollView(), 0, 0, 20, 6)
        outer.contentSize = Size(width: 20, height: 30)
        let inner = outer.addFixed(ScrollView(), 0, 10, 20, 4)
        inner.contentSize = Size(width: 20, height: 12)
        let button = inner.addFixed(Button(title: "deep"), 0, 9, 8, 1)
        application.window.runLayoutCycle()

        #expect(application.window.moveFocus(forward: true))
        #expect(button.isFirstResponder)
        #expect(inner.contentOffset == Point(x: 0, y: 6), "row 9 shown on the inner view's last row")
        // The button is now at row 10 + (9 - 6) = 13 of the outer content.
        #expect(outer.contentOffset == Point(x: 0, y: 8))
        let onScreen = button.convert(button.bounds, to: nil)
        #expect(application.window.bounds.contains(onScreen.origin))
    }

    @Test func arrowFocusMovementScrollsToo() {
        let application = makeApplication(width: 20, height: 4)
        let scrollView = application.window.addFixed(ScrollView(), 0, 0, 20, 4)
        let stack = StackView(arrangedSubviews: (0..<8).map { Button(title: "item \($0)") })
        stack.axis = .vertical
        stack.alignment = .leading
        stack.translatesAutoresizingMaskIntoConstraints = false
        scrollView.addSubview(stack)
        LayoutConstraint.activate([
            stack.topAnchor.constraint(equalTo: scrollView.contentLayoutGuide.topAnchor),
            stack.leadingAnchor.constraint(equalTo: scrollView.contentLayoutGuide.leadingAnchor),
            stack.bottomAnchor.constraint(equalTo: scrollView.contentLayoutGuide.bottomAnchor),
            stack.trailingAnchor.constraint(equalTo: scrollView.contentLayoutGuide.trailingAnchor),
        ])
        application.window.runLayoutCycle()
        #expect(scrollView.contentSize.height == 8)

        application.send(KeyEvent(.tab))
        for _ in 0..<5 { application.send(KeyEvent(.down)) }
        #expect((application.window.firstResponder as? Button)?.title == "item 5")
        #expect(scrollView.contentOffset.y == 2, "item 5 on the last of the 4 rows")
    }
}
