import DemoSupport
import Trellis

/// Constraints and priorities, a small playground. Top: a label and a box in a row; the
/// box's width constraint has a constant and a priority changed live, and fights the
/// label's horizontal compression resistance (750): above it the box gets its width and
/// the label is truncated, below it the label keeps its text and the box takes what is
/// left. Below: two boxes that share a row wider than both; the one with the lower
/// content hugging priority stretches.
public final class ConstraintsScreen: CatalogScreen {
    /// The label the box pushes against.
    public let label = Label(text: "A label that would rather not be cut")

    /// The box whose width constraint is played with.
    public let box = CatalogBoxView(caption: "box")

    /// The box's width constraint: `box.width == constant @ priority`.
    public private(set) var widthConstraint: LayoutConstraint!

    /// The left box of the hugging row, whose hugging priority the user changes.
    public let leftBox = CatalogBoxView(caption: "left")

    /// The right box of the hugging row, hugging at 250.
    public let rightBox = CatalogBoxView(caption: "right")

    /// The priorities `p` steps the width constraint through: on either side of the
    /// label's compression resistance and of the default low priority. Never required: a
    /// required width wider than the terminal could not hold, and the engine would log it.
    static let priorities: [LayoutPriority] = [749, 751, 999, 250]

    /// The hugging priorities `h` steps the left box through; the right box keeps 250.
    static let huggings: [LayoutPriority] = [251, 249]

    public override init() {
        super.init()
        title = "Constraints"
    }

    public override var preferredStageHeight: Double { 8 }

    public override func viewDidLoad() {
        let playground = View()
        box.showsWidth = true
        leftBox.hasIntrinsicSize = true
        rightBox.hasIntrinsicSize = true
        for view in [label, box, leftBox, rightBox] {
            view.translatesAutoresizingMaskIntoConstraints = false
            playground.addSubview(view)
        }
        widthConstraint = box.widthAnchor.constraint(equalToConstant: 30)
        widthConstraint.priority = Self.priorities[0]
        leftBox.setContentHuggingPriority(Self.huggings[0], for: .horizontal)
        rightBox.setContentHuggingPriority(250, for: .horizontal)
        LayoutConstraint.activate([
            label.leadingAnchor.constraint(equalTo: playground.leadingAnchor),
            label.centerYAnchor.constraint(equalTo: box.centerYAnchor),
            box.topAnchor.constraint(equalTo: playground.topAnchor),
            box.leadingAnchor.constraint(equalTo: label.trailingAnchor, constant: 1),
            box.trailingAnchor.constraint(lessThanOrEqualTo: playground.trailingAnchor),
            box.heightAnchor.constraint(equalToConstant: 3),
            widthConstraint,
            leftBox.topAnchor.constraint(equalTo: box.bottomAnchor, constant: 1),
            leftBox.leadingAnchor.constraint(equalTo: playground.leadingAnchor),
            rightBox.topAnchor.constraint(equalTo: leftBox.topAnchor),
            rightBox.leadingAnchor.constraint(equalTo: leftBox.trailingAnchor, constant: 1),
            rightBox.trailingAnchor.constraint(equalTo: playground.trailingAnchor),
            leftBox.bottomAnchor.constraint(equalTo: playground.bottomAnchor),
            rightBox.bottomAnchor.constraint(equalTo: playground.bottomAnchor),
        ])
        super.viewDidLoad()
        place(playground, fillingWidth: true)
    }

    public override var properties: [CatalogProperty] {
        [
            CatalogProperty(increase: "+", decrease: "-", name: "width.constant", value: { [unowned self] in
                "\(Int(widthConstraint.constant))"
            }) { [unowned self] step in
                widthConstraint.constant = Swift.min(Swift.max(widthConstraint.constant + 5 * step, 0), 200)
            },
            CatalogProperty(key: "p", name: "width.priority", value: { [unowned self] in
                "\(Int(widthConstraint.priority.rawValue)) (the label resists at 750)"
            }) { [unowned self] in
                widthConstraint.priority = Self.priorities.cycled(after: widthConstraint.priority)
            },
            CatalogProperty(key: "h", name: "left box's hugging", value: { [unowned self] in
                "\(Int(leftBox.contentHuggingPriority(for: .horizontal).rawValue)) (the right box's is 250)"
            }) { [unowned self] in
                leftBox.setContentHuggingPriority(
                    Self.huggings.cycled(after: leftBox.contentHuggingPriority(for: .horizontal)), for: .horizontal)
            },
        ]
    }

    public override var code: String {
        let hugging = Int(leftBox.contentHuggingPriority(for: .horizontal).rawValue)
        return """
            let width = box.widthAnchor.constraint(equalToConstant: \(Int(widthConstraint.constant)))
            width.priority = LayoutPriority(\(Int(widthConstraint.priority.rawValue)))
            width.isActive = true
            left.setContentHuggingPriority(\(hugging), for: .horizontal)
            """
    }
}
