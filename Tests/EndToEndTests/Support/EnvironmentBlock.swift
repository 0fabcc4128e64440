import Foundation

/// An environment as `posix_spawn` takes it: NUL-terminated `NAME=value` strings and a
/// null-terminated array of pointers to them, owned here for the life of the process.
final class EnvironmentBlock: @unchecked Sendable {
    private let pointers: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>

    init(_ entries: [String]) {
        pointers = .allocate(capacity: entries.count + 1)
        for (index, entry) in entries.enumerated() {
            (pointers + index).initialize(to: strdup(entry))
        }
        (pointers + entries.count).initialize(to: nil)
    }

    /// Runs `body` with the array of pointers; it is valid only inside `body`.
    func withPointers<R>(_ body: (UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>) -> R) -> R {
        body(pointers)
    }
}
