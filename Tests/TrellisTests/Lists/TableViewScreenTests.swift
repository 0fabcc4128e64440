import Testing
@testable import Trellis

/// Tables as text at several sizes, through resizes, with sections, separators and
/// accessories, and with ten million rows.
@MainActor
@Suite(.serialized) struct TableViewScreenTests {
    @Test func aOneByOneWindowShowsOneCellOfTheFirstRow() {
        let source = RowsSource(rows: 50)
        let (window, table) = tableScreen(source, width: 1, height: 1)
        window.runLayoutCycle()
        #expect(screenRows(window) == [" "])
        #expect(table.visibleCells.count == 1)
    }

    @Test func aThreeByTwoWindowShowsTwoRowsCut() {
        let source = RowsSource(rows: 50)
        let (window, table) = tableScreen(source, width: 3, height: 2)
        window.runLayoutCycle()
        #expect(screenRows(window) == [" … ", " … "], "one column of text between the margins")
        #expect(table.indexPathsForVisibleRows == [IndexPath(row: 0, section: 0), IndexPath(row: 1, section: 0)])
    }

    @Test func aHugeWindowShowsEveryRowAndNoMore() {
        let source = RowsSource(rows: 40)
        let (window, table) = tableScreen(source, width: 300, height: 100)
        window.runLayoutCycle()
        let rows = screenRows(window)
        #expect(rows[0] == padded(" Row 0", 300))
        #expect(rows[39] == padded(" Row 39", 300))
        #expect(rows[40] == padded("", 300))
        #expect(table.visibleCells.count == 40)
    }

    @Test func aZeroSizedTableHasNoCellsAndNoHeights() {
        let source = RowsSource(rows: 10)
        let (window, table) = tableScreen(source, width: 20, height: 5)
        window.runLayoutCycle()
        #expect(table.visibleCells.count == 5)
        window.size = Size(width: 20, height: 0)
        window.runLayoutCycle()
        #expect(table.visibleCells.isEmpty)
        #expect(table.heights.knownCount == 0)
        window.size = Size(width: 20, height: 3)
        window.runLayoutCycle()
        #expect(table.visibleCells.count == 3)
    }

    @Test func aResizeMidListKeepsTheFirstVisibleRowFirst() {
        let source = RowsSource([(0..<60).map { $0 % 3 == 0 ? "Long row \($0) with several words" : "Row \($0)" }])
        source.customLabels = true
        let (window, table) = tableScreen(source, width: 40, height: 6)
        window.runLayoutCycle()
        table.scrollToRow(at: IndexPath(row: 30, section: 0), at: .top, animated: false)
        window.runLayoutCycle()
        #expect(table.indexPathsForVisibleRows?.first == IndexPath(row: 30, section: 0))
        #expect(screenRows(window)[0] == padded(" Long row 30 with several words", 40))
        window.size = Size(width: 12, height: 6)
        window.runLayoutCycle()
        #expect(table.indexPathsForVisibleRows?.first == IndexPath(row: 30, section: 0))
        #expect(table.rectForRow(at: IndexPath(row: 30, section: 0)).minY == table.contentOffset.y)
        #expect(screenRows(window)[0] == " Long row   ")
        #expect(table.cellForRow(at: IndexPath(row: 30, section: 0))?.frame.height == 4)
        window.size = Size(width: 40, height: 6)
        window.runLayoutCycle()
        #expect(table.indexPathsForVisibleRows?.first == IndexPath(row: 30, section: 0))
        #expect(table.cellForRow(at: IndexPath(row: 30, section: 0))?.frame.height == 1)
    }

