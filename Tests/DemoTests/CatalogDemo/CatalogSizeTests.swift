import CatalogDemo
import Testing
import Trellis

/// Every catalog screen at the five terminal sizes every demo is checked at, and at 1×1
/// and 300×100: it lays out and draws with nothing logged, and shows its title, its
/// control and its properties where there is room for them.
@MainActor
@Suite struct CatalogSizeTests {
    nonisolated static let sizes = DemoScreen.fiveSizes + [(1, 1), (300, 100)]

    nonisolated static let titles = CatalogEntry.all.map(\.title)

    @Test(arguments: titles)
    func eachScreenAtEverySizeLogsNothing(title: String) {
        for size in Self.sizes {
            let fixture = CatalogFixture(opening: title, width: size.width, height: size.height)
            let rows = fixture.screen.rows
            #expect(rows.count == size.height, "\(title) at \(size)")
            #expect(fixture.top?.title.map { !$0.isEmpty } == true)
            #expect(fixture.screen.diagnostics.isEmpty, "\(title) at \(size): \(fixture.screen.diagnostics)")
        }
    }

    @Test(arguments: titles)
    func atEightyByTwentyFourTheBarThePropertiesAndTheCodeShow(title: String) throws {
        let fixture = CatalogFixture(opening: title)
        let screen = try #require(fixture.top)
        let rows = fixture.screen.rows
        // The bar: the way back to the list on the left, the screen's title in the middle.
        #expect(rows[0].hasPrefix("‹ Trellis catalog"))
        #expect(rows[0].contains(try #require(screen.title)))
        for property in screen.properties {
            #expect(fixture.text.contains(property.line), "\(title): \(property.line)")
        }
        let firstCodeLine = try #require(screen.code.split(separator: "\n").first)
        #expect(fixture.text.contains(firstCodeLine), "\(title): \(firstCodeLine)")
        // The bottom row lists the screen's commands (its first property's key among them,
        // unless the tab bar's own commands, nearer the focus, fill it) and `q` last, except
        // where the focused text field or text view would type the `q`.
        if let first = screen.properties.first, title != "TabBarController" {
            #expect(rows[23].contains("\(first.keys[0].label) \(first.name)"), "\(title): \(rows[23])")
        }
        #expect(rows[23].hasSuffix("q quit") == !["TextField", "TextView"].contains(title), "\(title): \(rows[23])")
    }

    /// On a small terminal the stage gives up its rows before the property list: the
    /// first property, which says what its key does, still shows.
    @Test(arguments: titles)
    func atFortyByTwelveThePropertiesKeepTheirRows(title: String) throws {
        let fixture = CatalogFixture(opening: title, width: 40, height: 12)
        let screen = try #require(fixture.top)
        let first = try #require(screen.properties.first)
        let keys = first.keys.map(\.label).joined(separator: " ")
        #expect(fixture.text.contains("\(keys)  \(first.name)"), "\(title): \(fixture.text)")
        #expect(screen.stage.frame.height >= 1)
    }

    /// Resizing with a screen open lays it out again at each size, with nothing logged.
    @Test(arguments: titles)
    func resizingThroughTheSizesLogsNothing(title: String) {
        let fixture = CatalogFixture(opening: title, width: 120, height: 40)
        for size in Self.sizes.reversed() + Self.sizes {
            fixture.screen.resize(width: size.width, height: size.height)
            #expect(fixture.screen.rows.count == size.height)
        }
        #expect(fixture.screen.diagnostics.isEmpty, "\(title): \(fixture.screen.diagnostics)")
    }

    @Test func theListAtEverySizeLogsNothingAndShowsTheFirstEntries() {
        for size in Self.sizes {
            let fixture = CatalogFixture(width: size.width, height: size.height)
            #expect(fixture.screen.rows.count == size.height)
            #expect(fixture.screen.diagnostics.isEmpty, "the list at \(size): \(fixture.screen.diagnostics)")
        }
        let fixture = CatalogFixture(width: 80, height: 24)
        let rows = fixture.screen.rows
        #expect(rows[0].contains("Trellis catalog"))
        // The first entry's button has the focus: `< StackView >`.
        #expect(fixture.text.contains("< StackView >"))
        #expect(fixture.text.contains("[ Constraints ]"))
        #expect(rows[23] == "q quit")
    }
}
