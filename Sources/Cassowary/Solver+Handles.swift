// Constraints added by handle: for a layout engine that keeps its own constraint objects.
//
// ``Solver/add(_:)`` keeps the ``Constraint`` object it is given, with its array of terms,
// and finds it again through a dictionary. A layout engine that turns each of its own
// constraint objects into a solver constraint paid for all three on top of its object
// (about 200 bytes a constraint: a quarter of a 10,000-view screen's memory). By handle,
// the solver keeps only its record, whose `owner` is the caller's tag, and the caller keeps
// an eight-byte ``ConstraintHandle``. Both kinds can be mixed in one solver.
extension Solver {
    /// Adds the constraint `Σ terms relation constant` at `strength`, re-solves, and
    /// returns its handle. `tag` names it in conflicts (``ConstraintChange/unsatisfiable(conflicting:)``)
    /// and in ``handleTags()``. The terms, constant and strength go in exactly as a
    /// ``Constraint`` with the same fields would.
    package func add(terms: [Term], relation: Relation, constant: Double, strength: Strength,
                     tag: AnyObject) -> ConstraintChange {
        guard constant.isFinite, terms.allSatisfy({ $0.coefficient.isFinite }) else { return .nonFinite }
        return insert(terms, relation, constant, strength, owner: tag, byHandle: true)
    }

    /// Removes a constraint added by handle and re-solves. Returns whether it was here.
    @discardableResult
    package func remove(_ handle: ConstraintHandle) -> Bool {
        guard contains(handle) else { return false }
        removeRecord(handle.slot)
        return true
    }

    /// Whether the constraint of `handle` is in the solver.
    package func contains(_ handle: ConstraintHandle) -> Bool {
        guard handle.slot >= 0, Int(handle.slot) < records.count else { return false }
        let record = records[Int(handle.slot)]
        return record.owner != nil && record.byHandle && record.order == handle.order
    }

    /// Changes the constant of a constraint added by handle and re-solves, as
    /// ``updateConstant(of:to:)-(Constraint,_)`` does.
    package func updateConstant(of handle: ConstraintHandle, to constant: Double) -> ConstraintChange {
        guard contains(handle) else { return .unknown }
        guard constant.isFinite else { return .nonFinite }
        return changeConstant(handle.slot, to: constant)?.change ?? .made(handle)
    }

    /// Changes several constants at once and re-solves once, as
    /// ``updateConstants(_:)-(_:[(constraint:Constraint,constant:Double)])`` does.
    /// On a conflict nothing changes.
    package func updateConstants(_ changes: [(handle: ConstraintHandle, constant: Double)]) -> ConstraintChange {
        var slots: [(slot: Int32, constant: Double)] = []
        slots.reserveCapacity(changes.count)
        for change in changes {
            guard contains(change.handle) else { return .unknown }
            guard change.constant.isFinite else { return .nonFinite }
            slots.append((change.handle.slot, change.constant))
        }
        return changeConstants(slots)?.change ?? .made(.none)
    }

    /// The tag of the constraint of `handle`, or nil when the handle names no constraint
    /// of this solver: a caller holding handles of several solvers tells its own by it.
    package func tag(of handle: ConstraintHandle) -> AnyObject? {
        contains(handle) ? records[Int(handle.slot)].owner : nil
    }

    /// The tags of the constraints added by handle, in no particular order.
    package func handleTags() -> [AnyObject] {
        records.compactMap { $0.byHandle ? $0.owner : nil }
    }
}
