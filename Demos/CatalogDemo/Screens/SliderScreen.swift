import DemoSupport
import Trellis

/// `Slider`: a track with a thumb, moved by the arrows (5 % of the range), Page Up and
/// Page Down (10 %), Home and End, or a click or drag on the track; its range and
/// `isContinuous` change by key, and its `valueChanged` action shows the value.
public final class SliderScreen: CatalogScreen {
    /// The slider on the stage.
    public let slider = Slider()

    /// The value the slider's action last reported.
    public let valueLabel = Label(text: "value: 50")

    /// The ranges `r` steps through.
    static let ranges: [ClosedRange<Double>] = [0...100, 0...1, -10...10]

    public override init() {
        super.init()
        title = "Slider"
    }

    public override var preferredFirstResponder: View? { slider }

    public override func viewDidLoad() {
        slider.minimumValue = 0
        slider.maximumValue = 100
        slider.value = 50
        slider.addAction({ [unowned self] _ in
            showValue()
            refresh()
        }, for: .valueChanged)
        let column = StackView(arrangedSubviews: [slider, valueLabel])
        column.axis = .vertical
        column.alignment = .fill
        column.spacing = 1
        super.viewDidLoad()
        place(column, fillingWidth: true)
    }

    private func showValue() {
        valueLabel.text = "value: \(Self.format(slider.value))"
    }

    /// A value with at most two decimals, and none when it is whole.
    static func format(_ value: Double) -> String {
        let rounded = (value * 100).rounded() / 100
        return rounded == rounded.rounded() ? "\(Int(rounded))" : "\(rounded)"
    }


    public override var properties: [CatalogProperty] {
        [
            CatalogProperty(key: "r", name: "range", value: { [unowned self] in
                "\(Self.format(slider.minimumValue))...\(Self.format(slider.maximumValue))"
            }) { [unowned self] in
                let current = slider.minimumValue...slider.maximumValue
                let next = Self.ranges.cycled(after: current)
                // Widen before narrowing, so the minimum never passes the maximum.
                slider.maximumValue = Swift.max(slider.maximumValue, next.upperBound)
                slider.minimumValue = next.lowerBound
                slider.maximumValue = next.upperBound
                showValue()
            },
            CatalogProperty(key: "c", name: "isContinuous", value: { [unowned self] in "\(slider.isContinuous)" }) {
                [unowned self] in slider.isContinuous.toggle()
            },
        ]
    }

    public override var code: String {
        """
        let slider = Slider()
        slider.minimumValue = \(Self.format(slider.minimumValue))
        slider.maximumValue = \(Self.format(slider.maximumValue))
        slider.isContinuous = \(slider.isContinuous)
        slider.addAction({ _ in show(slider.value) }, for: .valueChanged)
        """
    }
}
