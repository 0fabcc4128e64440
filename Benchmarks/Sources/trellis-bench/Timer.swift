/// Monotonic time for the benchmarks, from `ContinuousClock`.
enum Timer {
    static let clock = ContinuousClock()

    static func now() -> ContinuousClock.Instant { clock.now }

    /// Nanoseconds from `start` to now.
    static func nanoseconds(since start: ContinuousClock.Instant) -> Double {
        nanoseconds(start.duration(to: clock.now))
    }

    static func nanoseconds(_ duration: Duration) -> Double {
        let (seconds, attoseconds) = duration.components
        return Double(seconds) * 1e9 + Double(attoseconds) * 1e-9
    }

    /// Runs `body` and returns its result with the nanoseconds it took.
    static func measure<T>(_ body: () throws -> T) rethrows -> (result: T, nanoseconds: Double) {
        let start = clock.now
        let result = try body()
        return (result, nanoseconds(since: start))
    }
}

/// Adds up timed segments, so that checks between two segments stay out of the total.
struct Stopwatch {
    /// Nanoseconds of all finished segments.
    private(set) var total: Double = 0
    private var started: ContinuousClock.Instant?

    mutating func start() {
        started = Timer.now()
    }

    /// Ends the running segment and starts the next at the same instant, which it returns:
    /// one clock read between two timed stretches.
    mutating func lap() -> ContinuousClock.Instant {
        let now = Timer.now()
        if let started { total += Timer.nanoseconds(started.duration(to: now)) }
        started = now
        return now
    }

    /// Ends the running segment and returns its length in nanoseconds.
    @discardableResult
    mutating func stop() -> Double {
        guard let started else { return 0 }
        let segment = Timer.nanoseconds(since: started)
        total += segment
        self.started = nil
        return segment
    }
}
