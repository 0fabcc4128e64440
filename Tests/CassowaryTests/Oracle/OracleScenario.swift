@testable import Cassowary

/// A seeded random system and a sequence of calls on it, replayed on a fresh ``Solver``
/// and checked after the calls against ``ExactLexicographicSimplex``: the same verdict on
/// whether required constraints can hold (a refusal only when they truly cannot), every
/// required constraint holding within 1e-9 of the size of its terms, and the same optimal
/// error at every priority level.
struct OracleScenario {
    var variableCount: Int
    var operations: [OracleOperation]
    var shape: OracleScenarioShape

    /// A random feasible system: required constraints through a hidden integer point,
    /// optional ones anywhere, at one non-required priority (and, in a third of the
    /// scenarios, a second one and edit variables at a third); then, in every other
    /// scenario, a random sequence of adds (some infeasible), removals, constant updates,
    /// edit variables and suggestions.
    static func random(seed: UInt64, shape: OracleScenarioShape) -> OracleScenario {
        var rng = SplitMix64(seed: seed)
        let n = rng.int(shape.variables)
        let point = (0..<n).map { _ in Double(rng.int(-10...10)) }
        var priorities: [Double] = [rng.pick([250, 500, 750])]
        let manyLevels = rng.chance(33)
        if manyLevels { priorities.append(rng.pick([1, 300, 999])) }
        let editPriority = manyLevels ? 600.0 : priorities[0]
        var ops: [OracleOperation] = []
        var nextID = 0
        var live: [Int] = []
        var required: Set<Int> = []
        var edits: [Int] = []

        func coefficients() -> [Double] {
            var a = [Double](repeating: 0, count: n)
            for _ in 0..<rng.int(1...min(shape.maxTerms, n)) {
                a[rng.int(0...(n - 1))] = Double(rng.pick([-3, -2, -1, 1, 2, 3]))
            }
            if a.allSatisfy({ $0 == 0 }) { a[0] = 1 }
            return a
        }
        func throughPoint() -> OracleConstraint {
            let a = coefficients()
            let at = zip(a, point).reduce(0) { $0 + $1.0 * $1.1 }
            switch rng.int(0...2) {
            case 0: return OracleConstraint(coefficients: a, relation: .equal, constant: at)
            case 1: return OracleConstraint(coefficients: a, relation: .lessThanOrEqual, constant: at + Double(rng.int(0...5)))
            default: return OracleConstraint(coefficients: a, relation: .greaterThanOrEqual, constant: at - Double(rng.int(0...5)))
            }
        }
        func anywhere(priority: Double?) -> OracleConstraint {
            OracleConstraint(
                coefficients: coefficients(), relation: rng.pick([.equal, .lessThanOrEqual, .greaterThanOrEqual]),
                constant: Double(rng.int(-20...20)), priority: priority)
        }
        func add(_ c: OracleConstraint) {
            ops.append(.add(id: nextID, c))
            live.append(nextID)
            if c.priority == nil { required.insert(nextID) }
            nextID += 1
        }

        for _ in 0..<rng.int(shape.constraints) {
            if rng.chance(50) {
                add(throughPoint())
            } else {
                add(anywhere(priority: rng.pick(priorities)))
            }
        }
        if rng.chance(50) {
            for _ in 0..<rng.int(shape.sequence) {
                switch rng.int(0...11) {
                case 0, 1: add(throughPoint())
                case 2: add(anywhere(priority: nil))
                case 3, 4: add(anywhere(priority: rng.pick(priorities)))
                case 5, 6:
                    if !live.isEmpty {
                        let id = live.remove(at: rng.int(0...(live.count - 1)))
                        ops.append(.remove(id: id))
                    }
                case 7:
                    if !live.isEmpty {
                        ops.append(.updateConstant(id: rng.pick(live), to: Double(rng.int(-20...20))))
                    }
                case 8:
                    let v = rng.int(0...(n - 1))
                    if !edits.contains(v) {
                        edits.append(v)
                        ops.append(.addEditVariable(variable: v, priority: editPriority))
                    }
                case 9, 10:
                    if !edits.isEmpty {
                        ops.append(.suggestValue(variable: rng.pick(edits), Double(rng.int(-30...30))))
                    }
                default:
                    if !edits.isEmpty {
                        let v = edits.remove(at: rng.int(0...(edits.count - 1)))
                        ops.append(.removeEditVariable(variable: v))
                    }
                }
            }
        }
        return OracleScenario(variableCount: n, operations: ops, shape: shape)
    }

