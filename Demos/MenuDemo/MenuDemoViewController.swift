import DemoSupport
import Trellis

/// The menu demo's screen: the course's Master-Detail app ("Building the Menu Screen"),
/// with the menu as the master column and an item's screen as the detail.
///
/// Like a split view controller, it follows the horizontal size class (spec §24): in a
/// regular width (80 columns or more) the menu and the selected screen show side by side,
/// the menu 320 points (32 columns) wide as on an iPad, with a line between them; in a
/// compact width one shows at a time, the menu first, an item's screen with a Back button
/// (Esc and Backspace too) as a navigation controller pushes it on an iPhone. The
/// two constraint sets swap in `traitCollectionDidChange`.
///
/// Launched regular, it opens Profile beside the menu, as an iPad master-detail app shows
/// its first item; launched compact, it opens on the menu. The menu and the detail screen
/// are child view controllers (``ViewController/addChild(_:)``).
///
/// Keys: the arrows and Tab move the focus, Enter (or Space, or a click) opens an item;
/// `b` switches the menu between its two builds; on the Profile screen `a` shows the
/// alignment rects, `h` and `c` flip the hugging and compression-resistance priorities.
final class MenuDemoViewController: DemoViewController {
    /// The master column.
    let menuViewController = MenuViewController()
    /// The screen in the detail column.
    private(set) var detailViewController: DetailViewController = ItemViewController(item: nil)
    /// The Profile screen, kept while the demo runs so its switches stay as they were set.
    let profileViewController = ProfileViewController()
    /// The line between the columns.
    let separatorView = ColumnSeparatorView()
    /// Where the detail screen goes.
    let detailContainerView = View()

    /// The item whose screen the detail shows, or nil.
    private(set) var selectedItem: MenuItem?

    /// Whether the split view shows one column (compact width) rather than two.
    private(set) var isCollapsed = false

    /// The master column's width: the iPad's 320 points.
    static let masterColumnWidth = CourseScale.columns(320)

    private var twoColumnConstraints: [LayoutConstraint] = []
    private var oneColumnConstraints: [LayoutConstraint] = []

    override var keyHints: [KeyHint] {
        var hints: [KeyHint] = []
        if isMenuVisible {
            hints.append(KeyHint("↑↓ Enter", "open"))
            hints.append(KeyHint("b", "build: \(menuViewController.build.name)"))
        }
        if isCollapsed, selectedItem != nil {
            hints.append(KeyHint("Esc", "back"))
        }
        return hints + detailViewController.keyHints
    }

    /// Whether the menu is on screen.
    var isMenuVisible: Bool { !menuViewController.view.isHidden }

    /// Whether the Profile screen is on screen.
    var isProfileVisible: Bool {
        detailViewController === profileViewController && !detailContainerView.isHidden
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        detailContainerView.translatesAutoresizingMaskIntoConstraints = false
        // A screen taller than the terminal is cut at the column's bottom, above the hint
        // line, instead of drawing over the hint where the hint is shorter than the row.
        detailContainerView.clipsToBounds = true
        addChild(menuViewController)
        let menu = menuViewController.view
        menu.translatesAutoresizingMaskIntoConstraints = false
        contentView.addSubview(menu)
        contentView.addSubview(separatorView)
        contentView.addSubview(detailContainerView)
        menuViewController.didMove(toParent: self)
        menuViewController.itemSelectedAction = { [weak self] item in self?.open(item) }
        LayoutConstraint.activate([
            menu.topAnchor.constraint(equalTo: contentView.topAnchor),
            menu.leadingAnchor.constraint(equalTo: contentView.leadingAnchor),
            menu.bottomAnchor.constraint(equalTo: contentView.bottomAnchor),
            separatorView.topAnchor.constraint(equalTo: contentView.topAnchor),
            separatorView.bottomAnchor.constraint(equalTo: contentView.bottomAnchor),
            separatorView.leadingAnchor.constraint(equalTo: menu.trailingAnchor),
            separatorView.widthAnchor.constraint(equalToConstant: 1),
            detailContainerView.topAnchor.constraint(equalTo: contentView.topAnchor),
            detailContainerView.trailingAnchor.constraint(equalTo: contentView.trailingAnchor),
            detailContainerView.bottomAnchor.constraint(equalTo: contentView.bottomAnchor),
        ])
        twoColumnConstraints = [
            menu.widthAnchor.constraint(equalToConstant: MenuDemoViewController.masterColumnWidth),
            detailContainerView.leadingAnchor.constraint(equalTo: separatorView.trailingAnchor),
        ]
        oneColumnConstraints = [
            menu.trailingAnchor.constraint(equalTo: contentView.trailingAnchor),
            detailContainerView.leadingAnchor.constraint(equalTo: contentView.leadingAnchor),
        ]
        LayoutConstraint.activate(twoColumnConstraints)
        embed(detailViewController)
    }

