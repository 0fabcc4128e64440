import CatalogDemo
import Testing
import Trellis

/// The table view screen: ten thousand rows moved through, selected, restyled and added
/// to, with cells only for the rows on screen.
@MainActor
@Suite struct CatalogTableScreenTests {
    @Test func tableViewMovesSelectsReusesAndInserts() throws {
        let fixture = CatalogFixture(opening: "TableView")
        let screen = try #require(fixture.top(as: TableViewScreen.self))
        #expect(screen.table.isFirstResponder)
        #expect(fixture.text.contains("Favourites"))
        #expect(fixture.text.contains("Favourite 1"))
        // Only the rows on screen have cells, of ten thousand and five.
        #expect(screen.table.visibleCells.count < 20)
        fixture.screen.press(KeyEvent(.down), KeyEvent(.enter))
        #expect(screen.lastSelected == IndexPath(row: 1, section: 0))
        #expect(fixture.text.contains("(selected: [0, 1])"))
        fixture.screen.press(KeyEvent(.end))
        #expect(fixture.text.contains("Contact 10000"))
        #expect(screen.table.visibleCells.count < 20)
        fixture.screen.press(KeyEvent(.home))
        fixture.type("i")
        #expect(screen.sections[0].count == 6)
        #expect(fixture.text.contains("New favourite 6"))
        fixture.type("c")
        #expect(fixture.text.contains("TableViewCell(style: .value1"))
        #expect(fixture.text.contains("row 0"))
        fixture.type("s")
        #expect(screen.table.separatorStyle == .singleLine)
        // A separator takes a row under each row.
        let second = try #require(fixture.screen.locate("Favourite 2"))
        #expect(fixture.screen.locate("Favourite 3")?.row == second.row + 2)
        // The row between them is the separator line, drawn in the cells shown before.
        #expect(fixture.screen.rows[second.row + 1].contains("────"))
        #expect(fixture.screen.diagnostics.isEmpty)
    }

    @Test func aRowsContextMenuSelectsIt() throws {
        let fixture = CatalogFixture(opening: "TableView")
        let screen = try #require(fixture.top(as: TableViewScreen.self))
        fixture.screen.press(KeyEvent(.down), KeyEvent(.down))
        fixture.screen.press(KeyEvent(.function(10), modifiers: .shift))
        #expect(fixture.screen.rows.contains { $0.contains("│ Select") })
        fixture.screen.press(KeyEvent(.enter))
        #expect(screen.lastSelected == IndexPath(row: 2, section: 0))
        #expect(fixture.text.contains("(selected: [0, 2])"))
        #expect(fixture.screen.diagnostics.isEmpty)
    }
}
