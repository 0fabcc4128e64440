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
        let column = StackView()
        column.axis = .vertical
        column.translatesAutoresizingMaskIntoConstraints = false
        controller.view.addSubview(column)
        let margins = controller.view.layoutMarginsGuide
        LayoutConstraint.activate([
            column.topAnchor.constraint(equalTo: margins.topAnchor),
            column.leadingAnchor.constraint(equalTo: margins.leadingAnchor),
            column.trailingAnchor.constraint(equalTo: margins.trailingAnchor),
        ])
        let words = ["OK", "Name", "Status", "Cancel", "Total"]
        for row in 0..<30 {
            let stack = StackView(arrangedSubviews: (0..<6).map { Label(text: words[($0 + row) % words.count]) })
            stack.axis = .horizontal
            stack.spacing = 1
            column.addArrangedSubview(stack)
        }
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
