import Testing
@testable import Trellis

/// Every update call, good and bad; reuse; mouse, wheel and multiple selection.
@MainActor
@Suite(.serialized) struct TableViewUpdateTests {
    private func texts(_ window: Window, _ count: Int) -> [String] {
        screenRows(window).prefix(count).map { $0.trimmingCharacters() }
    }

    @Test func deleteReloadAndMoveKeepTheCellsOfRowsThatStay() {
        let source = RowsSource([["A", "B", "C", "D"]])
        let (window, table) = tableScreen(source, width: 10, height: 6)
        window.runLayoutCycle()
        let cellOfD = table.cellForRow(at: IndexPath(row: 3, section: 0))
        source.sections = [["A", "C", "D"]]
        table.deleteRows(at: [IndexPath(row: 1, section: 0)], with: .fade)
        window.runLayoutCycle()
        #expect(texts(window, 4) == ["A", "C", "D", ""])
        #expect(table.cellForRow(at: IndexPath(row: 2, section: 0)) === cellOfD)

        source.sections = [["A", "C!", "D"]]
        source.log.entries.removeAll()
        table.reloadRows(at: [IndexPath(row: 1, section: 0)], with: .none)
        window.runLayoutCycle()
        #expect(source.log.take().filter { $0 != "prepareForReuse" && !$0.hasPrefix("number") }
                == ["didEndDisplaying(1)", "cellForRow(1)", "willDisplay(1)"])
        #expect(texts(window, 3) == ["A", "C!", "D"])

