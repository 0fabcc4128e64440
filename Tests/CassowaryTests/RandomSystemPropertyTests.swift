import Testing
@testable import Cassowary

@Suite("Random systems: required constraints hold, optional ones are optimal")
struct RandomSystemPropertyTests {
    /// A random feasible system: box, required constraints through a hidden point, optional
    /// constraints at one to three priorities; in a random order of adds.
    static func system(seed: UInt64) -> (n: Int, specs: [LinearSpec]) {
        var rng = SplitMix64(seed: seed)
        let n = rng.int(2...4)
        let p = (0..<n).map { _ in Double(rng.int(-10...10)) }
        var specs = LinearSpec.box(n)
        for _ in 0..<rng.int(1...3) {
            specs.append(.required(through: p, &rng))
        }
        var levels: [Double] = []
        let palette: [Double] = [900, 751, 750, 300, 1]
        for _ in 0..<rng.int(1...3) {
            let l = rng.pick(palette)
            if !levels.contains(l) { levels.append(l) }
        }
        for _ in 0..<rng.int(1...(n == 4 ? 4 : 5)) {
            specs.append(.random(n, priority: rng.pick(levels), &rng))
        }
        // Fisher–Yates, with our generator.
        for i in stride(from: specs.count - 1, to: 0, by: -1) {
            specs.swapAt(i, rng.int(0...i))
        }
        return (n, specs)
    }

    /// The error vector of the solver's values, or a message saying what is wrong.
    static func check(_ specs: [LinearSpec], _ v: [Variable], label: String) -> String? {
        let x = v.map(\.value)
        for spec in specs where spec.priority == nil {
            let scale = max(1, abs(spec.b), zip(spec.a, x).reduce(0) { $0 + abs($1.0 * $1.1) })
            if spec.violation(at: x) > 1e-9 * scale {
                return "\(label): required \(spec) violated by \(spec.violation(at: x)) at \(x)"
            }
        }
        guard let best = BruteForce.optimum(specs, variables: v.count) else {
            return "\(label): brute force found no feasible vertex"
        }
        let got = BruteForce.errors(specs, levels: BruteForce.levels(specs), at: x)
        for (g, b) in zip(got, best) where !isClose(g, b, tolerance: 1e-6) {
            return "\(label): errors per level \(got) at \(x), optimum \(best) (levels \(BruteForce.levels(specs)))"
        }
        return nil
    }

    @Test("300 random feasible systems: required hold to 1e-9, optional errors are lexicographically optimal")
    func randomSystemsAreSolvedOptimally() {
        var failures: [String] = []
        for seed in UInt64(1)...300 {
            let (n, specs) = Self.system(seed: seed)
            let s = Solver()
            let v = (0..<n).map { Variable("v\($0)") }
            var added = true
            for spec in specs {
                do {
                    try s.add(spec.constraint(v))
                } catch {
                    failures.append("seed \(seed): adding \(spec) threw \(error); system \(specs)")
                    added = false
                    break
                }
            }
            guard added else { continue }
            s.updateVariables()
            if let problem = Self.check(specs, v, label: "seed \(seed)") {
                failures.append(problem + "; system in order of adds: \(specs)")
            }
        }
        #expect(failures.isEmpty, "\(failures.count) of 300 systems failed; first: \(failures.prefix(3))")
    }

    /// The same random calls, edit variables and removals included, on two fresh solvers.
    @Test("Determinism: the same calls in two fresh solvers give identical values")
    func sameCallsSameValues() throws {
        for seed in UInt64(1000)...1100 {
            func run() throws -> [[Double]] {
                var rng = SplitMix64(seed: seed)
                let n = rng.int(2...4)
                let s = Solver()
                let v = (0..<n).map { Variable("v\($0)") }
                var snapshots: [[Double]] = []
                var added: [Constraint] = []
                try s.addEditVariable(v[0], strength: .strong)
                for _ in 0..<12 {
                    switch rng.int(0...5) {
                    case 0, 1, 2:
                        // Ties are likely: few constraints on many variables, equal levels.
                        let spec = LinearSpec.random(
                            n, priority: rng.chance(40) ? nil : rng.pick([750, 250]), &rng)
                        let c = spec.constraint(v)
                        if (try? s.add(c)) != nil { added.append(c) }
                    case 3:
                        try s.suggestValue(Double(rng.int(-50...50)), for: v[0])
                    case 4:
                        if !added.isEmpty {
                            try s.remove(added.remove(at: rng.int(0...(added.count - 1))))
                        }
                    default:
                        if !added.isEmpty {
                            _ = try? s.updateConstant(of: rng.pick(added), to: Double(rng.int(-20...20)))
                        }
                    }
                    s.updateVariables()
                    snapshots.append(v.map(\.value))
                }
                return snapshots
            }
            let first = try run(), second = try run()
            #expect(first == second, "seed \(seed)")
        }
    }

