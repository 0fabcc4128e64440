import Cassowary

/// A throwaway copy of a hierarchy's constraints in a solver of its own, for the questions
/// that must not disturb the real layout: is a view ambiguous, which constraints matter to
/// it, what size would it fit in.
///
/// The variables are the views' own, so the trial starts from the current solution, but
/// it never writes their values: it reads its answers with ``value(of:)``.
@MainActor
final class TrialSolver {
    let solver = Solver()
    private var made: [ObjectIdentifier: Cassowary.Constraint] = [:]

    /// Adds each constraint that can hold with the ones before it, in order.
    init(_ constraints: [LayoutConstraint]) {
        for constraint in constraints { add(constraint) }
    }

    func add(_ constraint: LayoutConstraint) {
        guard let entry = LayoutEngine.makeSolverConstraint(constraint) else { return }
        if (try? solver.add(entry)) != nil {
            made[ObjectIdentifier(constraint)] = entry
        }
    }

    func remove(_ constraint: LayoutConstraint) {
        guard let entry = made.removeValue(forKey: ObjectIdentifier(constraint)) else { return }
        try? solver.remove(entry)
    }

    func contains(_ constraint: LayoutConstraint) -> Bool { made[ObjectIdentifier(constraint)] != nil }

    /// Adds a constraint of the trial's own (a fitting target, a probe).
    func add(_ constraint: Cassowary.Constraint) -> Bool {
        return (try? solver.add(constraint)) != nil
    }

    func remove(_ constraint: Cassowary.Constraint) {
        try? solver.remove(constraint)
    }

    /// The trial's value for a variable.
    func value(of variable: Variable) -> Double { solver.value(of: variable) }

    /// Whether `variable` can take another value while every stronger preference stays as
    /// well met as now: pulled one cell each way at the weakest strength, does it move
    /// (AMB-08, Trellis's own test)? The pull is taken away again; the values it moved
    /// are left.
    func canMove(_ variable: Variable) -> Bool {
        let start = value(of: variable)
        for target in [start + 1, start - 1] {
            let probe = Cassowary.Constraint(Expression(variable), .equal, Expression(target), strength: Strength(1))
            guard (try? solver.add(probe)) != nil else { continue }
            let moved = abs(value(of: variable) - start) > 1e-6
            try? solver.remove(probe)
            if moved { return true }
        }
        return false
    }
}
