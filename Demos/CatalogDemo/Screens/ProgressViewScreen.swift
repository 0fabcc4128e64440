import DemoSupport
import Trellis

/// `ProgressView`: a bar that fills in eighths of a cell, its progress stepped by key in
/// tenths and its style switched between the default (with a track) and the bar.
public final class ProgressViewScreen: CatalogScreen {
    /// The progress view on the stage.
    public let progressView = ProgressView(progressViewStyle: .default)

    public override init() {
        super.init()
        title = "ProgressView"
    }

    public override func viewDidLoad() {
        progressView.progress = 0.37
        super.viewDidLoad()
        place(progressView, fillingWidth: true)
    }

    public override var properties: [CatalogProperty] {
        [
            CatalogProperty(increase: "+", decrease: "-", name: "progress", value: { [unowned self] in
                "\(Int((progressView.progress * 100).rounded())) %"
            }) { [unowned self] step in
                let next = ((progressView.progress + 0.1 * step) * 100).rounded() / 100
                progressView.setProgress(Swift.min(Swift.max(next, 0), 1), animated: false)
            },
            CatalogProperty(key: "s", name: "progressViewStyle", value: { [unowned self] in
                "\(progressView.progressViewStyle)"
            }) { [unowned self] in
                progressView.progressViewStyle = progressView.progressViewStyle == .default ? .bar : .default
            },
        ]
    }

    public override var code: String {
        """
        let progressView = ProgressView(progressViewStyle: .\(progressView.progressViewStyle))
        progressView.setProgress(\((progressView.progress * 100).rounded() / 100), animated: false)
        """
    }
}
