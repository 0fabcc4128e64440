import Testing
@testable import Trellis

/// `Switch`: its look in each state, keys, clicks and values set in code.
@MainActor
@Suite struct SwitchTests {
    @Test func EX_CTL_1() {
        let application = makeApplication(width: 6, height: 1)
        let toggle = application.window.addFixed(Switch(), 0, 0, 3, 1)
        let log = ControlEventLog(toggle)
        toggle.becomeFirstResponder()
        application.window.runLayoutCycle()
        #expect(canvasRow(application.window, 0) == "< >   ")
        sendKeys([.character(" ")], to: application)
        #expect(canvasRow(application.window, 0) == "<x>   ")
        #expect(log.take() == ["valueChanged"])
        toggle.setOn(false, animated: false)
        application.window.runLayoutCycle()
        #expect(canvasRow(application.window, 0) == "< >   ")
        #expect(log.take().isEmpty)
        clickAt(application, 1, 0)
        #expect(log.take() == ["touchDown", "touchUpInside", "valueChanged"])
        #expect(toggle.isOn)
    }

    @Test func eachStateShowsWithoutColour() {
        let application = makeApplication(width: 5, height: 1)
        let toggle = application.window.addFixed(Switch(), 1, 0, 3, 1)
        application.window.runLayoutCycle()
        let window = application.window
        #expect(canvasRow(window, 0) == " [ ] ")
        #expect(window.canvas[1, 0].style.attributes == [])
        toggle.isOn = true
        window.runLayoutCycle()
        #expect(canvasRow(window, 0) == " [x] ")
        #expect(window.canvas[2, 0].style.foreground == .rgb(48, 209, 88), "UIKit's dark system green")
        toggle.onTintColor = .magenta
        window.runLayoutCycle()
        #expect(window.canvas[2, 0].style.foreground == .magenta)
        application.send(press(2, 0))
        window.runLayoutCycle()
        #expect(canvasRow(window, 0) == " <x> ", "the press focuses it")
        #expect((1...3).allSatisfy { window.canvas[$0, 0].style.attributes == [.bold, .reverse] })
        application.send(release(9, 0))
        window.runLayoutCycle()
        #expect(toggle.isOn, "released outside, it stays as it was")
        #expect(window.canvas[1, 0].style.attributes == .bold)
        toggle.isEnabled = false
        window.runLayoutCycle()
        #expect(canvasRow(window, 0) == " [x] ")
        #expect((1...3).allSatisfy { window.canvas[$0, 0].style.attributes == .dim })
        #expect(window.canvas[2, 0].style.foreground == .default)
    }

    @Test func enterTogglesAndOtherKeysGoOn() {
        let application = makeApplication(width: 10, height: 3)
        let backdrop = application.window.addFixed(RecordingView(), 0, 0, 10, 3)
        backdrop.focusable = false
        let toggle = backdrop.addFixed(Switch(), 0, 0, 3, 1)
        let log = ControlEventLog(toggle)
        toggle.becomeFirstResponder()
        application.send(KeyEvent(.enter))
        application.send(KeyEvent.character("x"))
        application.send(KeyEvent(.down))
        #expect(log.take() == ["valueChanged"])
        #expect(backdrop.log == ["key x", "key Down"])
        toggle.isEnabled = false
        toggle.isOn = false
        application.send(KeyEvent(.enter))
        #expect(!toggle.isOn)
    }

    @Test func intrinsicSizeAndHugging() {
        let toggle = Switch()
        #expect(toggle.intrinsicContentSize == Size(width: 3, height: 1))
        #expect(toggle.contentHuggingPriority(for: .horizontal) == .defaultHigh)
        #expect(toggle.contentHuggingPriority(for: .vertical) == .defaultHigh)
    }

    @Test("drawn at every size, clipped when small", arguments: [(1, 1, "["), (2, 1, "[ "), (3, 3, "[ ]"), (80, 3, "[ ]")])
    func sizes(width: Int, height: Int, expected: String) {
        let window = Window(size: Size(width: Double(width), height: Double(height)))
        window.addFixed(Switch(), 0, 0, Double(width), Double(height))
        window.runLayoutCycle()
        let row = (height - 1) / 2
        #expect(canvasRow(window, row).hasPrefix(expected))
        #expect(window.canvas.renderedText().split(separator: "\n", omittingEmptySubsequences: false).count == height)
    }

    /// The default green where it reads as text on the switch's background, and the text
    /// colour where no green does: ANSI green on white is 2.2:1.
    @Test func theDefaultGreenFallsBackToTheTextColourWhereItWouldNotRead() {
        for (depth, style, expected) in [(ColorDepth.ansi8, UserInterfaceStyle.dark, Color.green),
                                         (.ansi8, .light, .default), (.ansi16, .light, .default),
                                         (.trueColor, .light, .rgb(36, 138, 61))] {
            let theme = Theme(colorDepth: depth, userInterfaceStyle: style)
            let window = Window(size: Size(width: 3, height: 1))
            window.theme = theme
            let toggle = window.addFixed(Switch(), 0, 0, 3, 1)
            toggle.isOn = true
            window.runLayoutCycle()
            let mark = window.canvas[1, 0].style
            #expect(mark.foreground == expected, "\(depth) \(style)")
            #expect(theme.contrastRatio(of: mark) >= 3, "\(depth) \(style)")
            toggle.onTintColor = .green
            window.runLayoutCycle()
            #expect(window.canvas[1, 0].style.foreground == .green, "a colour of one's own is drawn as it is")
        }
    }
}
