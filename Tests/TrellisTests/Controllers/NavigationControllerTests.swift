import Testing
@testable import Trellis

/// UIKit's `UINavigationController`: the stack, the callbacks' order, the bar, and going
/// back by key and by mouse.
@MainActor
@Suite struct NavigationControllerTests {
    private final class LoggingDelegate: NavigationControllerDelegate {
        let log: CallLog
        init(log: CallLog) { self.log = log }
        func navigationController(_ navigationController: NavigationController, willShow viewController: ViewController,
                                  animated: Bool) {
            log.entries.append("willShow(\(viewController.title ?? "?"))")
        }
        func navigationController(_ navigationController: NavigationController, didShow viewController: ViewController,
                                  animated: Bool) {
            log.entries.append("didShow(\(viewController.title ?? "?"))")
        }
    }

    /// `nav = [A]` shown in a window, with a logging delegate; the log emptied.
    private func shownNavigation(width: Double = 30, height: Double = 6, log: CallLog,
                                 root: LoggingViewController? = nil)
        -> (Application, NavigationController, LoggingViewController, LoggingDelegate) {
        let application = makeApplication(width: width, height: height)
        let a = root ?? LoggingViewController("A", log: log)
        let nav = NavigationController(rootViewController: a)
        nav.title = "nav"
        let delegate = LoggingDelegate(log: log)
        log.retained.append(delegate)
        nav.delegate = delegate
        application.window.rootViewController = nav
        application.window.runLayoutCycle()
        _ = log.take()
        return (application, nav, a, delegate)
    }

    private func logging(_ name: String, _ log: CallLog, onLoad: ((LoggingViewController) -> Void)? = nil) -> LoggingViewController {
        let controller = LoggingViewController(name, log: log, onLoad: onLoad)
        controller.logsContainment = true
        return controller
    }

    private func withoutLayout(_ entries: [String]) -> [String] {
        entries.filter { !$0.hasSuffix(".vwl") && !$0.hasSuffix(".vdls") }
    }

    private func rows(_ window: Window) -> [String] {
        window.canvas.renderedText().split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    }

    @Test func movingToAndFromTheParentIsTrueDuringTheTransition() {
        let log = CallLog()
        let (application, nav, a, _) = shownNavigation(log: log)
        final class Probe: ViewController {
            var seen: [String] = []
            override func viewWillAppear(_ animated: Bool) { seen.append("vwa \(isMovingToParent)") }
            override func viewDidAppear(_ animated: Bool) { seen.append("vda \(isMovingToParent)") }
            override func viewWillDisappear(_ animated: Bool) { seen.append("vwd \(isMovingFromParent)") }
            override func viewDidDisappear(_ animated: Bool) { seen.append("vdd \(isMovingFromParent)") }
        }
        let probe = Probe()
        nav.pushViewController(probe, animated: false)
        application.window.runLayoutCycle()
        #expect(!probe.isMovingToParent)
        #expect(!a.isMovingFromParent)
        nav.popViewController(animated: false)
        application.window.runLayoutCycle()
        #expect(probe.seen == ["vwa true", "vda true", "vwd true", "vdd true"])
        #expect(!probe.isMovingFromParent)
    }

    @Test func theRootAppearsWithTheNavigationController() {
        let log = CallLog()
        let window = Window(size: Size(width: 30, height: 6))
        let nav = NavigationController(rootViewController: LoggingViewController("A", log: log))
        window.rootViewController = nav
        #expect(log.take() == ["A.vdl", "A.vwa"])
        window.runLayoutCycle()
        #expect(withoutLayout(log.take()) == ["A.vda"])
        #expect(nav.topViewController?.view.frame == Rect(x: 0, y: 1, width: 30, height: 5))
    }

