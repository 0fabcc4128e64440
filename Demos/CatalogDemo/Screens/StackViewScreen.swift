import DemoSupport
import Trellis

/// `StackView`: three labels of different lengths in a stack whose axis, distribution,
/// alignment and spacing change live, the place to learn Auto Layout by playing. Each
/// label has a coloured background, so the room the stack gives it shows.
public final class StackViewScreen: CatalogScreen {
    /// The stack on the stage.
    public let stack = StackView()

    private static let distributions: [StackView.Distribution] = [.fill, .fillEqually, .fillProportionally,
                                                                  .equalSpacing, .equalCentering]
    private static let alignments: [StackView.Alignment] = [.fill, .leading, .center, .trailing]

    public override init() {
        super.init()
        title = "StackView"
    }

    public override var preferredStageHeight: Double { 8 }

    public override func viewDidLoad() {
        // Each background with the text colour that reads on it at every depth, dark or
        // light: the terminal's own text would be black on blue or white on green.
        let words: [(String, Color, Color)] = [("One", .blue, .white), ("Two words", .green, .black),
                                               ("Three words here", .magenta, .white)]
        for (text, background, colour) in words {
            let label = Label(text: text)
            label.backgroundColor = background
            label.textColor = colour
            stack.addArrangedSubview(label)
        }
        stack.axis = .horizontal
        stack.spacing = 1
        super.viewDidLoad()
        place(stack, fillingWidth: true, fillingHeight: true)
    }

    public override var properties: [CatalogProperty] {
        [
            CatalogProperty(key: "a", name: "axis", value: { [unowned self] in "\(stack.axis)" }) { [unowned self] in
                stack.axis = stack.axis == .horizontal ? .vertical : .horizontal
            },
            CatalogProperty(key: "d", name: "distribution", value: { [unowned self] in "\(stack.distribution)" }) {
                [unowned self] in stack.distribution = Self.distributions.cycled(after: stack.distribution)
            },
            CatalogProperty(key: "l", name: "alignment", value: { [unowned self] in "\(stack.alignment)" }) {
                [unowned self] in stack.alignment = Self.alignments.cycled(after: stack.alignment)
            },
            CatalogProperty(increase: "+", decrease: "-", name: "spacing",
                            value: { [unowned self] in "\(Int(stack.spacing))" }) { [unowned self] step in
                stack.spacing = Swift.min(Swift.max(stack.spacing + step, 0), 10)
            },
        ]
    }

    public override var code: String {
        """
        let stack = StackView(arrangedSubviews: [one, two, three])
        stack.axis = .\(stack.axis)
        stack.distribution = .\(stack.distribution)
        stack.alignment = .\(stack.alignment)
        stack.spacing = \(Int(stack.spacing))
        """
    }
}
