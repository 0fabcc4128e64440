import Foundation
import Testing
@testable import Trellis

/// `ProgressView.observedProgress`: a Foundation `Progress` followed on the application's
/// clock, its changes on screen within a tenth of a second, and no timer while there is
/// nothing to follow or the bar is out of sight.
@MainActor
@Suite struct ProgressViewObservedProgressTests {
    /// A headless app showing one progress bar, 10 cells wide, on its first row.
    private func launch() -> (HeadlessApp, ProgressView) {
        let controller = ViewController()
        let bar = ProgressView(frame: Rect(x: 0, y: 0, width: 10, height: 1))
        controller.view.addSubview(bar)
        return (HeadlessApp(rootViewController: controller, width: 10, height: 2), bar)
    }

    @Test func changesOfTheTaskShowOnTheAppsClock() {
        let (app, bar) = launch()
        #expect(app.application.nextTimerDeadline == nil, "nothing to follow, no timer")
        let task = Progress(totalUnitCount: 8)
        task.completedUnitCount = 2
        bar.observedProgress = task
        #expect(bar.progress == 0.25, "read at once")
        #expect(app.rows[0] == "██▌░░░░░░░")
        #expect(app.application.nextTimerDeadline != nil)

        task.completedUnitCount = 4
        app.advance(by: 0.05)
        #expect(app.rows[0] == "██▌░░░░░░░", "not before the next reading")
        app.advance(by: 0.05)
        #expect(bar.progress == 0.5)
        #expect(app.rows[0] == "█████░░░░░")

        // A value set by hand shows until the task moves on, as in UIKit.
        bar.progress = 0.1
        app.advance(by: 0.2)
        #expect(app.rows[0] == "█░░░░░░░░░")
        task.completedUnitCount = 6
        app.advance(by: 0.1)
        #expect(app.rows[0] == "███████▌░░")

        // Finished: read a last time, then no more timer.
        task.completedUnitCount = 8
        app.advance(by: 0.1)
        #expect(app.rows[0] == "██████████")
        #expect(app.application.nextTimerDeadline == nil, "a finished task is not polled")
        #expect(app.diagnostics.isEmpty)
    }

    @Test func outOfTheWindowOrHiddenItStopsAndComingBackItReadsAgain() throws {
        let (app, bar) = launch()
        let task = Progress(totalUnitCount: 10)
        bar.observedProgress = task
        let superview = try #require(bar.superview)
        bar.removeFromSuperview()
        #expect(app.application.nextTimerDeadline == nil, "no timer outside a window")
        task.completedUnitCount = 3
        app.advance(by: 1)
        #expect(bar.progress == 0, "not read outside a window")
        superview.addSubview(bar)
        #expect(bar.progress == 0.3, "read on arrival")
        #expect(app.rows[0] == "███░░░░░░░")
        #expect(app.application.nextTimerDeadline != nil)

        bar.isHidden = true
        #expect(app.application.nextTimerDeadline == nil, "no timer while hidden")
        task.completedUnitCount = 5
        app.advance(by: 1)
        #expect(bar.progress == 0.3)
        bar.isHidden = false
        #expect(bar.progress == 0.5, "read when shown again")

        // An ancestor hidden: the timer goes at its next tick, and comes back with the
        // next draw after the ancestor is shown.
        superview.isHidden = true
        app.advance(by: 0.1)
        #expect(app.application.nextTimerDeadline == nil)
        task.completedUnitCount = 7
        superview.isHidden = false
        _ = app.rows
        app.advance(by: 0.1)
        #expect(bar.progress == 0.7)
        #expect(app.rows[0] == "███████░░░")
    }

    @Test func nilStopsFollowingAndKeepsTheBar() {
        let (app, bar) = launch()
        let task = Progress(totalUnitCount: 4)
        task.completedUnitCount = 1
        bar.observedProgress = task
        bar.observedProgress = nil
        #expect(app.application.nextTimerDeadline == nil)
        #expect(bar.progress == 0.25)
        task.completedUnitCount = 3
        app.advance(by: 1)
        #expect(bar.progress == 0.25, "no longer followed")
        #expect(app.rows[0] == "██▌░░░░░░░")

        // Another task replaces the first one: only the new one is followed.
        let first = Progress(totalUnitCount: 2)
        let second = Progress(totalUnitCount: 2)
        bar.observedProgress = first
        bar.observedProgress = second
        first.completedUnitCount = 1
        app.advance(by: 0.1)
        #expect(bar.progress == 0)
        second.completedUnitCount = 2
        app.advance(by: 0.1)
        #expect(bar.progress == 1)
    }
}
