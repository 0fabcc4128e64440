@testable import Trellis

extension StackView {
    /// A vertical stack of `rows` horizontal stacks of six labels each (short words in
    /// turn, spacing 1), added to `container` and pinned to the top, leading and trailing
    /// edges of `edges` (the container or one of its guides): a tall screen of rows.
    @MainActor
    static func columnOfLabelRows(_ rows: Int, in container: View, pinnedTo edges: any LayoutItem) -> StackView {
        let column = StackView()
        column.axis = .vertical
        column.translatesAutoresizingMaskIntoConstraints = false
        container.addSubview(column)
        LayoutConstraint.activate([
            column.topAnchor.constraint(equalTo: edges.topAnchor),
            column.leadingAnchor.constraint(equalTo: edges.leadingAnchor),
            column.trailingAnchor.constraint(equalTo: edges.trailingAnchor),
        ])
        let words = ["OK", "Name", "Status", "Cancel", "Total"]
        for row in 0..<rows {
            let stack = StackView(arrangedSubviews: (0..<6).map { Label(text: words[($0 + row) % words.count]) })
            stack.axis = .horizontal
            stack.spacing = 1
            column.addArrangedSubview(stack)
        }
        return column
    }
}
