/// A constraint added with ``Solver/add(terms:relation:constant:strength:tag:)``: the slot
/// of its record and the record's order, which tells it apart from a later constraint in
/// the same slot. Eight bytes, with ``none`` for no constraint, so that a layout engine
/// can keep one in every constraint object it owns instead of a ``Constraint`` object,
/// its term array and a dictionary entry.
package struct ConstraintHandle: Equatable, Sendable {
    package let slot: Int32
    package let order: UInt32

    /// No constraint.
    package static let none = ConstraintHandle(slot: -1, order: 0)

    package var isNone: Bool { slot < 0 }
}
