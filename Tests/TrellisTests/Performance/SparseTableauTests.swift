import Testing
@testable import Cassowary
@testable import Trellis

/// A tall screen of stacks keeps a sparse tableau: no view position is written through
/// every height above it (the basis clean-up, ``Cassowary/Tableau/cleanUpBasis()``).
@MainActor
@Suite("Sparse tableau of a tall screen")
struct SparseTableauTests {
    /// The most terms in a row of the window's solver, over every basic symbol or over the
    /// views' and guides' variables only.
    private static func longestRow(in window: Window, externalsOnly: Bool) throws -> Int {
        let tableau = try #require(window.activeLayoutEngine).solver.tableau
        var longest = 0
        for i in 0..<tableau.symbolCount where tableau.flag(i, .basic) && (!externalsOnly || tableau.kind(i) == .external) {
            longest = max(longest, tableau.rows[i].count)
        }
        return longest
    }

    @Test func aColumnOfRowsKeepsShortRows() throws {
        let window = Window(size: Size(width: 120, height: 40))
        let column = StackView.columnOfLabelRows(120, in: window, pinnedTo: window)
        window.runLayoutCycle()
        #expect(column.arrangedSubviews[119].frame.minY == 119)
        #expect(try SparseTableauTests.longestRow(in: window, externalsOnly: true) <= 32)
    }

    /// A stack of labels pinned to a scroll view's content guide: the content's height is
    /// the stack's, and no position is written as a sum over the rows above it. Before,
    /// the scroll view's weak pull toward its set content size made every position basic
    /// (a row of 3N terms), and closing the stack walked it with one pivot per label.
    @Test func aStackInAScrollViewKeepsShortRows() throws {
        let window = Window(size: Size(width: 40, height: 10))
        let scrollView = ScrollView()
        scrollView.translatesAutoresizingMaskIntoConstraints = false
        window.addSubview(scrollView)
        let stack = StackView(arrangedSubviews: (0..<300).map { Label(text: "row \($0)") })
        stack.axis = .vertical
        stack.translatesAutoresizingMaskIntoConstraints = false
        scrollView.addSubview(stack)
        let content = scrollView.contentLayoutGuide
        LayoutConstraint.activate([
            scrollView.leadingAnchor.constraint(equalTo: window.leadingAnchor),
            scrollView.trailingAnchor.constraint(equalTo: window.trailingAnchor),
            scrollView.topAnchor.constraint(equalTo: window.topAnchor),
            scrollView.bottomAnchor.constraint(equalTo: window.bottomAnchor),
            stack.leadingAnchor.constraint(equalTo: content.leadingAnchor),
            stack.trailingAnchor.constraint(equalTo: content.trailingAnchor),
            stack.topAnchor.constraint(equalTo: content.topAnchor),
            stack.bottomAnchor.constraint(equalTo: content.bottomAnchor),
            stack.widthAnchor.constraint(equalTo: scrollView.frameLayoutGuide.widthAnchor),
        ])
        window.runLayoutCycle()
        #expect(scrollView.contentSize == Size(width: 40, height: 300))
        #expect(stack.arrangedSubviews[299].frame == Rect(x: 0, y: 299, width: 40, height: 1))
        #expect(try SparseTableauTests.longestRow(in: window, externalsOnly: false) <= 32)
    }

    /// A row taken out of the middle of a stack and put back: the rows below move down
    /// by its height in one run of moves to the stack's free bottom. Before, the repair
    /// moved the new row's position first, pushed the rows above against the pinned top
    /// and pivoted back down through every row below the middle.
    @Test func aRowPutBackInTheMiddleShiftsTheRowsBelowWithoutPivots() throws {
        let window = Window(size: Size(width: 40, height: 10))
        let stack = StackView.column(of: (0..<300).map { Label(text: "row \($0)") }, in: window)
        window.runLayoutCycle()
        let row = stack.arrangedSubviews[150]
        row.removeFromSuperview()
        window.runLayoutCycle()
        #expect(stack.arrangedSubviews[150].frame.minY == 150)
        let tableau = { try #require(window.activeLayoutEngine).solver.tableau }
        let before = try tableau().pivotsSinceRefactor

        stack.insertArrangedSubview(row, at: 150)
        window.runLayoutCycle()

        #expect(try tableau().pivotsSinceRefactor - before <= 16)
        #expect(row.frame == Rect(x: 0, y: 150, width: 40, height: 1))
        #expect(stack.arrangedSubviews[299].frame.minY == 299)
        #expect(stack.frame.height == 300)
    }
}
