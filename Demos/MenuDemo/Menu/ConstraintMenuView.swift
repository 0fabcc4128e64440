import Trellis

/// The menu as the course builds it first ("Building the Menu Screen"): a scroll view with
/// the picture on top and the seven items below, each placed by constraints of its own.
///
/// The course's constraints, one for one (points to cells by ``CourseScale``):
/// - The picture: "28 points from the top" (Top Space to Container: the content's top),
///   "centered horizontally in the container", and its aspect ratio.
/// - Profile "28 away from my Image View"; each other item 20 below the one above it (the
///   pin menu's "Add 7 Constraints", less the conflicting 20 to the picture the course
///   deletes); Logout 28 above the bottom.
/// - Every item centred on the picture ("center horizontally… add seven constraints"), so
///   they follow it.
/// - Profile 50 from each edge, leading and trailing, which gives the scroll view its
///   content width; the other six items have "equal widths" to Profile.
///
/// "Centered horizontally in the container" is the scroll view's frame centre, as a
/// centre constraint to a scroll view is in Interface Builder (its edges are the
/// content's). With Profile's edges 50 from the content's, that centre makes the content
/// exactly as wide as the scroll view, so the menu scrolls only vertically, when the
/// terminal is too short for its 23 rows.
final class ConstraintMenuView: ScrollView, MenuLayout {
    let imageView = ImageView(image: MenuArt.partnerInCrime)
    let itemButtons = MenuItem.allCases.map { Button.menuButton(for: $0) }

    /// The course's constraints, in the order above.
    private(set) var menuConstraints: [LayoutConstraint] = []

    init() {
        super.init(frame: .zero)
        debugName = "menu (constraints)"
        translatesAutoresizingMaskIntoConstraints = false
        backgroundColor = MenuPalette.background
        imageView.translatesAutoresizingMaskIntoConstraints = false
        imageView.debugName = "PartnerInCrime"
        addSubview(imageView)
        itemButtons.forEach(addSubview)
        menuConstraints = makeConstraints()
        LayoutConstraint.activate(menuConstraints)
    }

    private func makeConstraints() -> [LayoutConstraint] {
        let content = contentLayoutGuide
        let art = imageView.intrinsicContentSize
        let profile = itemButtons[0]
        let logout = itemButtons[itemButtons.count - 1]
        var made = [
            imageView.topAnchor.constraint(equalTo: content.topAnchor, constant: CourseScale.rows(28)),
            imageView.centerXAnchor.constraint(equalTo: frameLayoutGuide.centerXAnchor),
            imageView.widthAnchor.constraint(equalTo: imageView.heightAnchor, multiplier: art.width / art.height),
            profile.topAnchor.constraint(equalTo: imageView.bottomAnchor, constant: CourseScale.rows(28)),
        ]
        for (above, below) in zip(itemButtons, itemButtons.dropFirst()) {
            made.append(below.topAnchor.constraint(equalTo: above.bottomAnchor, constant: CourseScale.rows(20)))
        }
        made.append(logout.bottomAnchor.constraint(equalTo: content.bottomAnchor, constant: -CourseScale.rows(28)))
        for button in itemButtons {
            made.append(button.centerXAnchor.constraint(equalTo: imageView.centerXAnchor))
        }
        made += [
            profile.leadingAnchor.constraint(equalTo: content.leadingAnchor, constant: CourseScale.columns(50)),
            profile.trailingAnchor.constraint(equalTo: content.trailingAnchor, constant: -CourseScale.columns(50)),
        ]
        for button in itemButtons.dropFirst() {
            made.append(button.widthAnchor.constraint(equalTo: profile.widthAnchor))
        }
        return made
    }
}
