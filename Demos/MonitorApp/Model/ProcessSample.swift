/// One process as `/proc/PID/stat` and `/proc/PID/status` describe it, with its share of
/// the CPU since the sample before.
public struct ProcessSample: Equatable, Sendable {
    public var pid: Int32
    public var name: String
    /// The state letter: R running, S sleeping, D waiting on disk, Z zombie, T stopped…
    public var state: Character
    public var user: String
    public var threads: Int
    public var residentBytes: UInt64
    /// Jiffies of user and system time since the process started.
    public var cpuTicks: UInt64
    /// Percent of one CPU since the previous sample (may pass 100 with several threads).
    public var cpuPercent: Double = 0

    public init(pid: Int32, name: String, state: Character = "S", user: String = "", threads: Int = 1,
                residentBytes: UInt64 = 0, cpuTicks: UInt64 = 0, cpuPercent: Double = 0) {
        self.pid = pid
        self.name = name
        self.state = state
        self.user = user
        self.threads = threads
        self.residentBytes = residentBytes
        self.cpuTicks = cpuTicks
        self.cpuPercent = cpuPercent
    }

    /// Parses a `stat` line. The command name is between the first `(` and the LAST `)`,
    /// since a name may itself hold spaces and parentheses.
    init?(stat line: String, pageSize: UInt64) {
        guard let open = line.firstIndex(of: "("), let close = line.lastIndex(of: ")"), open < close,
              let pid = Int32(line[..<open].trimmingCharacters(in: " ")) else { return nil }
        let rest = line[line.index(after: close)...].split(separator: " ")
        // rest[0] is field 3 (state); utime and stime are fields 14 and 15, threads 20, rss 24.
        guard rest.count >= 22, let state = rest[0].first,
              let utime = UInt64(rest[11]), let stime = UInt64(rest[12]),
              let threads = Int(rest[17]), let pages = Int64(rest[21]) else { return nil }
        self.init(pid: pid, name: String(line[line.index(after: open)..<close]), state: state,
                  threads: threads, residentBytes: UInt64(max(pages, 0)) * pageSize, cpuTicks: utime + stime)
    }
}

extension Substring {
    func trimmingCharacters(in character: Character) -> Substring {
        var result = self
        while result.first == character { result.removeFirst() }
        while result.last == character { result.removeLast() }
        return result
    }
}