    /// Follows the horizontal size class: two columns when regular, one when compact.
    override func traitCollectionDidChange(_ previousTraitCollection: TraitCollection?) {
        super.traitCollectionDidChange(previousTraitCollection)
        let collapsed = traitCollection.horizontalSizeClass == .compact
        let launching = previousTraitCollection == nil
        guard launching || collapsed != isCollapsed else { return }
        isCollapsed = collapsed
        LayoutConstraint.deactivate(collapsed ? twoColumnConstraints : oneColumnConstraints)
        LayoutConstraint.activate(collapsed ? oneColumnConstraints : twoColumnConstraints)
        if launching, !collapsed { showDetail(for: .profile) }
        updateVisibility()
    }

    /// Opens `item`'s screen: beside the menu, or in its place when collapsed, where the
    /// focus goes to its back button.
    func open(_ item: MenuItem) {
        showDetail(for: item)
        updateVisibility()
    }

    /// Back to the menu from an item's screen when collapsed, with the focus on the item
    /// that was open. Does nothing with two columns, where the menu is already there.
    func goBack() {
        guard isCollapsed, let item = selectedItem else { return }
        selectedItem = nil
        updateVisibility(focusing: item)
    }

    override func keyPressed(_ event: KeyEvent) {
        if event.modifiers.isEmpty, handle(event.key) { return }
        super.keyPressed(event)
    }

    /// Handles the demo's own keys; returns false for the others. The arrows reach here
    /// when the focus is not on the menu (or nowhere): they move it onto the menu.
    private func handle(_ key: Key) -> Bool {
        let profile = profileViewController
        let canGoBack = isCollapsed && selectedItem != nil
        switch key {
        case .character("b") where isMenuVisible:
            menuViewController.switchBuild(to: menuViewController.build.other)
            refreshHints()
        case .character("a") where isProfileVisible:
            profile.showsAlignmentRects.toggle()
        case .character("h") where isProfileVisible:
            profile.hugging = profile.hugging.flipped
        case .character("c") where isProfileVisible:
            profile.compression = profile.compression.flipped
        case .escape where canGoBack, .backspace where canGoBack:
            goBack()
        case .up where isMenuVisible:
            return menuViewController.moveFocus(by: -1)
        case .down where isMenuVisible:
            return menuViewController.moveFocus(by: 1)
        default:
            return false
        }
        return true
    }

    // MARK: - Columns

    /// Puts `item`'s screen in the detail column and selects it.
    private func showDetail(for item: MenuItem) {
        selectedItem = item
        let controller = item == .profile ? profileViewController : ItemViewController(item: item)
        if controller !== detailViewController { embed(controller) }
    }

    /// Makes `controller` the detail column's child, in place of the one there.
    private func embed(_ controller: DetailViewController) {
        let old = detailViewController
        if old.parent === self {
            old.willMove(toParent: nil)
            old.view.removeFromSuperview()
            old.removeFromParent()
        }
        addChild(controller)
        let screen = controller.view
        screen.translatesAutoresizingMaskIntoConstraints = false
        detailContainerView.addSubview(screen)
        LayoutConstraint.activate([
            screen.topAnchor.constraint(equalTo: detailContainerView.topAnchor),
            screen.leadingAnchor.constraint(equalTo: detailContainerView.leadingAnchor),
            screen.trailingAnchor.constraint(equalTo: detailContainerView.trailingAnchor),
            screen.bottomAnchor.constraint(equalTo: detailContainerView.bottomAnchor),
        ])
        controller.didMove(toParent: self)
        controller.backAction = { [weak self] in self?.goBack() }
        detailViewController = controller
    }

    /// Shows the columns the size class and the selection call for, and the keys they take
    /// on the hint line. When the focus was lost (it was in a column now hidden), it goes
    /// to `item`'s button (by default the selected item's, or Profile's) if the menu shows,
    /// and otherwise to the back button.
    private func updateVisibility(focusing item: MenuItem? = nil) {
        let showsDetail = !isCollapsed || selectedItem != nil
        if selectedItem == nil, !isShowingEmptyDetail { embed(ItemViewController(item: nil)) }
        menuViewController.view.isHidden = isCollapsed && showsDetail
        separatorView.isHidden = isCollapsed
        detailContainerView.isHidden = !showsDetail
        detailViewController.showsBackButton = isCollapsed
        if view.window?.firstResponder == nil {
            if isMenuVisible {
                menuViewController.focus(item ?? selectedItem ?? .profile)
            } else {
                detailViewController.header.backButton.becomeFirstResponder()
            }
        }
        refreshHints()
    }

    /// Whether the detail column shows the screen for no item.
    private var isShowingEmptyDetail: Bool {
        (detailViewController as? ItemViewController).map { $0.item == nil } ?? false
    }
}
