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

    // Every access to the terms goes through ``withTerms(_:)``, whose pointers are valid
    // only inside its closure: the closure is inlined, so this costs nothing, and no
    // pointer outlives the access that the buffer grants. (The `header` property of a
    // class is checked for exclusive access at run time on every read and write, so the
    // header too is read through the pointer.)

    /// Runs `body` with the header, the coefficients (`capacity` slots, of which the first
    /// `count` are terms) and the symbols, in the same order.
    @inline(__always)
    func withTerms<R>(
        _ body: (UnsafeMutablePointer<Header>, UnsafeMutablePointer<Double>, UnsafeMutablePointer<Int32>) throws -> R
    ) rethrows -> R {
        try withUnsafeMutablePointers { header, elements in
            let symbols = UnsafeMutableRawPointer(elements + Int(header.pointee.capacity))
                .assumingMemoryBound(to: Int32.self)
            return try body(header, elements, symbols)
        }
    }

    var count: Int {
        @inline(__always) get { withTerms { header, _, _ in Int(header.pointee.count) } }
    }

    var termCapacity: Int {
        @inline(__always) get { withTerms { header, _, _ in Int(header.pointee.capacity) } }
    }

    /// A block for `capacity` terms (at least the count) holding these terms.
    func copy(capacity: Int) -> RowStorage {
        withTerms { header, coefficients, symbols in
            let count = Int(header.pointee.count)
            let copy = RowStorage.make(capacity: Swift.max(capacity, count))
            copy.withTerms { copyHeader, copyCoefficients, copySymbols in
                // The new block's terms are uninitialised memory.
                copyCoefficients.initialize(from: coefficients, count: count)
                copySymbols.initialize(from: symbols, count: count)
                copyHeader.pointee.count = Int32(count)
            }
            return copy
        }
    }
}
