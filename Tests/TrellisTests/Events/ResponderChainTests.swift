import Testing
@testable import Trellis

/// The responder chain and the first-responder rules (UIKit's `UIResponder`).
@MainActor
@Suite struct ResponderChainTests {
    /// The chain from a view two levels under a window's root view controller.
    @Test func chainRunsViewSuperviewControllerWindowApplication() {
        let application = makeApplication()
        let controller = RecordingController()
        application.window.rootViewController = controller
        let group = controller.view.addFixed(View(), 0, 0, 10, 5)
        let leaf = group.addFixed(RecordingView(), 0, 0, 4, 1)

        var chain: [Responder] = []
        var next: Responder? = leaf
        while let responder = next {
            chain.append(responder)
            next = responder.next
        }
        #expect(chain.count == 6)
        #expect(chain[0] === leaf)
        #expect(chain[1] === group)
        #expect(chain[2] === controller.view)
        #expect(chain[3] === controller)
        #expect(chain[4] === application.window)
        #expect(chain[5] === application)
    }

    @Test func aViewOutsideAnyTreeAndAnUnloadedControllerEndTheChain() {
        #expect(View().next == nil)
        #expect(RecordingController().next == nil)
        #expect(Window(size: Size(width: 3, height: 3)).next == nil)
    }

    @Test func aKeyWalksTheChainToTheController() {
        let application = makeApplication()
        let controller = RecordingController()
        application.window.rootViewController = controller
        let leaf = controller.view.addFixed(RecordingView(), 0, 0, 4, 1)
        application.window.runLayoutCycle()
        #expect(leaf.becomeFirstResponder())

        application.send(KeyEvent.character("x"))
        #expect(leaf.log == ["key x"])
        #expect(controller.log == ["key x"])

        leaf.consumedKeys = [.character("y")]
        application.send(KeyEvent.character("y"))
        #expect(controller.log == ["key x"])
    }

    @Test func withNoFirstResponderKeysStartAtTheRootViewAndReachTheApplication() {
        let application = makeApplication()
        let controller = RecordingController()
        application.window.rootViewController = controller
        application.send(KeyEvent.control("c"))
        // The root view passes it to its controller, which passes it on to the window and
        // the application.
        #expect(controller.log == ["key Ctrl-C"])
        #expect(application.isQuitRequested)
    }

    @Test func withNoRootViewControllerKeysStartAtTheWindow() {
        let application = makeApplication()
        let view = application.window.addFixed(RecordingView(), 0, 0, 4, 1)
        application.send(KeyEvent.control("c"))
        #expect(view.log.isEmpty)
        #expect(application.isQuitRequested)
    }

    @Test func becomingFirstResponderNeedsAWindowAndConsent() {
        let window = Window(size: Size(width: 20, height: 5))
        let detached = RecordingView()
        #expect(!detached.becomeFirstResponder())

        let view = window.addFixed(RecordingView(), 0, 0, 5, 1)
        view.focusable = false
        #expect(!view.becomeFirstResponder())
        view.focusable = true
        #expect(view.becomeFirstResponder())
        #expect(view.isFirstResponder)
        #expect(window.firstResponder === view)
        #expect(view.becomeFirstResponder(), "becoming it again succeeds")
    }

    @Test func hiddenViewsAndViewsUnderHiddenOrTransparentAncestorsCannotBecomeFirstResponder() {
        let window = Window(size: Size(width: 20, height: 5))
        let group = window.addFixed(View(), 0, 0, 20, 5)
        let view = group.addFixed(RecordingView(), 0, 0, 5, 1)
        view.isHidden = true
        #expect(!view.becomeFirstResponder())
        view.isHidden = false
        group.isHidden = true
        #expect(!view.becomeFirstResponder())
        group.isHidden = false
        group.alpha = 0
        #expect(!view.becomeFirstResponder())
        group.alpha = 1
        #expect(view.becomeFirstResponder())
    }

    @Test func becomingFirstResponderResignsThePreviousOneUnlessItRefuses() {
        let window = Window(size: Size(width: 20, height: 5))
        let first = window.addFixed(RecordingView(), 0, 0, 5, 1)
        let second = window.addFixed(RecordingView(), 0, 1, 5, 1)
        #expect(first.becomeFirstResponder())
        #expect(second.becomeFirstResponder())
        #expect(!first.isFirstResponder)
        #expect(window.firstResponder === second)

        second.refusesToResign = true
        #expect(!first.becomeFirstResponder())
        #expect(window.firstResponder === second)
        #expect(!second.resignFirstResponder())
        second.refusesToResign = false
        #expect(second.resignFirstResponder())
        #expect(window.firstResponder == nil)
        #expect(!second.isFirstResponder)
    }

    @Test func theFirstResponderIsDroppedWhenItLeavesTheWindowOrIsHidden() {
        let window = Window(size: Size(width: 20, height: 5))
        let group = window.addFixed(View(), 0, 0, 20, 5)
        let view = group.addFixed(RecordingView(), 0, 0, 5, 1)
        // Even one that refuses to resign: a focus nobody can see is no focus.
        view.refusesToResign = true

        #expect(view.becomeFirstResponder())
        group.isHidden = true
        #expect(window.firstResponder == nil)
        group.isHidden = false

        #expect(view.becomeFirstResponder())
        group.alpha = 0
        #expect(window.firstResponder == nil)
        group.alpha = 1

        #expect(view.becomeFirstResponder())
        group.removeFromSuperview()
        #expect(window.firstResponder == nil)
        #expect(!view.isFirstResponder)
    }

    @Test func movingTheFirstResponderWithinTheWindowKeepsIt() {
        let window = Window(size: Size(width: 20, height: 5))
        let a = window.addFixed(View(), 0, 0, 10, 5)
        let b = window.addFixed(View(), 10, 0, 10, 5)
        let view = a.addFixed(RecordingView(), 0, 0, 5, 1)
        #expect(view.becomeFirstResponder())
        b.addSubview(view)
        #expect(window.firstResponder === view)
    }

    @Test func aRootViewControllerCanBeFirstResponderWhileItsViewIsInTheWindow() {
        final class FocusController: ViewController {
            override var canBecomeFirstResponder: Bool { true }
        }
        let controller = FocusController()
        #expect(!controller.becomeFirstResponder(), "its view is in no window")
        let window = Window(size: Size(width: 10, height: 3))
        window.rootViewController = controller
        #expect(controller.becomeFirstResponder())
        #expect(window.firstResponder === controller)
        window.rootViewController = nil
        #expect(window.firstResponder == nil)
    }
}
