@testable import Trellis

extension StackView {
    /// A vertical stack of `rows` horizontal stacks of six labels each (short words in
    /// turn, spacing 1), added to `container` and pinned to the top, leading and trailing
    /// edges of `edges` (the container or one of its guides): a tall screen of rows.
    @MainActor
    static func columnOfLabelRows(_ rows: Int, in container: View, pinnedTo edges: any LayoutItem) -> StackView {
        let words = ["OK", "Name", "Status", "Cancel", "Total"]
        let rowStacks = (0..<rows).map { row -> View in
            let stack = StackView(arrangedSubviews: (0..<6).map { Label(text: words[($0 + row) % words.count]) })
            stack.axis = .horizontal
            stack.spacing = 1
            return stack
        }
        return column(of: rowStacks, in: container, pinnedTo: edges)
    }

    /// A vertical stack of `views` added to `container` and pinned to the top, leading and
    /// trailing edges of `edges` (the container itself unless given).
    @MainActor
    static func column(of views: [View], in container: View, pinnedTo edges: (any LayoutItem)? = nil) -> StackView {
        let edges = edges ?? container
        let stack = StackView(arrangedSubviews: views)
        stack.axis = .vertical
        stack.translatesAutoresizingMaskIntoConstraints = false
        container.addSubview(stack)
        LayoutConstraint.activate([
            stack.topAnchor.constraint(equalTo: edges.topAnchor),
            stack.leadingAnchor.constraint(equalTo: edges.leadingAnchor),
            stack.trailingAnchor.constraint(equalTo: edges.trailingAnchor),
        ])
        return stack
    }
}
