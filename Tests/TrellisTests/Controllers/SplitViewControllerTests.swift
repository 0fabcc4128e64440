import Testing
@testable import Trellis

/// UIKit's `UISplitViewController`, double column: widths, collapsing and expanding with
/// the window, the display modes, the calls' order, and the keys.
@MainActor
@Suite struct SplitViewControllerTests {
    private final class LoggingDelegate: SplitViewControllerDelegate {
        let log: CallLog
        var forcedTop: SplitViewController.Column?
        init(log: CallLog) { self.log = log }
        func splitViewController(_ splitViewController: SplitViewController,
                                 topColumnForCollapsingToProposedTopColumn proposedTopColumn: SplitViewController.Column)
            -> SplitViewController.Column {
            forcedTop ?? proposedTopColumn
        }
        func splitViewControllerDidCollapse(_ splitViewController: SplitViewController) { log.entries.append("didCollapse") }
        func splitViewControllerDidExpand(_ splitViewController: SplitViewController) { log.entries.append("didExpand") }
    }

    private func shownSplit(width: Double = 100, height: Double = 10, log: CallLog,
                            primaryLoad: ((LoggingViewController) -> Void)? = nil,
                            secondaryLoad: ((LoggingViewController) -> Void)? = nil)
        -> (Application, SplitViewController, LoggingViewController, LoggingViewController, LoggingDelegate) {
        let application = makeApplication(width: width, height: height)
        let primary = LoggingViewController("primary", log: log, onLoad: primaryLoad)
        let secondary = LoggingViewController("secondary", log: log, onLoad: secondaryLoad)
        let split = SplitViewController()
        split.setViewController(primary, for: .primary)
        split.setViewController(secondary, for: .secondary)
        let delegate = LoggingDelegate(log: log)
        log.retained.append(delegate)
        split.delegate = delegate
        application.window.rootViewController = split
        application.window.runLayoutCycle()
        _ = log.take()
        return (application, split, primary, secondary, delegate)
    }

    private func withoutLayout(_ entries: [String]) -> [String] {
        entries.filter { !$0.hasSuffix(".vwl") && !$0.hasSuffix(".vdls") }
    }

    private func rows(_ window: Window) -> [String] {
        window.canvas.renderedText().split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    }

    @Test func exSPLIT1Widths() {
        let log = CallLog()
        let (application, split, primary, secondary, _) = shownSplit(log: log)
        #expect(!split.isCollapsed)
        #expect(primary.view.frame == Rect(x: 0, y: 0, width: 30, height: 10))
        #expect(secondary.view.frame == Rect(x: 31, y: 0, width: 69, height: 10))
        #expect(rows(application.window).allSatisfy { $0 == String(repeating: " ", count: 30) + "│" })
        application.window.size = Size(width: 200, height: 10)
        application.window.runLayoutCycle()
        #expect(primary.view.frame.width == 40)
        #expect(secondary.view.frame == Rect(x: 41, y: 0, width: 159, height: 10))
        application.window.size = Size(width: 80, height: 10)
        application.window.runLayoutCycle()
        #expect(primary.view.frame.width == 24)
        #expect(!split.isCollapsed)
    }

    @Test func exSPLIT2CollapseAndExpand() {
        let log = CallLog()
        let (application, split, primary, secondary, _) = shownSplit(log: log)
        application.window.size = Size(width: 60, height: 10)
        application.window.runLayoutCycle()
        #expect(split.isCollapsed)
        #expect(withoutLayout(log.take()) == ["secondary.vwd", "secondary.vdd", "didCollapse"])
        #expect(primary.view.frame == Rect(x: 0, y: 0, width: 60, height: 10))
        #expect(secondary.view.window == nil)
        #expect(rows(application.window).allSatisfy { !$0.contains("│") })
        split.show(.secondary)
        application.window.runLayoutCycle()
        #expect(withoutLayout(log.take()) == ["primary.vwd", "secondary.vwa", "primary.vdd", "secondary.vda"])
        #expect(secondary.view.frame == Rect(x: 0, y: 0, width: 60, height: 10))
        application.window.size = Size(width: 100, height: 10)
        application.window.runLayoutCycle()
        #expect(withoutLayout(log.take()) == ["primary.vwa", "primary.vda", "didExpand"])
        #expect(!split.isCollapsed)
        #expect(primary.view.frame == Rect(x: 0, y: 0, width: 30, height: 10))
        #expect(secondary.view.frame == Rect(x: 31, y: 0, width: 69, height: 10))
        // Collapsing again keeps the secondary, which was shown last.
        application.window.size = Size(width: 60, height: 10)
        application.window.runLayoutCycle()
        #expect(withoutLayout(log.take()) == ["primary.vwd", "primary.vdd", "didCollapse"])
    }

