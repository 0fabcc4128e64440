import Testing
@testable import Trellis

/// `Theme`: the semantic colours at every depth, dark and light, and their legibility.
@MainActor
@Suite struct ThemeTests {
    nonisolated static let themes: [Theme] = ColorDepth.allCases.flatMap { depth in
        [UserInterfaceStyle.dark, .light, .unspecified].map { Theme(colorDepth: depth, userInterfaceStyle: $0) }
    }

    nonisolated static let backgrounds: [Color] = [.systemBackground, .secondarySystemBackground]

    @Test(arguments: themes)
    func textIsLegibleOnTheBackgroundsItIsDrawnOn(theme: Theme) {
        for background in ThemeTests.backgrounds {
            #expect(theme.contrastRatio(of: .label, on: background) >= 4.5, "label on \(background) in \(theme)")
        }
        #expect(theme.contrastRatio(of: .secondaryLabel, on: .systemBackground) >= 4.5, "\(theme)")
        for color in [Color.tertiaryLabel, .placeholderText, .separator, .tint, .link] {
            #expect(theme.contrastRatio(of: color, on: .systemBackground) >= 3, "\(color) in \(theme)")
        }
        for color in [Color.tertiaryLabel, .placeholderText] {
            #expect(theme.contrastRatio(of: color, on: .secondarySystemBackground) >= 3, "\(color) in \(theme)")
        }
    }

    @Test(arguments: themes)
    func accentColoursStandOutFromTheBackground(theme: Theme) {
        for color in [Color.systemBlue, .systemRed, .systemGreen, .systemOrange, .systemPurple, .systemGray] {
            #expect(theme.contrastRatio(of: color, on: .systemBackground) >= 2, "\(color) in \(theme)")
        }
    }

    @Test(arguments: themes)
    func everyColourResolvesToOneTheDepthCanShow(theme: Theme) {
        for name in SystemColor.allCases {
            let resolved = theme.color(for: name)
            #expect(!resolved.isSystem)
            #expect(resolved.degraded(to: theme.colorDepth) == resolved, "\(name) in \(theme)")
        }
    }

    @Test func monochromeIsTheTerminalsOwnColours() {
        let theme = Theme(colorDepth: .monochrome, userInterfaceStyle: .light)
        for name in SystemColor.allCases { #expect(theme.color(for: name) == .default) }
    }

    @Test func labelAndBackgroundAreTheTerminalsOwnAtEveryDepth() {
        for theme in ThemeTests.themes {
            #expect(theme.color(for: .label) == .default)
            #expect(theme.color(for: .systemBackground) == .default)
        }
    }

    @Test func lightAndDarkDifferWhereTheDepthAllows() {
        for depth in [ColorDepth.ansi8, .ansi16, .palette256, .trueColor] {
            let dark = Theme(colorDepth: depth, userInterfaceStyle: .dark)
            let light = Theme(colorDepth: depth, userInterfaceStyle: .light)
            #expect(dark.color(for: .secondarySystemBackground) != light.color(for: .secondarySystemBackground), "\(depth)")
        }
        #expect(Theme(userInterfaceStyle: .unspecified).color(for: .systemBlue) == Theme(userInterfaceStyle: .dark).color(for: .systemBlue))
    }

    @Test func contrastRatioFollowsWCAG() {
        let theme = Theme(colorDepth: .trueColor, userInterfaceStyle: .light)
        #expect(abs(theme.contrastRatio(of: .rgb(0, 0, 0), on: .rgb(255, 255, 255)) - 21) < 1e-9)
        #expect(theme.contrastRatio(of: .rgb(90, 90, 90), on: .rgb(90, 90, 90)) == 1)
        // WCAG's own example: #767676 on white is 4.54:1.
        #expect(abs(theme.contrastRatio(of: .rgb(0x76, 0x76, 0x76), on: .default) - 4.54) < 0.01)
        // The terminal's own colours: black on white in a light theme.
        #expect(abs(theme.contrastRatio(of: .default, on: .default) - 21) < 1e-9)
    }

    @Test func aWindowDrawsSemanticColoursInItsTheme() {
        let window = Window(size: Size(width: 4, height: 1))
        let view = View(frame: Rect(x: 0, y: 0, width: 2, height: 1))
        view.backgroundColor = .secondarySystemBackground
        window.addSubview(view)
        window.theme = Theme(colorDepth: .ansi16, userInterfaceStyle: .light)
        window.runLayoutCycle()
        #expect(window.canvas[0, 0].style.background == .lightGray)
        #expect(window.canvas[2, 0].style.background == .default)
        window.theme = Theme(colorDepth: .ansi8, userInterfaceStyle: .dark)
        window.runLayoutCycle()
        #expect(window.canvas[1, 0].style.background == .black)
        #expect(window.takeChangedCells().contains { $0.x == 1 && $0.y == 0 })
    }

    @Test func aWindowBackgroundIsResolvedToo() {
        let window = Window(size: Size(width: 2, height: 1))
        window.backgroundColor = .secondarySystemBackground
        window.theme = Theme(colorDepth: .trueColor, userInterfaceStyle: .light)
        window.runLayoutCycle()
        #expect(window.canvas[0, 0].style.background == .rgb(242, 242, 247))
    }

    @Test func secondaryTextIsDimInMonochromeOnly() {
        let mono = Theme(colorDepth: .monochrome, userInterfaceStyle: .dark)
        #expect(mono.resolve(CellStyle(foreground: .secondaryLabel)) == CellStyle(attributes: .dim))
        #expect(mono.resolve(CellStyle(foreground: .separator, attributes: .bold)) == CellStyle(attributes: [.bold, .dim]))
        #expect(mono.resolve(CellStyle(foreground: .label)) == CellStyle())
        #expect(mono.resolve(CellStyle(foreground: .systemRed)) == CellStyle())
        let colour = Theme(colorDepth: .ansi16, userInterfaceStyle: .dark)
        #expect(colour.resolve(CellStyle(foreground: .secondaryLabel)) == CellStyle(foreground: .lightGray))
    }

    @Test func aBorderInMonochromeIsDimAndItsTitleIsNot() {
        let window = Window(size: Size(width: 10, height: 3))
        let box = View(frame: Rect(x: 0, y: 0, width: 10, height: 3))
        box.border = .single
        box.borderTitle = "T"
        window.addSubview(box)
        window.theme = Theme(colorDepth: .monochrome, userInterfaceStyle: .light)
        window.runLayoutCycle()
        #expect(window.canvas[0, 0].style == CellStyle(attributes: .dim))
        #expect(window.canvas[3, 0].style == CellStyle(attributes: .bold))
    }
}
