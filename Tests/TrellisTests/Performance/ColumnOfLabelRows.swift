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

    /// A vertical stack of `views` added to `container` and pinned to its top, leading and
    /// trailing edges.
    @MainActor
    static func column(of views: [View], pinnedToTopOf container: View) -> StackView {
        let stack = StackView(arrangedSubviews: views)
        stack.axis = .vertical
        stack.translatesAutoresizingMaskIntoConstraints = false
        container.addSubview(stack)
        LayoutConstraint.activate([
            stack.topAnchor.constraint(equalTo: container.topAnchor),
            stack.leadingAnchor.constraint(equalTo: container.leadingAnchor),
            stack.trailingAnchor.constraint(equalTo: container.trailingAnchor),
        ])
        return stack
    }
}
