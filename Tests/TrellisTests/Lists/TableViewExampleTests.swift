import Testing
@testable import Trellis

/// The worked examples of the table's behaviour: loading, reuse and paging, self-sizing,
/// a bad insert, batch order, selection and an empty table.
@MainActor
@Suite(.serialized) struct TableViewExampleTests {
    @Test func EX_TBL_1_load() {
        let source = RowsSource(rows: 100)
        let (window, table) = tableScreen(source, width: 20, height: 5)
        LoggedCell.created = 0
        source.log.entries.removeAll()
        window.runLayoutCycle()
        var expected = ["numberOfSections", "numberOfRows(0)"]
        for row in 0..<5 { expected += ["cellForRow(\(row))", "willDisplay(\(row))"] }
        #expect(source.log.take() == expected)
        #expect(LoggedCell.created == 5)
        #expect(table.contentSize == Size(width: 20, height: 100))
        #expect(screenRows(window) == (0..<5).map { padded(" Row \($0)", 20) })
    }

    @Test func EX_TBL_2_reuse_and_paging() {
        let source = RowsSource(rows: 100)
        let (window, table) = tableScreen(source, width: 20, height: 5)
        let application = Application(window: window)
        LoggedCell.created = 0
        window.runLayoutCycle()
        #expect(table.becomeFirstResponder())
        window.runLayoutCycle()
        #expect(table.focusedIndexPath == IndexPath(row: 0, section: 0))
        source.log.entries.removeAll()
        for press in 1...5 {
            if press == 5 { source.log.entries.removeAll() }
            application.send(KeyEvent(.down))
            window.runLayoutCycle()
        }
        #expect(table.focusedIndexPath?.row == 5)
        #expect(table.contentOffset.y == 1)
        #expect(source.log.take() == ["didEndDisplaying(0)", "prepareForReuse", "cellForRow(5)", "willDisplay(5)"])
        application.send(KeyEvent(.pageDown))
        window.runLayoutCycle()
        #expect(table.focusedIndexPath?.row == 10)
        #expect(table.contentOffset.y == 6)
        application.send(KeyEvent(.end))
        window.runLayoutCycle()
        #expect(table.focusedIndexPath?.row == 99)
        #expect(table.contentOffset.y == 95)
        application.send(KeyEvent(.home))
        window.runLayoutCycle()
        #expect(table.focusedIndexPath?.row == 0)
        #expect(table.contentOffset.y == 0)
        #expect(LoggedCell.created == 5)
        // The focused row shows in reverse video.
        #expect(window.canvas[3, 0].style.attributes.contains(.reverse))
        #expect(!window.canvas[3, 1].style.attributes.contains(.reverse))
    }

