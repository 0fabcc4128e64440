import Cassowary

/// Where a constraint stands with the engine of its hierarchy: the one value the engine
/// keeps per constraint, and only the engine writes it.
///
/// A state names its engine by ``LayoutEngine/serial``, which no other engine ever has:
/// a state left by another engine (one that went away with its root while the views
/// lived on, or one the constraint's views have left) reads as ``inactive`` to this one,
/// so nothing has to be reset when hierarchies come and go, and no engine needs to ask
/// its solver or walk to its root to know whether a constraint is its own.
enum ConstraintEngineState: Equatable {
    /// In no engine: an inactive constraint, or an active one in a hierarchy without an
    /// engine, or one its engine could not take (a non-finite equation).
    case inactive
    /// Waiting in the engine's queue for the next flush; `broken` goes in at
    /// ``LayoutEngine/brokenPriority`` (a broken constraint being remade keeps its state,
    /// so its conflict is not logged again).
    case queued(engine: UInt32, broken: Bool)
    /// In the engine's solver under `handle`; `broken` when conflict recovery lowered it.
    case installed(engine: UInt32, handle: ConstraintHandle, broken: Bool)

    /// Whether conflict recovery broke the constraint.
    var isBroken: Bool {
        switch self {
        case .inactive: false
        case .queued(_, let broken), .installed(_, _, let broken): broken
        }
    }

    /// The state as the engine with `serial` sees it: another engine's reads as inactive.
    func seen(by serial: UInt32) -> ConstraintEngineState {
        switch self {
        case .queued(serial, _), .installed(serial, _, _): self
        default: .inactive
        }
    }
}
