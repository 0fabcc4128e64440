import Testing
@testable import Cassowary
@testable import Trellis

/// A controller's root view gets its margins guide tied to it when it goes into the
/// window, at the flush that lays out everything else. Those ties go into the solver with
/// the root's size, before the constraints pinned to the guide: otherwise the guide's
/// width is fixed last, on a screen whose rows were built around a free one, and every
/// row shifts at once.
@MainActor
@Suite("Margins before the content pinned to them")
struct MarginsFirstTests {
    @Test func pinningAScreenToTheMarginsRewritesFewRows() throws {
        let window = Window(size: Size(width: 120, height: 40))
        let controller = ViewController()
        window.rootViewController = controller
        let column = StackView.columnOfLabelRows(30, in: controller.view, pinnedTo: controller.view.layoutMarginsGuide)
        let engine = try #require(window.activeLayoutEngine)
        let before = engine.solver.tableau.rowsRewritten
        window.runLayoutCycle()
        let rewritten = engine.solver.tableau.rowsRewritten - before
        // 4,016 rows rewritten by pivots; 9,067 with the margins tied last, when closing
        // the guide's width on the finished column pivoted through every row.
        #expect(rewritten <= 6_000)
        #expect(column.frame == Rect(x: 2, y: 0, width: 116, height: 30))
        #expect(column.arrangedSubviews[29].frame.maxX == 116)
    }
}
