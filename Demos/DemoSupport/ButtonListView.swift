import Trellis

/// A scrolling list of buttons, each with a dim line on what it opens, under a few header
/// views: the demos launcher and the catalog's first screen. The list is two cells in from
/// each side and one from the top; it scrolls when the terminal is too short and wraps its
/// lines to the terminal's width.
public final class ButtonListView: View {
    /// The buttons, in the order of the items given.
    public let buttons: [Button]
    /// The scroll view the list is in, to scroll a button into view.
    public let scrollView = ScrollView()

    /// A list of `headers` (multi-line labels among them wrap) and then, for each item, a
    /// button titled `title` over its `summary`; pressing one calls `open` with its index.
    public init(headers: [View], items: [(title: String, summary: String)],
                open: @escaping @MainActor (Int) -> Void) {
        buttons = items.indices.map { index in
            let button = Button(title: items[index].title)
            button.addAction { _ in open(index) }
            return button
        }
        super.init(frame: .zero)
        let list = StackView(arrangedSubviews: headers)
        list.axis = .vertical
        list.alignment = .leading
        list.spacing = 1
        var wrapping = headers.compactMap { $0 as? Label }.filter { $0.numberOfLines != 1 }
        for (button, item) in zip(buttons, items) {
            let summary = Label(text: item.summary)
            summary.numberOfLines = 0
            summary.textAttributes = .dim
            let row = StackView(arrangedSubviews: [button, summary])
            row.axis = .vertical
            row.alignment = .leading
            list.addArrangedSubview(row)
            wrapping.append(summary)
        }
        list.translatesAutoresizingMaskIntoConstraints = false
        scrollView.translatesAutoresizingMaskIntoConstraints = false
        addSubview(scrollView)
        scrollView.addSubview(list)
        LayoutConstraint.activate([
            scrollView.topAnchor.constraint(equalTo: topAnchor),
            scrollView.leadingAnchor.constraint(equalTo: leadingAnchor),
            scrollView.trailingAnchor.constraint(equalTo: trailingAnchor),
            scrollView.bottomAnchor.constraint(equalTo: bottomAnchor),
            list.topAnchor.constraint(equalTo: scrollView.contentLayoutGuide.topAnchor, constant: 1),
            list.leadingAnchor.constraint(equalTo: scrollView.contentLayoutGuide.leadingAnchor, constant: 2),
            list.bottomAnchor.constraint(equalTo: scrollView.contentLayoutGuide.bottomAnchor),
            list.widthAnchor.constraint(equalTo: scrollView.frameLayoutGuide.widthAnchor, constant: -4),
            scrollView.contentLayoutGuide.widthAnchor.constraint(equalTo: scrollView.frameLayoutGuide.widthAnchor),
        ])
        // Wrapping text takes the list's whole width, so it wraps again when the terminal
        // is resized: a leading-aligned label would keep hugging the width it wrapped to.
        LayoutConstraint.activate(wrapping.map { $0.widthAnchor.constraint(equalTo: list.widthAnchor) })
    }

    /// Scrolls the least needed to show `button`.
    public func scrollToVisible(_ button: Button) {
        scrollView.scrollRectToVisible(button.convert(button.bounds, to: scrollView), animated: false)
    }
}
