import Testing
@testable import Cassowary

/// A column's list of rows: the same members as a sorted array under the same insertions
/// and removals, whether its members are in place (up to two) or in a block.
@Suite("SymbolList")
struct SymbolListTests {
    /// Applies the same operations to a list and to an array model, and compares.
    private struct Model {
        var list = SymbolList()
        var array: [Int32] = []

        mutating func append(_ m: Int32) {
            list.append(m)
            array.insert(m, at: array.firstIndex { $0 > m } ?? array.count)
        }

        mutating func remove(_ m: Int32) {
            list.remove(m)
            array.removeAll { $0 == m }
        }

        func check(sourceLocation: SourceLocation = #_sourceLocation) {
            #expect((0..<list.count).map { list[$0] } == array, sourceLocation: sourceLocation)
        }
    }

    @Test func smallListsStaySorted() {
        for n in 1...3 {
            for victim in 0..<n {
                var model = Model()
                for m in (0..<n).reversed() { model.append(Int32(10 + m)) }
                model.remove(Int32(10 + victim))
                model.check()
                model.remove(99)
                model.check()
            }
        }
    }

    @Test func growingShrinkingAndIndexedLists() {
        var model = Model()
        // Out of order, so that insertions land in the middle of the block.
        for m in 0..<200 { model.append(Int32((m * 37) % 200 * 3)) }
        model.check()
        var k: Int32 = 0
        while model.array.count > 2 {
            model.remove(model.array[Int(k) % model.array.count])
            model.check()
            k += 7
        }
        model.append(1000)
        model.append(1001)
        model.check()
        #expect(!model.list.isEmpty)
        model.list.removeAll()
        #expect(model.list.isEmpty)
    }

    @Test func copiesAreIndependent() {
        var a = SymbolList()
        for m in 0..<10 { a.append(Int32(m)) }
        var b = a
        b.remove(0)
        b.append(42)
        #expect((0..<a.count).map { a[$0] } == Array(0..<10).map(Int32.init))
        #expect((0..<b.count).map { b[$0] } == [1, 2, 3, 4, 5, 6, 7, 8, 9, 42])
    }
}
