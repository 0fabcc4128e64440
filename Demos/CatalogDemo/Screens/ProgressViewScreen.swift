import DemoSupport
import Foundation
import Trellis

/// `ProgressView`: a bar that fills in eighths of a cell, its progress stepped by key in
/// tenths and its style switched between the default (with a track) and the bar; and
/// `observedProgress`, a Foundation `Progress` of 20 units that a timer completes one unit
/// every quarter of a second while the bar follows it.
public final class ProgressViewScreen: CatalogScreen {
    /// The progress view on the stage; it reports its changes, so the property list
    /// follows the bar while a task moves it.
    public let progressView: ProgressView = ReportingProgressView(progressViewStyle: .default)

    /// The units of the task `o` starts.
    static let taskUnits: Int64 = 20

    /// The seconds between two units of the task.
    static let unitInterval = 0.25

    /// The task the bar follows, while there is one.
    public private(set) var task: Progress?

    /// The timer that does the task's work, one unit a tick, until it is done.
    private var worker: ApplicationTimer?

    public override init() {
        super.init()
        title = "ProgressView"
    }

    public override func viewDidLoad() {
        progressView.progress = 0.37
        (progressView as? ReportingProgressView)?.onProgressChange = { [unowned self] in refresh() }
        super.viewDidLoad()
        place(progressView, fillingWidth: true)
    }

    /// Leaving the screen stops the task's work, so the catalog goes idle again.
    public override func viewWillDisappear(_ animated: Bool) {
        super.viewWillDisappear(animated)
        stopTask()
    }

    /// Starts a task of ``taskUnits`` units for the bar to follow, or stops the one running.
    private func toggleTask() {
        if task != nil {
            stopTask()
            return
        }
        let task = Progress(totalUnitCount: Self.taskUnits)
        self.task = task
        progressView.observedProgress = task
        worker = view.window?.application?.scheduleTimer(after: Self.unitInterval, repeats: true) {
            [weak self] timer in
            task.completedUnitCount += 1
            if task.completedUnitCount >= task.totalUnitCount {
                timer.invalidate()
                self?.worker = nil
            }
        }
    }

    /// Stops the task's work; the bar stays where it is.
    private func stopTask() {
        worker?.invalidate()
        worker = nil
        task = nil
        progressView.observedProgress = nil
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
            CatalogProperty(key: "o", name: "observedProgress", value: { [unowned self] in
                task == nil ? "nil" : "a task of \(Self.taskUnits) units"
            }) { [unowned self] in toggleTask() },
        ]
    }

    public override var code: String {
        var code = """
        let progressView = ProgressView(progressViewStyle: .\(progressView.progressViewStyle))
        progressView.setProgress(\((progressView.progress * 100).rounded() / 100), animated: false)
        """
        if task != nil {
            code += "\nprogressView.observedProgress = Progress(totalUnitCount: \(Self.taskUnits))"
        }
        return code
    }
}
