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
}
