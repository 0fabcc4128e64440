/// Samples the system over time: each refresh reads `/proc` again and works out the CPU
/// shares since the refresh before, keeps a history for the graphs, and sorts the
/// processes as the user asked.
public final class ProcessMonitor {
    public let reader: ProcReader
    /// How many samples the graphs keep.
    public let historyLength: Int

    public private(set) var latest: SystemSample?
    /// The busy share of all CPUs, then of each core, since the sample before (0…1).
    public private(set) var cpuUsage: Double = 0
    public private(set) var coreUsage: [Double] = []
    /// The busy share of all CPUs at each refresh, oldest first.
    public private(set) var cpuHistory: [Double] = []
    /// The processes, sorted.
    public private(set) var processes: [ProcessSample] = []
    public private(set) var sortKey: ProcessSortKey = .cpu
    public private(set) var sortDescending = true
    /// Why the last refresh failed, or nil.
    public private(set) var failure: String?

    public init(reader: ProcReader = ProcReader(), historyLength: Int = 120) {
        self.reader = reader
        self.historyLength = historyLength
    }

    public func refresh() {
        let sample: SystemSample
        do {
            sample = try reader.sample()
        } catch {
            failure = error.description
            return
        }
        failure = nil
        var processes = sample.processes
        if let previous = latest {
            cpuUsage = sample.cpu.usage(since: previous.cpu)
            coreUsage = sample.cores.indices.map { index in
                index < previous.cores.count ? sample.cores[index].usage(since: previous.cores[index]) : 0
            }
            // A process's ticks over the jiffies one CPU had in the same time.
            let perCPU = Double(sample.cpu.total &- previous.cpu.total) / Double(max(sample.cores.count, 1))
            var before: [Int32: UInt64] = [:]
            for process in previous.processes { before[process.pid] = process.cpuTicks }
            for index in processes.indices {
                guard perCPU > 0, let earlier = before[processes[index].pid], processes[index].cpuTicks >= earlier else { continue }
                processes[index].cpuPercent = Double(processes[index].cpuTicks - earlier) / perCPU * 100
            }
        } else {
            coreUsage = sample.cores.map { _ in 0 }
        }
        cpuHistory.append(cpuUsage)
        if cpuHistory.count > historyLength { cpuHistory.removeFirst(cpuHistory.count - historyLength) }
        latest = sample
        self.processes = processes
        sort()
    }

    /// Sorts by `key`; the same key again reverses the order.
    public func sort(by key: ProcessSortKey) {
        if key == sortKey {
            sortDescending.toggle()
        } else {
            sortKey = key
            sortDescending = key.descendingByDefault
        }
        sort()
    }

    private func sort() {
        let key = sortKey, descending = sortDescending
        processes.sort { key.precedes($0, $1, descending: descending) }
    }
}
