/// Whether one hierarchy's layout pass is running, kept by its engine.
///
/// Layout asked for while the pass runs (``View/layoutIfNeeded()``, a fitting size, a
/// guide's frame read from a `layoutSubviews`) must not start the pass again from the
/// root, whose views are being laid out: it lays out what is below the view it is asked
/// of. Anything else, the update-constraints pass first of all, runs as it would outside
/// a pass. Kept per hierarchy, not for the whole program: a hierarchy laid out from
/// inside another's pass (a detached view measured in a `layoutSubviews`) runs its own
/// passes in full.
@MainActor
final class LayoutPassCoordinator {
    /// How many layout passes of the hierarchy are running, one inside another.
    private var depth = 0

    /// Whether the hierarchy's layout pass is running.
    var isLayingOut: Bool { depth > 0 }

    /// Runs `body` as part of the hierarchy's layout pass.
    func layingOut(_ body: () -> Void) {
        depth += 1
        defer { depth -= 1 }
        body()
    }
}
