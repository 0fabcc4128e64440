/// What `/proc/meminfo` says of memory and swap, in bytes.
public struct MemoryInfo: Equatable, Sendable {
    public var total: UInt64 = 0
    public var available: UInt64 = 0
    public var swapTotal: UInt64 = 0
    public var swapFree: UInt64 = 0

    public init(total: UInt64 = 0, available: UInt64 = 0, swapTotal: UInt64 = 0, swapFree: UInt64 = 0) {
        self.total = total
        self.available = available
        self.swapTotal = swapTotal
        self.swapFree = swapFree
    }

    public var used: UInt64 { total > available ? total - available : 0 }
    public var swapUsed: UInt64 { swapTotal > swapFree ? swapTotal - swapFree : 0 }

    /// Parses `Key:   value kB` lines; unknown keys are skipped.
    init(meminfo text: String) {
        for line in text.split(separator: "\n") {
            let parts = line.split(whereSeparator: { $0 == ":" || $0 == " " })
            guard parts.count >= 2, let value = UInt64(parts[1]) else { continue }
            let bytes = parts.count >= 3 && parts[2] == "kB" ? value * 1024 : value
            switch parts[0] {
            case "MemTotal": total = bytes
            case "MemAvailable": available = bytes
            case "SwapTotal": swapTotal = bytes
            case "SwapFree": swapFree = bytes
            default: break
            }
        }
    }
}
