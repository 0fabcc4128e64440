#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Runs this executable again with other arguments, sharing stdout and stderr, so a figure
/// such as peak memory is taken in a fresh process.
enum ChildProcess {
    /// The child's exit status, or nil when it could not be started.
    static func runSelf(_ arguments: [String]) -> Int32? {
        guard let path = executablePath() else { return nil }
        let argv = ([CommandLine.arguments[0]] + arguments).map { strdup($0) } + [nil]
        defer { for pointer in argv { free(pointer) } }
        var pid: pid_t = 0
        #if canImport(Darwin)
        let environment = _NSGetEnviron().pointee
        #else
        let environment = environ
        #endif
        guard posix_spawn(&pid, path, nil, nil, argv, environment) == 0 else { return nil }
        var status: Int32 = 0
        guard waitpid(pid, &status, 0) == pid else { return nil }
        // WIFEXITED / WEXITSTATUS by hand: the macros are not imported.
        return status & 0x7f == 0 ? (status >> 8) & 0xff : 128 + (status & 0x7f)
    }

    /// This executable's path: Linux's /proc/self/exe, macOS's `_NSGetExecutablePath`.
    private static func executablePath() -> String? {
        #if canImport(Darwin)
        var size: UInt32 = 4096
        var buffer = [CChar](repeating: 0, count: Int(size))
        guard _NSGetExecutablePath(&buffer, &size) == 0 else { return nil }
        return String(decoding: buffer.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
        #else
        return "/proc/self/exe"
        #endif
    }
}
