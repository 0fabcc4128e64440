import Foundation
import Testing
@testable import MonitorApp

/// A made-up /proc directory the tests write samples into.
final class FakeProc {
    let root: URL

    init() {
        root = FileManager.default.temporaryDirectory.appendingPathComponent("trellis-proc-\(UUID().uuidString)")
        try? FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
    }

    func write(_ path: String, _ text: String) {
        let url = root.appendingPathComponent(path)
        try? FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try? Data(text.utf8).write(to: url)
    }

    /// The system files, with `busy` and `idle` jiffies for the total and each of two cores.
    func system(busy: UInt64, idle: UInt64) {
        write("stat", """
            cpu  \(busy) 0 0 \(idle) 0 0 0 0 0 0
            cpu0 \(busy / 2) 0 0 \(idle / 2) 0 0 0 0 0 0
            cpu1 \(busy / 2) 0 0 \(idle / 2) 0 0 0 0 0 0
            intr 1 2 3
            """)
        write("meminfo", "MemTotal:       1000 kB\nMemFree:         100 kB\nMemAvailable:    400 kB\nSwapTotal:       200 kB\nSwapFree:        150 kB\n")
        write("loadavg", "0.50 0.25 0.10 1/100 999\n")
    }

    func process(_ pid: Int32, name: String, ticks: UInt64, pages: Int = 10, uid: Int = 0) {
        let fields = (4...52).map { field -> String in
            switch field {
            case 14: return String(ticks)
            case 15: return "0"
            case 20: return "3"
            case 24: return String(pages)
            default: return "0"
            }
        }
        write("\(pid)/stat", "\(pid) (\(name)) S " + fields.joined(separator: " ") + "\n")
        write("\(pid)/status", "Name:\t\(name)\nUid:\t\(uid)\t\(uid)\t\(uid)\t\(uid)\n")
    }

    func remove(_ pid: Int32) {
        try? FileManager.default.removeItem(at: root.appendingPathComponent(String(pid)))
    }
}

@Suite struct MonitorModelTests {
    @Test func parsesASample() throws {
        let proc = FakeProc()
        proc.system(busy: 100, idle: 300)
        proc.process(42, name: "my (odd) name", ticks: 7, pages: 3)
        proc.write("self", "not a process")
        let sample = try ProcReader(root: proc.root.path).sample()
        #expect(sample.cores.count == 2)
        #expect(sample.cpu == CPUTimes(busy: 100, total: 400))
        #expect(sample.memory == MemoryInfo(total: 1_024_000, available: 409_600, swapTotal: 204_800, swapFree: 153_600))
        #expect(sample.memory.used == 614_400)
        #expect(sample.load == (0.5, 0.25, 0.1))
        #expect(sample.processes.count == 1)
        let process = try #require(sample.processes.first)
        #expect(process.name == "my (odd) name")
        #expect(process.cpuTicks == 7)
        #expect(process.threads == 3)
        #expect(process.residentBytes == 3 * UInt64(sysconf(Int32(_SC_PAGESIZE))))
        #expect(process.user == "root")
    }

    @Test func refreshWorksOutSharesSinceTheSampleBefore() {
        let proc = FakeProc()
        proc.system(busy: 100, idle: 300)
        proc.process(1, name: "idle", ticks: 10)
        proc.process(2, name: "busy", ticks: 10)
        let monitor = ProcessMonitor(reader: ProcReader(root: proc.root.path))
        monitor.refresh()
        #expect(monitor.cpuUsage == 0)
        // 200 jiffies pass on two CPUs (100 each); "busy" used 50 of them: half a CPU.
        proc.system(busy: 200, idle: 400)
        proc.process(2, name: "busy", ticks: 60)
        proc.process(3, name: "new", ticks: 5)
        monitor.refresh()
        #expect(monitor.cpuUsage == 0.5)
        #expect(monitor.coreUsage == [0.5, 0.5])
        #expect(monitor.cpuHistory == [0, 0.5])
        #expect(monitor.processes.map(\.name) == ["busy", "idle", "new"])  // idle and new tie at 0 %: by pid
        #expect(monitor.processes[0].cpuPercent == 50)
        // A process seen for the first time has no share yet.
        #expect(monitor.processes[2].cpuPercent == 0)
    }

    @Test func sortsByEachKeyAndReverses() {
        let proc = FakeProc()
        proc.system(busy: 1, idle: 1)
        proc.process(3, name: "b", ticks: 0, pages: 5)
        proc.process(1, name: "C", ticks: 0, pages: 50)
        proc.process(2, name: "a", ticks: 0, pages: 1)
        let monitor = ProcessMonitor(reader: ProcReader(root: proc.root.path))
        monitor.refresh()
        // All at 0 % CPU: ties fall back to the pid, rising.
        #expect(monitor.processes.map(\.pid) == [1, 2, 3])
        monitor.sort(by: .memory)
        #expect(monitor.processes.map(\.pid) == [1, 3, 2])
        monitor.sort(by: .name)
        #expect(monitor.processes.map(\.name) == ["a", "b", "C"])
        monitor.sort(by: .name)
        #expect(monitor.processes.map(\.name) == ["C", "b", "a"])
        monitor.sort(by: .pid)
        #expect(monitor.processes.map(\.pid) == [1, 2, 3])
        monitor.sort(by: .pid)
        #expect(monitor.processes.map(\.pid) == [3, 2, 1])
    }

    @Test func aMissingProcIsReportedNotFatal() {
        let monitor = ProcessMonitor(reader: ProcReader(root: "/nonexistent-proc"))
        monitor.refresh()
        #expect(monitor.failure == "/nonexistent-proc/stat cannot be read: this monitor needs Linux's /proc")
        #expect(monitor.processes.isEmpty)
    }

    @Test func theHistoryKeepsItsLength() {
        let proc = FakeProc()
        let monitor = ProcessMonitor(reader: ProcReader(root: proc.root.path), historyLength: 3)
        for step in 1...5 {
            proc.system(busy: UInt64(step * 10), idle: UInt64(step * 10))
            monitor.refresh()
        }
        #expect(monitor.cpuHistory == [0.5, 0.5, 0.5])
    }

    @Test func terminateSaysWhyItFailed() {
        let denied = ProcessSignaller { _, _ in EPERM }
        #expect(denied.terminate(1, name: "init") == "Not allowed to end init (1): it belongs to another user")
        let gone = ProcessSignaller { _, _ in ESRCH }
        #expect(gone.terminate(5, name: "x") == "x (5) has already ended")
        let sent = ProcessSignaller { pid, signal in pid == 7 && signal == SIGTERM ? 0 : EINVAL }
        #expect(sent.terminate(7, name: "y") == nil)
    }
}
