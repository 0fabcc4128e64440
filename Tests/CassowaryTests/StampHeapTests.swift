import Testing
@testable import Cassowary

/// ``StampHeap``: the newest (or oldest) symbol on top, whatever the order of insertion
/// and removal.
@Suite("StampHeap")
struct StampHeapTests {
    /// Pops everything, returning the symbols in the order they came off the top.
    private static func drain(_ heap: inout StampHeap, _ stamps: [UInt32]) -> [Tableau.Symbol] {
        var order: [Tableau.Symbol] = []
        while let top = heap.top {
            order.append(top)
            heap.removeTop(stamps: stamps)
        }
        return order
    }

    @Test func theNewestComesFirstAndFlippingPutsTheOldestFirst() {
        var generator = SplitMix64(seed: 11)
        for size in [1, 2, 7, 64, 500] {
            // Stamps are a shuffled 0..<size: symbol i was made at stamps[i].
            var stamps = (0..<size).map { UInt32($0) }
            for i in stride(from: size - 1, to: 0, by: -1) { stamps.swapAt(i, generator.int(0...i)) }
            var heap = StampHeap()
            for s in (0..<size).map({ Tableau.Symbol($0) }) { heap.insert(s, stamps: stamps) }
            let byAge = (0..<size).map { Tableau.Symbol($0) }.sorted { stamps[Int($0)] < stamps[Int($1)] }
            var copy = heap
            #expect(StampHeapTests.drain(&copy, stamps) == byAge.reversed())
            heap.setOldestFirst(true, stamps: stamps)
            var withInsertions = heap
            #expect(StampHeapTests.drain(&heap, stamps) == byAge)
            // Taken out and put back while the oldest is on top: the same order.
            for _ in 0..<(size / 2) { withInsertions.removeTop(stamps: stamps) }
            for s in byAge.prefix(size / 2).reversed() { withInsertions.insert(s, stamps: stamps) }
            #expect(StampHeapTests.drain(&withInsertions, stamps) == byAge)
        }
    }

    @Test func removalsAndNewStampsKeepTheOrder() {
        var generator = SplitMix64(seed: 5)
        var stamps = (0..<300).map { _ in UInt32(generator.int(0...1_000_000)) }
        // Unique, as live symbols' stamps are; in the order drawn, which a set's hashing
        // (seeded per process) would change from run to run.
        var seen = Set<UInt32>()
        stamps = stamps.filter { seen.insert($0).inserted }
        let symbols = stamps.indices.map { Tableau.Symbol($0) }
        var heap = StampHeap()
        for s in symbols { heap.insert(s, stamps: stamps) }
        heap.removeAll(stamps: stamps) { $0 % 3 == 0 }
        #expect(heap.count == symbols.filter { $0 % 3 != 0 }.count)
        // Stamps renumbered in the same order (as the tableau does when they run high) and
        // then one symbol made the newest.
        let ranked = symbols.sorted { stamps[Int($0)] < stamps[Int($1)] }
        for (rank, s) in ranked.enumerated() { stamps[Int(s)] = UInt32(rank) }
        stamps[4] = UInt32(stamps.count)
        heap.reorder(stamps: stamps)
        let expected = symbols.filter { $0 % 3 != 0 }.sorted { stamps[Int($0)] > stamps[Int($1)] }
        #expect(expected.first == 4)
        #expect(StampHeapTests.drain(&heap, stamps) == expected)
    }

    /// A heap made as a list takes members in any order until it is put in heap order,
    /// and is a list again once emptied.
    @Test func aListIsOrderedOnDemand() {
        let stamps: [UInt32] = [40, 10, 30, 20, 50]
        var heap = StampHeap(ordered: false)
        for s in [Tableau.Symbol(0), 1, 2, 3] { heap.insert(s, stamps: stamps) }
        #expect(heap.members == [0, 1, 2, 3])
        heap.remove(at: 1)
        #expect(Set(heap.members) == [0, 2, 3])
        heap.makeOrdered(stamps: stamps)
        heap.insert(4, stamps: stamps)
        #expect(StampHeapTests.drain(&heap, stamps) == [4, 0, 2, 3])
        heap.removeAll(ordered: false)
        #expect(!heap.isOrdered)
    }
}
