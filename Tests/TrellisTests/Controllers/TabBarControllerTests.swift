import Testing
@testable import Trellis

/// UIKit's `UITabBarController`: the bar as text, switching by key, click and code, the
/// order of the calls, the delegate, and each tab keeping its state and focus.
@MainActor
@Suite struct TabBarControllerTests {
    private final class LoggingDelegate: TabBarControllerDelegate {
        let log: CallLog
        var refused: Set<String> = []
        init(log: CallLog) { self.log = log }
        func tabBarController(_ tabBarController: TabBarController, shouldSelect viewController: ViewController) -> Bool {
            log.entries.append("shouldSelect(\(viewController.title ?? "?"))")
            return !refused.contains(viewController.title ?? "")
        }
        func tabBarController(_ tabBarController: TabBarController, didSelect viewController: ViewController) {
            log.entries.append("didSelect(\(viewController.title ?? "?"))")
        }
    }

    /// Tabs A, B, C (titled Home, Search, Settings unless named) shown in a window.
    private func shownTabs(width: Double = 30, height: Double = 5, log: CallLog,
                           tabs: [ViewController]? = nil) -> (Application, TabBarController, LoggingDelegate) {
        let application = makeApplication(width: width, height: height)
        let controllers = tabs ?? ["A", "B", "C"].map { LoggingViewController($0, log: log) }
        let tabBarController = TabBarController()
        tabBarController.viewControllers = controllers
        let delegate = LoggingDelegate(log: log)
        log.retained.append(delegate)
        tabBarController.delegate = delegate
        application.window.rootViewController = tabBarController
        application.window.runLayoutCycle()
        _ = log.take()
        return (application, tabBarController, delegate)
    }

    private func withoutLayout(_ entries: [String]) -> [String] {
        entries.filter { !$0.hasSuffix(".vwl") && !$0.hasSuffix(".vdls") }
    }

    private func rows(_ window: Window) -> [String] {
        window.canvas.renderedText().split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    }

    @Test func exTAB1TheBar() {
        let log = CallLog()
        let tabs = ["Home", "Search", "Settings"].map { LoggingViewController($0, log: log) }
        let (application, tabBarController, _) = shownTabs(log: log, tabs: tabs)
        #expect(rows(application.window)[4] == "   Home     Search   Settings")
        #expect((0..<3).map { TabBar.span(of: $0, count: 3, width: 30) } == [0..<10, 10..<20, 20..<30])
        #expect(tabs[0].view.frame == Rect(x: 0, y: 0, width: 30, height: 4))
        // The selected item is reverse video across its span, the others are not.
        let canvas = application.window.canvas
        #expect((0..<10).allSatisfy { canvas[$0, 4].style.attributes.contains(.reverse) })
        #expect(!canvas[10, 4].style.attributes.contains(.reverse))
        // Only the selected tab's view is loaded.
        #expect(!tabs[1].isViewLoaded && !tabs[2].isViewLoaded)
        tabs[1].tabBarItem.badgeValue = "3"
        tabBarController.selectedIndex = 2
        application.window.runLayoutCycle()
        #expect(rows(application.window)[4] == "   Home   Search(3)  Settings")
        #expect((20..<30).allSatisfy { application.window.canvas[$0, 4].style.attributes.contains(.reverse) })
    }

    @Test func exTAB2Switching() {
        let log = CallLog()
        let (application, tabBarController, delegate) = shownTabs(log: log)
        application.send(KeyEvent(.character("2"), modifiers: .alternate))
        application.window.runLayoutCycle()
        #expect(withoutLayout(log.take()) == ["shouldSelect(B)", "B.vdl", "A.vwd", "B.vwa", "A.vdd", "B.vda", "didSelect(B)"])
        tabBarController.selectedIndex = 2
        application.window.runLayoutCycle()
        #expect(withoutLayout(log.take()) == ["C.vdl", "B.vwd", "C.vwa", "B.vdd", "C.vda"])
        delegate.refused = ["A"]
        application.send(KeyEvent(.character("1"), modifiers: .alternate))
        application.window.runLayoutCycle()
        #expect(log.take() == ["shouldSelect(A)"])
        #expect(tabBarController.selectedIndex == 2)
    }

