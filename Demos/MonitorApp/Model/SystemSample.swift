/// Everything the monitor shows, read at one moment.
public struct SystemSample: Sendable {
    /// All CPUs together, then each core.
    public var cpu: CPUTimes
    public var cores: [CPUTimes]
    public var memory: MemoryInfo
    /// The 1, 5 and 15 minute load averages.
    public var load: (Double, Double, Double)
    public var processes: [ProcessSample]
}
