import DemoSupport
import Trellis

/// `tintColor`: a slider, a segmented control, a progress bar and a filled button in one
/// stack, drawing in the tint they inherit from it, and a switch that keeps its own green
/// (its `onTintColor`, as in UIKit; the text colour where green does not read). Setting
/// the stack's `tintColor` retints the four; `tintAdjustmentMode` dims them to the
/// theme's gray, as a window behind a presented sheet is dimmed. Without colour, the tint
/// shows as bold where it is normal and dim where it is dimmed.
public final class TintScreen: CatalogScreen {
    /// The stack whose tint its controls inherit.
    public let stack = StackView()

    /// The switch, whose `x` stays green whatever the tint: a switch draws in its own
    /// `onTintColor`, as UIKit's does.
    public let toggle = Switch()
    /// The slider, its track before the thumb in the tint.
    public let slider = Slider()
    /// The segmented control, its selected segment on the tint.
    public let segments = SegmentedControl(items: ["One", "Two"])
    /// The progress bar, filled in the tint.
    public let progressView = ProgressView()
    /// A filled button, on the tint.
    public let button = Button(configuration: .filled())

    /// The tints `t` steps through: nil is the inherited `Color.tint` (the theme's blue,
    /// cyan on a dark 8-colour terminal); two ANSI colours, drawn as they are, and a
    /// semantic one, which the theme resolves. Each reads on a dark and a light terminal
    /// (ANSI green would not on white).
    static let tints: [(name: String, color: Color?)] = [
        ("nil", nil), (".red", .red), (".systemPurple", .systemPurple), (".magenta", .magenta),
    ]
    private var tintIndex = 0
    /// The mode the screen set on the stack: reading `tintAdjustmentMode` back gives the
    /// mode in effect (`.normal` for `.automatic` with nothing presented), as in UIKit.
    private var adjustmentMode = View.TintAdjustmentMode.automatic

    public override init() {
        super.init()
        title = "tintColor"
    }

    public override var preferredStageHeight: Double { 7 }

    public override func viewDidLoad() {
        toggle.isOn = true
        slider.value = 0.6
        segments.selectedSegmentIndex = 0
        progressView.progress = 0.6
        button.title = "Filled"
        for view in [toggle, slider, segments, progressView, button] as [View] { stack.addArrangedSubview(view) }
        stack.axis = .vertical
        stack.alignment = .leading
        // The slider and the bar have no width of their own: they take the stack's.
        LayoutConstraint.activate([slider, progressView].map { $0.widthAnchor.constraint(equalTo: stack.widthAnchor) })
        super.viewDidLoad()
        place(stack, fillingWidth: true)
    }

    public override var properties: [CatalogProperty] {
        [
            CatalogProperty(key: "t", name: "tintColor", value: { [unowned self] in Self.tints[tintIndex].name }) {
                [unowned self] in
                tintIndex = (tintIndex + 1) % Self.tints.count
                stack.tintColor = Self.tints[tintIndex].color
            },
            CatalogProperty(key: "a", name: "tintAdjustmentMode", value: { [unowned self] in
                ".\(adjustmentMode) (reads .\(stack.tintAdjustmentMode))"
            }) { [unowned self] in
                adjustmentMode = adjustmentMode == .dimmed ? .automatic : .dimmed
                stack.tintAdjustmentMode = adjustmentMode
            },
        ]
    }

    public override var code: String {
        """
        stack.tintColor = \(Self.tints[tintIndex].name)
        stack.tintAdjustmentMode = .\(adjustmentMode)
        // every control in the stack draws in stack.tintColor
        """
    }
}
