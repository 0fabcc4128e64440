import Testing
@testable import Trellis

/// `PageControl`: its dots at several widths, keys, clicks and pages set in code.
@MainActor
@Suite struct PageControlTests {
    private func setUp(width: Double = 7, pages: Int = 3) -> (Application, PageControl, ControlEventLog) {
        let application = makeApplication(width: width, height: 1)
        let control = application.window.addFixed(PageControl(), 0, 0, width, 1)
        control.numberOfPages = pages
        let log = ControlEventLog(control) { "\(($0 as? PageControl)?.currentPage ?? -1)" }
        application.window.runLayoutCycle()
        return (application, control, log)
    }

    @Test func dotsKeysAndClicks() {
        let (application, control, log) = setUp()
        #expect(control.intrinsicContentSize == Size(width: 7, height: 1))
        #expect(canvasRow(application.window, 0) == " ● ○ ○ ")
        #expect(application.window.canvas[1, 0].style.foreground == application.window.theme.resolve(.tint))
        #expect(application.window.canvas[3, 0].style.foreground == application.window.theme.resolve(.systemGray))
        control.becomeFirstResponder()
        sendKeys([KeyEvent(.right)], to: application)
        #expect(canvasRow(application.window, 0) == "<○ ● ○>")
        #expect(application.window.canvas[0, 0].style.attributes == .bold)
        sendKeys([KeyEvent(.right), KeyEvent(.right)], to: application)
        #expect(log.take() == ["valueChanged(1)", "valueChanged(2)"])
        clickAt(application, 1, 0)
        #expect(control.currentPage == 0)
        clickAt(application, 4, 0)
        #expect(control.currentPage == 1, "between dots, one page towards the pointer")
        #expect(log.take() == ["touchDown", "touchUpInside", "valueChanged(0)", "touchDown", "touchUpInside",
                               "valueChanged(1)"])
        control.currentPage = 9
        #expect(control.currentPage == 2)
        control.numberOfPages = 2
        #expect(control.currentPage == 1)
        #expect(log.take().isEmpty)
    }

    @Test("wider centres the dots, narrower shows those around the current page", arguments: [
        (11, 2, "   ○ ○ ●"),
        (5, 2, " ○ ●"),
        (2, 2, "●"),
        (1, 0, "●"),
    ])
    func widths(width: Int, current: Int, expected: String) {
        let (application, control, _) = setUp(width: Double(width))
        control.currentPage = current
        application.window.runLayoutCycle()
        #expect(application.window.canvas.renderedText() == expected)
    }

    @Test func aSinglePageCanHideAndDisabledIsDim() {
        let (application, control, _) = setUp(pages: 1)
        #expect(canvasRow(application.window, 0) == "   ●   ")
        control.hidesForSinglePage = true
        application.window.runLayoutCycle()
        #expect(application.window.canvas.renderedText() == "")
        control.numberOfPages = 2
        control.isEnabled = false
        application.window.runLayoutCycle()
        #expect(canvasRow(application.window, 0) == "  ● ○  ")
        #expect(application.window.canvas[2, 0].style.attributes == .dim)
        #expect(application.window.canvas[2, 0].style.foreground == .default)
        #expect(control.size(forNumberOfPages: 400) == Size(width: 801, height: 1))
    }

    @Test func manyPagesOnAHugeAndATinyWindow() {
        let (application, control, _) = setUp(width: 500, pages: 100)
        control.currentPage = 99
        application.window.runLayoutCycle()
        let row = canvasRow(application.window, 0)
        #expect(row.filter { $0 == "○" }.count == 99)
        #expect(row.hasPrefix(String(repeating: " ", count: 150) + "○ ○"), "201 cells centred in 500")
        #expect(row.hasSuffix("○ ●" + String(repeating: " ", count: 151)))
        let (tiny, empty, _) = setUp(width: 1, pages: 0)
        #expect(tiny.window.canvas.renderedText() == "")
        empty.numberOfPages = 40
        empty.currentPage = 39
        tiny.window.runLayoutCycle()
        #expect(tiny.window.canvas.renderedText() == "●")
    }
}
