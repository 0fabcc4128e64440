import Testing
@testable import Trellis

/// A table's context menus come from its delegate, row by row: by Shift-F10 under the
/// focused row, and by a right press on a row.
@MainActor
@Suite struct TableContextMenuTests {
    private final class Source: TableViewDataSource, TableViewDelegate {
        var asked: [IndexPath] = []
        var chosen: [String] = []
        func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { 10 }
        func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
            let cell = tableView.dequeueReusableCell(withIdentifier: "row", for: indexPath)
            cell.textLabel?.text = "Row \(indexPath.row)"
            return cell
        }
        func tableView(_ tableView: TableView, contextMenuConfigurationForRowAt indexPath: IndexPath,
                       point: Point) -> ContextMenuConfiguration? {
            asked.append(indexPath)
            return ContextMenuConfiguration { [unowned self] _ in
                Menu(children: [Action(title: "Open") { _ in self.chosen.append("Open \(indexPath.row)") }])
            }
        }
    }

    private func table() -> (Application, TableView, Source) {
        let window = Window(size: Size(width: 40, height: 10))
        let application = Application(window: window)
        let table = TableView(frame: Rect(x: 0, y: 0, width: 40, height: 10))
        let source = Source()
        table.register(TableViewCell.self, forCellReuseIdentifier: "row")
        table.dataSource = source
        table.delegate = source
        window.addSubview(table)
        window.runLayoutCycle()
        return (application, table, source)
    }

    @Test func exMENU3ShiftF10OpensTheFocusedRowsMenuUnderIt() {
        let (application, table, source) = table()
        #expect(table.becomeFirstResponder())
        application.send(KeyEvent(.down))
        application.send(KeyEvent(.down))
        application.window.runLayoutCycle()
        #expect(table.focusedIndexPath == IndexPath(row: 2, section: 0))
        application.send(KeyEvent(.function(10), modifiers: .shift))
        application.window.runLayoutCycle()
        #expect(source.asked == [IndexPath(row: 2, section: 0)])
        #expect(application.contextMenuSession?.levels.last?.frame.origin == Point(x: 0, y: 3))
        application.send(KeyEvent(.escape))
        application.window.runLayoutCycle()
        #expect(application.contextMenuSession == nil)
        #expect(source.chosen.isEmpty)
        #expect(application.window.firstResponder === table)
        #expect(table.focusedIndexPath == IndexPath(row: 2, section: 0))
    }

    @Test func aRightPressAsksForTheRowUnderIt() {
        let (application, _, source) = table()
        application.send(MouseEvent(.down, button: .right, at: Point(x: 5, y: 6)))
        application.send(MouseEvent(.up, button: .right, at: Point(x: 5, y: 6)))
        application.window.runLayoutCycle()
        #expect(source.asked == [IndexPath(row: 6, section: 0)])
        application.send(KeyEvent(.enter))
        application.window.runLayoutCycle()
        #expect(source.chosen == ["Open 6"])
    }

    @Test func withoutAMenuFromTheDelegateNothingOpens() {
        let window = Window(size: Size(width: 20, height: 5))
        let application = Application(window: window)
        let table = TableView(frame: Rect(x: 0, y: 0, width: 20, height: 5))
        window.addSubview(table)
        window.runLayoutCycle()
        application.send(MouseEvent(.down, button: .right, at: Point(x: 1, y: 1)))
        application.send(MouseEvent(.up, button: .right, at: Point(x: 1, y: 1)))
        #expect(application.contextMenuSession == nil)
    }
}
