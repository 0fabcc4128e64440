import Testing
@testable import Trellis

/// `Control`: states, actions by event in the order added, targets held weakly, and the
/// public focus hooks a custom control draws its focus look from.
@MainActor
@Suite struct ControlTests {
    /// A custom control that takes the focus and logs the hooks.
    final class Toggle: Control {
        var log: [String] = []
        /// A log shared with other toggles, to see the order across them.
        var shared: ((String) -> Void)?
        let name: String
        init(_ name: String) {
            self.name = name
            super.init(frame: Rect(x: 0, y: 0, width: 3, height: 1))
        }
        override var canBecomeFirstResponder: Bool { isEnabled }
        override func didBecomeFirstResponder() { log.append("\(name) became"); shared?("\(name) became") }
        override func didResignFirstResponder() { log.append("\(name) resigned"); shared?("\(name) resigned") }
    }

    final class Target {
        var calls: [String] = []
        func save(_ sender: Control) { calls.append("save") }
    }

    @Test func actionsRunForTheirEventsInTheOrderAdded() {
        let control = Control()
        var log: [String] = []
        control.addAction({ _ in log.append("a") }, for: .valueChanged)
        control.addAction({ _ in log.append("b") }, for: [.valueChanged, .editingChanged])
        control.addAction({ _ in log.append("c") }, for: .editingChanged)
        control.sendActions(for: .valueChanged)
        #expect(log == ["a", "b"])
        control.sendActions(for: .editingChanged)
        #expect(log == ["a", "b", "b", "c"])
        #expect(control.hasActions(for: .allEditingEvents))
        #expect(!control.hasActions(for: .touchDown))
        control.removeAllActions(for: .editingChanged)
        control.sendActions(for: .allEvents)
        #expect(log == ["a", "b", "b", "c", "a"])
        control.isEnabled = false
        control.sendActions(for: .valueChanged)
        #expect(log.count == 5)
    }

    @Test func targetsAreHeldWeaklyAndCanBeRemoved() {
        let control = Control()
        var target: Target? = Target()
        control.addTarget(target!, action: Target.save, for: .primaryActionTriggered)
        control.sendActions(for: .primaryActionTriggered)
        #expect(target?.calls == ["save"])
        control.removeTarget(target, for: .primaryActionTriggered)
        control.sendActions(for: .primaryActionTriggered)
        #expect(target?.calls == ["save"])
        control.addTarget(target!, action: Target.save, for: .primaryActionTriggered)
        weak let gone = target
        target = nil
        #expect(gone == nil)
        #expect(!control.hasActions(for: .primaryActionTriggered))
        control.sendActions(for: .primaryActionTriggered)
    }

    @Test func stateCombinesTheFlagsAndTheFocus() {
        let window = Window(size: Size(width: 10, height: 1))
        let control = Toggle("t")
        window.addSubview(control)
        #expect(control.state == .normal)
        control.isSelected = true
        control.isHighlighted = true
        #expect(control.state == [.selected, .highlighted])
        control.becomeFirstResponder()
        #expect(control.state == [.selected, .highlighted, .focused])
        control.isEnabled = false
        // As in UIKit, disabling keeps a highlight set in code; only a press ends.
        #expect(control.state == [.selected, .highlighted, .disabled])
        #expect(!control.isFirstResponder)
        #expect(window.hitTest(Point(x: 1, y: 0)) === window)
    }

    @Test func theFocusHooksRunOnBothEndsOldFirst() {
        let window = Window(size: Size(width: 10, height: 1))
        let first = Toggle("a")
        let second = Toggle("b")
        second.frame.origin.x = 5
        window.addSubview(first)
        window.addSubview(second)
        var order: [String] = []
        first.shared = { order.append($0) }
        second.shared = { order.append($0) }
        first.becomeFirstResponder()
        #expect(first.log == ["a became"])
        second.becomeFirstResponder()
        #expect(order == ["a became", "a resigned", "b became"])
        #expect(second.isFirstResponder)
        second.isHidden = true
        #expect(second.log == ["b became", "b resigned"])
        #expect(window.firstResponder == nil)
    }
}

