/// The constraints a view holds, in the order they were activated, where taking one out
/// costs the same wherever it is: each constraint remembers its slot, and a constraint
/// taken out leaves a hole (the last one leaves none), until more than 16 holes are over
/// half the list and the list is closed up in order. A plain array searched and
/// shifted on removal made taking every row out of a long stack, first row first,
/// quadratic: the rows' constraints sat at the front of the stack's list.
struct HeldConstraints: Sequence {
    private var entries: [LayoutConstraint?] = []
    private var holes = 0

    /// How many constraints are held.
    var count: Int { entries.count - holes }

    var isEmpty: Bool { entries.count == holes }

    /// The held constraints, in the order they were activated.
    var array: [LayoutConstraint] {
        var result: [LayoutConstraint] = []
        result.reserveCapacity(count)
        for case let constraint? in entries { result.append(constraint) }
        return result
    }

    @MainActor mutating func append(_ constraint: LayoutConstraint) {
        constraint.holderSlot = Int32(entries.count)
        entries.append(constraint)
    }

    /// Takes `constraint` out; does nothing if this list does not hold it.
    @MainActor mutating func remove(_ constraint: LayoutConstraint) {
        let slot = Int(constraint.holderSlot)
        guard slot >= 0, slot < entries.count, entries[slot] === constraint else { return }
        constraint.holderSlot = -1
        if slot == entries.count - 1 {
            entries.removeLast()
        } else {
            entries[slot] = nil
            holes += 1
            if holes > 16 && holes * 2 > entries.count { compact() }
        }
    }

    /// Closes the holes, in order.
    @MainActor private mutating func compact() {
        var kept: [LayoutConstraint?] = []
        kept.reserveCapacity(count)
        for case let constraint? in entries {
            constraint.holderSlot = Int32(kept.count)
            kept.append(constraint)
        }
        entries = kept
        holes = 0
    }

    func makeIterator() -> Iterator {
        Iterator(entries: entries)
    }

    /// The held constraints in order, skipping the holes.
    struct Iterator: IteratorProtocol {
        fileprivate let entries: [LayoutConstraint?]
        fileprivate var index = 0

        fileprivate init(entries: [LayoutConstraint?]) {
            self.entries = entries
        }

        mutating func next() -> LayoutConstraint? {
            while index < entries.count {
                let entry = entries[index]
                index += 1
                if let entry { return entry }
            }
            return nil
        }
    }
}
