/// The column the process table is sorted by.
public enum ProcessSortKey: String, CaseIterable, Sendable {
    case cpu, memory, pid, name

    /// The order a new sort starts in: the busiest and largest first, ids and names up.
    public var descendingByDefault: Bool { self == .cpu || self == .memory }

    /// Whether `a` comes before `b`. Ties fall back to the pid, rising whatever the
    /// direction, so rows that compare equal keep their places from one refresh to the next.
    public func precedes(_ a: ProcessSample, _ b: ProcessSample, descending: Bool) -> Bool {
        switch self {
        case .cpu where a.cpuPercent != b.cpuPercent:
            return (a.cpuPercent < b.cpuPercent) != descending
        case .memory where a.residentBytes != b.residentBytes:
            return (a.residentBytes < b.residentBytes) != descending
        case .name where a.name.lowercased() != b.name.lowercased():
            return (a.name.lowercased() < b.name.lowercased()) != descending
        case .pid:
            return (a.pid < b.pid) != descending
        default:
            return a.pid < b.pid
        }
    }
}
