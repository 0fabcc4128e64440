import DemoSupport
import Trellis

/// `ScrollView`: a grid of numbered rows wider and taller than the stage, scrolled by
/// key (its `contentOffset`, clamped to the content as it always is) or by the mouse
/// wheel, with the scroll indicators turned on and off. The rows are sized by
/// constraints to the content layout guide, which makes the content size.
public final class ScrollViewScreen: CatalogScreen {
    /// The scroll view on the stage.
    public var scrollView: ScrollView { reportingScrollView }

    private let reportingScrollView = ReportingScrollView()

    /// How many rows and how many columns the content has.
    static let contentRows = 40
    static let contentWidth = 150

    public override init() {
        super.init()
        title = "ScrollView"
    }

    public override var preferredStageHeight: Double { 8 }

    public override func viewDidLoad() {
        let rows = StackView()
        rows.axis = .vertical
        for number in 1...Self.contentRows {
            let prefix = "Row \(number) "
            let line = prefix + String(repeating: number.isMultiple(of: 5) ? "=" : "·",
                                        count: Self.contentWidth - prefix.count - 1) + "|"
            rows.addArrangedSubview(Label(text: line))
        }
        rows.translatesAutoresizingMaskIntoConstraints = false
        scrollView.addSubview(rows)
        LayoutConstraint.activate([
            rows.topAnchor.constraint(equalTo: scrollView.contentLayoutGuide.topAnchor),
            rows.leadingAnchor.constraint(equalTo: scrollView.contentLayoutGuide.leadingAnchor),
            rows.trailingAnchor.constraint(equalTo: scrollView.contentLayoutGuide.trailingAnchor),
            rows.bottomAnchor.constraint(equalTo: scrollView.contentLayoutGuide.bottomAnchor),
        ])
        reportingScrollView.onScrollWheel = { [unowned self] in refresh() }
        super.viewDidLoad()
        place(scrollView, fillingWidth: true, fillingHeight: true)
    }


    public override var properties: [CatalogProperty] {
        [
            CatalogProperty(increase: "j", decrease: "k", name: "contentOffset.y", value: { [unowned self] in
                "\(Int(scrollView.contentOffset.y))"
            }) { [unowned self] step in scroll(by: Point(x: 0, y: 3 * step)) },
            CatalogProperty(increase: "l", decrease: "h", name: "contentOffset.x", value: { [unowned self] in
                "\(Int(scrollView.contentOffset.x))"
            }) { [unowned self] step in scroll(by: Point(x: 10 * step, y: 0)) },
            CatalogProperty(key: "i", name: "showsVertical/HorizontalScrollIndicator", value: { [unowned self] in
                "\(scrollView.showsVerticalScrollIndicator)"
            }) { [unowned self] in
                scrollView.showsVerticalScrollIndicator.toggle()
                scrollView.showsHorizontalScrollIndicator = scrollView.showsVerticalScrollIndicator
            },
        ]
    }

    private func scroll(by step: Point) {
        let offset = scrollView.contentOffset
        scrollView.setContentOffset(Point(x: offset.x + step.x, y: offset.y + step.y), animated: false)
    }

    public override var code: String {
        """
        rows.topAnchor.constraint(equalTo: scrollView.contentLayoutGuide.topAnchor)
        rows.bottomAnchor.constraint(equalTo: scrollView.contentLayoutGuide.bottomAnchor)
        scrollView.setContentOffset(Point(x: \(Int(scrollView.contentOffset.x)), \
        y: \(Int(scrollView.contentOffset.y))), animated: false)
        scrollView.showsVerticalScrollIndicator = \(scrollView.showsVerticalScrollIndicator)
        scrollView.showsHorizontalScrollIndicator = \(scrollView.showsHorizontalScrollIndicator)
        """
    }
}
