/// The constraints the system keeps for one view (spec CON-14): the frame translated by
/// its mask (or, for a root, its size), the four intrinsic-size constraints, and the
/// constraints that tie its margins and readable-content guides to it.
///
/// A slot is nil when the constraint is not needed: a view that does not translate its
/// mask, an axis with no intrinsic size, a guide nobody asked for.
struct SystemConstraintSet {
    /// x, width, y, height relative to the superview; or width and height for a root.
    var frame: [LayoutConstraint?] = [nil, nil, nil, nil]
    /// Width hugging, width compression resistance, height hugging, height compression.
    var contentSize: [LayoutConstraint?] = [nil, nil, nil, nil]
    /// The margins guide's left, top, width and height.
    var margins: [LayoutConstraint?] = [nil, nil, nil, nil]
    /// The readable guide's centerX, top, bottom, maximum width, width within the
    /// margins, and preferred width.
    var readable: [LayoutConstraint?] = [nil, nil, nil, nil, nil, nil]
}
