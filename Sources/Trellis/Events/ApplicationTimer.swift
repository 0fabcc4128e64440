/// A closure an ``Application`` runs after a delay, once or repeatedly: Foundation's
/// `Timer`, driven by the application's run loop instead of a `RunLoop`.
///
/// Make one with ``Application/scheduleTimer(after:repeats:_:)``. It fires when the run
/// loop calls ``Application/fireTimers(at:)`` at or after its deadline; the application
/// keeps it until it is invalidated or, when it does not repeat, has fired.
///
/// Differences from `Timer`: no tolerance, user info or run-loop modes; times are seconds
/// on the application's clock (``Application/now``), not `Date`s.
@MainActor
public final class ApplicationTimer {
    /// The seconds between scheduling and the first firing, and between firings of a
    /// repeating timer. At least 0.0001: like Foundation, a timer asked for zero or a
    /// negative interval uses 0.1 ms, so a repeating one cannot spin.
    public let interval: Double

    /// Whether the timer fires again after each firing.
    public let repeats: Bool

    /// Whether the timer will still fire: true until ``invalidate()`` is called or a
    /// non-repeating timer has fired (it is no longer valid while its handler runs).
    public private(set) var isValid = true

    /// When the timer fires next, in seconds on the application's clock.
    var deadline: Double

    /// The order timers were made in, which breaks ties between equal deadlines.
    let sequence: UInt64

    let handler: @MainActor (ApplicationTimer) -> Void

    init(interval: Double, repeats: Bool, deadline: Double, sequence: UInt64,
         handler: @escaping @MainActor (ApplicationTimer) -> Void) {
        self.interval = interval
        self.repeats = repeats
        self.deadline = deadline
        self.sequence = sequence
        self.handler = handler
    }

    /// Stops the timer: it never fires again, and the application forgets it. Calling it
    /// from the timer's own handler stops a repeating timer; calling it twice is harmless.
    public func invalidate() {
        isValid = false
    }

    /// Runs the handler, a non-repeating timer becoming invalid first.
    func fire() {
        if !repeats { isValid = false }
        handler(self)
    }

    /// Moves a repeating timer's deadline past `now` in whole intervals from the previous
    /// one, skipping the ticks a late run loop missed instead of firing them in a burst.
    func reschedule(after now: Double) {
        let missed = ((now - deadline) / interval).rounded(.down)
        deadline += (Swift.max(missed, 0) + 1) * interval
        if deadline <= now { deadline += interval }
    }
}
