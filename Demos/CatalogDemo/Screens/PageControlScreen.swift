import DemoSupport
import Trellis

/// `PageControl`: a dot per page, the current one filled, moved by the arrows or a click;
/// the number of pages and `hidesForSinglePage` change by key, and the `valueChanged`
/// action names the page.
public final class PageControlScreen: CatalogScreen {
    /// The page control on the stage.
    public let pages = PageControl()

    /// What the control's action last reported.
    public let pageLabel = Label(text: "Page 1 of 5")

    public override init() {
        super.init()
        title = "PageControl"
    }

    public override var preferredFirstResponder: View? { pages }

    public override func viewDidLoad() {
        pages.numberOfPages = 5
        pages.addAction({ [unowned self] _ in
            showPage()
            refresh()
        }, for: .valueChanged)
        let column = StackView(arrangedSubviews: [pages, pageLabel])
        column.axis = .vertical
        column.alignment = .leading
        column.spacing = 1
        super.viewDidLoad()
        place(column)
    }

    private func showPage() {
        pageLabel.text = "Page \(pages.currentPage + 1) of \(pages.numberOfPages)"
    }


    public override var properties: [CatalogProperty] {
        [
            CatalogProperty(increase: "+", decrease: "-", name: "numberOfPages", value: { [unowned self] in
                "\(pages.numberOfPages)"
            }) { [unowned self] step in
                pages.numberOfPages = Swift.min(Swift.max(pages.numberOfPages + Int(step), 1), 12)
                showPage()
            },
            CatalogProperty(key: "h", name: "hidesForSinglePage", value: { [unowned self] in
                "\(pages.hidesForSinglePage)"
            }) { [unowned self] in pages.hidesForSinglePage.toggle() },
        ]
    }

    public override var code: String {
        """
        let pages = PageControl()
        pages.numberOfPages = \(pages.numberOfPages)
        pages.currentPage = \(pages.currentPage)
        pages.hidesForSinglePage = \(pages.hidesForSinglePage)
        """
    }
}
