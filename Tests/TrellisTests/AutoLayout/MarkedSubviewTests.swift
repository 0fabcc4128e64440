import Testing
@testable import Trellis

/// The layout pass goes straight to the one subview marked below a view, when it is the
/// only one, instead of looking at every subview's marks; these cases keep that shortcut
/// from missing a mark.
@MainActor
@Suite("Layout pass: the one marked subview")
struct MarkedSubviewTests {
    /// A window holding a column of `count` logging views, laid out once.
    private func column(_ count: Int, log: CycleLog) -> (CycleWindow, CycleView, [CycleView]) {
        let window = CycleWindow(size: Size(width: 40, height: 20), log: log)
        let column = CycleView("column", log: log, frame: Rect(x: 0, y: 0, width: 40, height: 20), constrained: false)
        window.addSubview(column)
        let rows = (0..<count).map { CycleView("row\($0)", log: log, frame: Rect(x: 0, y: Double($0), width: 40, height: 1), constrained: false) }
        for row in rows { column.addSubview(row) }
        window.runLayoutCycle()
        log.clear()
        return (window, column, rows)
    }

    @Test func onlyTheMarkedRowIsLaidOut() {
        let log = CycleLog()
        let (window, _, rows) = column(50, log: log)
        rows[37].setNeedsLayout()
        window.runLayoutCycle()
        #expect(log.only("layoutSubviews") == ["row37.layoutSubviews"])
    }

    @Test func aMarkedRowThatLeavesIsForgottenAndTheOthersAreLaidOut() {
        let log = CycleLog()
        let (window, _, rows) = column(10, log: log)
        rows[3].setNeedsLayout()
        rows[3].removeFromSuperview()
        rows[6].setNeedsLayout()
        window.runLayoutCycle()
        #expect(log.only("layoutSubviews") == ["row6.layoutSubviews"])
        #expect(!rows[6].needsLayout)
    }

    @Test func twoMarkedRowsAreBothLaidOutInOrder() {
        let log = CycleLog()
        let (window, _, rows) = column(10, log: log)
        rows[8].setNeedsLayout()
        rows[2].setNeedsLayout()
        window.runLayoutCycle()
        #expect(log.only("layoutSubviews") == ["row2.layoutSubviews", "row8.layoutSubviews"])
    }

    @Test func marksMadeWhileTheOneRowIsLaidOutAreLaidOutInTheSameCycle() {
        let log = CycleLog()
        let (window, column, rows) = column(10, log: log)
        // Row 5's layout marks a row before it, a row after it, and the column itself.
        rows[5].afterLayout = { _ in
            rows[1].setNeedsLayout()
            rows[9].setNeedsLayout()
            column.setNeedsLayout()
        }
        rows[5].setNeedsLayout()
        window.runLayoutCycle()
        let laidOut = log.only("layoutSubviews")
        #expect(laidOut.first == "row5.layoutSubviews")
        #expect(Set(laidOut) == ["row5.layoutSubviews", "row1.layoutSubviews", "row9.layoutSubviews", "column.layoutSubviews"])
        #expect(rows.allSatisfy { !$0.needsLayout } && !column.needsLayout)
    }

    @Test func aMarkDeepBelowOneRowIsReached() {
        let log = CycleLog()
        let (window, _, rows) = column(10, log: log)
        let cell = CycleView("cell", log: log, frame: Rect(x: 0, y: 0, width: 4, height: 1), constrained: false)
        rows[4].addSubview(cell)
        window.runLayoutCycle()
        log.clear()
        cell.setNeedsLayout()
        window.runLayoutCycle()
        #expect(log.only("layoutSubviews") == ["cell.layoutSubviews"])
    }

    @Test func aRowMovedToAnotherColumnKeepsItsMark() {
        let log = CycleLog()
        let (window, column, rows) = column(10, log: log)
        let other = CycleView("other", log: log, frame: Rect(x: 0, y: 0, width: 40, height: 20), constrained: false)
        window.addSubview(other)
        window.runLayoutCycle()
        log.clear()
        rows[2].setNeedsLayout()
        other.addSubview(rows[2])
        rows[7].setNeedsLayout()
        window.runLayoutCycle()
        let laidOut = log.only("layoutSubviews")
        #expect(laidOut.contains("row2.layoutSubviews"))
        #expect(laidOut.contains("row7.layoutSubviews"))
        #expect(column.subviews.count == 9)
    }
}
