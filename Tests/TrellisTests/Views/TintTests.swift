import Testing
@testable import Trellis

/// `tintColor` and `tintAdjustmentMode`: inheritance, dimming behind a presentation, and
/// `tintColorDidChange()` in tree order.
@MainActor
@Suite struct TintTests {
    /// A view that writes down its tint changes into a shared log.
    final class TintLoggingView: View {
        let name: String
        let log: CallLog
        init(_ name: String, log: CallLog) {
            self.name = name
            self.log = log
            super.init(frame: Rect(x: 0, y: 0, width: 1, height: 1))
        }
        override func tintColorDidChange() { log.entries.append(name) }
    }

    @Test func EX_CTL_8() {
        let log = CallLog()
        let application = makeApplication(width: 40, height: 10)
        let root = ViewController()
        application.window.rootViewController = root
        application.window.runLayoutCycle()
        let c = TintLoggingView("C", log: log)
        let l1 = TintLoggingView("L1", log: log)
        let l2 = TintLoggingView("L2", log: log)
        let l3 = TintLoggingView("L3", log: log)
        root.view.addSubview(c)
        c.addSubview(l1)
        c.addSubview(l2)
        l2.addSubview(l3)
        #expect(log.take().isEmpty, "joining under the same default tint changes nothing")
        #expect(l3.tintColor == .tint)

        c.tintColor = .red
        #expect([c, l1, l2, l3].allSatisfy { $0.tintColor == .red })
        #expect(log.take() == ["C", "L1", "L2", "L3"])

        let sheet = ViewController()
        sheet.modalPresentationStyle = .formSheet
        root.present(sheet, animated: false)
        application.window.runLayoutCycle()
        #expect([c, l1, l2, l3].allSatisfy { $0.tintColor == .systemGray })
        #expect([c, l1, l2, l3].allSatisfy { $0.tintAdjustmentMode == .dimmed })
        #expect(sheet.view.tintColor == .tint, "the presented view is not dimmed")
        #expect(log.take() == ["C", "L1", "L2", "L3"])

        sheet.dismiss(animated: false)
        application.window.runLayoutCycle()
        #expect([c, l1, l2, l3].allSatisfy { $0.tintColor == .red })
        #expect(log.take() == ["C", "L1", "L2", "L3"])
    }

    @Test func ownTintsModesAndMoves() {
        let log = CallLog()
        let window = Window(size: Size(width: 10, height: 3))
        let a = TintLoggingView("A", log: log)
        let b = TintLoggingView("B", log: log)
        let c = TintLoggingView("C", log: log)
        window.addSubview(a)
        a.addSubview(b)
        b.addSubview(c)
        b.tintColor = .green
        #expect(log.take() == ["B", "C"])
        a.tintColor = .red
        #expect(log.take() == ["A"], "B keeps its own tint")
        #expect(c.tintColor == .green)
        a.tintColor = .red
        #expect(log.take().isEmpty, "the same tint again changes nothing")
        b.tintAdjustmentMode = .dimmed
        #expect(c.tintColor == .systemGray && c.tintAdjustmentMode == .dimmed)
        #expect(log.take() == ["B", "C"])
        c.tintAdjustmentMode = .normal
        #expect(c.tintColor == .green)
        #expect(log.take() == ["C"])
        b.tintAdjustmentMode = .automatic
        b.tintColor = nil
        #expect(log.take() == ["B", "B", "C"], "C's own mode does not stop the tint it inherits")
        #expect(b.tintColor == .red)
        b.removeFromSuperview()
        #expect(b.tintColor == .tint)
        #expect(log.take() == ["B", "C"])
        window.tintColor = .magenta
        #expect(a.tintColor == .red)
        #expect(log.take() == [])
        window.addSubview(b)
        #expect(b.tintColor == .magenta)
        #expect(log.take() == ["B", "C"])
    }

    @Test func controlsDrawWithTheTintAndRedrawWhenItChanges() {
        let window = Window(size: Size(width: 10, height: 1))
        let slider = window.addFixed(Slider(), 0, 0, 10, 1)
        slider.value = 1
        window.runLayoutCycle()
        #expect(window.canvas[0, 0].style.foreground == .rgb(10, 132, 255), "UIKit's dark system blue")
        window.tintColor = .red
        window.runLayoutCycle()
        #expect(window.canvas[0, 0].style.foreground == .red, "a colour of one's own is drawn as it is")
        slider.becomeFirstResponder()
        slider.tintAdjustmentMode = .dimmed
        window.runLayoutCycle()
        #expect(window.canvas[0, 0].style.foreground == .rgb(142, 142, 147), "UIKit's system gray")
        #expect(window.canvas[0, 0].style.attributes == .dim, "dim instead of bold, without colour")
    }

    /// The default and dimmed tints as each theme draws them: blue wherever blue reads
    /// (cyan on a dark 8-colour terminal, where ANSI blue on black is 2.2:1), gray when
    /// dimmed, each at least 3:1 on the terminal's background.
    @Test(arguments: [ColorDepth.trueColor, .palette256, .ansi16, .ansi8, .monochrome])
    func theDefaultAndDimmedTintsReadAtEveryDepth(depth: ColorDepth) {
        for style in [UserInterfaceStyle.dark, .light] {
            let theme = Theme(colorDepth: depth, userInterfaceStyle: style)
            let window = Window(size: Size(width: 10, height: 1))
            window.theme = theme
            let slider = window.addFixed(Slider(), 0, 0, 10, 1)
            slider.value = 1
            window.runLayoutCycle()
            let tint = window.canvas[0, 0].style.foreground
            let expected: Color = depth == .ansi8 && style == .dark ? .cyan : theme.color(for: .systemBlue)
            #expect(tint == expected, "\(style)")
            #expect(theme.contrastRatio(of: tint, on: .default) >= 3, "\(style)")
            slider.tintAdjustmentMode = .dimmed
            window.runLayoutCycle()
            let dimmed = window.canvas[0, 0].style.foreground
            #expect(dimmed == theme.color(for: .systemGray), "\(style)")
            #expect(dimmed != tint || depth == .monochrome, "\(style)")
            #expect(theme.contrastRatio(of: dimmed, on: .default) >= 3, "\(style)")
        }
    }
}
