#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// `trellis-bench screen-memory N`: builds and lays out a screen of N views and prints the
/// process's peak resident set. It runs in a process of its own (the `screen` suite spawns
/// one), so nothing else the benchmarks did is counted.
@MainActor
enum ScreenMemory {
    static let budgetMegabytes = 64.0

    static func run(views: Int) -> Bool {
        let before = peakKilobytes()
        let screen = Screen(views: views)
        let built = peakKilobytes()
        screen.window.runLayoutCycle()
        guard let after = peakKilobytes() else {
            Output.error("FAILED screen-memory: no VmHWM in /proc/self/status")
            return false
        }
        let ok = screen.probeIsDrawn()
        if !ok { Output.error("CHECK FAILED screen-memory: the probe label is not drawn") }
        let megabytes = Double(after) / 1024
        let fields = ["peak-rss", String(screen.viewCount), "VmHWM", Output.fixed(megabytes, decimals: 1),
                      Output.fixed(megabytes, decimals: 1), Output.fixed(megabytes, decimals: 1),
                      Output.fixed(megabytes, decimals: 1), "MB"]
        Output.line(fields.joined(separator: "\t"))
        Report.note("peak-rss: \(Output.fixed(Double(before ?? 0) / 1024, decimals: 1)) MB before building, \(Output.fixed(Double(built ?? 0) / 1024, decimals: 1)) MB once built (before the layout cycle); budget \(Output.fixed(budgetMegabytes, decimals: 0)) MB" + (megabytes < budgetMegabytes ? "" : " EXCEEDED"))
        withExtendedLifetime(screen) {}
        return ok
    }

    /// The peak resident set, in kB: VmHWM from /proc/self/status on Linux, `ru_maxrss`
    /// (in bytes there) on macOS.
    static func peakKilobytes() -> Int? {
        #if canImport(Darwin)
        var usage = rusage()
        guard getrusage(RUSAGE_SELF, &usage) == 0 else { return nil }
        return Int(usage.ru_maxrss) / 1024
        #else
        guard let file = fopen("/proc/self/status", "r") else { return nil }
        defer { fclose(file) }
        var buffer = [CChar](repeating: 0, count: 512)
        while fgets(&buffer, Int32(buffer.count), file) != nil {
            let line = String(decoding: buffer.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
            if line.hasPrefix("VmHWM:") {
                return Int(line.dropFirst(6).filter { $0.isNumber })
            }
        }
        return nil
        #endif
    }
}
