import DemoSupport
import Trellis

/// `Button`: a button whose action counts its presses, with its title and `isEnabled`
/// changed live. Enter or Space presses the focused button, as does a click; a disabled
/// button is dimmed, skipped by Tab and deaf to both.
public final class ButtonScreen: CatalogScreen {
    /// The button on the stage.
    public let button = Button(title: "Press me")

    /// What the button's action has counted.
    public let countLabel = Label(text: "Not pressed yet")

    /// How many times the action ran.
    public private(set) var presses = 0

    private static let titles = ["Press me", "OK", "A button with a long title"]

    public override init() {
        super.init()
        title = "Button"
    }

    public override var preferredFirstResponder: View? { button }

    public override func viewDidLoad() {
        button.addAction { [unowned self] _ in
            presses += 1
            countLabel.text = "Pressed \(presses) time\(presses == 1 ? "" : "s")"
        }
        let column = StackView(arrangedSubviews: [button, countLabel])
        column.axis = .vertical
        column.alignment = .leading
        column.spacing = 1
        super.viewDidLoad()
        place(column)
    }


    public override var properties: [CatalogProperty] {
        [
            CatalogProperty(key: "e", name: "isEnabled", value: { [unowned self] in "\(button.isEnabled)" }) {
                [unowned self] in
                button.isEnabled.toggle()
                if button.isEnabled { _ = button.becomeFirstResponder() }
            },
            CatalogProperty(key: "t", name: "title", value: { [unowned self] in "\"\(button.title)\"" }) {
                [unowned self] in button.title = Self.titles.cycled(after: button.title)
            },
        ]
    }

    public override var code: String {
        """
        let button = Button(title: "\(button.title)")
        button.isEnabled = \(button.isEnabled)
        button.addAction { _ in presses += 1 }
        """
    }
}
