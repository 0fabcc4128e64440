import DemoSupport
import Trellis

/// `KeyCommand` and the `DiscoverabilityBar`: the screen offers a Save command on `v`
/// beside its property keys (which are key commands too), and a discoverability bar on the
/// stage lists every command reachable from the focus, as the catalog's bottom row does.
/// Hiding, disabling or retitling the command changes the bar at once; F1 shows the same
/// list in a box, and Ctrl-P in the command palette.
public final class KeyCommandsScreen: CatalogScreen {
    /// The bar listing the reachable commands.
    public let bar = DiscoverabilityBar()

    /// What the Save command has done.
    public let resultLabel = Label(text: "Press v to run the Save command.")

    /// How many times Save ran.
    public private(set) var saves = 0

    /// The screen's own command, besides its property keys.
    public private(set) lazy var saveCommand = KeyCommand(title: "Save", input: "v") { [unowned self] _ in
        saves += 1
        resultLabel.text = "Save ran \(saves) time\(saves == 1 ? "" : "s")."
    }

    public override init() {
        super.init()
        title = "KeyCommand"
    }

    /// The property keys, then Save.
    public override var keyCommands: [KeyCommand] { super.keyCommands + [saveCommand] }

    public override func viewDidLoad() {
        resultLabel.numberOfLines = 0
        let column = StackView(arrangedSubviews: [bar, resultLabel])
        column.axis = .vertical
        column.alignment = .fill
        column.spacing = 1
        super.viewDidLoad()
        place(column, fillingWidth: true)
    }


    private func toggle(_ attribute: KeyCommand.Attributes) {
        if saveCommand.attributes.contains(attribute) {
            saveCommand.attributes.remove(attribute)
        } else {
            saveCommand.attributes.insert(attribute)
        }
    }

    public override var properties: [CatalogProperty] {
        [
            CatalogProperty(key: "h", name: "hidden", value: { [unowned self] in
                "\(saveCommand.attributes.contains(.hidden))"
            }) { [unowned self] in toggle(.hidden) },
            CatalogProperty(key: "d", name: "disabled", value: { [unowned self] in
                "\(saveCommand.attributes.contains(.disabled))"
            }) { [unowned self] in toggle(.disabled) },
            CatalogProperty(key: "t", name: "title", value: { [unowned self] in "\"\(saveCommand.title)\"" }) {
                [unowned self] in saveCommand.title = saveCommand.title == "Save" ? "Save all" : "Save"
            },
        ]
    }

    public override var code: String {
        let attributes = [saveCommand.attributes.contains(.hidden) ? ".hidden" : nil,
                          saveCommand.attributes.contains(.disabled) ? ".disabled" : nil].compactMap { $0 }
        return """
            let save = KeyCommand(title: "\(saveCommand.title)", input: "v") { _ in save() }
            save.attributes = [\(attributes.joined(separator: ", "))]
            override var keyCommands: [KeyCommand] { [save] }
            bottomRow.addSubview(DiscoverabilityBar())
            """
    }
}
