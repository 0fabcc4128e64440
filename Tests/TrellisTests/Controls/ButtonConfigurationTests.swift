import Testing
@testable import Trellis

/// `Button.Configuration`: the eight looks in every state as screen text, the content
/// fields, and the update handler.
@MainActor
@Suite struct ButtonConfigurationTests {
    /// A window `width`×`height` with `button` filling it, laid out.
    private func screen(_ button: Button, width: Double, height: Double = 1) -> Window {
        let window = Window(size: Size(width: width, height: height))
        window.addFixed(button, 0, 0, width, height)
        window.runLayoutCycle()
        return window
    }

    @Test func EX_CTL_7() {
        let bordered = Button(configuration: .bordered())
        bordered.title = "Save"
        #expect(bordered.intrinsicContentSize == Size(width: 8, height: 1))
        #expect(canvasRow(screen(bordered, width: 8), 0) == "[ Save ]")

        let filled = Button(title: "Save")
        filled.configuration = .filled()
        #expect(filled.intrinsicContentSize == Size(width: 6, height: 1))
        let window = screen(filled, width: 6)
        #expect(canvasRow(window, 0) == " Save ")
        filled.becomeFirstResponder()
        window.runLayoutCycle()
        #expect(canvasRow(window, 0) == "<Save>")

        var busy = Button.Configuration.bordered()
        busy.title = "Save"
        busy.showsActivityIndicator = true
        let spinning = Button(configuration: busy)
        #expect(spinning.intrinsicContentSize == Size(width: 10, height: 1))
        #expect(canvasRow(screen(spinning, width: 10), 0) == "[ ⠋ Save ]")

        let counted = Button(configuration: .bordered())
        let host = screen(counted, width: 8)
        var count = 0
        counted.configurationUpdateHandler = { _ in count += 1 }
        host.runLayoutCycle()
        count = 0
        counted.becomeFirstResponder()
        #expect(count == 1)
        counted.isSelected = true
        #expect(count == 2)
        counted.setNeedsUpdateConfiguration()
        counted.setNeedsUpdateConfiguration()
        #expect(count == 2)
        host.runLayoutCycle()
        #expect(count == 3)
    }

    /// Each look at rest, focused, pressed and disabled: the text, and the attributes of
    /// the title's first cell, which carry the state without colour.
    /// Each look: at rest, focused, the attributes of its title at rest and pressed.
    static let looks: [(Button.Configuration, String, String, TextAttributes, TextAttributes)] = [
        (.plain(), " Go ", "<Go>", [], .reverse),
        (.borderless(), " Go ", "<Go>", [], .reverse),
        (.gray(), "[ Go ]", "< Go >", [], .reverse),
        (.bordered(), "[ Go ]", "< Go >", [], .reverse),
        (.filled(), " Go ", "<Go>", .reverse, []),
        (.borderedProminent(), " Go ", "<Go>", .reverse, []),
        (.tinted(), " Go ", "<Go>", [], .reverse),
        (.borderedTinted(), " Go ", "<Go>", [], .reverse),
    ]

    @Test("every look in every state", arguments: 0..<8)
    func looks(index: Int) {
        let (configuration, rest, focused, restAttributes, pressedAttributes) = ButtonConfigurationTests.looks[index]
        let application = makeApplication(width: Double(rest.count), height: 1)
        let button = application.window.addFixed(Button(configuration: configuration), 0, 0, Double(rest.count), 1)
        button.title = "Go"
        #expect(button.intrinsicContentSize == Size(width: Double(rest.count), height: 1))
        let window = application.window
        window.runLayoutCycle()
        let titleColumn = rest.firstIndex(of: "G").map { rest.distance(from: rest.startIndex, to: $0) } ?? 0
        #expect(canvasRow(window, 0) == rest)
        #expect(window.canvas[titleColumn, 0].style.attributes == restAttributes)
        application.send(press(Double(titleColumn), 0))
        window.runLayoutCycle()
        #expect(canvasRow(window, 0) == focused)
        #expect(window.canvas[titleColumn, 0].style.attributes == pressedAttributes.union(.bold))
        application.send(release(Double(titleColumn), 0))
        window.runLayoutCycle()
        #expect(window.canvas[titleColumn, 0].style.attributes == restAttributes.union(.bold))
        button.isSelected = true
        window.runLayoutCycle()
        #expect(window.canvas[titleColumn, 0].style.attributes == restAttributes.union([.bold, .underline]))
        button.isEnabled = false
        window.runLayoutCycle()
        #expect(canvasRow(window, 0) == rest)
        #expect(window.canvas[titleColumn, 0].style.attributes.contains(.dim))
        #expect(!window.canvas[titleColumn, 0].style.attributes.contains(.bold))
    }

