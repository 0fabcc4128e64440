#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Foundation

/// Reads the system's state from a `/proc` directory: the real one, or a made-up one in
/// tests. Processes that end while they are being read are skipped.
public struct ProcReader: Sendable {
    public let root: String
    let pageSize: UInt64

    public init(root: String = "/proc") {
        self.root = root
        pageSize = UInt64(max(sysconf(Int32(_SC_PAGESIZE)), 1))
    }

    /// Why a sample could not be taken, in one line.
    public struct Failure: Error, Equatable, CustomStringConvertible {
        public let description: String
    }

    public func sample() throws(Failure) -> SystemSample {
        guard let stat = read("stat") else { throw Failure(description: "\(root)/stat cannot be read: this monitor needs Linux's /proc") }
        var cpu: CPUTimes?
        var cores: [CPUTimes] = []
        for line in stat.split(separator: "\n") where line.hasPrefix("cpu") {
            let fields = line.split(separator: " ")
            guard let times = CPUTimes(fields: Array(fields.dropFirst())) else { continue }
            if fields[0] == "cpu" { cpu = times } else { cores.append(times) }
        }
        guard let cpu else { throw Failure(description: "\(root)/stat has no cpu line") }
        let memory = read("meminfo").map(MemoryInfo.init(meminfo:)) ?? MemoryInfo()
        let loadFields = (read("loadavg") ?? "").split(separator: " ").prefix(3).compactMap { Double($0) }
        let load = loadFields.count == 3 ? (loadFields[0], loadFields[1], loadFields[2]) : (0, 0, 0)
        return SystemSample(cpu: cpu, cores: cores, memory: memory, load: load, processes: processes())
    }

    private func processes() -> [ProcessSample] {
        guard let entries = try? FileManager.default.contentsOfDirectory(atPath: root) else { return [] }
        var users: [String: String] = [:]
        var result: [ProcessSample] = []
        result.reserveCapacity(entries.count)
        for entry in entries where entry.first?.isNumber == true && entry.allSatisfy(\.isNumber) {
            guard let line = read("\(entry)/stat"), var process = ProcessSample(stat: line, pageSize: pageSize) else { continue }
            if let uid = read("\(entry)/status").flatMap(ProcReader.uid(inStatus:)) {
                if let known = users[uid] {
                    process.user = known
                } else {
                    let name = ProcReader.userName(uid)
                    users[uid] = name
                    process.user = name
                }
            }
            result.append(process)
        }
        return result
    }

    private func read(_ path: String) -> String? {
        try? String(contentsOfFile: "\(root)/\(path)", encoding: .utf8)
    }

    /// The real uid from a `status` file's `Uid:` line.
    static func uid(inStatus status: String) -> String? {
        for line in status.split(separator: "\n") where line.hasPrefix("Uid:") {
            return line.split(whereSeparator: { $0 == "\t" || $0 == " " }).dropFirst().first.map(String.init)
        }
        return nil
    }

    /// The user's name, or the number when it has none.
    static func userName(_ uid: String) -> String {
        guard let id = uid_t(uid), let entry = getpwuid(id), let name = entry.pointee.pw_name else { return uid }
        return String(cString: name)
    }
}
