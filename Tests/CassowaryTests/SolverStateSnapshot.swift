@testable import Cassowary

/// Everything of a solver that a later call reads, written out as text by category, so
/// that a test can say which part a refused call failed to put back.
///
/// Only the state the algorithm acts on is compared: rows, columns, values, bounds,
/// flags, costs, stamps, the constraints' equations, the work lists' effective members,
/// the drift bookkeeping and the solver's own maps. Scratch lists that a call empties
/// before use (which symbols changed since the last read, which equations to look at)
/// and storage sizes are left out: they differ without changing any answer.
struct SolverStateSnapshot: Equatable {
    var parts: [String: String]

    init(_ solver: Solver) {
        let t = solver.tableau
        let free = Set(t.freeSymbols)
        let live = (0..<t.symbolCount).filter { !free.contains(Int32($0)) }
        func bits(_ d: Double) -> String { String(d.bitPattern, radix: 16) }
        var p: [String: String] = [:]
        p["symbols"] = live.map { "\($0):\(t.kind($0)) basic \(t.flag($0, .basic)) drifted \(t.flag($0, .drifted))" }
            .joined(separator: ",")
        p["values"] = live.map { "\($0):\(bits(t.value[$0]))" }.joined(separator: ",")
        p["bounds"] = live.map { "\($0):\(t.lower($0)),\(t.upper($0))" }.joined(separator: ",")
        p["rows"] = live.map { i in
            let r = t.rows[i]
            return "\(i)=" + (0..<r.count).map { "\(r.symbol($0))*\(bits(r.coefficient($0)))" }.joined(separator: "+")
        }.joined(separator: ";")
        p["columns"] = live.map { i in
            let c = t.column[i]
            return "\(i):" + (0..<c.slotCount).compactMap { c[$0] >= 0 ? "\(c[$0])" : nil }.sorted().joined(separator: ",")
        }.joined(separator: ";")
        p["stamps"] = "next \(t.nextStamp) " + live.map { "\($0):\(t.stamp[$0])" }.joined(separator: ",")
        p["owners"] = live.map { "\($0):\(t.owner[$0])" }.joined(separator: ",")
        p["costs"] = t.levels.map { "\($0.priority)/\($0.errorCount)" }.joined(separator: ",") + " | "
            + t.levels.indices.map { l in live.map { bits(t.costs[l, $0]) }.joined(separator: ",") }.joined(separator: " / ")
        // What the two simplexes would act on next.
        p["queue"] = "\(t.queue.members.filter { t.flag(Int($0), .basic) && t.violation($0) != 0 }.sorted())"
        p["marked"] = "\(t.marked.members.filter { !t.flag(Int($0), .basic) && t.improvingDirection($0) != 0 }.sorted())"
        p["drifted"] = "\(t.drifted)"
        p["nextSymbols"] = "\(Array((t.freeSymbols.reversed().map { Int($0) } + Array(t.symbolCount..<(t.symbolCount + 8))).prefix(8)))"
        p["equations"] = t.equations.indices.filter { t.slackSymbol[$0] >= 0 }.map { r in
            let e = t.equations[r]
            return "\(r):\(t.slackSymbol[r])@\(t.equationPriority[r])="
                + (0..<e.count).map { "\(e.symbol($0))*\(bits(e.coefficient($0)))" }.joined(separator: "+")
        }.joined(separator: ";")
        p["variables"] = t.variables.indices.filter { t.variables[$0] != nil }.map { slot in
            let l = t.equationsOfVariable[slot]
            return "\(slot) uses \(t.variableUses[slot]) equations "
                + (0..<l.slotCount).compactMap { l[$0] >= 0 ? "\(l[$0])" : nil }.sorted().joined(separator: ",")
        }.joined(separator: ";")
        p["records"] = solver.records.enumerated().filter { $0.element.owner != nil }.map { k, r in
            "\(k):\(r.priority) slack \(r.slack) errors \(r.minus),\(r.plus) order \(r.order) \(r.relation)"
        }.joined(separator: ";")
        p["nextRecord"] = "\(solver.freeRecords.last.map { Int($0) } ?? solver.records.count)"
        let drift = t.driftBookkeeping
        p["drift"] = "work \(drift.workSinceCheck) signs \(drift.driftSigns) pivots \(drift.pivotsSinceRefactor) "
            + "rounding \(bits(drift.roundingSinceLook))"
        // The solver's private maps, read by reflection: their sizes and contents' order
        // are what a later call sees.
        for name in ["symbolOf", "recordOf"] {
            let map = Mirror(reflecting: solver).children.first { $0.label == name }?.value as? [ObjectIdentifier: Int32]
            p[name] = "\((map ?? [:]).values.sorted())"
        }
        parts = p
    }

    /// The categories in which two snapshots differ.
    func differences(from other: SolverStateSnapshot) -> [String] {
        parts.keys.sorted().filter { parts[$0] != other.parts[$0] }
    }
}