    @Test func exTAB3ReselectPopsToTheRoot() {
        let log = CallLog()
        let root = LoggingViewController("R", log: log)
        let nav = NavigationController(rootViewController: root)
        nav.title = "nav"
        let (application, tabBarController, _) = shownTabs(log: log, tabs: [nav, LoggingViewController("B", log: log)])
        nav.pushViewController(LoggingViewController("S", log: log), animated: false)
        nav.pushViewController(LoggingViewController("T", log: log), animated: false)
        application.window.runLayoutCycle()
        _ = log.take()
        application.send(press(3, 4))
        application.send(release(3, 4))
        #expect(log.take().filter { $0.contains("Select") } == ["shouldSelect(nav)"])
        #expect(nav.viewControllers.map(\.title) == ["R"])
        application.window.runLayoutCycle()
        #expect(log.take().filter { $0.contains("Select") } == ["didSelect(nav)"])
        #expect(tabBarController.selectedIndex == 0)
    }

    @Test func controlPageKeysWrapAndAClickSelects() {
        let log = CallLog()
        let (application, tabBarController, _) = shownTabs(log: log)
        application.send(KeyEvent(.pageUp, modifiers: .control))
        #expect(tabBarController.selectedIndex == 2)
        application.send(KeyEvent(.pageDown, modifiers: .control))
        #expect(tabBarController.selectedIndex == 0)
        application.window.runLayoutCycle()
        application.send(press(15, 4))
        application.send(release(15, 4))
        application.window.runLayoutCycle()
        #expect(tabBarController.selectedIndex == 1)
        #expect(tabBarController.selectedViewController?.title == "B")
        #expect(application.discoverableKeyCommands.map(\.title).contains("Next tab"))
        #expect(!application.discoverableKeyCommands.map(\.title).contains("A"))
    }

    @Test func eachTabKeepsItsStateAndFocus() {
        let log = CallLog()
        let first = Button(title: "One")
        let second = Button(title: "Two")
        let a = LoggingViewController("A", log: log) { controller in
            controller.view.addFixed(Button(title: "Zero"), 0, 0, 8, 1)
            controller.view.addFixed(first, 0, 1, 8, 1)
        }
        let field = TextField()
        let b = LoggingViewController("B", log: log) { controller in
            controller.view.addFixed(field, 0, 0, 10, 1)
            controller.view.addFixed(second, 0, 1, 8, 1)
        }
        let (application, tabBarController, _) = shownTabs(log: log, tabs: [a, b])
        application.send(KeyEvent(.tab))
        #expect(application.window.firstResponder === first)
        tabBarController.selectedIndex = 1
        application.window.runLayoutCycle()
        #expect(application.window.firstResponder === field)
        for character in "hi" { application.send(.character(character)) }
        application.send(KeyEvent(.tab))
        #expect(application.window.firstResponder === second)
        application.send(KeyEvent(.character("1"), modifiers: .alternate))
        application.window.runLayoutCycle()
        #expect(application.window.firstResponder === first)
        application.send(KeyEvent(.character("2"), modifiers: .alternate))
        application.window.runLayoutCycle()
        #expect(application.window.firstResponder === second)
        #expect(field.text == "hi")
        #expect(b.parent === tabBarController && a.parent === tabBarController)
        #expect(a.tabBarController === tabBarController)
    }

    @Test(arguments: [(1.0, 1.0), (2, 2), (7, 3), (30, 5), (400, 150)])
    func anyWindowSizeShowsWhatFits(width: Double, height: Double) {
        let log = CallLog()
        let tabs = ["Home", "Search", "Settings"].map { LoggingViewController($0, log: log) }
        let (application, _, _) = shownTabs(width: width, height: height, log: log, tabs: tabs)
        let shown = rows(application.window)
        #expect(shown.count == Int(height))
        #expect(tabs[0].view.frame == Rect(x: 0, y: 0, width: width, height: height - 1))
        let bar = shown[Int(height) - 1]
        #expect(DisplayWidth.of(bar) <= Int(width))
        if width >= 30 { #expect(bar.contains("Home") && bar.contains("Search") && bar.contains("Settings")) }
        if width == 7 { #expect(bar == "H…Se…S…") }
    }
}
