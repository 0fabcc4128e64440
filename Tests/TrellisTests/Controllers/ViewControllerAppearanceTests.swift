import Testing
@testable import Trellis

/// The four appearance callbacks in UIKit's order, for root controllers and children,
/// `Application.shared`, and the focus a screen gets when it appears.
@MainActor
@Suite struct ViewControllerAppearanceTests {
    @Test func exVC1RootAppearsAroundItsFirstLayout() {
        let log = CallLog()
        let window = Window(size: Size(width: 40, height: 10))
        let a = LoggingViewController("A", log: log)
        a.logsLoadView = true
        window.rootViewController = a
        #expect(log.take() == ["A.loadView", "A.vdl", "A.vwa"])
        window.runLayoutCycle()
        #expect(log.take() == ["A.vwl", "A.vdls", "A.vda"])
        window.runLayoutCycle()
        #expect(log.take().isEmpty)
    }

    @Test func replacingTheRootDisappearsTheOldOneBeforeTheNewAppears() {
        let log = CallLog()
        let window = Window(size: Size(width: 40, height: 10))
        let a = LoggingViewController("A", log: log)
        let b = LoggingViewController("B", log: log)
        b.logsLoadView = true
        window.rootViewController = a
        window.runLayoutCycle()
        _ = log.take()
        window.rootViewController = b
        #expect(log.take() == ["B.loadView", "B.vdl", "A.vwd", "B.vwa"])
        window.runLayoutCycle()
        #expect(log.take() == ["B.vwl", "B.vdls", "A.vdd", "B.vda"])
        #expect(a.viewIfLoaded?.window == nil)
        // Setting the same root again is no transition.
        window.rootViewController = b
        window.runLayoutCycle()
        #expect(log.take().isEmpty)
    }

    @Test func childrenInTheParentsViewFollowTheParentParentFirst() {
        let log = CallLog()
        let window = Window(size: Size(width: 40, height: 10))
        let child = LoggingViewController("C", log: log)
        let hidden = LoggingViewController("H", log: log)
        let parent = LoggingViewController("P", log: log) { parent in
            parent.addChild(child)
            parent.view.addSubview(child.view)
            child.didMove(toParent: parent)
            // A child whose view is not in the parent's view is not on screen.
            parent.addChild(hidden)
        }
        window.rootViewController = parent
        #expect(log.take() == ["P.vdl", "C.vdl", "P.vwa", "C.vwa"])
        window.runLayoutCycle()
        let cycle = log.take()
        #expect(cycle.filter { $0.hasSuffix("vda") } == ["P.vda", "C.vda"])
        #expect(cycle.firstIndex(of: "P.vdls")! < cycle.firstIndex(of: "P.vda")!)
        #expect(!cycle.contains { $0.hasPrefix("H.") })

        window.rootViewController = LoggingViewController("B", log: log)
        #expect(log.take() == ["B.vdl", "P.vwd", "C.vwd", "B.vwa"])
        window.runLayoutCycle()
        #expect(log.take().filter { !$0.hasSuffix("vwl") && !$0.hasSuffix("vdls") } == ["P.vdd", "C.vdd", "B.vda"])
    }

    @Test func aChildAddedToOrRemovedFromAParentOnScreenAppearsAndDisappears() {
        let log = CallLog()
        let window = Window(size: Size(width: 40, height: 10))
        let parent = LoggingViewController("P", log: log)
        window.rootViewController = parent
        window.runLayoutCycle()
        _ = log.take()

        let child = LoggingViewController("C", log: log)
        parent.addChild(child)
        parent.view.addSubview(child.view)
        child.didMove(toParent: parent)
        #expect(log.take() == ["C.vdl", "C.vwa"])
        window.runLayoutCycle()
        #expect(log.take().last == "C.vda")

        child.willMove(toParent: nil)
        child.view.removeFromSuperview()
        child.removeFromParent()
        #expect(log.take() == ["C.vwd"])
        window.runLayoutCycle()
        #expect(log.take() == ["C.vdd"])
        // Added to a parent that is not on screen: no calls.
        let offscreen = LoggingViewController("O", log: log)
        offscreen.view.addSubview(child.view)
        offscreen.addChild(child)
        window.runLayoutCycle()
        #expect(log.take() == ["O.vdl"])
    }

    @Test func aControllerNeverShownGetsNoAppearanceCalls() {
        let log = CallLog()
        let a = LoggingViewController("A", log: log)
        _ = a.view
        a.endAppearanceTransition()
        a.beginAppearanceTransition(false, animated: false)
        a.endAppearanceTransition()
        #expect(log.take() == ["A.vdl"])
    }