    @Test func scrollingUpIntoTallRowsKeepsWhatIsOnScreenInPlace() {
        let source = RowsSource([(0..<40).map { "Row \($0) is long enough to wrap" }])
        source.customLabels = true
        let (window, table) = tableScreen(source, width: 14, height: 6)
        window.runLayoutCycle()
        table.scrollToRow(at: IndexPath(row: 20, section: 0), at: .top, animated: false)
        window.runLayoutCycle()
        let before = screenRows(window)
        #expect(before[0] == " Row 20 is    ")
        // Scrolling up by one cell shows the bottom of row 19, measured now: its real
        // height (3, not the estimate 1) must not move row 20.
        table.contentOffset.y -= 1
        window.runLayoutCycle()
        #expect(screenRows(window)[1] == " Row 20 is    ")
        #expect(screenRows(window)[0] == " to wrap      ")
    }

    @Test func selfSizingRowsWrapAtEveryWidth() {
        for width in [4, 8, 12, 30] {
            let source = RowsSource([["one two three four five"]])
            source.customLabels = true
            let (window, table) = tableScreen(source, width: Double(width), height: 10)
            window.runLayoutCycle()
            let lines = TextWrapper.wrap("one two three four five", width: width - 2, mode: .word).count
            #expect(table.visibleCells.first?.frame.height == Double(lines), "at width \(width)")
            #expect(table.contentSize.height == Double(lines))
        }
    }

    @Test func aFirstScreenOfTallerRowsMakesCellsForNearlyOnlyTheRowsShown() {
        // Every other row wraps to two lines: twelve rows at the estimate of one line
        // each, eight once measured.
        let source = RowsSource([(0..<40).map { $0 % 2 == 0 ? "Row \($0)" : "Row \($0) is long" }])
        source.customLabels = true
        let (window, table) = tableScreen(source, width: 10, height: 12)
        LoggedCell.created = 0
        window.runLayoutCycle()
        #expect(table.visibleCells.count == 8)
        #expect(screenRows(window)[0...2] == [" Row 0    ", " Row 1 is ", " long     "])
        #expect(screenRows(window)[11] == " long     ")
        #expect(LoggedCell.created <= 9, "not one cell per row at the estimate (12)")
    }

