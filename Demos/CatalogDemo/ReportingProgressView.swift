import Trellis

/// A progress view that says when its progress changed, so the progress view screen can
/// show the value while the bar follows a task on its own.
final class ReportingProgressView: ProgressView {
    /// Called after each change of ``progress``, by hand or from the observed task.
    var onProgressChange: (@MainActor () -> Void)?

    override var progress: Double {
        didSet { if progress != oldValue { onProgressChange?() } }
    }
}