    @Test func theSharedApplicationIsReachableFromViewDidLoad() {
        let clock = ManualClock()
        let window = Window(size: Size(width: 20, height: 3))
        let application = Application(window: window)
        application.now = { clock.time }
        #expect(Application.shared === application)
        var ticks = 0
        let controller = LoggingViewController("A", log: CallLog()) { _ in
            Application.shared?.scheduleTimer(after: 1, repeats: false) { _ in ticks += 1 }
        }
        window.rootViewController = controller
        clock.time = 1
        application.fireTimers(at: 1)
        #expect(ticks == 1)
    }

    /// Two buttons one above the other; the first is at row 0.
    private func twoButtons(_ controller: LoggingViewController) -> (Button, Button) {
        let first = controller.view.addFixed(Button(title: "One"), 0, 0, 7, 1)
        let second = controller.view.addFixed(Button(title: "Two"), 0, 2, 7, 1)
        return (first, second)
    }

    @Test func theFirstFocusableViewIsFocusedWhenTheScreenAppearsSoEnterPressesIt() {
        let application = makeApplication(width: 20, height: 4)
        let log = CallLog()
        var pressed: [String] = []
        let controller = LoggingViewController("A", log: log) { controller in
            // Added in reverse: the focus follows reading order, not the tree.
            let second = controller.view.addFixed(Button(title: "Two"), 0, 2, 7, 1)
            let first = controller.view.addFixed(Button(title: "One"), 0, 0, 7, 1)
            first.addAction { _ in pressed.append("One") }
            second.addAction { _ in pressed.append("Two") }
        }
        application.window.rootViewController = controller
        #expect(application.window.firstResponder == nil)
        application.window.runLayoutCycle()
        #expect((application.window.firstResponder as? Button)?.title == "One")
        application.send(KeyEvent(.enter))
        #expect(pressed == ["One"])
        #expect(application.window.canvas.renderedText().hasPrefix("< One >"))
    }

    @Test func focusIsTakenBeforeTheDidAppearCall() {
        let window = Window(size: Size(width: 20, height: 4))
        final class Checking: ViewController {
            var focusedAtDidAppear: Responder?
            override func viewDidLoad() { view.addFixed(Button(title: "X"), 0, 0, 5, 1) }
            override func viewDidAppear(_ animated: Bool) { focusedAtDidAppear = view.window?.firstResponder }
        }
        let controller = Checking()
        window.rootViewController = controller
        window.runLayoutCycle()
        #expect(controller.focusedAtDidAppear is Button)
    }

    @Test func preferredFirstResponderWinsOverReadingOrder() {
        let window = Window(size: Size(width: 20, height: 4))
        let controller = LoggingViewController("A", log: CallLog())
        let (_, second) = twoButtons(controller)
        controller.preferred = second
        window.rootViewController = controller
        window.runLayoutCycle()
        #expect(window.firstResponder === second)
    }

    @Test func aScreenWithNothingFocusableLeavesTheFocusEmpty() {
        let window = Window(size: Size(width: 20, height: 4))
        let controller = LoggingViewController("A", log: CallLog())
        controller.view.addFixed(Label(text: "Only text"), 0, 0, 10, 1)
        window.rootViewController = controller
        window.runLayoutCycle()
        #expect(window.firstResponder == nil)
    }

    @Test func aRootThatReappearsGetsItsFocusBack() {
        let window = Window(size: Size(width: 20, height: 4))
        let a = LoggingViewController("A", log: CallLog())
        let (first, second) = twoButtons(a)
        window.rootViewController = a
        window.runLayoutCycle()
        #expect(window.firstResponder === first)
        #expect(second.becomeFirstResponder())
        let b = LoggingViewController("B", log: CallLog())
        window.rootViewController = b
        window.runLayoutCycle()
        #expect(window.firstResponder == nil)
        window.rootViewController = a
        window.runLayoutCycle()
        #expect(window.firstResponder === second)
        // Without restoring, the first in reading order.
        a.restoresFocusAfterTransition = false
        window.rootViewController = b
        window.runLayoutCycle()
        window.rootViewController = a
        window.runLayoutCycle()
        #expect(window.firstResponder === first)
    }

    @Test func aFocusAlreadyInsideTheScreenIsKept() {
        let window = Window(size: Size(width: 20, height: 4))
        let parent = LoggingViewController("P", log: CallLog())
        let (_, second) = twoButtons(parent)
        window.rootViewController = parent
        window.runLayoutCycle()
        #expect(second.becomeFirstResponder())
        // A child appearing is a transition too; it must not steal the focus.
        let child = LoggingViewController("C", log: CallLog())
        child.view.addFixed(Button(title: "C"), 0, 0, 5, 1)
        parent.addChild(child)
        child.view.frame = Rect(x: 10, y: 0, width: 10, height: 4)
        parent.view.addSubview(child.view)
        child.didMove(toParent: parent)
        window.runLayoutCycle()
        #expect(window.firstResponder === second)
    }
}
