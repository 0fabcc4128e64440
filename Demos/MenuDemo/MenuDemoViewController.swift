import DemoSupport
import Trellis

/// The menu demo's screen: the course's Master-Detail app ("Building the Menu Screen"),
/// with the menu as the primary column of a ``SplitViewController`` and an item's screen
/// as the secondary.
///
/// The split view follows the horizontal size class: in a regular width (80 columns or
/// more) the menu and the selected screen show side by side, the menu 320 points (32
/// columns) wide as on an iPad, with a line between them; in a compact width one shows at
/// a time, the menu first, an item's screen with a Back button (Esc and Backspace too) as a
/// navigation controller pushes it on an iPhone.
///
/// Launched regular, it opens Profile beside the menu, as an iPad master-detail app shows
/// its first item; launched compact, it opens on the menu.
///
/// Keys: the arrows and Tab move the focus, Enter (or Space, or a click) opens an item;
/// `b` switches the menu between its two builds; on the Profile screen `a` shows the
/// alignment rects, `h` and `c` flip the hugging and compression-resistance priorities.
final class MenuDemoViewController: DemoViewController {
    /// The two columns.
    let splitViewController = SplitViewController()
    /// The primary column.
    let menuViewController = MenuViewController()
    /// The screen in the secondary column.
    private(set) var detailViewController: DetailViewController = ItemViewController(item: nil)
    /// The Profile screen, kept while the demo runs so its switches stay as they were set.
    let profileViewController = ProfileViewController()

    /// The item whose screen the detail shows, or nil.
    private(set) var selectedItem: MenuItem?

    /// Whether the split view shows one column (compact width) rather than two.
    private(set) var isCollapsed = false

    /// The master column's width: the iPad's 320 points.
    static let masterColumnWidth = CourseScale.columns(320)

    /// Whether the menu is on screen.
    var isMenuVisible: Bool { menuViewController.viewIfLoaded?.superview != nil }

    /// Whether the Profile screen is on screen.
    var isProfileVisible: Bool {
        detailViewController === profileViewController && profileViewController.viewIfLoaded?.superview != nil
    }

    /// Whether an item's screen stands in for the menu, with a way back.
    private var canGoBack: Bool { isCollapsed && selectedItem != nil }

    override func viewDidLoad() {
        super.viewDidLoad()
        let split = splitViewController
        split.minimumPrimaryColumnWidth = MenuDemoViewController.masterColumnWidth
        split.maximumPrimaryColumnWidth = MenuDemoViewController.masterColumnWidth
        split.setViewController(menuViewController, for: .primary)
        addChild(split)
        let splitView = split.view
        splitView.translatesAutoresizingMaskIntoConstraints = false
        contentView.addSubview(splitView)
        split.didMove(toParent: self)
        menuViewController.itemSelectedAction = { [weak self] item in self?.open(item) }
        LayoutConstraint.activate([
            splitView.topAnchor.constraint(equalTo: contentView.topAnchor),
            splitView.leadingAnchor.constraint(equalTo: contentView.leadingAnchor),
            splitView.trailingAnchor.constraint(equalTo: contentView.trailingAnchor),
            splitView.bottomAnchor.constraint(equalTo: contentView.bottomAnchor),
        ])
        embed(detailViewController)
    }

    /// Follows the horizontal size class, as the split view does: two columns when
    /// regular, one when compact. Launched regular, it opens Profile.
    override func traitCollectionDidChange(_ previousTraitCollection: TraitCollection?) {
        super.traitCollectionDidChange(previousTraitCollection)
        let collapsed = traitCollection.horizontalSizeClass == .compact
        let launching = previousTraitCollection == nil
        guard launching || collapsed != isCollapsed else { return }
        isCollapsed = collapsed
        if launching, !collapsed { showDetail(for: .profile) }
        detailViewController.showsBackButton = collapsed
    }

    /// Opens `item`'s screen: beside the menu, or in its place when collapsed, where the
    /// focus goes to its back button.
    func open(_ item: MenuItem) {
        showDetail(for: item)
    }

    /// Back to the menu from an item's screen when collapsed, with the focus on the item
    /// that was open. Does nothing with two columns, where the menu is already there.
    func goBack() {
        guard canGoBack else { return }
        selectedItem = nil
        splitViewController.show(.primary)
        embed(ItemViewController(item: nil))
    }

    /// The demo's keys, each while it applies: `b` switches the menu's build while the
    /// menu shows; Esc and Backspace go back while an item's screen stands in for the
    /// menu; `a`, `h` and `c` change the Profile screen while it shows, wherever the focus
    /// is. The bottom row lists them.
    override var keyCommands: [KeyCommand] {
        var commands = super.keyCommands
        if isMenuVisible {
            buildCommand.title = "build: \(menuViewController.build.name)"
            commands.append(buildCommand)
        }
        if canGoBack { commands += backCommands }
        if isProfileVisible { commands += profileCommands }
        return commands
    }

    private lazy var buildCommand = KeyCommand(title: "build", input: "b") { [unowned self] _ in
        menuViewController.switchBuild(to: menuViewController.build.other)
    }

    private lazy var backCommands: [KeyCommand] = {
        let back: @MainActor (KeyCommand) -> Void = { [weak self] _ in self?.goBack() }
        return [
            KeyCommand(title: "back", input: KeyCommand.inputEscape, handler: back),
            KeyCommand(title: "back", input: KeyCommand.inputBackspace, attributes: .hidden, handler: back),
        ]
    }()

    private lazy var profileCommands: [KeyCommand] = {
        let profile = profileViewController
        return [
            KeyCommand(title: "rects", input: "a") { _ in profile.showsAlignmentRects.toggle() },
            KeyCommand(title: "hug", input: "h") { _ in profile.hugging = profile.hugging.flipped },
            KeyCommand(title: "resist", input: "c") { _ in profile.compression = profile.compression.flipped },
        ]
    }()

    /// With no focus, it goes to the open item's button on the menu, or to the back button
    /// when the menu is not on screen.
    override var preferredFirstResponder: View? {
        if isMenuVisible { return menuViewController.button(for: selectedItem ?? .profile) }
        return detailViewController.header.backButton
    }

    /// The arrows reach here when the focus is not on the menu (or nowhere): they move it
    /// onto the menu.
    override func keyPressed(_ event: KeyEvent) {
        if isMenuVisible, event == KeyEvent(.up) || event == KeyEvent(.down),
           menuViewController.moveFocus(by: event.key == .up ? -1 : 1) {
            return
        }
        super.keyPressed(event)
    }

    // MARK: - Columns

    /// Puts `item`'s screen in the secondary column, selects it, and shows that column.
    private func showDetail(for item: MenuItem) {
        selectedItem = item
        let controller = item == .profile ? profileViewController : ItemViewController(item: item)
        if controller !== detailViewController { embed(controller) }
        splitViewController.show(.secondary)
    }

    /// Makes `controller` the secondary column, in place of the one there.
    private func embed(_ controller: DetailViewController) {
        controller.showsBackButton = isCollapsed
        controller.backAction = { [weak self] in self?.goBack() }
        splitViewController.setViewController(controller, for: .secondary)
        detailViewController = controller
    }
}