    /// Random adds (some infeasible), removals, constant updates and suggestions. A twin
    /// solver gets only the calls that succeeded: a refused call must leave no trace, so
    /// the two agree exactly after every step. Required constraints hold after every step,
    /// and the optional errors are optimal every few steps.
    @Test("Random add/remove/update sequences keep required constraints and optimality")
    func randomSequences() throws {
        var failures: [String] = []
        for seed in UInt64(5000)...5100 {
            var rng = SplitMix64(seed: seed)
            let n = rng.int(2...3)
            let p = (0..<n).map { _ in Double(rng.int(-10...10)) }
            let main = Solver(), twin = Solver()
            let v = (0..<n).map { Variable("m\($0)") }
            let w = (0..<n).map { Variable("t\($0)") }
            // Parallel arrays: spec, its constraint in main, its constraint in twin.
            var specs: [LinearSpec] = []
            var inMain: [Constraint] = []
            var inTwin: [Constraint] = []
            var log: [String] = []
            func add(_ spec: LinearSpec) throws {
                let c = spec.constraint(v)
                do {
                    try main.add(c)
                } catch SolverError.unsatisfiableConstraint {
                    log.append("refused add \(spec)")
                    return
                }
                let d = spec.constraint(w)
                try twin.add(d)
                specs.append(spec)
                inMain.append(c)
                inTwin.append(d)
                log.append("add \(spec)")
            }
            for spec in LinearSpec.box(n) { try add(spec) }
            let boxCount = specs.count
            let editPriority = 500.0
            var suggestion = Double(rng.int(-10...10))
            try main.addEditVariable(v[0], strength: Strength(editPriority))
            try twin.addEditVariable(w[0], strength: Strength(editPriority))
            try main.suggestValue(suggestion, for: v[0])
            try twin.suggestValue(suggestion, for: w[0])
            log.append("edit v0 @\(editPriority), suggest \(suggestion)")

            for step in 0..<30 {
                switch rng.int(0...9) {
                case 0, 1, 2:
                    try add(.required(through: p, &rng))
                case 3:
                    try add(.random(n, priority: nil, &rng))
                case 4, 5:
                    try add(.random(n, priority: rng.pick([750, 500, 250]), &rng))
                case 6:
                    if specs.count > boxCount {
                        let k = rng.int(boxCount...(specs.count - 1))
                        try main.remove(inMain[k])
                        try twin.remove(inTwin[k])
                        log.append("remove \(specs[k])")
                        specs.remove(at: k)
                        inMain.remove(at: k)
                        inTwin.remove(at: k)
                    }
                case 7, 8:
                    if specs.count > boxCount {
                        let k = rng.int(boxCount...(specs.count - 1))
                        let b = Double(rng.int(-20...20))
                        do {
                            try main.updateConstant(of: inMain[k], to: b)
                            try twin.updateConstant(of: inTwin[k], to: b)
                            log.append("update \(specs[k]) to \(b)")
                            specs[k].b = b
                        } catch SolverError.unsatisfiableConstraint {
                            log.append("refused update \(specs[k]) to \(b)")
                            if inMain[k].constant != specs[k].b {
                                failures.append("seed \(seed) step \(step): a refused update changed the constant")
                            }
                        }
                    }
                default:
                    suggestion = Double(rng.int(-30...30))
                    try main.suggestValue(suggestion, for: v[0])
                    try twin.suggestValue(suggestion, for: w[0])
                    log.append("suggest \(suggestion)")
                }
                main.updateVariables()
                twin.updateVariables()
                if v.map(\.value) != w.map(\.value) {
                    failures.append("seed \(seed) step \(step): main \(v.map(\.value)) twin \(w.map(\.value)); calls: \(log)")
                    break
                }
                let edit = LinearSpec(
                    a: (0..<n).map { $0 == 0 ? 1 : 0 }, relation: .equal, b: suggestion, priority: editPriority)
                let checkOptimality = step % 10 == 9
                if checkOptimality, let problem = Self.check(specs + [edit], v, label: "seed \(seed) step \(step)") {
                    failures.append(problem + "; calls: \(log)")
                    break
                } else if !checkOptimality {
                    let broken = inMain.filter { $0.strength.isRequired && !$0.holds() }
                    if !broken.isEmpty {
                        failures.append("seed \(seed) step \(step): required \(broken) violated; calls: \(log)")
                        break
                    }
                }
            }
        }
        #expect(failures.isEmpty, "\(failures.count) sequences failed; first: \(failures.prefix(2))")
    }
}
