import Testing
@testable import Trellis

/// UIKit's navigation toolbar: hidden by default, the top controller's items on the last
/// row when shown, following pushes and pops, pressed by click and key.
@MainActor
@Suite struct NavigationToolbarTests {
    private func rows(_ window: Window) -> [String] {
        window.canvas.renderedText().split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    }

    private func shown(width: Double = 30, height: Double = 6, root: ViewController) -> (Application, NavigationController) {
        let application = makeApplication(width: width, height: height)
        let nav = NavigationController(rootViewController: root)
        application.window.rootViewController = nav
        application.window.runLayoutCycle()
        return (application, nav)
    }

    @Test func theToolbarIsHiddenUntilShownAndShowsTheTopControllersItems() {
        var pressed: [String] = []
        let a = ViewController()
        a.title = "Inbox"
        a.toolbarItems = ["Compose", "Refresh"].map { title in BarButtonItem(title: title) { pressed.append($0.title) } }
        let (application, nav) = shown(root: a)
        #expect(nav.isToolbarHidden)
        #expect(a.view.frame == Rect(x: 0, y: 1, width: 30, height: 5))
        #expect(rows(application.window)[5] == "")
        nav.setToolbarHidden(false, animated: false)
        application.window.runLayoutCycle()
        #expect(a.view.frame == Rect(x: 0, y: 1, width: 30, height: 4))
        #expect(rows(application.window)[5] == "[ Compose ]  [ Refresh ]")
        // The focus starts in the content, not on the toolbar.
        #expect(application.window.firstResponder == nil)
        application.send(press(15, 5))
        application.send(release(15, 5))
        #expect(pressed == ["Refresh"])

        let b = ViewController()
        b.title = "Message"
        b.setToolbarItems([BarButtonItem(title: "Reply") { pressed.append($0.title) }], animated: false)
        nav.pushViewController(b, animated: false)
        application.window.runLayoutCycle()
        #expect(rows(application.window)[5] == "[ Reply ]")
        #expect(b.view.frame == Rect(x: 0, y: 1, width: 30, height: 4))
        b.toolbarItems = nil
        application.window.runLayoutCycle()
        #expect(rows(application.window)[5] == "")
        nav.popViewController(animated: false)
        application.window.runLayoutCycle()
        #expect(rows(application.window)[5] == "[ Compose ]  [ Refresh ]")
        nav.isToolbarHidden = true
        application.window.runLayoutCycle()
        #expect(rows(application.window)[5] == "")
        #expect(a.view.frame == Rect(x: 0, y: 1, width: 30, height: 5))
    }

    @Test func tabReachesTheToolbarAndEnterPressesIt() {
        var pressed = 0
        let a = ViewController()
        a.toolbarItems = [BarButtonItem(title: "Go") { _ in pressed += 1 }]
        let (application, nav) = shown(root: a)
        nav.setToolbarHidden(false, animated: false)
        application.window.runLayoutCycle()
        application.send(KeyEvent(.tab))
        #expect((application.window.firstResponder as? Button)?.title == "Go")
        application.send(KeyEvent(.enter))
        #expect(pressed == 1)
    }

    @Test(arguments: [(1.0, 1.0), (2, 2), (8, 3), (0, 0), (500, 200)])
    func anyWindowSizeKeepsTheFramesInside(width: Double, height: Double) {
        let a = ViewController()
        a.toolbarItems = [BarButtonItem(title: "Compose") { _ in }, BarButtonItem(title: "Refresh") { _ in }]
        let (application, nav) = shown(width: width, height: height, root: a)
        nav.setToolbarHidden(false, animated: false)
        application.window.runLayoutCycle()
        #expect(a.view.frame.height >= 0)
        #expect(a.view.frame.maxY <= Swift.max(height, 1))
        #expect(rows(application.window).allSatisfy { DisplayWidth.of($0) <= Int(width) })
        if height >= 3 { #expect(a.view.frame.height == height - 2) }
        if width >= 24, height >= 3 { #expect(rows(application.window)[Int(height) - 1] == "[ Compose ]  [ Refresh ]") }
    }
}
