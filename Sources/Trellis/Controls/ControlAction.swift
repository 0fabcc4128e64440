/// One action a ``Control`` runs: what to call, for which events.
@MainActor
struct ControlAction {
    let events: Control.Event
    let handler: @MainActor (Control) -> Void
    /// For a target-action pair, the target, held weakly; nil for a closure action.
    weak var target: AnyObject?
    /// Whether the action belongs to a target (and is dropped once the target is gone).
    let hasTarget: Bool
}
