/// The members of a ``SymbolList`` too long to keep in place, in one heap block: the
/// count and the capacity in the header, then the members. Both are trivial.
final class ListStorage: ManagedBuffer<ListStorage.Header, Int32> {
    struct Header {
        var count: Int32
        var capacity: Int32
    }

    /// An empty block for at least `capacity` members.
    static func make(capacity: Int) -> ListStorage {
        let capacity = Swift.max(capacity, 1)
        let object = create(minimumCapacity: capacity) { _ in
            Header(count: 0, capacity: Int32(capacity))
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

    /// A block for `capacity` members (at least the count) holding these members.
    func copy(capacity: Int) -> ListStorage {
        withMembers { header, members in
            let count = Int(header.pointee.count)
            let copy = ListStorage.make(capacity: Swift.max(capacity, count))
            copy.withMembers { copyHeader, copyMembers in
                copyMembers.initialize(from: members, count: count)
                copyHeader.pointee.count = Int32(count)
            }
            return copy
        }
    }
}
