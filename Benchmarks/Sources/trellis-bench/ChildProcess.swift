#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif

/// Runs this executable again with other arguments, sharing stdout and stderr, so a figure
/// such as peak memory is taken in a fresh process.
enum ChildProcess {
    /// The child's exit status, or nil when it could not be started.
    static func runSelf(_ arguments: [String]) -> Int32? {
        let path = "/proc/self/exe"
        let argv = ([CommandLine.arguments[0]] + arguments).map { strdup($0) } + [nil]
        defer { for pointer in argv { free(pointer) } }
        var pid: pid_t = 0
        guard posix_spawn(&pid, path, nil, nil, argv, environ) == 0 else { return nil }
        var status: Int32 = 0
        guard waitpid(pid, &status, 0) == pid else { return nil }
        // WIFEXITED / WEXITSTATUS by hand: the macros are not imported.
        return status & 0x7f == 0 ? (status >> 8) & 0xff : 128 + (status & 0x7f)
    }
}