        source.sections = [["D", "A", "C!"]]
        source.log.entries.removeAll()
        table.moveRow(at: IndexPath(row: 2, section: 0), to: IndexPath(row: 0, section: 0))
        window.runLayoutCycle()
        #expect(texts(window, 3) == ["D", "A", "C!"])
        #expect(table.cellForRow(at: IndexPath(row: 0, section: 0)) === cellOfD)
        #expect(!source.log.entries.contains { $0.hasPrefix("cellForRow") }, "moved rows keep their cells")
    }

    @Test func sectionsInsertAndDelete() {
        let source = RowsSource([["A"], ["B"]])
        source.headerTitles = ["One", "Two"]
        let (window, table) = tableScreen(source, width: 10, height: 6)
        window.runLayoutCycle()
        source.sections = [["A"], ["N"], ["B"]]
        source.headerTitles = ["One", "New", "Two"]
        table.insertSections([1], with: .automatic)
        window.runLayoutCycle()
        #expect(texts(window, 6) == ["One", "A", "New", "N", "Two", "B"])
        source.sections = [["N"], ["B"]]
        source.headerTitles = ["New", "Two"]
        table.deleteSections([0], with: .automatic)
        window.runLayoutCycle()
        #expect(texts(window, 4) == ["New", "N", "Two", "B"])
        #expect(table.numberOfSections == 2)
    }

    @Test func badUpdatesLogOneLineAndReload() {
        let source = RowsSource(rows: 3)
        let (window, table) = tableScreen(source, width: 10, height: 5)
        window.runLayoutCycle()
        var messages = capturingDiagnostics {
            table.deleteRows(at: [IndexPath(row: 7, section: 0)], with: .none)
            window.runLayoutCycle()
        }
        #expect(messages == ["TableView: invalid batch update in section 0: the data source reports 3 rows, but 3 before + 0 inserted − 1 deleted + 0 moved in − 0 moved out = 2"])
        source.sections = [["Row 0", "Row 1"]]
        messages = capturingDiagnostics {
            table.deleteRows(at: [IndexPath(row: 7, section: 0)], with: .none)
            window.runLayoutCycle()
        }
        #expect(messages == ["TableView: invalid batch update: row 7 is out of range in section 0 (3 rows)"])
        #expect(texts(window, 3) == ["Row 0", "Row 1", ""], "recovered by reloading")
        source.sections = [["Row 0"], ["X"]]
        messages = capturingDiagnostics {
            table.performBatchUpdates({ table.deleteRows(at: [IndexPath(row: 1, section: 0)], with: .none) })
            window.runLayoutCycle()
        }
        #expect(messages == ["TableView: invalid batch update: the data source reports 2 sections, but 1 before + 0 inserted − 0 deleted = 1"])
        #expect(table.numberOfSections == 2)
    }

    @Test func countsThatChangeBetweenReloadsAreTakenAtTheReload() {
        let source = RowsSource(rows: 3)
        let (window, table) = tableScreen(source, width: 10, height: 5)
        window.runLayoutCycle()
        source.sections = [(0..<8).map { "Row \($0)" }]
        window.runLayoutCycle()
        #expect(table.numberOfRows(inSection: 0) == 3)
        table.reloadData()
        window.runLayoutCycle()
        #expect(table.numberOfRows(inSection: 0) == 8)
        #expect(texts(window, 5) == ["Row 0", "Row 1", "Row 2", "Row 3", "Row 4"])
        source.sections = [[]]
        table.reloadData()
        window.runLayoutCycle()
        #expect(table.visibleCells.isEmpty)
        #expect(texts(window, 1) == [""])
    }

    @Test func aCellIsReusedAndNeverShownTwice() {
        let source = RowsSource(rows: 200)
        let (window, table) = tableScreen(source, width: 10, height: 7)
        window.runLayoutCycle()
        var seen = Set<ObjectIdentifier>()
        for offset in stride(from: 0, through: 190, by: 3) {
            table.contentOffset.y = Double(offset)
            window.runLayoutCycle()
            let cells = table.visibleCells
            #expect(Set(cells.map { ObjectIdentifier($0) }).count == cells.count)
            #expect(cells.allSatisfy { !$0.isHidden && $0.superview === table })
            seen.formUnion(cells.map { ObjectIdentifier($0) })
        }
        #expect(seen.count <= 14, "cells come back from the queue")
        #expect(table.subviews.filter { $0 is TableViewCell }.count <= 15)
    }

    @Test func aCellReturnedForTwoRowsShowsInTheFirstAndLogs() {
        final class Source: TableViewDataSource {
            let cell = TableViewCell(style: .default, reuseIdentifier: nil)
            func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { 3 }
            func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
                cell.textLabel?.text = "Same"
                return cell
            }
        }
        let source = Source()
        let window = Window(size: Size(width: 8, height: 4))
        let table = TableView(frame: Rect(x: 0, y: 0, width: 8, height: 4))
        table.showsVerticalScrollIndicator = false
        table.dataSource = source
        window.addSubview(table)
        let messages = capturingDiagnostics { window.runLayoutCycle() }
        // Each pass that lays the rows out asks again, and says so again.
        #expect(Set(messages) == [
            "TableView: the data source returned the cell of row [0, 0] for row [0, 1] as well; a cell shows one row at a time, so row [0, 1] stays empty. Return a cell from dequeueReusableCell(withIdentifier:for:).",
            "TableView: the data source returned the cell of row [0, 0] for row [0, 2] as well; a cell shows one row at a time, so row [0, 2] stays empty. Return a cell from dequeueReusableCell(withIdentifier:for:).",
        ])
        #expect(table.visibleCells.count == 1)
        #expect(table.indexPath(for: source.cell) == IndexPath(row: 0, section: 0))
        #expect(screenRows(window) == [" Same   ", "        ", "        ", "        "])
    }

    @Test func pageUpMovesTheFocusAndTheViewUpAScreen() {
        let source = RowsSource(rows: 50)
        let (window, table) = tableScreen(source, width: 10, height: 5)
        let application = Application(window: window)
        window.runLayoutCycle()
        #expect(table.becomeFirstResponder())
        for _ in 0..<4 {
            application.send(KeyEvent(.pageDown))
            window.runLayoutCycle()
        }
        #expect(table.focusedIndexPath?.row == 20)
        #expect(table.contentOffset.y == 20)
        application.send(KeyEvent(.down))
        window.runLayoutCycle()
        #expect(table.focusedIndexPath?.row == 21)
        application.send(KeyEvent(.pageUp))
        window.runLayoutCycle()
        #expect(table.focusedIndexPath?.row == 16)
        #expect(table.contentOffset.y == 15)
        #expect(texts(window, 5) == ["Row 15", "Row 16", "Row 17", "Row 18", "Row 19"])
        #expect(window.canvas[2, 1].style.attributes.contains(.reverse), "the focused row, second on screen")
        for _ in 0..<4 {
            application.send(KeyEvent(.pageUp))
            window.runLayoutCycle()
        }
        #expect(table.focusedIndexPath?.row == 0)
        #expect(table.contentOffset.y == 0)
    }

    @Test func anUnregisteredIdentifierLogsAndGivesADefaultCell() {
        let table = TableView(frame: Rect(x: 0, y: 0, width: 10, height: 3))
        let messages = capturingDiagnostics {
            let cell = table.dequeueReusableCell(withIdentifier: "nope", for: IndexPath(row: 0, section: 0))
            #expect(cell.style == .default)
            #expect(cell.reuseIdentifier == "nope")
        }
        #expect(messages == ["TableView: no cell class registered for reuse identifier 'nope'"])
    }

    @Test func aClickHighlightsOnPressAndSelectsOnRelease() {
        let source = RowsSource(rows: 10)
        let (window, table) = tableScreen(source, width: 10, height: 5)
        let application = Application(window: window)
        window.runLayoutCycle()
        source.log.entries.removeAll()
        application.send(MouseEvent(.down, button: .left, at: Point(x: 3, y: 2)))
        #expect(table.cellForRow(at: IndexPath(row: 2, section: 0))?.isHighlighted == true)
        #expect(source.log.entries.isEmpty)
        application.send(MouseEvent(.up, button: .left, at: Point(x: 3, y: 2)))
        #expect(source.log.take() == ["willSelect(2)", "didSelect(2)"])
        #expect(table.cellForRow(at: IndexPath(row: 2, section: 0))?.isHighlighted == false)
        window.runLayoutCycle()
        #expect(window.canvas[1, 2].style.attributes.contains(.bold))
        // A press dragged off its row selects nothing.
        application.send(MouseEvent(.down, button: .left, at: Point(x: 3, y: 3)))
        application.send(MouseEvent(.dragged, button: .left, at: Point(x: 3, y: 4)))
        #expect(table.cellForRow(at: IndexPath(row: 3, section: 0))?.isHighlighted == false)
        application.send(MouseEvent(.up, button: .left, at: Point(x: 3, y: 4)))
        #expect(!source.log.entries.contains { $0.hasPrefix("didSelect") })
        // The wheel scrolls three rows.
        application.send(MouseEvent(.scrollDown, at: Point(x: 3, y: 2)))
        window.runLayoutCycle()
        #expect(table.contentOffset.y == 3)
        #expect(texts(window, 1) == ["Row 3"])
    }

    @Test func multipleSelectionTogglesRows() {
        let source = RowsSource(rows: 5)
        let (window, table) = tableScreen(source, width: 10, height: 5)
        table.allowsMultipleSelection = true
        let application = Application(window: window)
        window.runLayoutCycle()
        #expect(table.becomeFirstResponder())
        application.send(KeyEvent(.enter))
        application.send(KeyEvent(.down))
        application.send(KeyEvent(.character(" ")))
        #expect(table.indexPathsForSelectedRows == [IndexPath(row: 0, section: 0), IndexPath(row: 1, section: 0)])
        application.send(KeyEvent(.up))
        application.send(KeyEvent(.enter))
        #expect(table.indexPathsForSelectedRows == [IndexPath(row: 1, section: 0)])
        table.deselectRow(at: IndexPath(row: 1, section: 0), animated: false)
        #expect(table.indexPathsForSelectedRows == nil)
    }

    @Test func upOnTheFirstRowAndDownOnTheLastPassOn() {
        let source = RowsSource(rows: 2)
        let (window, table) = tableScreen(source, width: 10, height: 5)
        let application = Application(window: window)
        window.runLayoutCycle()
        #expect(table.becomeFirstResponder())
        #expect(!table.handleKey(KeyEvent(.up)))
        application.send(KeyEvent(.down))
        #expect(!table.handleKey(KeyEvent(.down)))
        #expect(table.handleKey(KeyEvent.control("p")))
        #expect(table.focusedIndexPath?.row == 0)
    }
}
