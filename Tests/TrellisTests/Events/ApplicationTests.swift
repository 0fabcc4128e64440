import Testing
@testable import Trellis

/// `Application`: quitting, timers on an injected clock, and the animation clock.
@MainActor
@Suite struct ApplicationTests {
    // MARK: - Quitting

    @Test func controlCQuitsWhenNobodyTakesIt() {
        let application = makeApplication()
        let view = application.window.addFixed(RecordingView(), 0, 0, 5, 1)
        view.becomeFirstResponder()
        application.send(KeyEvent.character("c"))
        #expect(!application.isQuitRequested)
        application.send(KeyEvent.control("c"))
        #expect(application.isQuitRequested)
        #expect(view.log == ["key c", "key Ctrl-C"])
    }

    /// Ctrl-C is an interrupt (the terminal backend ends the process with status 130); a
    /// quit in code is not.
    @Test func controlCQuitsAsAnInterruptAndQuitDoesNot() {
        let application = makeApplication()
        application.quit()
        #expect(application.isQuitRequested && !application.isInterrupted)
        let interrupted = makeApplication()
        let field = interrupted.window.addFixed(TextField(), 0, 0, 5, 1)
        field.becomeFirstResponder()
        interrupted.send(KeyEvent.control("c"))
        #expect(interrupted.isQuitRequested && interrupted.isInterrupted)
        let byHand = makeApplication()
        byHand.interrupt()
        #expect(byHand.isQuitRequested && byHand.isInterrupted)
    }

    @Test func aResponderThatHandlesControlCKeepsTheApplicationRunning() {
        let application = makeApplication()
        let view = application.window.addFixed(RecordingView(), 0, 0, 5, 1)
        view.consumedKeys = [KeyEvent.control("c")]
        view.becomeFirstResponder()
        application.send(KeyEvent.control("c"))
        #expect(!application.isQuitRequested)
        #expect(view.log == ["key Ctrl-C"])
    }

    @Test func controlCCanBeTurnedOff() {
        let application = makeApplication()
        application.quitsOnControlC = false
        application.send(KeyEvent.control("c"))
        #expect(!application.isQuitRequested)
        application.quit()
        #expect(application.isQuitRequested)
    }

    @Test func keysNobodyTakesReachTheUnhandledKeyHandler() {
        let application = makeApplication()
        let view = application.window.addFixed(RecordingView(), 0, 0, 5, 1)
        view.consumedKeys = [KeyEvent.character("x")]
        view.becomeFirstResponder()
        var unhandled: [KeyEvent] = []
        application.unhandledKeyHandler = { unhandled.append($0) }
        application.send(KeyEvent.character("x"))  // taken by the view
        application.send(KeyEvent(.tab))  // taken by the application: focus
        application.send(KeyEvent.control("l"))
        application.send(KeyEvent.control("z"))
        #expect(unhandled == [KeyEvent.control("l"), KeyEvent.control("z")])
        application.quitsOnControlC = false
        application.send(KeyEvent.control("c"))
        #expect(unhandled.last == KeyEvent.control("c"))
    }

    @Test func theApplicationIsTheWindowsNextResponder() {
        let application = makeApplication()
        #expect(application.window.application === application)
        #expect(application.window.next === application)
        #expect(application.next == nil)
    }

    // MARK: - Timers

    @Test func timersFireInDeadlineOrderOnceDue() {
        let clock = ManualClock()
        clock.time = 100
        let application = makeApplication(clock: clock)
        var fired: [String] = []
        application.scheduleTimer(after: 3, repeats: false) { _ in fired.append("3") }
        application.scheduleTimer(after: 1, repeats: false) { _ in fired.append("1") }
        application.scheduleTimer(after: 2, repeats: false) { _ in fired.append("2a") }
        application.scheduleTimer(after: 2, repeats: false) { _ in fired.append("2b") }
        #expect(application.nextTimerDeadline == 101)

        application.fireTimers(at: 100.5)
        #expect(fired.isEmpty)
        application.fireTimers(at: 102)
        #expect(fired == ["1", "2a", "2b"])
        #expect(application.nextTimerDeadline == 103)
        application.fireTimers(at: 110)
        #expect(fired == ["1", "2a", "2b", "3"])
        #expect(application.nextTimerDeadline == nil, "idle: nothing to wake up for")
    }

    @Test func aRepeatingTimerReschedulesFromItsDeadlineSkippingMissedTicks() {
        let clock = ManualClock()
        let application = makeApplication(clock: clock)
        var count = 0
        let timer = application.scheduleTimer(after: 1, repeats: true) { _ in count += 1 }
        #expect(timer.interval == 1)
        application.fireTimers(at: 1.25)
        #expect(count == 1)
        #expect(application.nextTimerDeadline == 2, "from the deadline, not from when it ran")
        application.fireTimers(at: 5.5)
        #expect(count == 2, "three missed ticks fire once, not in a burst")
        #expect(application.nextTimerDeadline == 6)
        application.fireTimers(at: 6)
        #expect(count == 3)
        #expect(application.nextTimerDeadline == 7)
        #expect(timer.isValid)
    }

