import DemoSupport
import Trellis

/// `Stepper`: `[-|+]`, stepped by the arrows, `-` and `+` while it has the focus, or by a
/// click on either half (held down, it repeats); its step, range wrapping and autorepeat
/// change by key, and its `valueChanged` action shows the value.
public final class StepperScreen: CatalogScreen {
    /// The stepper on the stage.
    public let stepper = Stepper()

    /// The value the stepper's action last reported.
    public let valueLabel = Label(text: "Guests: 2")

    /// The steps `s` goes through.
    static let steps: [Double] = [1, 2, 5]

    public override init() {
        super.init()
        title = "Stepper"
    }

    public override var preferredFirstResponder: View? { stepper }

    public override func viewDidLoad() {
        stepper.minimumValue = 0
        stepper.maximumValue = 10
        stepper.value = 2
        stepper.addAction({ [unowned self] _ in
            valueLabel.text = "Guests: \(Int(stepper.value))"
            refresh()
        }, for: .valueChanged)
        let row = StackView(arrangedSubviews: [stepper, valueLabel])
        row.axis = .horizontal
        row.spacing = 1
        super.viewDidLoad()
        place(row)
    }


    public override var properties: [CatalogProperty] {
        [
            CatalogProperty(key: "s", name: "stepValue", value: { [unowned self] in "\(Int(stepper.stepValue))" }) {
                [unowned self] in stepper.stepValue = Self.steps.cycled(after: stepper.stepValue)
            },
            CatalogProperty(key: "w", name: "wraps", value: { [unowned self] in "\(stepper.wraps) (range 0...10)" }) {
                [unowned self] in stepper.wraps.toggle()
            },
            CatalogProperty(key: "a", name: "autorepeat", value: { [unowned self] in "\(stepper.autorepeat)" }) {
                [unowned self] in stepper.autorepeat.toggle()
            },
        ]
    }

    public override var code: String {
        """
        let stepper = Stepper()
        stepper.maximumValue = 10
        stepper.stepValue = \(Int(stepper.stepValue))
        stepper.wraps = \(stepper.wraps)
        stepper.autorepeat = \(stepper.autorepeat)
        """
    }
}
