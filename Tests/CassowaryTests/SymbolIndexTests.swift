import Testing
@testable import Cassowary

/// The position index of long rows and columns, in its 16-bit and 32-bit forms.
@Suite("SymbolIndex")
struct SymbolIndexTests {
    /// Inserts `count` keys, removes every third one the way ``SymbolList`` does (the last
    /// entry fills the hole), and checks every lookup.
    private func exercise(count: Int) {
        var keys: [Int32] = []
        var index = SymbolIndex(minimumCapacity: 1)
        for i in 0..<count {
            // Distinct keys, in no particular order, added as a list grows.
            keys.append(Int32((i * 7919) % (count * 3)))
            keys.withUnsafeBufferPointer { index.insert(Int32(i), count: $0.count, keys: $0.baseAddress!) }
        }
        for (i, key) in keys.enumerated() {
            #expect(keys.withUnsafeBufferPointer { index.position(of: key, keys: $0.baseAddress!) } == Int32(i))
        }
        var removed: [Int32] = []
        var k = 0
        while k < keys.count {
            let key = keys[k]
            let last = keys.count - 1
            keys.withUnsafeBufferPointer { index.remove(key, keys: $0.baseAddress!) }
            if k != last {
                index.move(keys[last], from: Int32(last), to: Int32(k))
                keys[k] = keys[last]
            }
            keys.removeLast()
            removed.append(key)
            k += 3
        }
        for (i, key) in keys.enumerated() {
            #expect(keys.withUnsafeBufferPointer { index.position(of: key, keys: $0.baseAddress!) } == Int32(i))
        }
        for key in removed {
            #expect(keys.withUnsafeBufferPointer { index.position(of: key, keys: $0.baseAddress!) } == nil)
        }
    }

    @Test func narrowTable() {
        exercise(count: 1000)
    }

    @Test func wideTable() {
        // More than 49,152 entries: the table outgrows 65,536 slots.
        exercise(count: 70_000)
    }
}
