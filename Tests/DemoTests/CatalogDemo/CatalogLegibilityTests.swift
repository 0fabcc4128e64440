import CatalogDemo
import LegibilityCheck
import Testing
import Trellis

/// Every catalog screen read at every depth, dark and light, with the check every demo
/// passes, in each state its property keys step it through: each look of a button, each
/// tint, dimmed and not, a switch on and off. The colours screen changes the window's
/// theme itself, so each state is read in the theme the window has then.
@MainActor
@Suite struct CatalogLegibilityTests {
    nonisolated static let cases: [(String, Theme)] = CatalogEntry.all.map(\.title).flatMap { title in
        Legibility.themes.map { (title, $0) }
    }

    private func check(_ fixture: CatalogFixture, _ what: String) {
        _ = fixture.screen.rows
        let theme = fixture.screen.window.theme
        #expect(Legibility.problems(in: fixture.screen.window, theme: theme) == [], "\(what) in \(theme)")
    }

    @Test(arguments: cases)
    func eachScreenInEachStateIsLegible(title: String, theme: Theme) throws {
        let fixture = CatalogFixture(width: 80, height: 24)
        fixture.screen.window.theme = theme
        check(fixture, "the list")
        fixture.open(title)
        let screen = try #require(fixture.top)
        check(fixture, title)
        // Tab puts the focus on the screen's control, whose focused look is read too.
        fixture.screen.press(KeyEvent(.tab))
        check(fixture, "\(title), focus moved")
        for property in screen.properties {
            for key in property.keys {
                for step in 1...4 {
                    key.change()
                    screen.refresh()
                    check(fixture, "\(title): \(key.label) ×\(step), \(property.line)")
                }
            }
        }
    }
}
