import DemoSupport
import Trellis

/// `SegmentedControl`: a row of segments, one selected, moved by the arrows or a click;
/// momentary mode, widths apportioned by content, and the number of segments change by
/// key, and the `valueChanged` action names the selection.
public final class SegmentedControlScreen: CatalogScreen {
    /// The segmented control on the stage.
    public let segments = SegmentedControl(items: ["Day", "Week", "Month"])

    /// What the control's action last reported.
    public let selectionLabel = Label(text: "Showing: Day")

    private static let extraTitles = ["Year", "All time"]

    public override init() {
        super.init()
        title = "SegmentedControl"
    }

    public override var preferredFirstResponder: View? { segments }

    public override func viewDidLoad() {
        segments.selectedSegmentIndex = 0
        segments.addAction({ [unowned self] _ in
            showSelection()
            refresh()
        }, for: .valueChanged)
        let column = StackView(arrangedSubviews: [segments, selectionLabel])
        column.axis = .vertical
        column.alignment = .leading
        column.spacing = 1
        super.viewDidLoad()
        place(column)
    }

    private func showSelection() {
        let index = segments.selectedSegmentIndex
        selectionLabel.text = index == SegmentedControl.noSegment
            ? "No segment selected"
            : "Showing: \(segments.titleForSegment(at: index) ?? "")"
    }


    public override var properties: [CatalogProperty] {
        [
            CatalogProperty(key: "m", name: "isMomentary", value: { [unowned self] in "\(segments.isMomentary)" }) {
                [unowned self] in segments.isMomentary.toggle()
            },
            CatalogProperty(key: "p", name: "apportionsSegmentWidthsByContent", value: { [unowned self] in
                "\(segments.apportionsSegmentWidthsByContent)"
            }) { [unowned self] in segments.apportionsSegmentWidthsByContent.toggle() },
            CatalogProperty(increase: "+", decrease: "-", name: "numberOfSegments", value: { [unowned self] in
                "\(segments.numberOfSegments)"
            }) { [unowned self] step in
                let count = segments.numberOfSegments
                if step > 0, count < 3 + Self.extraTitles.count {
                    segments.insertSegment(withTitle: Self.extraTitles[count - 3], at: count, animated: false)
                } else if step < 0, count > 3 {
                    segments.removeSegment(at: count - 1, animated: false)
                }
                showSelection()
            },
        ]
    }

    public override var code: String {
        let titles = (0..<segments.numberOfSegments).compactMap { segments.titleForSegment(at: $0) }
        return """
            let segments = SegmentedControl(items: [\(titles.map { "\"\($0)\"" }.joined(separator: ", "))])
            segments.isMomentary = \(segments.isMomentary)
            segments.apportionsSegmentWidthsByContent = \(segments.apportionsSegmentWidthsByContent)
            segments.addAction({ _ in show(segments.selectedSegmentIndex) }, for: .valueChanged)
            """
    }
}
