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

    // As in ``RowStorage``: pointers, valid while the block lives, rather than the
    // `header` property, whose every access is checked for exclusivity at run time.

    var head: UnsafeMutablePointer<Header> {
        @inline(__always) get { withUnsafeMutablePointerToHeader { $0 } }
    }

    var members: UnsafeMutablePointer<Int32> {
        @inline(__always) get { withUnsafeMutablePointerToElements { $0 } }
    }

    /// A block for `capacity` members (at least the count) holding these members.
    func copy(capacity: Int) -> ListStorage {
        let count = Int(head.pointee.count)
        let copy = ListStorage.make(capacity: Swift.max(capacity, count))
        copy.members.update(from: members, count: count)
        copy.head.pointee.count = Int32(count)
        return copy
    }
}
