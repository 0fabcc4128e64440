/// One `cpu` line of `/proc/stat`: jiffies spent busy and in total since boot.
public struct CPUTimes: Equatable, Sendable {
    public var busy: UInt64
    public var total: UInt64

    public init(busy: UInt64, total: UInt64) {
        self.busy = busy
        self.total = total
    }

    /// Parses the numbers after the `cpu`/`cpuN` label: user, nice, system, idle, iowait,
    /// irq, softirq, steal (guest time is already inside user). Idle and iowait are not busy.
    init?(fields: [Substring]) {
        let numbers = fields.prefix(8).compactMap { UInt64($0) }
        guard numbers.count >= 4 else { return nil }
        let idle = numbers[3] + (numbers.count > 4 ? numbers[4] : 0)
        total = numbers.reduce(0, +)
        busy = total - idle
    }

    /// The busy share between `earlier` and this sample, 0…1; 0 when no time passed.
    public func usage(since earlier: CPUTimes) -> Double {
        guard total > earlier.total, busy >= earlier.busy else { return 0 }
        return min(Double(busy - earlier.busy) / Double(total - earlier.total), 1)
    }
}
