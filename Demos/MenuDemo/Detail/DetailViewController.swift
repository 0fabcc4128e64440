import DemoSupport
import Trellis

/// A screen of the detail column, the course's `DetailViewController`: a header row with
/// its title (and a way back when the split view is collapsed), then the screen's content,
/// which subclasses put below ``header`` in `viewDidLoad`.
class DetailViewController: ViewController {
    /// The title row.
    let header: DetailHeaderView

    /// Whether the screen offers a way back to the menu: true while the split view shows
    /// one column, as a navigation controller's pushed screen has a back button.
    var showsBackButton: Bool {
        get { header.showsBackButton }
        set { header.showsBackButton = newValue }
    }

    /// What the back button does.
    var backAction: (@MainActor () -> Void)?

    /// How far the screen's content keeps from the column's edges: 1 column (10 points),
    /// less than the root view's 2-column margins, so the Profile screen's row fits a
    /// 40-column terminal.
    static let contentInset = CourseScale.columns(10)

    init(title: String) {
        header = DetailHeaderView(title: title)
        super.init()
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.addSubview(header)
        header.backButton.addAction { [weak self] _ in self?.backAction?() }
        LayoutConstraint.activate([
            header.topAnchor.constraint(equalTo: view.topAnchor),
            header.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: DetailViewController.contentInset),
            header.trailingAnchor.constraint(equalTo: view.trailingAnchor, constant: -DetailViewController.contentInset),
        ])
    }
}
