#if canImport(Darwin)
import Darwin
#elseif canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif

/// The CPU time of the calling thread, for the `scale` suite: on a machine shared with
/// other work, wall-clock figures grow with the load while the thread's own CPU time
/// does not, and the growth exponents compare figures taken minutes apart.
enum CPUTimer {
    static func nanoseconds() -> Double {
        var spec = timespec()
        clock_gettime(CLOCK_THREAD_CPUTIME_ID, &spec)
        return Double(spec.tv_sec) * 1e9 + Double(spec.tv_nsec)
    }

    /// Runs `body` and returns its result with the thread CPU nanoseconds it took.
    static func measure<T>(_ body: () throws -> T) rethrows -> (result: T, nanoseconds: Double) {
        let start = nanoseconds()
        let result = try body()
        return (result, nanoseconds() - start)
    }
}
