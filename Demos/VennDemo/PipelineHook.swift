/// A step of Auto Layout's rendering pipeline that a view or view controller of the Venn
/// demo reports to its ``PipelineLog`` when it runs: the hooks the course's module is about.
public enum PipelineHook: String, Sendable, CaseIterable {
    /// A view's `updateConstraints()`: the update-constraints pass, bottom-up.
    case updateConstraints
    /// The view controller's `updateViewConstraints()`, in place of its view's
    /// `updateConstraints()`.
    case updateViewConstraints
    /// The view controller's `viewWillLayoutSubviews()`, before its view lays out.
    case viewWillLayoutSubviews
    /// A view's `layoutSubviews()`: the layout pass, top-down.
    case layoutSubviews
    /// The view controller's `viewDidLayoutSubviews()`, after its view laid out.
    case viewDidLayoutSubviews
    /// A view's `draw(_:in:)`: the draw pass, back to front.
    case draw
}
