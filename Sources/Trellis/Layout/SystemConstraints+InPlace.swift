// The common updates of a view's system constraints, made in place: the constraints are
// all there with the right form and only their constants move (a view placed by its mask
// moved or resized; a label's text changed). Building the specs of the general
// reconciliation (items, owners and identifiers retained and released per slot) cost
// most of a long list's scroll, which updates every row that comes on screen.
extension SystemConstraints {
    /// Updates the four constraints of a view placed by its autoresizing mask in place;
    /// false when they are not all there in the form the mask gives now (then the general
    /// reconciliation builds them).
    static func updateFrameConstants(of view: View, _ slots: [LayoutConstraint?], _ engine: LayoutEngine) -> Bool {
        guard slots.count == 4, view.translatesAutoresizingMaskIntoConstraints, let superview = view.superview,
              let x = slots[0], let width = slots[1], let y = slots[2], let height = slots[3] else { return false }
        let mask = superview.autoresizesSubviews ? view.autoresizingMask : []
        let placement = mask.placement(of: view.frame, in: superview.bounds.size)
        guard holds(x, slope: placement.x.slope, in: superview), holds(width, slope: placement.width.slope, in: superview),
              holds(y, slope: placement.y.slope, in: superview), holds(height, slope: placement.height.slope, in: superview)
        else { return false }
        // The same constants as the specs' (see `frameSpecs`).
        let own = view.alignmentRectInsets
        let outer = superview.alignmentRectInsets
        let extraWidth = outer.left + outer.right
        let extraHeight = outer.top + outer.bottom
        setConstant(x, placement.x.slope * extraWidth + placement.x.intercept + own.left - outer.left, engine)
        setConstant(width, placement.width.slope * extraWidth + placement.width.intercept - own.left - own.right, engine)
        setConstant(y, placement.y.slope * extraHeight + placement.y.intercept + own.top - outer.top, engine)
        setConstant(height, placement.height.slope * extraHeight + placement.height.intercept - own.top - own.bottom, engine)
        return true
    }

    /// Whether an autoresizing constraint still has the form a spec would give it now.
    private static func holds(_ constraint: LayoutConstraint, slope: Double, in superview: View) -> Bool {
        constraint.multiplier == slope && constraint.secondItemObject === superview && constraint.owner === superview
            && constraint.priority == .required
    }

    /// Updates a view's content-size constraints in place, or passes over a view with no
    /// intrinsic size and none; false when the general reconciliation must run.
    static func updateContentSizeConstants(of view: View, size: Size, _ set: inout SystemConstraintSet,
                                           _ engine: LayoutEngine) -> Bool {
        if size.width < 0, size.height < 0 { return set.hasNoContentSize }
        guard size.width >= 0, size.height >= 0,
              let (widthHugging, widthCompression, heightHugging, heightCompression) = set.contentSizeQuartet,
              widthHugging.priority == view.contentHuggingPriority(for: .horizontal),
              widthCompression.priority == view.contentCompressionResistancePriority(for: .horizontal),
              heightHugging.priority == view.contentHuggingPriority(for: .vertical),
              heightCompression.priority == view.contentCompressionResistancePriority(for: .vertical),
              widthHugging.owner === view, heightHugging.owner === view
        else { return false }
        setConstant(widthHugging, size.width, engine)
        setConstant(widthCompression, size.width, engine)
        setConstant(heightHugging, size.height, engine)
        setConstant(heightCompression, size.height, engine)
        return true
    }

    private static func setConstant(_ constraint: LayoutConstraint, _ constant: Double, _ engine: LayoutEngine) {
        guard constraint.storedConstant != constant else { return }
        constraint.storedConstant = constant
        engine.constantDidChange(constraint)
    }
}