    @Test func exSPLIT3SecondaryOnly() {
        let log = CallLog()
        let (application, split, primary, secondary, _) = shownSplit(log: log)
        split.preferredDisplayMode = .secondaryOnly
        application.window.runLayoutCycle()
        #expect(withoutLayout(log.take()) == ["primary.vwd", "primary.vdd"])
        #expect(secondary.view.frame == Rect(x: 0, y: 0, width: 100, height: 10))
        #expect(split.displayMode == .secondaryOnly)
        #expect(rows(application.window).allSatisfy { !$0.contains("│") })
        split.show(.primary)
        application.window.runLayoutCycle()
        #expect(withoutLayout(log.take()) == ["primary.vwa", "primary.vda"])
        #expect(primary.view.frame == Rect(x: 0, y: 0, width: 30, height: 10))
        #expect(secondary.view.frame == Rect(x: 31, y: 0, width: 69, height: 10))
    }

    @Test func escapeGoesBackToThePrimaryWhileCollapsedAndTheDelegateCanChooseTheColumn() {
        let log = CallLog()
        let (application, split, primary, secondary, delegate) = shownSplit(width: 60, log: log)
        #expect(split.isCollapsed)
        #expect(primary.view.window != nil && secondary.viewIfLoaded?.window == nil)
        split.show(.secondary)
        application.window.runLayoutCycle()
        application.send(KeyEvent(.escape))
        application.window.runLayoutCycle()
        #expect(primary.view.window != nil)
        #expect(secondary.view.window == nil)
        // A second Esc has nowhere to go back to.
        _ = log.take()
        application.send(KeyEvent(.escape))
        application.window.runLayoutCycle()
        #expect(withoutLayout(log.take()).filter { !$0.contains("key") }.isEmpty)
        // Expanded, then collapsed with the delegate choosing the secondary.
        application.window.size = Size(width: 100, height: 10)
        application.window.runLayoutCycle()
        delegate.forcedTop = .secondary
        application.window.size = Size(width: 50, height: 10)
        application.window.runLayoutCycle()
        #expect(secondary.view.window != nil)
        #expect(primary.view.window == nil)
    }

    @Test func f6MovesTheFocusBetweenTheColumns() {
        let log = CallLog()
        let left = Button(title: "Left")
        let right = Button(title: "Right")
        let (application, _, _, _, _) = shownSplit(log: log, primaryLoad: { $0.view.addFixed(left, 0, 0, 8, 1) },
                                                   secondaryLoad: { $0.view.addFixed(right, 0, 0, 9, 1) })
        #expect(application.window.firstResponder === left)
        application.send(KeyEvent(.function(6)))
        #expect(application.window.firstResponder === right)
        application.send(KeyEvent(.function(6)))
        #expect(application.window.firstResponder === left)
        #expect(application.discoverableKeyCommands.map(\.title).contains("Other column"))
    }

    @Test(arguments: [(1.0, 1.0), (3, 2), (79, 3), (80, 3), (1000, 300)])
    func anyWindowSizeLaysOutTheColumns(width: Double, height: Double) {
        let log = CallLog()
        let (application, split, primary, secondary, _) = shownSplit(width: width, height: height, log: log)
        #expect(split.isCollapsed == (width < 80))
        #expect(rows(application.window).count == Int(height))
        if split.isCollapsed {
            #expect(primary.view.frame == Rect(x: 0, y: 0, width: width, height: height))
        } else {
            let expected = Swift.min(Swift.max((width * 0.3).rounded(), 20), 40)
            #expect(primary.view.frame.width == expected)
            #expect(secondary.view.frame.maxX == width)
        }
    }
}