    @Test func invalidatedTimersNeverFire() {
        let clock = ManualClock()
        let application = makeApplication(clock: clock)
        var fired: [String] = []
        let once = application.scheduleTimer(after: 1, repeats: false) { _ in fired.append("once") }
        application.scheduleTimer(after: 2, repeats: true) { timer in
            fired.append("repeat")
            timer.invalidate()
        }
        once.invalidate()
        #expect(!once.isValid)
        #expect(application.nextTimerDeadline == 2)
        application.fireTimers(at: 10)
        application.fireTimers(at: 20)
        #expect(fired == ["repeat"], "a repeating timer can stop itself")
        #expect(application.nextTimerDeadline == nil)
    }

    @Test func aTimerCanInvalidateAnotherDueAtTheSameTime() {
        let application = makeApplication()
        var fired: [String] = []
        var second: ApplicationTimer?
        application.scheduleTimer(after: 1, repeats: false) { _ in
            fired.append("first")
            second?.invalidate()
        }
        second = application.scheduleTimer(after: 1, repeats: false) { _ in fired.append("second") }
        application.fireTimers(at: 1)
        #expect(fired == ["first"])
    }

    @Test func aTimerScheduledByAHandlerWaitsForTheNextCall() {
        let clock = ManualClock()
        let application = makeApplication(clock: clock)
        var fired: [String] = []
        application.scheduleTimer(after: 1, repeats: false) { _ in
            fired.append("outer")
            application.scheduleTimer(after: 0, repeats: false) { timer in
                fired.append("inner")
                #expect(!timer.isValid, "a one-shot timer is spent while it runs")
            }
        }
        clock.time = 1
        application.fireTimers(at: 1)
        #expect(fired == ["outer"])
        #expect(application.nextTimerDeadline == 1.0001)
        application.fireTimers(at: 2)
        #expect(fired == ["outer", "inner"])
    }

    @Test func nonRepeatingTimersAreSpentAfterFiring() {
        let application = makeApplication()
        let timer = application.scheduleTimer(after: 1, repeats: false) { _ in }
        #expect(timer.isValid)
        application.fireTimers(at: 1)
        #expect(!timer.isValid)
    }

    // MARK: - Animation frames

    @Test func animationFramesAreDueOnlyWhileAnimating() {
        let clock = ManualClock()
        clock.time = 50
        let application = makeApplication(width: 20, height: 5, clock: clock)
        let view = application.window.addFixed(View(), 0, 0, 2, 1)
        application.window.runLayoutCycle()
        #expect(application.nextTimerDeadline == nil)

        View.animate(withDuration: 0.5) { view.frame = Rect(x: 10, y: 0, width: 2, height: 1) }
        #expect(application.window.hasRunningAnimations)
        #expect(application.nextTimerDeadline == 50, "the first frame is due at once")
        application.fireTimers(at: 50)
        #expect(view.frame.minX == 0, "the first frame only starts the clock")
        #expect(application.nextTimerDeadline == 50 + Application.animationFrameInterval)

        application.fireTimers(at: 50.25)
        #expect(view.frame.minX == 5, "halfway after 0.25 s of 0.5 s")
        #expect(application.nextTimerDeadline == 50.25 + Application.animationFrameInterval)
        application.fireTimers(at: 51)
        #expect(view.frame.minX == 10)
        #expect(!application.window.hasRunningAnimations)
        #expect(application.nextTimerDeadline == nil)
    }

    @Test func aLaterAnimationDoesNotInheritTheOldClock() {
        let clock = ManualClock()
        let application = makeApplication(width: 20, height: 5, clock: clock)
        let view = application.window.addFixed(View(), 0, 0, 2, 1)
        application.window.runLayoutCycle()
        View.animate(withDuration: 1) { view.frame.origin.x = 4 }
        application.fireTimers(at: 0)
        application.fireTimers(at: 2)
        #expect(view.frame.minX == 4)

        clock.time = 100
        View.animate(withDuration: 1) { view.frame.origin.x = 0 }
        application.fireTimers(at: 100)
        application.fireTimers(at: 100.5)
        #expect(view.frame.minX == 2, "half of the new animation, not its end")
    }

    @Test func animationAndTimerDeadlinesCombine() {
        let clock = ManualClock()
        let application = makeApplication(width: 20, height: 5, clock: clock)
        let view = application.window.addFixed(View(), 0, 0, 2, 1)
        application.window.runLayoutCycle()
        application.scheduleTimer(after: 0.01, repeats: false) { _ in }
        View.animate(withDuration: 1) { view.frame.origin.x = 4 }
        application.fireTimers(at: 0)
        #expect(application.nextTimerDeadline == 0.01)
        application.fireTimers(at: 0.01)
        #expect(application.nextTimerDeadline == 0.01 + Application.animationFrameInterval)
    }

    @Test func theDefaultClockIsMonotonic() {
        let application = Application(window: Window(size: Size(width: 1, height: 1)))
        let first = application.now()
        let second = application.now()
        #expect(first >= 0)
        #expect(second >= first)
    }
}
