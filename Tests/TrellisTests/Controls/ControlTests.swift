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