    /// Replays the calls on a fresh solver; returns what went wrong first, or nil.
    func failure() -> String? {
        let solver = Solver()
        let x = (0..<variableCount).map { Variable("x\($0)") }
        var specs: [Int: OracleConstraint] = [:]
        var order: [Int] = []
        var constraints: [Int: Constraint] = [:]
        var edits: [Int: OracleConstraint] = [:]
        var editOrder: [Int] = []

        func system() -> [OracleConstraint] { order.map { specs[$0]! } + editOrder.map { edits[$0]! } }
        func feasible(_ extra: [OracleConstraint]) -> Bool {
            ExactLexicographicSimplex.solve(system() + extra, variableCount: variableCount) != nil
        }

        for (step, op) in operations.enumerated() {
            let at = "call \(step + 1) (\(op))"
            do {
                switch op {
                case .add(let id, let spec):
                    let c = spec.constraint(x)
                    do {
                        try solver.add(c)
                        specs[id] = spec
                        order.append(id)
                        constraints[id] = c
                    } catch SolverError.unsatisfiableConstraint {
                        if feasible([spec]) { return "\(at): refused, but the required constraints can all hold" }
                        continue
                    }
                case .remove(let id):
                    guard let c = constraints.removeValue(forKey: id) else { continue }
                    try solver.remove(c)
                    specs[id] = nil
                    order.removeAll { $0 == id }
                case .updateConstant(let id, let value):
                    guard let c = constraints[id], var spec = specs[id] else { continue }
                    let old = spec
                    spec.constant = value
                    do {
                        try solver.updateConstant(of: c, to: value)
                        specs[id] = spec
                    } catch SolverError.unsatisfiableConstraint {
                        specs[id] = spec
                        let canHold = feasible([])
                        specs[id] = old
                        if canHold { return "\(at): refused, but the required constraints can all hold" }
                        continue
                    }
                case .addEditVariable(let v, let priority):
                    guard edits[v] == nil else { continue }
                    let current = solver.value(of: x[v])
                    try solver.addEditVariable(x[v], strength: Strength(priority))
                    var a = [Double](repeating: 0, count: variableCount)
                    a[v] = 1
                    edits[v] = OracleConstraint(coefficients: a, relation: .equal, constant: current, priority: priority)
                    editOrder.append(v)
                case .suggestValue(let v, let value):
                    guard edits[v] != nil else { continue }
                    try solver.suggestValue(value, for: x[v])
                    edits[v]!.constant = value
                case .removeEditVariable(let v):
                    guard edits[v] != nil else { continue }
                    try solver.removeEditVariable(x[v])
                    edits[v] = nil
                    editOrder.removeAll { $0 == v }
                }
            } catch {
                return "\(at): the solver threw \(error)"
            }
            solver.updateVariables()
            let broken = solver.tableau.invariantViolations(feasible: true)
            if !broken.isEmpty {
                return "\(at): the tableau is broken: \(broken.prefix(3).joined(separator: "; "))"
            }
            let values = x.map(\.value)
            for spec in system() where spec.priority == nil {
                if !(spec.violation(at: values) <= 1e-9 * spec.scale(at: values)) {
                    return "\(at): required \(spec) is off by \(spec.violation(at: values))"
                }
            }
            let last = step == operations.count - 1
            let adds = initialAddCount
            let checkpoint = shape.checkInterval == 1 || step + 1 == adds || (step + 1 > adds && (step + 1 - adds) % shape.checkInterval == 0)
            guard last || checkpoint else { continue }
            guard let best = ExactLexicographicSimplex.solve(system(), variableCount: variableCount) else {
                return "\(at): the solver accepted required constraints that cannot all hold"
            }
            for (k, level) in best.levels.enumerated() {
                let atLevel = system().filter { $0.priority == level }
                let got = atLevel.reduce(0.0) { $0 + $1.violation(at: values) }
                let want = best.optimum[k].doubleValue
                // The solver works in doubles: each constraint's error is known to about
                // 1e-9 of the size of its terms, so the level's sum to their sum.
                let tolerance = 1e-8 * atLevel.reduce(1.0) { $0 + $1.scale(at: values) }
                if !(abs(got - want) <= tolerance) {
                    return "\(at): the error at priority \(Int(level)) is \(got), the optimum is \(best.optimum[k]) (= \(want))"
                }
            }
        }
        return nil
    }

    /// How many calls the scenario starts with that are adds: the system before its
    /// sequence of changes.
    private var initialAddCount: Int {
        operations.firstIndex { if case .add = $0 { false } else { true } } ?? operations.count
    }

    /// The shortest scenario found, by removing calls one at a time while it still fails:
    /// what a failing seed prints.
    func minimized() -> OracleScenario {
        var current = self
        current.shape.checkInterval = 1
        guard let kind = current.failure().map(OracleScenario.kind) else { return self }
        var k = current.operations.count - 1
        while k >= 0 {
            var shorter = current
            shorter.operations.remove(at: k)
            if shorter.failure().map(OracleScenario.kind) == kind { current = shorter }
            k -= 1
        }
        return current
    }

    /// What sort of failure a message reports, so that shortening keeps to the same one.
    private static func kind(_ message: String) -> String {
        for word in ["refused", "required", "broken", "the error at", "threw", "accepted"] where message.contains(word) {
            return word
        }
        return message
    }

    /// The calls as lines, with the variable count.
    var listing: String {
        "\(variableCount) variables:\n" + operations.map { "  \($0)" }.joined(separator: "\n")
    }
}
