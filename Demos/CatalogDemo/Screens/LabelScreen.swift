import DemoSupport
import Trellis

/// `Label`: a label as wide as the stage whose number of lines, line break mode,
/// alignment and text length change live. With `numberOfLines` 0 it wraps to as many
/// rows as its text needs (its height follows its width); with 1 or 2 it breaks, clips or
/// truncates the last line as `lineBreakMode` says.
public final class LabelScreen: CatalogScreen {
    /// The label on the stage.
    public let label = Label()

    /// The texts `t` steps through, short to long.
    static let texts = [
        "Hello, terminal.",
        "Auto Layout in the terminal: labels wrap, truncate and align by display width.",
        "A label's intrinsic content size is its text's width on one line; given a width, as here, it wraps the text and asks for as many rows as the text then needs. Resize the terminal and the rows follow. 日本語 takes two cells a character.",
    ]
    private var textIndex = 1
    private static let lineCounts = [1, 2, 3, 0]
    private static let breakModes = LineBreakMode.allCases
    private static let textAlignments: [TextAlignment] = [.left, .center, .right]

    public override init() {
        super.init()
        title = "Label"
    }

    public override func viewDidLoad() {
        label.text = Self.texts[textIndex]
        label.numberOfLines = 1
        label.lineBreakMode = .byTruncatingTail
        label.textAlignment = .left
        // White on blue reads at every depth, on a dark terminal or a light one.
        label.backgroundColor = .blue
        label.textColor = .white
        super.viewDidLoad()
        place(label, fillingWidth: true)
    }

    public override var properties: [CatalogProperty] {
        [
            CatalogProperty(key: "n", name: "numberOfLines", value: { [unowned self] in "\(label.numberOfLines)" }) {
                [unowned self] in label.numberOfLines = Self.lineCounts.cycled(after: label.numberOfLines)
            },
            CatalogProperty(key: "b", name: "lineBreakMode", value: { [unowned self] in "\(label.lineBreakMode)" }) {
                [unowned self] in label.lineBreakMode = Self.breakModes.cycled(after: label.lineBreakMode)
            },
            CatalogProperty(key: "a", name: "textAlignment", value: { [unowned self] in "\(label.textAlignment)" }) {
                [unowned self] in label.textAlignment = Self.textAlignments.cycled(after: label.textAlignment)
            },
            CatalogProperty(key: "t", name: "text", value: { [unowned self] in
                "\(["short", "medium", "long"][textIndex]) (\(label.text.count) characters)"
            }) { [unowned self] in
                textIndex = (textIndex + 1) % Self.texts.count
                label.text = Self.texts[textIndex]
            },
        ]
    }

    public override var code: String {
        """
        let label = Label(text: "…")
        label.numberOfLines = \(label.numberOfLines)
        label.lineBreakMode = .\(label.lineBreakMode)
        label.textAlignment = .\(label.textAlignment)
        label.widthAnchor.constraint(equalTo: stage.widthAnchor).isActive = true
        """
    }
}
