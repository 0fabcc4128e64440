import Foundation

/// The grapheme clusters too long to pack into a ``CellGlyph`` (more than fifteen UTF-8
/// bytes: family and profession emoji joined by zero-width joiners, long runs of combining
/// marks), each stored once under a number that glyphs hold instead.
///
/// Shared by every canvas of the process so that a glyph stays a plain value that any
/// canvas, cell or thread can hold. A cluster stays in the table once it has been drawn:
/// the table grows with the number of different long clusters ever shown, which text
/// bounds in practice, and never with how often they are drawn. A lock guards it, as cells
/// are `Sendable` and may be made off the main actor; clusters this long are rare enough
/// that the lock is never on a hot path.
final class LongClusterTable: @unchecked Sendable {
    static let shared = LongClusterTable()

    private let lock = NSLock()
    private var clusters: [Character] = []
    /// Keyed by the cluster's bytes rather than the `Character`, whose equality would merge
    /// two spellings of one cluster and print the first one seen for both.
    private var numbers: [[UInt8]: Int] = [:]

    /// The cluster's number, stored under a new one the first time it is asked for.
    func number(of cluster: Character) -> Int {
        let bytes = Array(cluster.utf8)
        lock.lock()
        defer { lock.unlock() }
        if let number = numbers[bytes] { return number }
        clusters.append(cluster)
        numbers[bytes] = clusters.count - 1
        return clusters.count - 1
    }

    /// The cluster stored under `number`, which ``number(of:)`` gave out.
    func character(numbered number: Int) -> Character {
        lock.lock()
        defer { lock.unlock() }
        return clusters[number]
    }
}
