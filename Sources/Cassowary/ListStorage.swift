/// The members of a ``SymbolList`` too long to keep in place, in one heap block: the
/// counts and the capacity in the header, then the slots. Both are trivial.
final class ListStorage: ManagedBuffer<ListStorage.Header, Int32> {
    struct Header {
        /// Slots in use: members and gaps.
        var count: Int32
        var capacity: Int32
        /// Members: the slots in use that are not gaps.
        var live: Int32
    }

    /// An empty block for at least `capacity` members.
    static func make(capacity: Int) -> ListStorage {
        let capacity = Swift.max(capacity, 1)
        let object = create(minimumCapacity: capacity) { _ in
            Header(count: 0, capacity: Int32(capacity), live: 0)
        }
        return unsafeDowncast(object, to: ListStorage.self)
    }

    // As in ``RowStorage``: the members and the header are reached only inside
    // ``withMembers(_:)``, whose pointers are valid only in its closure.

    /// Runs `body` with the header and the members.
    @inline(__always)
    func withMembers<R>(_ body: (UnsafeMutablePointer<Header>, UnsafeMutablePointer<Int32>) throws -> R) rethrows -> R {
        try withUnsafeMutablePointers { header, members in try body(header, members) }
    }

    /// A block for `capacity` members (at least the number of members) holding these
    /// members in order: without gaps, or with a gap after every `gapEvery` members (a gap
    /// holds the inverted bits of the member before it, which keeps the slots ordered).
    func copy(capacity: Int, gapEvery: Int = 0) -> ListStorage {
        withMembers { header, members in
            let count = Int(header.pointee.count)
            let live = Int(header.pointee.live)
            let gaps = gapEvery > 0 ? live / gapEvery : 0
            let copy = ListStorage.make(capacity: Swift.max(capacity, live + gaps))
            copy.withMembers { copyHeader, copyMembers in
                if live == count && gaps == 0 {
                    copyMembers.initialize(from: members, count: count)
                } else {
                    var n = 0
                    var run = 0
                    for k in 0..<count where members[k] >= 0 {
                        (copyMembers + n).initialize(to: members[k])
                        n += 1
                        run += 1
                        if run == gapEvery && n < live + gaps {
                            (copyMembers + n).initialize(to: ~members[k])
                            n += 1
                            run = 0
                        }
                    }
                }
                copyHeader.pointee.count = Int32(live + gaps)
                copyHeader.pointee.live = Int32(live)
            }
            return copy
        }
    }
}