    @Test func EX_TBL_3_self_sizing() {
        let source = RowsSource([["Short", "A much longer line here", "Tiny"]])
        source.customLabels = true
        let (window, table) = tableScreen(source, width: 12, height: 6)
        window.runLayoutCycle()
        let frames = table.visibleCells.map(\.frame)
        #expect(frames.map(\.height) == [1, 3, 1])
        #expect(frames.map(\.minY) == [0, 1, 4])
        #expect(table.contentSize.height == 5)
        #expect(screenRows(window) == [
            " Short      ",
            " A much     ",
            " longer     ",
            " line here  ",
            " Tiny       ",
            "            ",
        ])
        window.size = Size(width: 20, height: 6)
        window.runLayoutCycle()
        #expect(table.visibleCells.map(\.frame.height) == [1, 2, 1])
        #expect(table.contentSize.height == 4)
    }

    @Test func EX_TBL_4_bad_insert() {
        let source = RowsSource(rows: 5)
        let (window, table) = tableScreen(source, width: 20, height: 8)
        window.runLayoutCycle()
        let messages = capturingDiagnostics {
            table.insertRows(at: [IndexPath(row: 5, section: 0)], with: .automatic)
            window.runLayoutCycle()
        }
        #expect(messages == ["TableView: invalid batch update in section 0: the data source reports 5 rows, but 5 before + 1 inserted − 0 deleted + 0 moved in − 0 moved out = 6"])
        #expect(Array(screenRows(window).prefix(6)) == [
            " Row 0              ", " Row 1              ", " Row 2              ",
            " Row 3              ", " Row 4              ", "                    ",
        ])
        let later = capturingDiagnostics {
            source.sections[0].append("Row 5")
            table.insertRows(at: [IndexPath(row: 5, section: 0)], with: .automatic)
            window.runLayoutCycle()
        }
        #expect(later.isEmpty)
        #expect(screenRows(window)[5] == " Row 5              ")
    }

    @Test func EX_TBL_5_batch_order() {
        let source = RowsSource([["A", "B", "C", "D", "E"]])
        let (window, table) = tableScreen(source, width: 20, height: 8)
        window.runLayoutCycle()
        table.selectRow(at: IndexPath(row: 2, section: 0), animated: false, scrollPosition: .none)
        window.runLayoutCycle()
        source.log.entries.removeAll()
        source.sections = [["X", "A", "C", "Y", "E"]]
        table.performBatchUpdates({
            table.deleteRows(at: [IndexPath(row: 1, section: 0), IndexPath(row: 3, section: 0)], with: .automatic)
            table.insertRows(at: [IndexPath(row: 0, section: 0), IndexPath(row: 3, section: 0)], with: .automatic)
        }, completion: { finished in source.log.entries.append("completion(\(finished))") })
        source.log.entries.removeAll { $0.hasPrefix("number") }
        window.runLayoutCycle()
        #expect(source.log.take().filter { $0 != "prepareForReuse" } == [
            "didEndDisplaying(1)", "didEndDisplaying(3)", "cellForRow(0)", "willDisplay(0)",
            "cellForRow(3)", "willDisplay(3)", "completion(true)",
        ])
        #expect(screenRows(window).prefix(5).map { $0.trimmingCharacters() } == ["X", "A", "C", "Y", "E"])
        #expect(table.indexPathForSelectedRow == IndexPath(row: 2, section: 0))
    }

    @Test func EX_TBL_6_selection_and_emptiness() {
        let source = RowsSource(rows: 10)
        let (window, table) = tableScreen(source, width: 20, height: 5)
        let application = Application(window: window)
        window.runLayoutCycle()
        #expect(table.becomeFirstResponder())
        application.send(KeyEvent(.down))
        application.send(KeyEvent(.down))
        window.runLayoutCycle()
        source.log.entries.removeAll()
        application.send(KeyEvent(.enter))
        #expect(source.log.take() == ["willSelect(2)", "didSelect(2)"])
        application.send(KeyEvent(.down))
        application.send(KeyEvent(.enter))
        window.runLayoutCycle()
        #expect(source.log.take() == ["willSelect(3)", "willDeselect(2)", "didDeselect(2)", "didSelect(3)"])
        source.refusedSelection = [IndexPath(row: 4, section: 0)]
        application.send(KeyEvent(.down))
        application.send(KeyEvent(.enter))
        window.runLayoutCycle()
        #expect(source.log.take() == ["willSelect(4)"])
        #expect(table.indexPathForSelectedRow == IndexPath(row: 3, section: 0))
    }

    @Test func EX_TBL_6_empty_table() {
        let source = RowsSource([[]])
        let (window, table) = tableScreen(source, width: 20, height: 5)
        let application = Application(window: window)
        let button = Button(title: "B")
        button.frame = Rect(x: 0, y: 0, width: 3, height: 1)
        let empty = Label(text: "No items")
        empty.textAlignment = .center
        empty.numberOfLines = 1
        let holder = View(frame: Rect(x: 0, y: 0, width: 20, height: 5))
        holder.addSubview(empty)
        empty.frame = Rect(x: 0, y: 2, width: 20, height: 1)
        empty.autoresizingMask = [.flexibleWidth]
        table.backgroundView = holder
        window.runLayoutCycle()
        #expect(screenRows(window)[2] == "      No items      ")
        #expect(!source.log.entries.contains { $0.hasPrefix("cellForRow") })
        #expect(table.contentSize.height == 0)
        #expect(table.visibleCells.isEmpty)
        #expect(!table.canBecomeFirstResponder)
        window.addSubview(button)
        window.runLayoutCycle()
        application.send(KeyEvent(.tab))
        #expect(button.isFirstResponder)
        application.send(KeyEvent(.tab))
        #expect(!table.isFirstResponder)
    }
}

extension String {
    /// The string without spaces at either end.
    func trimmingCharacters() -> String {
        var text = Substring(self)
        while text.first == " " { text.removeFirst() }
        while text.last == " " { text.removeLast() }
        return String(text)
    }
}
