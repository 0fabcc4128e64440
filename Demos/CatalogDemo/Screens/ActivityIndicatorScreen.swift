import DemoSupport
import Trellis

/// `ActivityIndicatorView`: a one-cell braille spinner that turns on the application's
/// clock while animating, started and stopped by key, with `hidesWhenStopped`.
public final class ActivityIndicatorScreen: CatalogScreen {
    /// The spinner on the stage.
    public let spinner = ActivityIndicatorView()

    public override init() {
        super.init()
        title = "ActivityIndicatorView"
    }

    public override func viewDidLoad() {
        let row = StackView(arrangedSubviews: [spinner, Label(text: "Loading…")])
        row.axis = .horizontal
        row.spacing = 1
        super.viewDidLoad()
        place(row)
        spinner.startAnimating()
    }

    public override var properties: [CatalogProperty] {
        [
            CatalogProperty(key: "s", name: "isAnimating", value: { [unowned self] in "\(spinner.isAnimating)" }) {
                [unowned self] in
                if spinner.isAnimating { spinner.stopAnimating() } else { spinner.startAnimating() }
            },
            CatalogProperty(key: "h", name: "hidesWhenStopped", value: { [unowned self] in
                "\(spinner.hidesWhenStopped)"
            }) { [unowned self] in spinner.hidesWhenStopped.toggle() },
        ]
    }

    public override var code: String {
        """
        let spinner = ActivityIndicatorView()
        spinner.hidesWhenStopped = \(spinner.hidesWhenStopped)
        spinner.\(spinner.isAnimating ? "startAnimating()" : "stopAnimating()")
        """
    }
}
