/// The calls of the rendering pipeline as they happen, for the Venn demo's log pane: the
/// hooks its views and controller report, grouped into the turns of the layout cycle they
/// belong to, most recent last, at most ``lineLimit`` lines of them.
///
/// A turn is what one run of the passes calls: updates, then layouts, then draws. A new one
/// begins with a ``note(_:)`` (what the user did) or when a hook other than a draw follows
/// a draw. A turn that calls exactly what the one before it called (an animation's frames,
/// a storm of resizes) is folded into it as a repeat, so the pane shows the pattern rather
/// than scrolling it away.
///
/// Recording never lays anything out: ``onChange`` is for redrawing a view that shows the
/// log, and a hook recorded during the layout or draw pass must not start another cycle.
@MainActor
public final class PipelineLog {
    /// One call of a hook: which view or controller, and which hook.
    public struct Call: Sendable, Equatable {
        /// The short name of the view that was called, or nil for the view controller.
        public let subject: String?
        /// The hook that ran.
        public let hook: PipelineHook

        /// The call as the pane shows it: `venn.layoutSubviews`, or the controller's hook
        /// alone (`viewWillLayoutSubviews`).
        public var text: String {
            subject.map { "\($0).\(hook.rawValue)" } ?? hook.rawValue
        }
    }

    /// The calls of one turn of the layout cycle.
    public struct Turn: Sendable, Equatable {
        /// What started the turn, when the user did something; nil for a turn the cycle
        /// ran on its own (an animation frame, a resize).
        public var title: String?
        /// The calls, in order.
        public var calls: [Call]
        /// How many turns after this one called exactly the same hooks.
        public var repeats: Int
    }

    /// Creates an empty log that keeps at most `lineLimit` lines.
    public init(lineLimit: Int = 200) {
        self.lineLimit = Swift.max(lineLimit, 1)
    }

    /// The most lines the log keeps; the oldest turns go first.
    public let lineLimit: Int

    /// The turns kept, oldest first.
    public private(set) var turns: [Turn] = []

    /// Every call ever recorded, kept or not: a count that stands still while the
    /// pipeline is idle.
    public private(set) var recordedCallCount = 0

    /// Called after every change, to redraw whatever shows the log.
    public var onChange: (@MainActor () -> Void)?

    /// Records that `hook` ran on `subject` (nil for the view controller).
    public func record(_ hook: PipelineHook, of subject: String? = nil) {
        recordedCallCount += 1
        let call = Call(subject: subject, hook: hook)
        if let last = turns.last, !(hook != .draw && last.calls.last?.hook == .draw) {
            turns[turns.count - 1].calls.append(call)
        } else {
            foldLastTurnIntoThePrevious()
            turns.append(Turn(title: nil, calls: [call], repeats: 0))
        }
        changed()
    }

    /// Starts a new turn titled `title`: what the user did, such as `l: weight = .left`.
    public func note(_ title: String) {
        foldLastTurnIntoThePrevious()
        turns.append(Turn(title: title, calls: [], repeats: 0))
        changed()
    }

    /// The log as the pane shows it, oldest first: each turn's title (`▸ …`) or a rule
    /// (`─`) between turns, its calls indented by one space, and `↻ again ×n` for its
    /// repeats.
    public var lines: [String] {
        turns.flatMap(PipelineLog.lines(of:))
    }

    private static func lines(of turn: Turn) -> [String] {
        var lines = [turn.title.map { "▸ \($0)" } ?? "─"]
        lines += turn.calls.map { " \($0.text)" }
        if turn.repeats > 0 { lines.append(" ↻ again ×\(turn.repeats)") }
        return lines
    }

    /// A finished turn without a title that called exactly what the one before called
    /// becomes a repeat of it.
    private func foldLastTurnIntoThePrevious() {
        guard turns.count >= 2, let last = turns.last, last.title == nil, last.repeats == 0,
              last.calls == turns[turns.count - 2].calls else { return }
        turns.removeLast()
        turns[turns.count - 1].repeats += 1
    }

    private func changed() {
        var count = turns.reduce(0) { $0 + PipelineLog.lines(of: $1).count }
        while count > lineLimit, turns.count > 1 {
            count -= PipelineLog.lines(of: turns.removeFirst()).count
        }
        // One turn longer than the whole log (a layout that never settles) keeps its end.
        if count > lineLimit {
            turns[0].calls.removeFirst(Swift.min(count - lineLimit, turns[0].calls.count))
        }
        onChange?()
    }
}
