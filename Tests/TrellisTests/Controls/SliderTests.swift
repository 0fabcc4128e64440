import Testing
@testable import Trellis

/// `Slider`: the thumb's cell, keys, the mouse with and without continuous events, and
/// values and ranges set in code.
@MainActor
@Suite struct SliderTests {
    private func setUp(width: Double = 21) -> (Application, Slider, ControlEventLog) {
        let application = makeApplication(width: width, height: 1)
        let slider = application.window.addFixed(Slider(), 0, 0, width, 1)
        slider.minimumValue = 0
        slider.maximumValue = 100
        let log = ControlEventLog(slider) { control in
            let value = (control as? Slider)?.value ?? .nan
            return value == value.rounded() ? String(Int(value)) : String(value)
        }
        application.window.runLayoutCycle()
        return (application, slider, log)
    }

    @Test func EX_CTL_2() {
        let (application, slider, log) = setUp()
        slider.value = 50
        slider.becomeFirstResponder()
        application.window.runLayoutCycle()
        #expect(canvasRow(application.window, 0) == "━━━━━━━━━━●──────────")
        sendKeys([KeyEvent(.right)], to: application)
        #expect(slider.value == 55)
        #expect(slider.thumbColumn(width: 21) == 11)
        #expect(canvasRow(application.window, 0) == "━━━━━━━━━━━●─────────")
        #expect(log.take() == ["valueChanged(55)"])
        sendKeys([KeyEvent(.end)], to: application)
        #expect(slider.value == 100)
        #expect(canvasRow(application.window, 0) == "━━━━━━━━━━━━━━━━━━━━●")
        #expect(log.take() == ["valueChanged(100)"])
        sendKeys([KeyEvent(.right)], to: application)
        #expect(log.take().isEmpty)
        #expect(application.window.firstResponder === slider, "the key is kept at the end")
    }

    @Test func EX_CTL_3() {
        let (application, slider, log) = setUp()
        application.send(press(5, 0))
        application.send(drag(15, 0))
        application.send(release(15, 0))
        #expect(log.take() == ["touchDown", "valueChanged(25)", "valueChanged(75)", "touchUpInside"])

        slider.value = 0
        slider.isContinuous = false
        application.send(press(5, 0))
        application.send(drag(15, 0))
        #expect(slider.value == 75, "the value follows the pointer; only the event waits")
        application.send(release(15, 0))
        #expect(log.take() == ["touchDown", "touchUpInside", "valueChanged(75)"])
    }

    @Test func dragsClampAtTheEndsAndIgnoreTheRow() {
        let (application, slider, log) = setUp()
        application.send(press(10, 0))
        application.send(drag(500, 7))
        #expect(slider.value == 100)
        application.send(drag(-30, -4))
        #expect(slider.value == 0)
        application.send(drag(-31, 0))
        application.send(release(-31, 0))
        #expect(log.take() == ["touchDown", "valueChanged(50)", "valueChanged(100)", "valueChanged(0)", "touchUpOutside"])
        slider.isContinuous = false
        application.send(press(0, 0))
        application.send(release(0, 0))
        #expect(log.take() == ["touchDown", "touchUpInside"], "no change, no event")
    }

    @Test func pageKeysHomeAndOtherKeys() {
        let (application, slider, log) = setUp()
        slider.value = 50
        slider.becomeFirstResponder()
        sendKeys([KeyEvent(.pageUp), KeyEvent(.pageDown), KeyEvent(.pageDown), KeyEvent(.left), KeyEvent(.home)],
                 to: application)
        #expect(log.take() == ["valueChanged(60)", "valueChanged(50)", "valueChanged(40)", "valueChanged(35)",
                               "valueChanged(0)"])
        sendKeys([KeyEvent(.up), KeyEvent.character("a")], to: application)
        #expect(log.take().isEmpty)
    }

    @Test func valuesAndRangesInCodeClampSilently() {
        let (_, slider, log) = setUp()
        slider.value = 150
        #expect(slider.value == 100)
        slider.value = 40
        slider.maximumValue = 30
        #expect(slider.value == 30)
        slider.minimumValue = 35
        #expect(slider.value == 35, "an empty range holds the minimum")
        #expect(slider.thumbColumn(width: 21) == 0)
        let messages = capturingDiagnostics { slider.value = .nan }
        #expect(messages == ["Slider: value cannot be NaN; it stays 35.0"])
        #expect(log.take().isEmpty)
    }

    @Test func theStatesShowWithoutColour() {
        let (application, slider, _) = setUp(width: 5)
        slider.value = 50
        application.window.runLayoutCycle()
        let window = application.window
        #expect(canvasRow(window, 0) == "━━●──")
        #expect(window.canvas[0, 0].style.foreground == window.theme.resolve(.tint))
        #expect(window.canvas[3, 0].style.foreground == window.theme.resolve(.systemGray), "the track after the thumb")
        #expect(window.canvas[2, 0].style.attributes == [])
        application.send(press(2, 0))
        window.runLayoutCycle()
        #expect(window.canvas[2, 0].style.attributes == [.bold, .reverse])
        #expect(window.canvas[0, 0].style.attributes == .bold)
        application.send(release(2, 0))
        slider.isEnabled = false
        window.runLayoutCycle()
        #expect((0..<5).allSatisfy { window.canvas[$0, 0].style.attributes == .dim })
    }

    @Test("the thumb at every width", arguments: [(1, "●"), (2, "━●"), (3, "━━●"), (200, String(repeating: "━", count: 199) + "●")])
    func widths(width: Int, expected: String) {
        let window = Window(size: Size(width: Double(width), height: 1))
        let slider = window.addFixed(Slider(), 0, 0, Double(width), 1)
        slider.value = 1
        window.runLayoutCycle()
        #expect(canvasRow(window, 0) == expected)
        #expect(slider.intrinsicContentSize == Size(width: View.noIntrinsicMetric, height: 1))
    }
}