    @Test func exNAV1PushAndPopOrder() {
        let log = CallLog()
        let (application, nav, a, _) = shownNavigation(log: log)
        let b = logging("B", log)
        nav.pushViewController(b, animated: false)
        #expect(log.take() == ["B.willMove(nav)", "B.vdl", "A.vwd", "B.vwa", "willShow(B)"])
        application.window.runLayoutCycle()
        #expect(withoutLayout(log.take()) == ["A.vdd", "B.vda", "B.didMove(nav)", "didShow(B)"])
        #expect(nav.viewControllers.map(\.title) == ["A", "B"])
        #expect(b.navigationController === nav)
        #expect(a.view.window == nil)

        let popped = nav.popViewController(animated: false)
        #expect(popped === b)
        #expect(log.take() == ["B.willMove(nil)", "B.vwd", "A.vwa", "willShow(A)"])
        application.window.runLayoutCycle()
        #expect(withoutLayout(log.take()) == ["B.vdd", "A.vda", "B.didMove(nil)", "didShow(A)"])
        #expect(b.parent == nil)
        #expect(nav.children.count == 1)
        // Popping the root returns nil and calls nothing.
        #expect(nav.popViewController(animated: false) == nil)
        application.window.runLayoutCycle()
        #expect(log.take().isEmpty)
    }

    @Test func exNAV2TheBar() {
        let log = CallLog()
        let inbox = LoggingViewController("Inbox", log: log)
        let (application, nav, _, _) = shownNavigation(width: 30, height: 4, log: log, root: inbox)
        #expect(rows(application.window)[0] == "            Inbox")
        let message = LoggingViewController("Message", log: log)
        nav.pushViewController(message, animated: false)
        application.window.runLayoutCycle()
        #expect(rows(application.window)[0] == "‹ Inbox    Message")
        #expect(message.view.frame == Rect(x: 0, y: 1, width: 30, height: 3))
        #expect(application.window.canvas[11, 0].style.attributes.contains(.bold))
        inbox.title = "Very long mailbox name"
        application.window.runLayoutCycle()
        #expect(rows(application.window)[0] == "‹ Back     Message")
        inbox.navigationItem.backButtonTitle = "Mail"
        application.window.runLayoutCycle()
        #expect(rows(application.window)[0] == "‹ Mail     Message")
    }

    @Test func aLongTitleIsCutBetweenTheBackLabelAndTheRightItem() {
        let log = CallLog()
        let (application, nav, _, _) = shownNavigation(width: 24, height: 3, log: log)
        let b = LoggingViewController("A very long title indeed", log: log)
        var pressed = 0
        b.navigationItem.rightBarButtonItem = BarButtonItem(title: "Edit") { _ in pressed += 1 }
        nav.pushViewController(b, animated: false)
        application.window.runLayoutCycle()
        // "‹ A" would touch the title: it becomes "‹ Back", and the title is cut to fit.
        #expect(rows(application.window)[0] == "‹ Back A very … [ Edit ]")
        // The right item is a real button: a click presses it.
        application.send(press(20, 0))
        application.send(release(20, 0))
        #expect(pressed == 1)
    }

    @Test(arguments: [(1.0, 1.0), (2, 2), (5, 1), (0, 0), (500, 200)])
    func anyWindowSizeShowsWhatFits(width: Double, height: Double) {
        let log = CallLog()
        let (application, nav, _, _) = shownNavigation(width: width, height: height, log: log)
        let b = LoggingViewController("Message", log: log)
        b.navigationItem.rightBarButtonItem = BarButtonItem(title: "Edit") { _ in }
        nav.pushViewController(b, animated: false)
        application.window.runLayoutCycle()
        #expect(rows(application.window).allSatisfy { DisplayWidth.of($0) <= Int(width) })
        #expect(b.view.frame.height == Swift.max(height - 1, 0))
    }

