import Testing
@testable import Cassowary
@testable import Trellis

/// A tall screen of stacks keeps a sparse tableau: no view position is written through
/// every height above it (the basis clean-up, ``Cassowary/Tableau/cleanUpBasis()``).
@MainActor
@Suite("Sparse tableau of a tall screen")
struct SparseTableauTests {
    @Test func aColumnOfRowsKeepsShortRows() throws {
        let window = Window(size: Size(width: 120, height: 40))
        let column = StackView()
        column.axis = .vertical
        column.translatesAutoresizingMaskIntoConstraints = false
        window.addSubview(column)
        LayoutConstraint.activate([
            column.topAnchor.constraint(equalTo: window.topAnchor),
            column.leadingAnchor.constraint(equalTo: window.leadingAnchor),
            column.trailingAnchor.constraint(equalTo: window.trailingAnchor),
        ])
        let words = ["OK", "Name", "Status", "Cancel", "Total"]
        for row in 0..<120 {
            let stack = StackView(arrangedSubviews: (0..<6).map { Label(text: words[($0 + row) % words.count]) })
            stack.axis = .horizontal
            stack.spacing = 1
            column.addArrangedSubview(stack)
        }
        window.runLayoutCycle()
        #expect(column.arrangedSubviews[119].frame.minY == 119)
        let tableau = try #require(window.activeLayoutEngine).solver.tableau
        var longest = 0
        for i in 0..<tableau.symbolCount where tableau.flag(i, .basic) && tableau.kind(i) == .external {
            longest = max(longest, tableau.rows[i].count)
        }
        #expect(longest <= 32)
    }
}