    @Test func coloursComeFromTheTintAndTheBaseColours() {
        var configuration = Button.Configuration.plain()
        configuration.title = "Go"
        let plain = Button(configuration: configuration)
        #expect(screen(plain, width: 4).canvas[1, 0].style.foreground == .rgb(10, 132, 255), "the default tint")
        configuration = .filled()
        configuration.title = "Go"
        configuration.baseBackgroundColor = .red
        let filled = screen(Button(configuration: configuration), width: 4)
        #expect(filled.canvas[0, 0].style == CellStyle(foreground: .red, attributes: .reverse), "the tint fills the button")
        configuration = .tinted()
        configuration.title = "Go"
        let tinted = screen(Button(configuration: configuration), width: 4)
        #expect(tinted.canvas[1, 0].style.foreground == .rgb(10, 132, 255))
        #expect(tinted.canvas[1, 0].style.background == Color.black.mix(with: .rgb(10, 132, 255), by: 0.25),
                "a quarter of the tint as the theme shows it, over a dark terminal")
        let red = Button(configuration: configuration)
        red.tintColor = .red
        let redWindow = screen(red, width: 4)
        #expect(redWindow.canvas[1, 0].style.foreground == .red)
        #expect(redWindow.canvas[1, 0].style.background == Color.black.mix(with: .red, by: 0.25),
                "a tint of one's own mixes as before")
    }

    /// A tinted button's title reads on its background under every theme: a pale shade of
    /// the tint from 256 colours up, a panel or the terminal's own background below.
    @Test(arguments: [ColorDepth.trueColor, .palette256, .ansi16, .ansi8, .monochrome])
    func tintedBackgroundsReadAtEveryDepth(depth: ColorDepth) {
        for style in [UserInterfaceStyle.dark, .light] {
            let theme = Theme(colorDepth: depth, userInterfaceStyle: style)
            var configuration = Button.Configuration.tinted()
            configuration.title = "Go"
            let window = Window(size: Size(width: 4, height: 1))
            window.theme = theme
            window.addFixed(Button(configuration: configuration), 0, 0, 4, 1)
            window.runLayoutCycle()
            let cell = window.canvas[1, 0].style
            #expect(cell.foreground == theme.resolve(.tint), "\(style)")
            let ratio = theme.contrastRatio(of: cell)
            #expect(ratio >= 3, "\(style): \(ratio)")
            if depth >= .palette256 {
                let ground: Color = style == .light ? .white : .black
                #expect([0.25, 0.2, 0.15, 0.1].map { ground.mix(with: cell.foreground, by: $0) }.contains(cell.background),
                        "a shade of the tint, \(style)")
            }
        }
    }

    @Test func imageSubtitleInsetsAndSizes() {
        var configuration = Button.Configuration.bordered()
        configuration.title = "Mail"
        configuration.image = "✉"
        configuration.imagePadding = 2
        configuration.subtitle = "3 new"
        let button = Button(configuration: configuration)
        #expect(button.intrinsicContentSize == Size(width: 11, height: 2))
        #expect(screen(button, width: 11, height: 2).canvas.renderedText() == "[ ✉  Mail ]\n   3 new")
        #expect(screen(button, width: 15, height: 4).canvas.renderedText() == "\n[   ✉  Mail   ]\n     3 new\n")
        #expect(screen(button, width: 8, height: 2).canvas.renderedText() == "[ ✉ …l ]\n  3 …w")
        #expect(screen(button, width: 1, height: 1).canvas.renderedText() == "", "the insets take the only cell")
        configuration.contentInsets = DirectionalEdgeInsets(top: 1, leading: 0, bottom: 1, trailing: 3)
        configuration.subtitle = nil
        configuration.image = nil
        button.configuration = configuration
        #expect(button.intrinsicContentSize == Size(width: 9, height: 3))
        #expect(screen(button, width: 9, height: 3).canvas.renderedText() == "\n[Mail   ]\n")
    }

    @Test func changingSelectionAsThePrimaryAction() {
        let application = makeApplication(width: 10, height: 1)
        let button = application.window.addFixed(Button(configuration: .tinted()), 0, 0, 6, 1)
        button.title = "Bold"
        button.changesSelectionAsPrimaryAction = true
        var seen: [Bool] = []
        button.addAction { seen.append($0.isSelected) }
        clickAt(application, 2, 0)
        button.becomeFirstResponder()
        application.send(KeyEvent.character(" "))
        #expect(seen == [true, false], "the selection toggles before the actions run")
    }

    @Test func aHugeButtonCentresItsContent() {
        var configuration = Button.Configuration.bordered()
        configuration.title = "Go"
        let window = screen(Button(configuration: configuration), width: 200, height: 51)
        let rows = window.canvas.renderedText().split(separator: "\n", omittingEmptySubsequences: false)
        #expect(rows.count == 51)
        #expect(rows[25] == "[" + String(repeating: " ", count: 98) + "Go" + String(repeating: " ", count: 98) + "]")
        #expect(rows.enumerated().allSatisfy { $0.offset == 25 || $0.element.isEmpty })
    }

    /// The configured busy glyph turns on the application's clock while it shows, and
    /// keeps no timer once it is gone.
    @Test func theActivityIndicatorTurnsOnTheAppClockOnlyWhileShown() {
        let clock = ManualClock()
        let application = makeApplication(width: 12, height: 1, clock: clock)
        var busy = Button.Configuration.bordered()
        busy.title = "Save"
        busy.showsActivityIndicator = true
        let button = application.window.addFixed(Button(configuration: busy), 0, 0, 10, 1)
        application.window.runLayoutCycle()
        #expect(canvasRow(application.window, 0).hasPrefix("[ ⠋ Save ]"))
        #expect(application.nextTimerDeadline != nil)
        clock.time = 0.25
        application.fireTimers(at: clock.time)
        application.window.runLayoutCycle()
        #expect(canvasRow(application.window, 0).hasPrefix("[ ⠹ Save ]"))

        busy.showsActivityIndicator = false
        button.configuration = busy
        application.window.runLayoutCycle()
        #expect(!canvasRow(application.window, 0).contains("⠋"))
        #expect(application.nextTimerDeadline == nil)

        // Shown again, it starts over from the first frame.
        busy.showsActivityIndicator = true
        button.configuration = busy
        application.window.runLayoutCycle()
        #expect(canvasRow(application.window, 0).hasPrefix("[ ⠋ Save ]"))
        clock.time = 0.35
        application.fireTimers(at: clock.time)
        application.window.runLayoutCycle()
        #expect(canvasRow(application.window, 0).hasPrefix("[ ⠙ Save ]"))
    }
}
