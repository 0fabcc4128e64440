import Trellis

/// The menu as the course rebuilds it ("Updating Your Menu with UIStackView"): the
/// picture and the items in a stack view, inside a container view that has "equal widths"
/// with the scroll view, so the stack takes "the full width like we want it to".
///
/// The course stops at "there are still some spacing issues… we could add some padding";
/// here the stack carries the first build's numbers, so the two builds are identical cell
/// for cell: the stack's top and bottom margins are the 28 points above the picture and
/// below Logout, its spacing the 28 points under the picture, and a nested stack spaces
/// the items 20 apart. The outer stack centres the picture at its intrinsic size, as the
/// first build's centre constraint does (a filling stack would stretch the picture and
/// centre the art in whole cells, a column off on some widths). The nested stack is 50
/// points narrower than the stack on each side: Profile's insets, and the one constraint
/// the rebuild keeps beyond the container's. (Side margins would do the same for the
/// items, but would also squeeze the picture on a menu narrower than it and its margins,
/// which the first build lets overhang.)
final class StackMenuView: ScrollView, MenuLayout {
    let imageView = ImageView(image: MenuArt.partnerInCrime)
    let itemButtons = MenuItem.allCases.map { Button.menuButton(for: $0) }
    /// The course's "Container View": pinned to the scroll view, with its width.
    let containerView = View()
    /// The picture and the items' stack.
    let stackView: StackView
    /// The seven items.
    let itemStackView: StackView

    init() {
        itemStackView = StackView(arrangedSubviews: itemButtons)
        stackView = StackView(arrangedSubviews: [imageView, itemStackView])
        super.init(frame: .zero)
        debugName = "menu (stack view)"
        translatesAutoresizingMaskIntoConstraints = false
        backgroundColor = MenuPalette.background
        imageView.debugName = "PartnerInCrime"
        containerView.debugName = "Container View"
        containerView.translatesAutoresizingMaskIntoConstraints = false
        stackView.translatesAutoresizingMaskIntoConstraints = false
        itemStackView.axis = .vertical
        itemStackView.alignment = .fill
        itemStackView.spacing = CourseScale.rows(20)
        stackView.axis = .vertical
        stackView.alignment = .center
        stackView.spacing = CourseScale.rows(28)
        stackView.layoutMargins = EdgeInsets(top: CourseScale.rows(28), left: 0, bottom: CourseScale.rows(28), right: 0)
        stackView.isLayoutMarginsRelativeArrangement = true
        addSubview(containerView)
        containerView.addSubview(stackView)
        let content = contentLayoutGuide
        LayoutConstraint.activate([
            containerView.topAnchor.constraint(equalTo: content.topAnchor),
            containerView.leadingAnchor.constraint(equalTo: content.leadingAnchor),
            containerView.trailingAnchor.constraint(equalTo: content.trailingAnchor),
            containerView.bottomAnchor.constraint(equalTo: content.bottomAnchor),
            containerView.widthAnchor.constraint(equalTo: frameLayoutGuide.widthAnchor),
            stackView.topAnchor.constraint(equalTo: containerView.topAnchor),
            stackView.leadingAnchor.constraint(equalTo: containerView.leadingAnchor),
            stackView.trailingAnchor.constraint(equalTo: containerView.trailingAnchor),
            stackView.bottomAnchor.constraint(equalTo: containerView.bottomAnchor),
            itemStackView.widthAnchor.constraint(equalTo: stackView.widthAnchor, constant: -2 * CourseScale.columns(50)),
        ])
    }
}
