import CatalogDemo
import Testing
import Trellis

/// The colours and borders screen: semantic colours through the window's theme, and the
/// border and its title, changed by key and the theme put back on leaving.
@MainActor
@Suite struct CatalogLooksScreenTests {
    @Test func coloursChangeTheBorderAndTheThemeAndPutTheThemeBack() throws {
        let fixture = CatalogFixture(opening: "Colours and borders")
        let screen = try #require(fixture.top(as: ColorsScreen.self))
        let window = fixture.screen.window
        let original = window.theme
        #expect(fixture.text.contains("╭─ Semantic colours"))
        fixture.type("b")
        #expect(screen.panel.border == .single)
        #expect(fixture.text.contains("┌─ Semantic colours"))
        fixture.type("t")
        #expect(screen.panel.borderTitle == nil)
        #expect(!fixture.text.contains("─ Semantic colours"))
        fixture.type("d")
        #expect(window.theme.colorDepth != original.colorDepth)
        fixture.type("u")
        #expect(window.theme.userInterfaceStyle != original.userInterfaceStyle)
        fixture.screen.press(KeyEvent(.escape))
        #expect(window.theme == original)
        #expect(fixture.screen.diagnostics.isEmpty)
    }

    /// The screen reads the window's real theme: an 8-colour terminal says so from the
    /// start, and `d` steps on from there.
    @Test func coloursSayTheWindowsOwnThemeFromTheStart() throws {
        let fixture = CatalogFixture(width: 80, height: 24)
        fixture.screen.window.theme = Theme(colorDepth: .ansi8)
        fixture.open("Colours and borders")
        #expect(fixture.text.contains("d  theme.colorDepth: ansi8"))
        #expect(fixture.text.contains("window.theme = Theme(colorDepth: .ansi8,"))
        fixture.type("d")
        #expect(fixture.screen.window.theme.colorDepth == .monochrome)
        #expect(fixture.text.contains("d  theme.colorDepth: monochrome"))
        #expect(fixture.text.contains("Theme(colorDepth: .monochrome,"))
        #expect(fixture.screen.diagnostics.isEmpty)
    }
}
