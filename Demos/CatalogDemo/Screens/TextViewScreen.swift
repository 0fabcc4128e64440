import DemoSupport
import Trellis

/// `TextView`: a multi-line text that wraps and scrolls, editable or a read-only pager,
/// with `isEditable` and `isSelectable` changed live. It has the focus, so letters type
/// into it while it is editable: the properties are on function keys.
public final class TextViewScreen: CatalogScreen {
    /// The text view on the stage.
    public let textView = TextView()

    static let sampleText = """
        A text view wraps its text by words at its width and scrolls when it is taller \
        than its bounds. Editable, it takes the readline keys of the shells: Ctrl-A and \
        Ctrl-E, Alt-B and Alt-F, Ctrl-K and Ctrl-Y, Ctrl-_ to undo.

        Read-only, it is a pager: the arrows, Page Up and Page Down scroll it.

        This paragraph is here to make the text longer than the view on a small terminal. \
        Resize it and the text wraps again.
        """

    public override init() {
        super.init()
        title = "TextView"
    }

    public override var preferredStageHeight: Double { 8 }

    public override var preferredFirstResponder: View? { textView }

    public override func viewDidLoad() {
        textView.text = Self.sampleText
        super.viewDidLoad()
        place(textView, fillingWidth: true, fillingHeight: true)
    }


    public override var properties: [CatalogProperty] {
        [
            CatalogProperty(functionKey: 2, name: "isEditable", value: { [unowned self] in "\(textView.isEditable)" }) {
                [unowned self] in textView.isEditable.toggle()
            },
            CatalogProperty(functionKey: 3, name: "isSelectable", value: { [unowned self] in
                "\(textView.isSelectable)"
            }) { [unowned self] in textView.isSelectable.toggle() },
        ]
    }

    public override var code: String {
        """
        let textView = TextView()
        textView.text = notes
        textView.isEditable = \(textView.isEditable)
        textView.isSelectable = \(textView.isSelectable)
        """
    }
}
