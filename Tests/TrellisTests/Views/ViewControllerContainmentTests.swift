import Testing
@testable import Trellis

/// View controller containment: UIKit's `addChild(_:)`, `removeFromParent()`,
/// `children`, `parent` and the `willMove`/`didMove(toParent:)` callbacks.
@MainActor
@Suite struct ViewControllerContainmentTests {
    /// A controller that logs its containment callbacks to a shared log.
    private final class LoggingController: ViewController {
        let name: String
        let log: Log

        init(_ name: String, log: Log) {
            self.name = name
            self.log = log
            super.init()
        }

        override func willMove(toParent parent: ViewController?) {
            super.willMove(toParent: parent)
            log.entries.append("\(name).willMove(\((parent as? LoggingController)?.name ?? "nil"))")
        }

        override func didMove(toParent parent: ViewController?) {
            super.didMove(toParent: parent)
            log.entries.append("\(name).didMove(\((parent as? LoggingController)?.name ?? "nil"))")
        }
    }

    private final class Log {
        var entries: [String] = []
    }

    @Test func addingAChildCallsWillMoveAndLeavesDidMoveToTheContainer() {
        let log = Log()
        let parent = LoggingController("parent", log: log)
        let child = LoggingController("child", log: log)
        parent.addChild(child)
        #expect(parent.children.map { $0 === child } == [true])
        #expect(child.parent === parent)
        #expect(log.entries == ["child.willMove(parent)"])
        // Containment does not touch views.
        #expect(!child.isViewLoaded)
        parent.view.addSubview(child.view)
        child.didMove(toParent: parent)
        #expect(log.entries == ["child.willMove(parent)", "child.didMove(parent)"])
    }

    @Test func removingAChildCallsDidMoveWithNil() {
        let log = Log()
        let parent = LoggingController("parent", log: log)
        let first = LoggingController("first", log: log)
        let second = LoggingController("second", log: log)
        parent.addChild(first)
        parent.addChild(second)
        log.entries = []
        first.willMove(toParent: nil)
        first.removeFromParent()
        #expect(log.entries == ["first.willMove(nil)", "first.didMove(nil)"])
        #expect(first.parent == nil)
        #expect(parent.children.count == 1 && parent.children[0] === second)
        // A controller without a parent: nothing happens.
        log.entries = []
        first.removeFromParent()
        #expect(log.entries.isEmpty)
    }

    @Test func addingTwiceDoesNothingAndMovingTakesTheChildFromItsOldParent() {
        let log = Log()
        let old = LoggingController("old", log: log)
        let new = LoggingController("new", log: log)
        let child = LoggingController("child", log: log)
        old.addChild(child)
        old.addChild(child)
        #expect(old.children.count == 1)
        #expect(log.entries == ["child.willMove(old)"])
        log.entries = []
        new.addChild(child)
        #expect(log.entries == ["child.willMove(nil)", "child.didMove(nil)", "child.willMove(new)"])
        #expect(old.children.isEmpty)
        #expect(new.children.count == 1 && child.parent === new)
    }

    @Test func theParentIsHeldWeakly() {
        let child = ViewController()
        do {
            let parent = ViewController()
            parent.addChild(child)
            #expect(child.parent === parent)
        }
        #expect(child.parent == nil)
    }

    /// A child's view inside its parent's gets the layout cycle and the trait changes, and
    /// its events go to the child and then on up the parent's views.
    @Test func aChildsViewTakesPartInTheCycleAndTheChain() {
        final class TraitCountingController: ViewController {
            var traitChanges = 0
            var layouts = 0
            override func traitCollectionDidChange(_ previousTraitCollection: TraitCollection?) {
                traitChanges += 1
            }
            override func viewDidLayoutSubviews() {
                layouts += 1
            }
        }
        let window = Window(size: Size(width: 100, height: 30))
        let parent = ViewController()
        window.rootViewController = parent
        let child = TraitCountingController()
        parent.addChild(child)
        child.view.frame = Rect(x: 0, y: 0, width: 10, height: 5)
        parent.view.addSubview(child.view)
        child.didMove(toParent: parent)
        window.runLayoutCycle()
        #expect(child.traitChanges == 1)
        #expect(child.layouts >= 1)
        window.size = Size(width: 60, height: 30)
        window.runLayoutCycle()
        #expect(child.traitChanges == 2)
        #expect(child.next === parent.view)
        #expect(child.view.next === child)
    }

    /// A child added after the window's first layout gets its first
    /// `traitCollectionDidChange` (previous nil) at the next cycle, as a root controller
    /// does, with its views; the controllers already there hear nothing.
    @Test func aChildAddedAfterTheFirstLayoutGetsItsInitialTraits() {
        final class TraitRecordingController: ViewController {
            var previous: [TraitCollection?] = []
            override func traitCollectionDidChange(_ previousTraitCollection: TraitCollection?) {
                previous.append(previousTraitCollection)
            }
        }
        final class TraitRecordingView: View {
            var count = 0
            override func traitCollectionDidChange(_ previousTraitCollection: TraitCollection?) { count += 1 }
        }
        let window = Window(size: Size(width: 100, height: 30))
        let parent = TraitRecordingController()
        window.rootViewController = parent
        window.runLayoutCycle()
        #expect(parent.previous == [nil])
        let child = TraitRecordingController()
        let inner = TraitRecordingView(frame: Rect(x: 0, y: 0, width: 2, height: 1))
        parent.addChild(child)
        child.view.frame = Rect(x: 0, y: 0, width: 10, height: 5)
        child.view.addSubview(inner)
        parent.view.addSubview(child.view)
        child.didMove(toParent: parent)
        window.runLayoutCycle()
        #expect(child.previous == [nil])
        #expect(inner.count == 1)
        #expect(parent.previous == [nil])
        window.runLayoutCycle()
        #expect(child.previous == [nil])
        window.size = Size(width: 60, height: 30)
        window.runLayoutCycle()
        #expect(child.previous.count == 2 && parent.previous.count == 2)
        #expect(inner.count == 2)
    }
}