    @Test func plainHeadersAreBoldAndFloat() {
        let source = RowsSource([(0..<4).map { "A\($0)" }, (0..<4).map { "B\($0)" }])
        source.headerTitles = ["First", "Second"]
        let (window, table) = tableScreen(source, width: 12, height: 4)
        window.runLayoutCycle()
        #expect(screenRows(window) == [" First      ", " A0         ", " A1         ", " A2         "])
        #expect(window.canvas[1, 0].style.attributes.contains(.bold))
        table.contentOffset.y = 2
        window.runLayoutCycle()
        #expect(screenRows(window) == [" First      ", " A2         ", " A3         ", " Second     "])
        table.contentOffset.y = 4
        window.runLayoutCycle()
        #expect(screenRows(window) == [" First      ", " Second     ", " B0         ", " B1         "],
                "the next header pushes the floating one up")
        table.contentOffset.y = 6
        window.runLayoutCycle()
        #expect(screenRows(window) == [" Second     ", " B1         ", " B2         ", " B3         "])
    }

    @Test func groupedSectionsHaveABlankRowBetweenThemAndHeadersScroll() {
        let source = RowsSource([["A0", "A1"], ["B0"]])
        source.headerTitles = ["First", "Second"]
        source.footerTitles = [nil, "End"]
        let (window, table) = tableScreen(source, width: 10, height: 8, style: .grouped)
        window.runLayoutCycle()
        #expect(screenRows(window) == [" First    ", " A0       ", " A1       ", "          ",
                                       " Second   ", " B0       ", " End      ", "          "])
        #expect(table.contentSize.height == 7)
        #expect(table.indexPathForRow(at: Point(x: 2, y: 5)) == IndexPath(row: 0, section: 1))
        #expect(table.indexPathForRow(at: Point(x: 2, y: 4)) == nil)
    }

    @Test func separatorsAndAccessoriesShowInTheirCells() {
        let source = RowsSource([["One", "Two"]])
        let (window, table) = tableScreen(source, width: 10, height: 5)
        table.separatorStyle = .singleLine
        window.runLayoutCycle()
        table.cellForRow(at: IndexPath(row: 0, section: 0))?.accessoryType = .disclosureIndicator
        table.cellForRow(at: IndexPath(row: 1, section: 0))?.accessoryType = .checkmark
        window.runLayoutCycle()
        #expect(screenRows(window) == [" One    › ", "──────────", " Two    ✓ ", "──────────", "          "])
    }

    @Test func separatorsTurnedOnAfterTheFirstLayoutDrawInTheShownRows() {
        let source = RowsSource([["One", "Two", "Three"]])
        let (window, table) = tableScreen(source, width: 8, height: 5)
        window.runLayoutCycle()
        #expect(screenRows(window) == [" One    ", " Two    ", " Three  ", "        ", "        "])
        table.separatorStyle = .singleLine
        window.runLayoutCycle()
        #expect(screenRows(window) == [" One    ", "────────", " Two    ", "────────", " Three  "])
        table.separatorStyle = .none
        window.runLayoutCycle()
        #expect(screenRows(window) == [" One    ", " Two    ", " Three  ", "        ", "        "])
    }

    @Test func aRowHeightSetAfterTheFirstLayoutSizesTheShownRows() {
        let source = RowsSource([["One", "Two", "Three"]])
        let (window, table) = tableScreen(source, width: 8, height: 6)
        window.runLayoutCycle()
        table.rowHeight = 2
        window.runLayoutCycle()
        #expect(screenRows(window) == [" One    ", "        ", " Two    ", "        ", " Three  ", "        "])
        #expect(table.visibleCells.map(\.frame.height) == [2, 2, 2])
        table.rowHeight = TableView.automaticDimension
        window.runLayoutCycle()
        #expect(table.visibleCells.map(\.frame.height) == [1, 1, 1])
    }

    @Test func subtitleAndValueCellsPlaceTheirDetail() {
        final class Source: TableViewDataSource {
            func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { 2 }
            func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
                let cell = TableViewCell(style: indexPath.row == 0 ? .subtitle : .value1, reuseIdentifier: nil)
                cell.textLabel?.text = "Title"
                cell.detailTextLabel?.text = "Detail"
                return cell
            }
        }
        let source = Source()
        let window = Window(size: Size(width: 16, height: 4))
        let table = TableView(frame: Rect(x: 0, y: 0, width: 16, height: 4))
        table.showsVerticalScrollIndicator = false
        table.dataSource = source
        window.addSubview(table)
        window.runLayoutCycle()
        #expect(screenRows(window) == [" Title          ", " Detail         ", " Title   Detail ", "                "])
        #expect(window.canvas[1, 1].style.attributes.contains(.dim))
    }

    @Test func tenMillionRowsScrollToTheEnd() {
        final class Source: TableViewDataSource {
            func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { 10_000_000 }
            func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
                let cell = tableView.dequeueReusableCell(withIdentifier: "row", for: indexPath)
                cell.textLabel?.text = "Row \(indexPath.row)"
                return cell
            }
        }
        let source = Source()
        let window = Window(size: Size(width: 20, height: 4))
        let application = Application(window: window)
        let table = TableView(frame: Rect(x: 0, y: 0, width: 20, height: 4))
        table.showsVerticalScrollIndicator = false
        table.register(TableViewCell.self, forCellReuseIdentifier: "row")
        table.dataSource = source
        window.addSubview(table)
        window.runLayoutCycle()
        #expect(table.contentSize.height == 10_000_000)
        #expect(table.becomeFirstResponder())
        application.send(KeyEvent(.end))
        window.runLayoutCycle()
        #expect(screenRows(window) == [padded(" Row 9999996", 20), padded(" Row 9999997", 20),
                                       padded(" Row 9999998", 20), padded(" Row 9999999", 20)])
        #expect(table.subviews.count < 12)
        table.scrollToRow(at: IndexPath(row: 5_000_000, section: 0), at: .middle, animated: false)
        window.runLayoutCycle()
        #expect(table.indexPathsForVisibleRows?.contains(IndexPath(row: 5_000_000, section: 0)) == true)
    }
}