    @Test func exNAV3EscPopsAndTheFocusComesBack() {
        let log = CallLog()
        var third: Button?
        let a = LoggingViewController("A", log: log) { a in
            for row in 0..<4 {
                let button = a.view.addFixed(Button(title: "R\(row)"), 0, Double(row), 6, 1)
                if row == 3 { third = button }
            }
        }
        let (application, nav, _, _) = shownNavigation(width: 30, height: 8, log: log, root: a)
        #expect(third?.becomeFirstResponder() == true)
        let b = LoggingViewController("B", log: log) { b in b.view.addFixed(Button(title: "F"), 0, 0, 5, 1) }
        nav.pushViewController(b, animated: false)
        application.window.runLayoutCycle()
        #expect((application.window.firstResponder as? Button)?.title == "F")
        application.send(KeyEvent(.escape))
        application.window.runLayoutCycle()
        #expect(nav.viewControllers.count == 1)
        #expect(application.window.firstResponder === third)
        _ = log.take()
        application.send(KeyEvent(.escape))
        application.window.runLayoutCycle()
        #expect(nav.viewControllers.count == 1)
        #expect(log.take() == ["A.key Escape"])
    }

    @Test func altLeftAndAClickOnTheBackLabelPop() {
        let log = CallLog()
        let (application, nav, _, _) = shownNavigation(log: log)
        nav.pushViewController(LoggingViewController("B", log: log), animated: false)
        nav.pushViewController(LoggingViewController("C", log: log), animated: false)
        application.window.runLayoutCycle()
        application.send(KeyEvent(.left, modifiers: .alternate))
        application.window.runLayoutCycle()
        #expect(nav.topViewController?.title == "B")
        #expect(rows(application.window)[0].hasPrefix("‹ A"))
        // A click right of the label does nothing; on it, pops.
        application.send(press(5, 0))
        application.send(release(5, 0))
        #expect(nav.topViewController?.title == "B")
        application.send(press(1, 0))
        application.send(release(1, 0))
        application.window.runLayoutCycle()
        #expect(nav.topViewController?.title == "A")
        #expect(!rows(application.window)[0].contains("‹"))
    }

    @Test func nothingPopsWhileSomethingIsPresented() {
        let log = CallLog()
        let (application, nav, _, _) = shownNavigation(log: log)
        nav.pushViewController(LoggingViewController("B", log: log), animated: false)
        let full = LoggingViewController("F", log: log)
        full.modalPresentationStyle = .fullScreen
        nav.topViewController?.present(full, animated: false)
        application.window.runLayoutCycle()
        #expect(full.presentingViewController === nav)
        application.send(KeyEvent(.escape))
        application.send(KeyEvent(.left, modifiers: .alternate))
        application.window.runLayoutCycle()
        #expect(nav.viewControllers.count == 2)
    }

    @Test func exNAV4PopToRootAndPushingAControllerAlreadyInTheStack() {
        let log = CallLog()
        let a = logging("A", log)
        let (application, nav, _, _) = shownNavigation(log: log, root: a)
        let b = logging("B", log)
        let c = logging("C", log)
        nav.pushViewController(b, animated: false)
        application.window.runLayoutCycle()
        nav.pushViewController(c, animated: false)
        application.window.runLayoutCycle()
        _ = log.take()
        let popped = nav.popToRootViewController(animated: false)
        #expect(popped?.map(\.title) == ["B", "C"])
        application.window.runLayoutCycle()
        #expect(withoutLayout(log.take()) == [
            "C.willMove(nil)", "B.willMove(nil)", "C.vwd", "A.vwa", "willShow(A)",
            "C.vdd", "A.vda", "C.didMove(nil)", "B.didMove(nil)", "didShow(A)",
        ])
        let messages = capturingDiagnostics { nav.pushViewController(a, animated: false) }
        #expect(messages == ["NavigationController: cannot push A; it is already in the stack"])
        #expect(nav.viewControllers.count == 1)
    }

    @Test func pushingBeforeTheViewLoadsFinishesAtOnce() {
        let log = CallLog()
        let nav = NavigationController(rootViewController: LoggingViewController("A", log: log))
        let b = logging("B", log)
        nav.pushViewController(b, animated: false)
        #expect(log.take() == ["B.willMove(?)", "B.didMove(?)"])
        #expect(!b.isViewLoaded)
        let window = Window(size: Size(width: 20, height: 4))
        window.rootViewController = nav
        #expect(log.take() == ["B.vdl", "B.vwa"])
        window.runLayoutCycle()
        #expect(rows(window)[0].hasPrefix("‹ A"))
    }
}
