import Foundation

/// What Linux's /proc says a running process has used so far, to tell an idle program
/// from a busy one.
struct ProcessUsage: Equatable {
    /// CPU time, user and system, in clock ticks (`utime` and `stime` of
    /// /proc/<pid>/stat, which count every thread).
    let cpuTicks: Int
    /// How many times its threads went to sleep of their own accord
    /// (`voluntary_ctxt_switches`, summed over /proc/<pid>/task): one for every wake-up
    /// that was followed by a wait.
    let sleeps: Int
    /// Whether it is asleep (state `S`: blocked, in `poll(2)` say) rather than running.
    let isAsleep: Bool

    /// The usage of process `pid` now.
    init(of pid: Int32) throws {
        let stat = try String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8)
        // The name, in parentheses, may hold spaces: the fields are counted after it,
        // from the state (field 3), so utime (14) and stime (15) are the 12th and 13th.
        guard let nameEnd = stat.lastIndex(of: ")") else { throw Unreadable(pid: pid) }
        let fields = stat[stat.index(after: nameEnd)...].split(separator: " ")
        guard fields.count > 12, let user = Int(fields[11]), let system = Int(fields[12]) else {
            throw Unreadable(pid: pid)
        }
        cpuTicks = user + system
        isAsleep = fields[0] == "S"
        var sleeps = 0
        for task in try FileManager.default.contentsOfDirectory(atPath: "/proc/\(pid)/task") {
            let status = try String(contentsOfFile: "/proc/\(pid)/task/\(task)/status", encoding: .utf8)
            guard let line = status.split(separator: "\n").first(where: { $0.hasPrefix("voluntary_ctxt_switches:") }),
                  let count = Int(line.split(separator: ":")[1].trimmingCharacters(in: .whitespaces)) else {
                throw Unreadable(pid: pid)
            }
            sleeps += count
        }
        self.sleeps = sleeps
    }

    struct Unreadable: Error, CustomStringConvertible {
        let pid: Int32
        var description: String { "cannot read /proc/\(pid)" }
    }
}
