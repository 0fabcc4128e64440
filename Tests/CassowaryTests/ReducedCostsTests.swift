import Testing
@testable import Cassowary

/// The objective's reduced costs: a dense model's values under the same sets, clears and
/// level insertions and removals, for symbols that do and do not cost anything.
@Suite("ReducedCosts")
struct ReducedCostsTests {
    private func check(_ costs: ReducedCosts, _ model: [[Double]], sourceLocation: SourceLocation = #_sourceLocation) {
        #expect(costs.levelCount == model.count, sourceLocation: sourceLocation)
        for l in model.indices {
            for i in model[l].indices {
                #expect(costs[l, i] == model[l][i], "level \(l) symbol \(i)", sourceLocation: sourceLocation)
            }
        }
    }

    @Test func levelsComeAndGoUnderTheSameCosts() {
        var costs = ReducedCosts()
        var model: [[Double]] = []
        for _ in 0..<6 { costs.appendSymbol() }
        costs.insertLevel(at: 0)
        model.insert(Array(repeating: 0, count: 6), at: 0)
        costs.set(0, 2, 1.5)
        model[0][2] = 1.5
        costs.insertLevel(at: 0)
        model.insert(Array(repeating: 0, count: 6), at: 0)
        costs.insertLevel(at: 2)
        model.insert(Array(repeating: 0, count: 6), at: 2)
        costs.set(0, 4, -2)
        model[0][4] = -2
        costs.set(2, 2, 3)
        model[2][2] = 3
        check(costs, model)
        #expect(!costs.isNegligible(2, epsilon: 1e-9) && costs.isNegligible(3, epsilon: 1e-9))

        costs.set(1, 2, 0)
        model[1][2] = 0
        costs.set(2, 2, 0)
        model[2][2] = 0
        check(costs, model)
        #expect(costs.isNegligible(2, epsilon: 1e-9))

        costs.removeLevels(keeping: [true, false, true])
        model.remove(at: 1)
        check(costs, model)
        costs.clear(4)
        model[0][4] = 0
        costs.appendSymbol()
        for l in model.indices { model[l].append(0) }
        costs.set(1, 6, 7)
        model[1][6] = 7
        check(costs, model)

        costs.removeLevels(keeping: [false, false])
        check(costs, [])
    }
}