/// The press model every control shares: touch events around the tracking hooks.
@MainActor
@Suite struct ControlTrackingTests {
    /// A control that logs its tracking hooks into the same log as its events.
    final class Tracker: Control {
        var log: ControlEventLog!
        var continues = true
        override func beginTracking(_ event: MouseEvent) -> Bool { log.entries.append("begin"); return true }
        override func continueTracking(_ event: MouseEvent) -> Bool {
            log.entries.append("continue")
            return continues
        }
        override func endTracking(_ event: MouseEvent?) { log.entries.append("end inside=\(isTouchInside)") }
        override func cancelTracking() { log.entries.append("cancel") }
    }

    private func setUp() -> (Application, Tracker) {
        let application = makeApplication(width: 20, height: 3)
        let tracker = application.window.addFixed(Tracker(), 2, 1, 5, 1)
        tracker.log = ControlEventLog(tracker, drags: true)
        application.window.runLayoutCycle()
        return (application, tracker)
    }

    @Test func aClickSendsTouchDownThenTouchUpInsideAroundTheHooks() {
        let (application, tracker) = setUp()
        application.send(press(3, 1))
        #expect(tracker.isHighlighted)
        #expect(tracker.isTracking)
        #expect(tracker.isFirstResponder, "the press gives the control the focus")
        application.send(release(4, 1))
        #expect(tracker.log.take() == ["touchDown", "begin", "touchUpInside", "end inside=true"])
        #expect(!tracker.isHighlighted)
        #expect(!tracker.isTracking)
    }

    @Test func dragsReportCrossingTheEdgeAndTheReleaseOutside() {
        let (application, tracker) = setUp()
        application.send(press(3, 1))
        application.send(drag(4, 1))
        application.send(drag(15, 2))
        #expect(!tracker.isHighlighted)
        #expect(!tracker.isTouchInside)
        application.send(drag(16, 2))
        application.send(drag(5, 1))
        #expect(tracker.isHighlighted)
        application.send(drag(0, 0))
        application.send(release(0, 0))
        #expect(tracker.log.take() == [
            "touchDown", "begin", "dragInside", "continue", "dragExit", "dragOutside", "continue",
            "dragOutside", "continue", "dragEnter", "dragInside", "continue", "dragExit", "dragOutside", "continue",
            "touchUpOutside", "end inside=false",
        ])
    }

    @Test func refusingToContinueStopsTheHooksButNotTheEvents() {
        let (application, tracker) = setUp()
        tracker.continues = false
        application.send(press(3, 1))
        application.send(drag(4, 1))
        application.send(drag(5, 1))
        application.send(release(5, 1))
        #expect(tracker.log.take() == ["touchDown", "begin", "dragInside", "continue", "dragInside", "touchUpInside"])
    }

    @Test func disablingDuringAPressCancelsTheTracking() {
        let (application, tracker) = setUp()
        application.send(press(3, 1))
        tracker.isEnabled = false
        #expect(!tracker.isHighlighted)
        #expect(!tracker.isTracking)
        tracker.isEnabled = true
        application.send(release(3, 1))
        #expect(tracker.log.take() == ["touchDown", "begin", "cancel"])
    }

    @Test func aDisabledControlIsNotHitAndAnotherButtonPassesOn() {
        let (application, tracker) = setUp()
        tracker.isEnabled = false
        #expect(application.window.hitTest(Point(x: 3, y: 1)) === application.window)
        tracker.isEnabled = true
        application.send(MouseEvent(.down, button: .right, at: Point(x: 3, y: 1)))
        application.send(MouseEvent(.up, button: .right, at: Point(x: 3, y: 1)))
        #expect(tracker.log.take().isEmpty)
    }

    @Test func aButtonClickSendsTheTouchEventsThenItsPrimaryAction() {
        let application = makeApplication(width: 20, height: 3)
        let button = application.window.addFixed(Button(title: "OK"), 0, 0, 6, 1)
        let log = ControlEventLog(button)
        var order: [String] = []
        button.addAction { _ in order.append("first") }
        button.addAction({ _ in order.append("second") }, for: .primaryActionTriggered)
        application.window.runLayoutCycle()
        clickAt(application, 2, 0)
        #expect(log.take() == ["touchDown", "touchUpInside", "primaryActionTriggered"])
        #expect(order == ["first", "second"])
        application.send(press(2, 0))
        application.send(drag(10, 2))
        application.send(release(10, 2))
        #expect(log.take() == ["touchDown", "touchUpOutside"])
        application.send(KeyEvent(.enter))
        #expect(log.take() == ["primaryActionTriggered"], "keys send only the primary action")
    }
}
