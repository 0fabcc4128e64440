/// The terms of one ``Row`` in one heap block: a small header, then the coefficients, then
/// the symbols.
///
/// A row kept as two arrays paid for two heap blocks, each with a 32-byte array header and
/// the allocator's own overhead: most rows of a large screen's tableau have one to four
/// terms, so that was more than the terms themselves (77,000 rows on a 10,000-view
/// screen). One block and a 16-byte ``Row`` instead of 24 bytes save about 45 bytes a row.
///
/// The tail is allocated as `Double`s, so the coefficients come first, 8-byte aligned; the
/// symbols follow them in the last `(capacity + 1) / 2` elements, which are bound to
/// `Int32` when the block is made. Both types are trivial: nothing needs deinitializing.
final class RowStorage: ManagedBuffer<RowStorage.Header, Double> {
    struct Header {
        var count: Int32
        var capacity: Int32
    }

    /// An empty block for at least `capacity` terms.
    static func make(capacity: Int) -> RowStorage {
        let capacity = Swift.max(capacity, 1)
        let object = create(minimumCapacity: capacity + (capacity + 1) / 2) { _ in
            Header(count: 0, capacity: Int32(capacity))
        }
        object.withUnsafeMutablePointerToElements { elements in
            _ = UnsafeMutableRawPointer(elements + capacity).bindMemory(to: Int32.self, capacity: capacity)
        }
        return unsafeDowncast(object, to: RowStorage.self)
    }

    // The pointers stay valid while the block lives, and a ``Row`` holds a strong
    // reference to its block. Everything goes through them: reading the terms through
    // closures made every access a call, and the `header` property of a class is checked
    // for exclusive access at run time on every read and write.

    /// The header: the count and the capacity.
    var head: UnsafeMutablePointer<Header> {
        @inline(__always) get { withUnsafeMutablePointerToHeader { $0 } }
    }

    /// The coefficients, `capacity` slots of which the first `count` are terms.
    var coefficients: UnsafeMutablePointer<Double> {
        @inline(__always) get { withUnsafeMutablePointerToElements { $0 } }
    }

    /// The symbols, in the same order.
    var symbols: UnsafeMutablePointer<Int32> {
        @inline(__always) get {
            UnsafeMutableRawPointer(coefficients + Int(head.pointee.capacity)).assumingMemoryBound(to: Int32.self)
        }
    }

    /// (Set it through ``head``: a setter here is a call that retains the block.)
    var count: Int {
        @inline(__always) get { Int(head.pointee.count) }
    }

    var termCapacity: Int {
        @inline(__always) get { Int(head.pointee.capacity) }
    }

    /// A block for `capacity` terms (at least the count) holding these terms.
    func copy(capacity: Int) -> RowStorage {
        let count = self.count
        let copy = RowStorage.make(capacity: Swift.max(capacity, count))
        copy.coefficients.update(from: coefficients, count: count)
        copy.symbols.update(from: symbols, count: count)
        copy.head.pointee.count = Int32(count)
        return copy
    }
}
