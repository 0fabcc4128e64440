import Testing
@testable import Trellis

/// Disabled controls and subtrees that stop taking input: hidden and disabled views are
/// skipped.
@MainActor
@Suite struct InputEligibilityTests {
    @Test func aClickOnADisabledButtonGoesToTheViewBehindIt() {
        let window = Window(size: Size(width: 20, height: 5))
        let behind = Button(title: "Behind")
        behind.frame = Rect(x: 0, y: 0, width: 12, height: 1)
        let front = Button(title: "Front")
        front.frame = Rect(x: 0, y: 0, width: 9, height: 1)
        window.addSubview(behind)
        window.addSubview(front)
        #expect(window.hitTest(Point(x: 2, y: 0)) === front)
        front.isEnabled = false
        #expect(window.hitTest(Point(x: 2, y: 0)) === behind)
        let application = Application(window: window)
        var pressed: [String] = []
        behind.addAction { pressed.append($0.title) }
        front.addAction { pressed.append($0.title) }
        application.send(MouseEvent(.down, button: .left, at: Point(x: 2, y: 0)))
        application.send(MouseEvent(.up, button: .left, at: Point(x: 2, y: 0)))
        #expect(pressed == ["Behind"])
    }

    @Test func turningOffInputOnAContainerTakesTheFocusAway() {
        let window = Window(size: Size(width: 20, height: 5))
        let container = View(frame: Rect(x: 0, y: 0, width: 20, height: 5))
        let button = Button(title: "OK")
        button.frame = Rect(x: 1, y: 1, width: 6, height: 1)
        window.addSubview(container)
        container.addSubview(button)
        let application = Application(window: window)
        var presses = 0
        button.addAction { _ in presses += 1 }
        #expect(button.becomeFirstResponder())
        container.isUserInteractionEnabled = false
        #expect(window.firstResponder == nil)
        #expect(!button.isFocused)
        application.send(KeyEvent(.enter))
        #expect(presses == 0)
        #expect(!button.becomeFirstResponder())
        container.isUserInteractionEnabled = true
        #expect(button.becomeFirstResponder())
    }
}
