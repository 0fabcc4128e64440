import DemoSupport
import Trellis

/// Button configurations: one button drawn with each of UIKit's eight configuration
/// looks in turn, with a subtitle, an image, the activity indicator and
/// `changesSelectionAsPrimaryAction` switched by key.
public final class ButtonConfigurationScreen: CatalogScreen {
    /// The configured button on the stage.
    public let button = Button(title: "Save")

    /// The looks `l` steps through, with the names the code shows.
    static let looks: [(name: String, make: @Sendable () -> Button.Configuration)] = [
        ("plain", { .plain() }), ("borderless", { .borderless() }), ("gray", { .gray() }),
        ("bordered", { .bordered() }), ("filled", { .filled() }), ("borderedProminent", { .borderedProminent() }),
        ("tinted", { .tinted() }), ("borderedTinted", { .borderedTinted() }),
    ]
    private var lookIndex = 3
    private var hasSubtitle = false
    private var hasImage = false
    private var showsActivity = false

    /// How many times the button's action ran.
    public private(set) var presses = 0
    private let countLabel = Label(text: "Not pressed yet")

    public override init() {
        super.init()
        title = "Button configurations"
    }

    public override var preferredFirstResponder: View? { button }

    public override func viewDidLoad() {
        button.addAction { [unowned self] _ in
            presses += 1
            countLabel.text = "Pressed \(presses) time\(presses == 1 ? "" : "s")"
            // A press may have toggled isSelected, which the property list shows.
            refresh()
        }
        applyConfiguration()
        let column = StackView(arrangedSubviews: [button, countLabel])
        column.axis = .vertical
        column.alignment = .leading
        column.spacing = 1
        super.viewDidLoad()
        place(column)
    }

    private func applyConfiguration() {
        var configuration = Self.looks[lookIndex].make()
        configuration.subtitle = hasSubtitle ? "to the cloud" : nil
        configuration.image = hasImage ? "✓" : nil
        configuration.showsActivityIndicator = showsActivity
        button.configuration = configuration
    }

    public override var properties: [CatalogProperty] {
        [
            CatalogProperty(key: "l", name: "configuration", value: { [unowned self] in
                ".\(Self.looks[lookIndex].name)()"
            }) { [unowned self] in
                lookIndex = (lookIndex + 1) % Self.looks.count
                applyConfiguration()
            },
            CatalogProperty(key: "s", name: "subtitle", value: { [unowned self] in
                hasSubtitle ? "\"to the cloud\"" : "nil"
            }) { [unowned self] in
                hasSubtitle.toggle()
                applyConfiguration()
            },
            CatalogProperty(key: "i", name: "image", value: { [unowned self] in hasImage ? "\"✓\"" : "nil" }) {
                [unowned self] in
                hasImage.toggle()
                applyConfiguration()
            },
            CatalogProperty(key: "a", name: "showsActivityIndicator", value: { [unowned self] in "\(showsActivity)" }) {
                [unowned self] in
                showsActivity.toggle()
                applyConfiguration()
            },
            CatalogProperty(key: "c", name: "changesSelectionAsPrimaryAction", value: { [unowned self] in
                "\(button.changesSelectionAsPrimaryAction) (isSelected: \(button.isSelected))"
            }) { [unowned self] in button.changesSelectionAsPrimaryAction.toggle() },
        ]
    }

    public override var code: String {
        """
        var configuration = Button.Configuration.\(Self.looks[lookIndex].name)()
        configuration.subtitle = \(hasSubtitle ? "\"to the cloud\"" : "nil")
        configuration.image = \(hasImage ? "\"✓\"" : "nil")
        configuration.showsActivityIndicator = \(showsActivity)
        button.configuration = configuration
        button.changesSelectionAsPrimaryAction = \(button.changesSelectionAsPrimaryAction)
        """
    }
}
