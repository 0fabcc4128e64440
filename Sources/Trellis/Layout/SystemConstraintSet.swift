/// The constraints the system keeps for one view (spec CON-14): the frame translated by
/// its mask (or, for a root, its size), the four intrinsic-size constraints, and the
/// constraints that tie its margins and readable-content guides to it.
///
/// A slot is nil when the constraint is not needed: a view that does not translate its
/// mask, an axis with no intrinsic size, a guide nobody asked for. A group whose slots are
/// all nil is an empty array, which costs no allocation: most views need one group or
/// none, and four arrays of nils per view were 2.7 MB of a 10,000-view screen. Read a
/// slot with ``subscript(_:_:)``, which treats an empty group as all nil.
struct SystemConstraintSet {
    /// x, width, y, height relative to the superview; or width and height for a root.
    var frame: [LayoutConstraint?] = []
    /// Width hugging, width compression resistance, height hugging, height compression.
    var contentSize: [LayoutConstraint?] = []
    /// The margins guide's left, top, width and height.
    var margins: [LayoutConstraint?] = []
    /// The readable guide's centerX, top, bottom, maximum width, width within the
    /// margins, and preferred width.
    var readable: [LayoutConstraint?] = []

    /// The constraint in slot `index` of a group, nil for an empty group.
    subscript(_ group: KeyPath<SystemConstraintSet, [LayoutConstraint?]>, _ index: Int) -> LayoutConstraint? {
        let slots = self[keyPath: group]
        return index < slots.count ? slots[index] : nil
    }
}
