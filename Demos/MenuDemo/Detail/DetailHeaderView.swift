import Trellis

/// The top row of a detail screen, standing in for its navigation bar: the screen's title
/// and, while the split view is collapsed to one column, a Back button before it.
///
/// The button's title is "Back", without iOS's chevron: a focused Trellis button is
/// drawn `< Back >`, and an unfocused one `[ Back ]`.
final class DetailHeaderView: View {
    /// Goes back to the menu; shown only while ``showsBackButton`` is true.
    let backButton = Button(title: "Back")
    /// The screen's title, bold.
    let titleLabel: Label

    /// Whether the back button shows, with the title after it; otherwise the title starts
    /// at the leading edge.
    var showsBackButton = false {
        didSet {
            guard showsBackButton != oldValue else { return }
            backButton.isHidden = !showsBackButton
            titleAfterBackButton.isActive = showsBackButton
            titleAtLeadingEdge.isActive = !showsBackButton
        }
    }

    private let titleAfterBackButton: LayoutConstraint
    private let titleAtLeadingEdge: LayoutConstraint

    init(title: String) {
        titleLabel = Label(text: title)
        titleAfterBackButton = titleLabel.leadingAnchor.constraint(equalTo: backButton.trailingAnchor, constant: 2)
        titleAtLeadingEdge = titleLabel.leadingAnchor.constraint(equalTo: backButton.leadingAnchor)
        super.init(frame: .zero)
        translatesAutoresizingMaskIntoConstraints = false
        titleLabel.textAttributes = .bold
        backButton.isHidden = true
        for view in [backButton, titleLabel] as [View] {
            view.translatesAutoresizingMaskIntoConstraints = false
            addSubview(view)
        }
        LayoutConstraint.activate([
            backButton.topAnchor.constraint(equalTo: topAnchor),
            backButton.leadingAnchor.constraint(equalTo: leadingAnchor),
            backButton.bottomAnchor.constraint(equalTo: bottomAnchor),
            titleLabel.topAnchor.constraint(equalTo: topAnchor),
            titleLabel.trailingAnchor.constraint(lessThanOrEqualTo: trailingAnchor),
            titleAtLeadingEdge,
        ])
    }
}
