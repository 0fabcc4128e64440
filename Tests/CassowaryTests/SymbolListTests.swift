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
            #expect(SymbolListTests.members(list) == array, sourceLocation: sourceLocation)
            #expect(list.count == array.count, sourceLocation: sourceLocation)
        }
    }

    /// The members a walk finds: every slot but the gaps.
    static func members(_ list: SymbolList) -> [Int32] {
        (0..<list.slotCount).map { list[$0] }.filter { $0 >= 0 }
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
        #expect(SymbolListTests.members(a) == Array(0..<10).map(Int32.init))
        #expect(SymbolListTests.members(b) == [1, 2, 3, 4, 5, 6, 7, 8, 9, 42])
        // A copy made while the list has gaps is independent too.
        var c = b
        c.remove(5)
        #expect(SymbolListTests.members(b) == [1, 2, 3, 4, 5, 6, 7, 8, 9, 42])
        #expect(SymbolListTests.members(c) == [1, 2, 3, 4, 6, 7, 8, 9, 42])
    }

    @Test func removalsLeaveGapsThatInsertionsFillInOrder() {
        // A hub's pattern: members leave and come back, often the same ones, in any order.
        var generator = SplitMix64(seed: 7)
        for size in [3, 8, 40, 300] {
            var model = Model()
            for m in 0..<size { model.append(Int32(m * 2)) }
            for _ in 0..<(size * 20) {
                let m = Int32(generator.next() % UInt64(size * 3))
                if model.array.contains(m) { model.remove(m) } else { model.append(m) }
                model.check()
            }
        }
    }

    @Test func inOrderInsertionsAheadOfALongTailMoveItRarely() {
        // A hub column's pattern in a long stack: rows arrive in increasing order at one
        // place, ahead of thousands of newer ones.
        var model = Model()
        for m in 100_000..<102_000 { model.append(Int32(m)) }
        func slotOfTail() -> Int { (0..<model.list.slotCount).first { model.list[$0] == 101_999 }! }
        var moves = 0
        var slot = slotOfTail()
        for m in 0..<1_000 {
            model.append(Int32(m))
            let now = slotOfTail()
            if now != slot { moves += 1 }
            slot = now
        }
        model.check()
        // One move of the tail per run of gaps (32 slots), and a few copies as the block
        // grows; moving it by one slot per insertion would be 1,000 moves.
        #expect(moves <= 80, "the tail moved \(moves) times")
        for m in stride(from: 0, to: 1_000, by: 3) { model.remove(Int32(m)) }
        model.check()
    }

    @Test func gapsAreSqueezedOutWhenTheyOutnumberTheMembers() {
        var model = Model()
        for m in 0..<60 { model.append(Int32(m)) }
        for m in stride(from: 0, to: 60, by: 2) { model.remove(Int32(m)) }
        model.check()
        model.remove(1)
        model.check()
        // 29 members left; no more gaps than members.
        #expect(model.list.slotCount <= 2 * model.list.count)
    }
}
