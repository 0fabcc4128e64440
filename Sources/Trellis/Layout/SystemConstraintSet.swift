/// The constraints the system keeps for one view (CON-14): the frame translated by
/// its mask (or, for a root, its size), the four intrinsic-size constraints, and the
/// constraints that tie its margins and readable-content guides to it.
///
/// A slot is nil when the constraint is not needed: a view that does not translate its
/// mask, an axis with no intrinsic size, a guide nobody asked for. A group whose slots are
/// all nil is an empty array, which costs no allocation: most views need one group or
/// none, and four arrays of nils per view were 2.7 MB of a 10,000-view screen. Read a
/// slot with ``subscript(_:_:)``, which treats an empty group as all nil.
///
/// The content-size group, the one nearly every label and button needs, is held inline
/// instead: four words in the view rather than an array of four (an 80-byte heap block),
/// 0.5 MB of a 10,000-view screen.
struct SystemConstraintSet {
    /// x, width, y, height relative to the superview; or width and height for a root.
    var frame: [LayoutConstraint?] = []
    private var widthHugging: LayoutConstraint?
    private var widthCompression: LayoutConstraint?
    private var heightHugging: LayoutConstraint?
    private var heightCompression: LayoutConstraint?
    /// The margins guide's left, top, width and height.
    var margins: [LayoutConstraint?] = []
    /// The readable guide's centerX, top, bottom, maximum width, width within the
    /// margins, and preferred width.
    var readable: [LayoutConstraint?] = []

    /// Width hugging, width compression resistance, height hugging, height compression;
    /// empty when there are none.
    /// The four content-size constraints (hugging and compression resistance, width then
    /// height) when all four are there, as for a view with an intrinsic size in both axes;
    /// nil otherwise. Read without building ``contentSize``'s array.
    var contentSizeQuartet: (LayoutConstraint, LayoutConstraint, LayoutConstraint, LayoutConstraint)? {
        guard let widthHugging, let widthCompression, let heightHugging, let heightCompression else { return nil }
        return (widthHugging, widthCompression, heightHugging, heightCompression)
    }

    /// Whether no content-size constraint is there.
    var hasNoContentSize: Bool {
        widthHugging == nil && widthCompression == nil && heightHugging == nil && heightCompression == nil
    }

    var contentSize: [LayoutConstraint?] {
        get {
            let slots = [widthHugging, widthCompression, heightHugging, heightCompression]
            return slots.allSatisfy { $0 == nil } ? [] : slots
        }
        set {
            let slot = { (index: Int) in index < newValue.count ? newValue[index] : nil }
            (widthHugging, widthCompression, heightHugging, heightCompression) = (slot(0), slot(1), slot(2), slot(3))
        }
    }

    /// The constraint in slot `index` of a group, nil for an empty group.
    subscript(_ group: KeyPath<SystemConstraintSet, [LayoutConstraint?]>, _ index: Int) -> LayoutConstraint? {
        let slots = self[keyPath: group]
        return index < slots.count ? slots[index] : nil
    }
}
