import DemoSupport
import Trellis

/// `TextField`: a one-line field whose placeholder, secure entry, clear button and border
/// style change live, with what it holds echoed below by its `editingChanged` action.
/// The field has the focus, so letters type into it: the properties are on function keys,
/// which a focused field passes on.
public final class TextFieldScreen: CatalogScreen {
    /// The field on the stage.
    public let field = TextField(placeholder: "Your name")

    /// What the field holds, as its `editingChanged` action last saw it.
    public let echoLabel = Label(text: "text: \"\"")

    private static let placeholders: [String?] = ["Your name", nil, "Search"]
    private static let clearModes: [TextField.ViewMode] = [.never, .whileEditing, .unlessEditing, .always]
    private static let borders: [TextField.BorderStyle] = [.none, .line, .bezel, .roundedRect]

    public override init() {
        super.init()
        title = "TextField"
    }

    public override var preferredFirstResponder: View? { field }

    public override func viewDidLoad() {
        field.borderStyle = .roundedRect
        field.addAction({ [unowned self] _ in echoLabel.text = "text: \"\(field.text)\"" }, for: .editingChanged)
        let column = StackView(arrangedSubviews: [field, echoLabel])
        column.axis = .vertical
        column.alignment = .fill
        column.spacing = 1
        super.viewDidLoad()
        place(column, fillingWidth: true)
    }


    public override var properties: [CatalogProperty] {
        [
            CatalogProperty(functionKey: 2, name: "placeholder", value: { [unowned self] in
                field.placeholder.map { "\"\($0)\"" } ?? "nil"
            }) { [unowned self] in
                let index = Self.placeholders.firstIndex(of: field.placeholder) ?? 0
                field.placeholder = Self.placeholders[(index + 1) % Self.placeholders.count]
            },
            CatalogProperty(functionKey: 3, name: "isSecureTextEntry", value: { [unowned self] in
                "\(field.isSecureTextEntry)"
            }) { [unowned self] in field.isSecureTextEntry.toggle() },
            CatalogProperty(functionKey: 4, name: "clearButtonMode", value: { [unowned self] in
                "\(field.clearButtonMode)"
            }) { [unowned self] in field.clearButtonMode = Self.clearModes.cycled(after: field.clearButtonMode) },
            CatalogProperty(functionKey: 5, name: "borderStyle", value: { [unowned self] in "\(field.borderStyle)" }) {
                [unowned self] in field.borderStyle = Self.borders.cycled(after: field.borderStyle)
            },
        ]
    }

    public override var code: String {
        """
        let field = TextField(placeholder: \(field.placeholder.map { "\"\($0)\"" } ?? "nil"))
        field.isSecureTextEntry = \(field.isSecureTextEntry)
        field.clearButtonMode = .\(field.clearButtonMode)
        field.borderStyle = .\(field.borderStyle)
        field.addAction({ _ in echo(field.text) }, for: .editingChanged)
        """
    }
}
