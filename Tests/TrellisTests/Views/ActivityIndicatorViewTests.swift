import Testing
@testable import Trellis

/// `ActivityIndicatorView`: frames on the application's clock, and a timer only while
/// it animates in sight; with the progress bar of the same worked example.
@MainActor
@Suite struct ActivityIndicatorViewTests {
    private func tick(_ application: Application, _ clock: ManualClock, to time: Double) {
        clock.time = time
        application.fireTimers(at: time)
        application.window.runLayoutCycle()
    }

    @Test func EX_CTL_6() {
        for (progress, reads, row) in [(0.37, 0.37, "███▋░░░░░░"), (1.5, 1, "██████████"), (-0.2, 0, "░░░░░░░░░░")] {
            let window = Window(size: Size(width: 10, height: 1))
            let bar = window.addFixed(ProgressView(), 0, 0, 10, 1)
            bar.progress = progress
            window.runLayoutCycle()
            #expect(bar.progress == reads)
            #expect(canvasRow(window, 0) == row)
        }

        let clock = ManualClock()
        let application = makeApplication(width: 1, height: 1, clock: clock)
        let spinner = application.window.addFixed(ActivityIndicatorView(), 0, 0, 1, 1)
        application.window.runLayoutCycle()
        #expect(spinner.isHidden)
        #expect(canvasRow(application.window, 0) == " ")
        spinner.startAnimating()
        application.window.runLayoutCycle()
        #expect(canvasRow(application.window, 0) == "⠋")
        tick(application, clock, to: 0.1)
        #expect(canvasRow(application.window, 0) == "⠙")
        tick(application, clock, to: 1.0)
        #expect(canvasRow(application.window, 0) == "⠋")
        spinner.stopAnimating()
        application.window.runLayoutCycle()
        #expect(canvasRow(application.window, 0) == " ")
        #expect(application.nextTimerDeadline == nil)
    }

    @Test func framesFollowTheClockNotTheTicks() {
        let clock = ManualClock()
        let application = makeApplication(width: 3, height: 3, clock: clock)
        let spinner = application.window.addFixed(ActivityIndicatorView(), 0, 0, 3, 3)
        spinner.hidesWhenStopped = false
        spinner.color = .cyan
        application.window.runLayoutCycle()
        #expect(application.window.canvas.renderedText() == "\n ⠋\n", "stopped and shown, the first frame")
        spinner.startAnimating()
        tick(application, clock, to: 0.35)
        #expect(application.window.canvas.renderedText() == "\n ⠸\n")
        #expect(application.window.canvas[1, 1].style.foreground == .cyan)
        spinner.stopAnimating()
        application.window.runLayoutCycle()
        #expect(application.window.canvas.renderedText() == "\n ⠋\n")
        #expect(spinner.intrinsicContentSize == Size(width: 1, height: 1))
    }

    @Test func noTimerOutOfTheWindowOrOutOfSight() {
        let clock = ManualClock()
        let application = makeApplication(width: 4, height: 1, clock: clock)
        let holder = application.window.addFixed(View(), 0, 0, 4, 1)
        let spinner = ActivityIndicatorView(frame: Rect(x: 0, y: 0, width: 1, height: 1))
        spinner.startAnimating()
        #expect(application.nextTimerDeadline == nil, "not in a window yet")
        holder.addSubview(spinner)
        #expect(application.nextTimerDeadline != nil)
        spinner.isHidden = true
        #expect(application.nextTimerDeadline == nil, "hiding the spinner ends the timer")
        spinner.isHidden = false
        #expect(application.nextTimerDeadline != nil)
        holder.isHidden = true
        tick(application, clock, to: 0.1)
        #expect(application.nextTimerDeadline == nil, "under a hidden ancestor, the next tick lets it go")
        holder.isHidden = false
        application.window.runLayoutCycle()
        #expect(application.nextTimerDeadline != nil, "drawn again, it turns again")
        spinner.removeFromSuperview()
        #expect(application.nextTimerDeadline == nil)
        #expect(spinner.isAnimating)
    }
}
