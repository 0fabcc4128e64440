import Testing
@testable import Trellis

/// `Stepper`: the dim ends, keys, wrapping, presses that repeat on the app clock, and
/// refused settings.
@MainActor
@Suite struct StepperTests {
    private func setUp(clock: ManualClock = ManualClock()) -> (Application, Stepper, ControlEventLog) {
        let application = makeApplication(width: 7, height: 1, clock: clock)
        let stepper = application.window.addFixed(Stepper(), 0, 0, 5, 1)
        let log = ControlEventLog(stepper) { "\(Int(($0 as? Stepper)?.value ?? -1))" }
        application.window.runLayoutCycle()
        return (application, stepper, log)
    }

    @Test func EX_CTL_4() {
        let (application, stepper, log) = setUp()
        stepper.maximumValue = 3
        application.window.runLayoutCycle()
        let window = application.window
        #expect(canvasRow(window, 0) == "[-|+]  ")
        #expect(window.canvas[1, 0].style.attributes == .dim)
        #expect(window.canvas[3, 0].style.attributes == [])
        stepper.becomeFirstResponder()
        sendKeys(Array(repeating: KeyEvent(.right), count: 4), to: application)
        #expect(log.take() == ["valueChanged(1)", "valueChanged(2)", "valueChanged(3)"])
        #expect(canvasRow(window, 0) == "<-|+>  ")
        #expect(window.canvas[3, 0].style.attributes.contains(.dim))
        #expect(!window.canvas[1, 0].style.attributes.contains(.dim))
        stepper.wraps = true
        sendKeys([KeyEvent(.right)], to: application)
        #expect(stepper.value == 0)
        #expect(log.take() == ["valueChanged(0)"])
        #expect(!window.canvas[1, 0].style.attributes.contains(.dim), "nothing is dim when it wraps")
        sendKeys([KeyEvent(.left)], to: application)
        #expect(log.take() == ["valueChanged(3)"])
    }

    @Test func theOtherKeys() {
        let (application, stepper, log) = setUp()
        stepper.becomeFirstResponder()
        stepper.stepValue = 2.5
        sendKeys([.character("+"), .character("="), .character("-"), KeyEvent(.left), KeyEvent(.left)], to: application)
        #expect(log.take() == ["valueChanged(2)", "valueChanged(5)", "valueChanged(2)", "valueChanged(0)"])
        sendKeys([KeyEvent(.up), .character("x")], to: application)
        #expect(log.take().isEmpty)
    }

    @Test func aHeldPressRepeatsOnTheApplicationClock() {
        let clock = ManualClock()
        let (application, stepper, log) = setUp(clock: clock)
        application.send(press(3, 0))
        #expect(stepper.value == 1, "the press steps at once")
        application.window.runLayoutCycle()
        #expect(application.window.canvas[3, 0].style.attributes.contains(.reverse))
        for time in [0.4, 0.5, 0.65, 0.75] {
            clock.time = time
            application.fireTimers(at: time)
        }
        #expect(stepper.value == 4)
        application.send(release(3, 0))
        #expect(application.nextTimerDeadline == nil, "the release ends the repeat")
        #expect(log.take() == ["touchDown", "valueChanged(1)", "valueChanged(2)", "valueChanged(3)", "valueChanged(4)",
                               "touchUpInside"])
        application.send(press(1, 0))
        application.send(release(1, 0))
        #expect(stepper.value == 3)
        application.send(press(2, 0))
        application.send(release(2, 0))
        #expect(stepper.value == 3, "the bar between the halves does nothing")
    }

    @Test func withoutAutorepeatOrContinuity() {
        let clock = ManualClock()
        let (application, stepper, log) = setUp(clock: clock)
        stepper.autorepeat = false
        application.send(press(3, 0))
        #expect(application.nextTimerDeadline == nil)
        application.send(release(3, 0))
        stepper.autorepeat = true
        stepper.isContinuous = false
        application.send(press(3, 0))
        clock.time = 0.5
        application.fireTimers(at: 0.5)
        application.send(release(3, 0))
        #expect(stepper.value == 3)
        #expect(log.take() == ["touchDown", "valueChanged(1)", "touchUpInside", "touchDown", "touchUpInside",
                               "valueChanged(3)"])
    }

    @Test func disablingOrRemovingDuringAPressStopsTheRepeat() {
        let clock = ManualClock()
        let (application, stepper, _) = setUp(clock: clock)
        application.send(press(3, 0))
        stepper.isEnabled = false
        #expect(application.nextTimerDeadline == nil)
        stepper.isEnabled = true
        application.send(press(3, 0))
        stepper.removeFromSuperview()
        #expect(application.nextTimerDeadline == nil)
    }

    @Test func badSettingsAreLoggedAndRefused() {
        let stepper = Stepper()
        stepper.value = 40
        let messages = capturingDiagnostics {
            stepper.stepValue = 0
            stepper.minimumValue = 100
            stepper.maximumValue = -1
            stepper.value = .nan
        }
        #expect(messages.count == 4)
        #expect(messages.first == "Stepper: stepValue 0.0 must be greater than 0; it stays 1.0")
        #expect(stepper.stepValue == 1 && stepper.minimumValue == 0 && stepper.maximumValue == 100)
        stepper.maximumValue = 20
        #expect(stepper.value == 20, "a new range clamps the value")
        #expect(stepper.intrinsicContentSize == Size(width: 5, height: 1))
        #expect(stepper.contentHuggingPriority(for: .horizontal) == .defaultHigh)
    }

    @Test("drawn at every size", arguments: [(1, "["), (3, "[-|"), (5, "[-|+]"), (120, "[-|+]")])
    func sizes(width: Int, expected: String) {
        let window = Window(size: Size(width: Double(width), height: 3))
        window.addFixed(Stepper(), 0, 0, Double(width), 3)
        window.runLayoutCycle()
        #expect(window.canvas.renderedText() == "\n\(expected)\n")
    }
}
