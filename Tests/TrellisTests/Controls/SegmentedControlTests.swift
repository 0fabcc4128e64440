import Testing
@testable import Trellis

/// `SegmentedControl`: widths at and away from the intrinsic size, keys, clicks,
/// disabled and momentary segments.
@MainActor
@Suite struct SegmentedControlTests {
    private func setUp(width: Double = 25, items: [String] = ["One", "Two", "Three"])
        -> (Application, SegmentedControl, ControlEventLog) {
        let application = makeApplication(width: width, height: 1)
        let control = application.window.addFixed(SegmentedControl(items: items), 0, 0, width, 1)
        let log = ControlEventLog(control) { "\(($0 as? SegmentedControl)?.selectedSegmentIndex ?? -9)" }
        application.window.runLayoutCycle()
        return (application, control, log)
    }

    private func spans(_ control: SegmentedControl, _ width: Int) -> [String] {
        control.segmentSpans(width: width).map { "\($0.start)-\($0.start + $0.width - 1)" }
    }

    @Test func EX_CTL_5() {
        let (application, control, log) = setUp()
        #expect(control.intrinsicContentSize == Size(width: 25, height: 1))
        #expect(canvasRow(application.window, 0) == "[  One  |  Two  | Three ]")
        #expect(spans(control, 25) == ["1-7", "9-15", "17-23"])
        clickAt(application, 10, 0)
        #expect(control.selectedSegmentIndex == 1)
        #expect(log.take() == ["touchDown", "touchUpInside", "valueChanged(1)"])
        control.becomeFirstResponder()
        sendKeys([KeyEvent(.left)], to: application)
        #expect(log.take() == ["valueChanged(0)"])
        sendKeys([KeyEvent(.left)], to: application)
        #expect(log.take().isEmpty)
        control.selectedSegmentIndex = 2
        #expect(log.take().isEmpty)
        application.window.runLayoutCycle()
        #expect(canvasRow(application.window, 0) == "<  One  |  Two  | Three >")
        #expect((17...23).allSatisfy { application.window.canvas[$0, 0].style.attributes == .reverse })
        #expect(application.window.canvas[17, 0].style.foreground == application.window.theme.resolve(.tint))
        #expect(application.window.canvas[0, 0].style.attributes == .bold)
    }

    @Test("other widths share the inner width", arguments: [
        (30, "[   One   |  Two   |  Three  ]"),
        (10, "[O…|T…|T…]"),
        (5, "[|…|]"),
        (1, "["),
    ])
    func widths(width: Int, expected: String) {
        let (application, _, _) = setUp(width: Double(width))
        #expect(canvasRow(application.window, 0) == expected)
    }

    @Test func aHugeWidthKeepsTheBracketsAtTheEdges() {
        let (application, control, _) = setUp(width: 301)
        let row = canvasRow(application.window, 0)
        #expect(row.first == "[" && row.last == "]")
        #expect(spans(control, 301) == ["1-99", "101-199", "201-299"])
    }

    @Test func apportionedWidthsFollowTheTitles() {
        let (application, control, _) = setUp(width: 21)
        control.apportionsSegmentWidthsByContent = true
        #expect(control.intrinsicContentSize == Size(width: 21, height: 1))
        application.window.runLayoutCycle()
        #expect(canvasRow(application.window, 0) == "[ One | Two | Three ]")
    }

    @Test func disabledSegmentsAreDimAndSkipped() {
        let (application, control, log) = setUp()
        control.setEnabled(false, forSegmentAt: 1)
        application.window.runLayoutCycle()
        #expect(application.window.canvas[11, 0].style.attributes == .dim)
        clickAt(application, 10, 0)
        #expect(control.selectedSegmentIndex == SegmentedControl.noSegment)
        #expect(log.take() == ["touchDown", "touchUpInside"])
        control.becomeFirstResponder()
        sendKeys([KeyEvent(.right), KeyEvent(.right), KeyEvent(.right)], to: application)
        #expect(log.take() == ["valueChanged(0)", "valueChanged(2)"])
    }

    @Test func momentarySegmentsHighlightWhilePressedOnly() {
        let (application, control, log) = setUp()
        control.isMomentary = true
        application.send(press(2, 0))
        application.window.runLayoutCycle()
        #expect(application.window.canvas[3, 0].style.attributes.contains(.reverse))
        application.send(drag(12, 0))
        application.window.runLayoutCycle()
        #expect(!application.window.canvas[3, 0].style.attributes.contains(.reverse))
        #expect(application.window.canvas[12, 0].style.attributes.contains(.reverse))
        application.send(release(12, 0))
        application.window.runLayoutCycle()
        #expect(log.take() == ["touchDown", "touchUpInside", "valueChanged(1)"])
        #expect(control.selectedSegmentIndex == SegmentedControl.noSegment)
        #expect(!application.window.canvas[12, 0].style.attributes.contains(.reverse))
        control.becomeFirstResponder()
        sendKeys([KeyEvent(.right), KeyEvent(.enter)], to: application)
        #expect(log.take() == ["valueChanged(2)"], "the cursor starts at the last segment chosen")
    }

    @Test func editingSegmentsKeepsTheSelectionAndRefusesBadIndexes() {
        let (_, control, log) = setUp()
        control.selectedSegmentIndex = 1
        control.insertSegment(withTitle: "Zero", at: 0, animated: false)
        #expect(control.selectedSegmentIndex == 2)
        #expect(control.titleForSegment(at: 0) == "Zero")
        control.removeSegment(at: 2, animated: false)
        #expect(control.selectedSegmentIndex == SegmentedControl.noSegment)
        #expect(control.numberOfSegments == 3)
        let messages = capturingDiagnostics {
            control.selectedSegmentIndex = 7
            control.setTitle("x", forSegmentAt: -1)
        }
        #expect(messages == ["SegmentedControl: no segment 7 among 3; the selection stays -1",
                             "SegmentedControl: setTitle has no segment -1 among 3"])
        control.removeAllSegments()
        #expect(control.intrinsicContentSize == Size(width: 2, height: 1))
        #expect(log.take().isEmpty)
    }
}
