import DemoSupport
import Trellis

/// Presentation: `present(_:animated:)` shows a sheet over the catalog in the chosen
/// modal presentation style. Page and form sheets are boxes over the dimmed screen, which
/// Esc dismisses unless `isModalInPresentation` is set; the full-screen styles cover it
/// and only the sheet's Close button dismisses them.
public final class PresentationScreen: CatalogScreen {
    /// The styles `m` steps through.
    static let styles: [ModalPresentationStyle] = [.pageSheet, .formSheet, .fullScreen, .overFullScreen]

    /// The style the next sheet is presented in.
    public private(set) var style = ModalPresentationStyle.formSheet

    /// Whether the next sheet refuses Esc.
    public private(set) var isModal = false

    /// What the last sheet did: shown, or dismissed.
    public let statusLabel = Label(text: "No sheet shown yet.")

    private var dismissals = 0

    public override init() {
        super.init()
        title = "Presentation"
    }

    public override func viewDidLoad() {
        statusLabel.numberOfLines = 0
        super.viewDidLoad()
        place(statusLabel, fillingWidth: true)
    }

    /// Presents a new sheet in ``style``.
    public func presentSheet() {
        let sheet = CatalogSheetViewController(style: style) { [unowned self] in
            dismissals += 1
            statusLabel.text = "The sheet was dismissed (\(dismissals) so far)."
            refresh()
        }
        sheet.modalPresentationStyle = style
        sheet.isModalInPresentation = isModal
        sheet.preferredContentSize = Size(width: 44, height: 7)
        present(sheet, animated: false)
        statusLabel.text = "A sheet is shown."
    }

    public override var properties: [CatalogProperty] {
        [
            CatalogProperty(key: "s", name: "present", value: { [unowned self] in
                "a sheet (\(dismissals) dismissed so far)"
            }) { [unowned self] in presentSheet() },
            CatalogProperty(key: "m", name: "modalPresentationStyle", value: { [unowned self] in "\(style)" }) {
                [unowned self] in style = Self.styles.cycled(after: style)
            },
            CatalogProperty(key: "i", name: "isModalInPresentation", value: { [unowned self] in "\(isModal)" }) {
                [unowned self] in isModal.toggle()
            },
        ]
    }

    public override var code: String {
        """
        let sheet = SheetViewController()
        sheet.modalPresentationStyle = .\(style)
        sheet.isModalInPresentation = \(isModal)
        present(sheet, animated: false)
        // in the sheet: dismiss(animated: false)
        """
    }
}
