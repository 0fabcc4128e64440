import Testing
@testable import Trellis

/// `Button` as a responder: focus, the activation keys, and clicks.
@MainActor
@Suite struct ButtonInputTests {
    /// An application whose window holds `button` at (2, 1), 10 cells wide, over a
    /// recording view that sees what the button passes on.
    private func setUp(_ button: Button) -> (Application, RecordingView) {
        let application = makeApplication(width: 20, height: 4)
        let backdrop = application.window.addFixed(RecordingView(), 0, 0, 20, 4)
        backdrop.focusable = false
        backdrop.addFixed(button, 2, 1, 10, 1)
        application.window.runLayoutCycle()
        return (application, backdrop)
    }

    @Test func focusShowsAsTheFocusedLook() {
        let button = Button(title: "OK")
        let (application, _) = setUp(button)
        #expect(button.canBecomeFirstResponder)
        #expect(button.becomeFirstResponder())
        #expect(button.isFocused)
        application.window.runLayoutCycle()
        #expect(application.window.canvas.renderedText().contains("<   OK   >"))
        #expect(button.resignFirstResponder())
        #expect(!button.isFocused)
        application.window.runLayoutCycle()
        #expect(application.window.canvas.renderedText().contains("[   OK   ]"))
    }

    @Test func disabledOrHiddenButtonsCannotBeFocusedAndDisablingDropsTheFocus() {
        let button = Button(title: "OK")
        let (application, _) = setUp(button)
        button.isEnabled = false
        #expect(!button.canBecomeFirstResponder)
        #expect(!button.becomeFirstResponder())
        button.isEnabled = true
        button.isHidden = true
        #expect(!button.becomeFirstResponder())
        button.isHidden = false
        #expect(button.becomeFirstResponder())
        button.isEnabled = false
        #expect(application.window.firstResponder == nil)
        #expect(!button.isFocused)
    }

    @Test("Enter and Space activate the focused button", arguments: [KeyEvent(.enter), KeyEvent.character(" ")])
    func activationKeys(key: KeyEvent) {
        let button = Button(title: "OK")
        var count = 0
        button.addAction { _ in count += 1 }
        let (application, backdrop) = setUp(button)
        button.becomeFirstResponder()
        application.send(key)
        #expect(count == 1)
        #expect(!button.isHighlighted)
        #expect(backdrop.log.isEmpty, "the button consumed the key")
    }

    @Test func otherKeysGoUpTheChain() {
        let button = Button(title: "OK")
        var count = 0
        button.addAction { _ in count += 1 }
        let (application, backdrop) = setUp(button)
        button.becomeFirstResponder()
        application.send(KeyEvent.character("x"))
        application.send(KeyEvent(.enter, modifiers: .control))
        #expect(count == 0)
        #expect(backdrop.log == ["key x", "key Ctrl-Enter"])
    }

    @Test func aClickInsideActivatesAndFocuses() {
        let button = Button(title: "OK")
        var count = 0
        button.addAction { _ in count += 1 }
        let (application, backdrop) = setUp(button)
        application.send(press(3, 1))
        #expect(button.isHighlighted)
        #expect(button.isFirstResponder)
        #expect(count == 0, "nothing happens until the button comes up")
        application.send(release(5, 1))
        #expect(count == 1)
        #expect(!button.isHighlighted)
        #expect(backdrop.log.isEmpty)
    }

    @Test func draggingOutAndReleasingOutsideCancels() {
        let button = Button(title: "OK")
        var count = 0
        button.addAction { _ in count += 1 }
        let (application, _) = setUp(button)
        application.send(press(3, 1))
        application.send(drag(15, 3))
        #expect(!button.isHighlighted, "the highlight shows the release would not count")
        application.send(drag(4, 1))
        #expect(button.isHighlighted, "back inside, it would count again")
        application.send(drag(15, 3))
        application.send(release(15, 3))
        #expect(count == 0)
        #expect(!button.isHighlighted)
    }

    @Test func aClickOnADisabledButtonDoesNothingAndPassesOn() {
        let button = Button(title: "OK")
        var count = 0
        button.addAction { _ in count += 1 }
        button.isEnabled = false
        let (application, backdrop) = setUp(button)
        application.send(press(3, 1))
        #expect(!button.isHighlighted)
        #expect(!button.isFirstResponder)
        application.send(release(3, 1))
        #expect(count == 0)
        #expect(backdrop.log == ["down 3,1", "up 3,1"])
    }

    @Test func aReleaseOverTheButtonAfterAPressElsewhereDoesNotActivateIt() {
        let button = Button(title: "OK")
        var count = 0
        button.addAction { _ in count += 1 }
        let (application, backdrop) = setUp(button)
        application.send(press(15, 3))
        application.send(drag(3, 1))
        application.send(release(3, 1))
        #expect(count == 0)
        #expect(backdrop.log == ["down 15,3", "dragged 3,1", "up 3,1"], "the drags stay with the view pressed")
    }

    @Test func disablingTheButtonDuringAPressEndsIt() {
        let button = Button(title: "OK")
        var count = 0
        button.addAction { _ in count += 1 }
        let (application, _) = setUp(button)
        application.send(press(3, 1))
        button.isEnabled = false
        #expect(!button.isHighlighted)
        #expect(!button.isFirstResponder)
        button.isEnabled = true
        application.send(release(3, 1))
        #expect(count == 0, "the press ended when the button was disabled")
    }
}
