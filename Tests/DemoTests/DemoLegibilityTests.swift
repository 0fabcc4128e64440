import LegibilityCheck
import Testing
import Trellis
@testable import MenuDemo
@testable import SplashDemo
@testable import VennDemo

/// Every demo read at every depth, dark and light: 8 colours and monochrome above all,
/// where a user found the Venn diagram black on black.
@MainActor
@Suite struct DemoLegibilityTests {
    private func show(_ screen: DemoScreen, in theme: Theme) {
        screen.window.theme = theme
        _ = screen.rows
    }

    @Test(arguments: Legibility.themes)
    func theSplashScreenIsLegible(theme: Theme) {
        for (width, height) in DemoScreen.fiveSizes {
            let screen = DemoScreen(splash: .initializer, width: width, height: height)
            show(screen, in: theme)
            #expect(Legibility.problems(in: screen.window, theme: theme) == [], "\(width)×\(height)")
            #expect(screen.diagnostics.isEmpty)
        }
    }

    @Test(arguments: Legibility.themes)
    func theMenuIsLegible(theme: Theme) {
        for (width, height) in DemoScreen.fiveSizes {
            let screen = DemoScreen.menu(width: width, height: height)
            show(screen, in: theme)
            #expect(Legibility.problems(in: screen.window, theme: theme) == [], "\(width)×\(height)")
            if width < 80 { screen.press(KeyEvent(.enter)) }
            screen.press(.character("a"))
            #expect(Legibility.problems(in: screen.window, theme: theme) == [], "profile \(width)×\(height)")
        }
    }

    @Test(arguments: Legibility.themes)
    func theVennDemoIsLegible(theme: Theme) {
        for (width, height) in DemoScreen.fiveSizes {
            let (screen, _) = vennScreen(width: width, height: height, weight: .balanced, showingLog: true)
            show(screen, in: theme)
            #expect(Legibility.problems(in: screen.window, theme: theme) == [], "\(width)×\(height)")
        }
    }

    /// The circles and their overlap in colours of their own at 8 colours, never black:
    /// the blends a user saw black on black.
    @Test(arguments: [UserInterfaceStyle.dark, .light])
    func theVennCirclesKeepTheirColoursAtEightColours(style: UserInterfaceStyle) {
        let theme = Theme(colorDepth: .ansi8, userInterfaceStyle: style)
        let (screen, controller) = vennScreen(width: 80, height: 24, weight: .balanced)
        show(screen, in: theme)
        let canvas = screen.window.canvas
        var single: Set<Color> = [], overlap: Set<Color> = []
        for y in 0..<canvas.height {
            for x in 0..<canvas.width {
                let cell = canvas[x, y]
                if cell.character == "█" { single.insert(cell.style.foreground.degraded(to: .ansi8)) }
                if cell.character == "▓" { overlap.insert(cell.style.foreground.degraded(to: .ansi8)) }
            }
        }
        let ground = controller.screen.vennDiagram.backgroundView.fillColor.degraded(to: .ansi8)
        #expect(single == [.green, .blue])
        #expect(overlap == [.cyan])
        #expect(!single.contains(ground) && !overlap.contains(ground))
    }

    /// In monochrome the characters tell the shapes apart: full blocks for one circle,
    /// shade where they overlap.
    @Test func theVennCirclesShowInMonochrome() {
        let theme = Theme(colorDepth: .monochrome, userInterfaceStyle: .dark)
        let (screen, _) = vennScreen(width: 80, height: 24, weight: .balanced)
        show(screen, in: theme)
        let text = screen.rows.joined()
        #expect(text.contains("█") && text.contains("▓"))
    }
}
