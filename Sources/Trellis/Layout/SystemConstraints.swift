/// Makes and updates the constraints the system keeps for a view (CON-14), from the
/// view's current frame, mask, intrinsic size, priorities and margins.
///
/// Each slot is compared with what it should be: a constant that changed is changed in
/// place; a different equation (another multiplier, priority or relation) replaces the
/// old constraint.
@MainActor
enum SystemConstraints {
    /// What one system constraint should be.
    struct Spec {
        var item: any LayoutItem
        var attribute: LayoutAttribute
        var relation: LayoutRelation = .equal
        var toItem: (any LayoutItem)?
        var toAttribute: LayoutAttribute = .notAnAttribute
        var multiplier: Double = 0
        var constant: Double
        var priority: LayoutPriority = .required
        var kind: LayoutConstraint.Kind
        var owner: View
        var identifier: IdentifierBox
    }

    static func update(_ view: View, in engine: LayoutEngine) {
        var set = view.systemConstraints
        // A group with nothing installed and nothing to install is passed over before its
        // specs are built (arrays of empty slots, made and freed for every update): most
        // views have no margins guide, and those placed by constraints no frame.
        if !updateFrameConstants(of: view, set.frame, engine),
           !set.frame.isEmpty || view.superview == nil || view.translatesAutoresizingMaskIntoConstraints {
            reconcile(&set.frame, frameSpecs(view), engine)
        }
        let size = intrinsicSize(of: view, engine)
        if !updateContentSizeConstants(of: view, size: size, &set, engine) {
            reconcile(&set.contentSize, contentSizeSpecs(view, size: size), engine)
        }
        if !set.margins.isEmpty || view.marginsGuideStorage != nil {
            reconcile(&set.margins, marginSpecs(view), engine)
        }
        if !set.readable.isEmpty || (view.readableGuideStorage != nil && view.marginsGuideStorage != nil) {
            reconcile(&set.readable, readableSpecs(view), engine)
        }
        view.systemConstraints = set
    }

    /// Brings a group of slots (an empty array when all are nil) in line with its specs.
    private static func reconcile(_ slots: inout [LayoutConstraint?], _ specs: [Spec?], _ engine: LayoutEngine) {
        // Loops rather than `contains(where:)` and `allSatisfy`: their closures would check
        // the main actor at every step, and this runs for every view a pass updates.
        if slots.isEmpty {
            var anySpec = false
            for spec in specs where spec != nil {
                anySpec = true
                break
            }
            guard anySpec else { return }
            slots = Array(repeating: nil, count: specs.count)
        }
        for index in slots.indices {
            let spec = index < specs.count ? specs[index] : nil
            if let existing = slots[index] {
                if let spec, matches(existing, spec) {
                    if existing.storedConstant != spec.constant {
                        existing.storedConstant = spec.constant
                        engine.constantDidChange(existing)
                    }
                    continue
                }
                existing.detach()
                slots[index] = nil
            }
            guard let spec else { continue }
            let made = LayoutConstraint(
                unchecked: spec.item, spec.attribute, spec.relation, spec.toItem, spec.toAttribute,
                multiplier: spec.multiplier, constant: spec.constant, priority: spec.priority, kind: spec.kind)
            made.identifierBox = spec.identifier
            // The owner (the view, its superview or the root) is in the engine's hierarchy.
            made.attach(to: spec.owner, engine: engine)
            slots[index] = made
        }
        for slot in slots where slot != nil { return }
        slots = []
    }

    private static func matches(_ constraint: LayoutConstraint, _ spec: Spec) -> Bool {
        constraint.firstItemObject === spec.item && constraint.firstAttribute == spec.attribute
            && constraint.relation == spec.relation && constraint.secondItemObject === spec.toItem
            && constraint.secondAttribute == spec.toAttribute && constraint.multiplier == spec.multiplier
            && constraint.priority == spec.priority && constraint.owner === spec.owner
    }

    // MARK: - The frame

    /// A root is held at its size; any other view that translates its mask
    /// gets its frame as four constraints relative to its superview.
    private static func frameSpecs(_ view: View) -> [Spec?] {
        let alignment = view.alignmentRect(forFrame: view.frame)
        guard let superview = view.superview else {
            return [
                nil,
                Spec(item: view, attribute: .width, constant: alignment.width, kind: .rootSize, owner: view,
                     identifier: SystemConstraints.rootWidth),
                nil,
                Spec(item: view, attribute: .height, constant: alignment.height, kind: .rootSize, owner: view,
                     identifier: SystemConstraints.rootHeight),
            ]
        }
        guard view.translatesAutoresizingMaskIntoConstraints else { return [nil, nil, nil, nil] }
        let mask = superview.autoresizesSubviews ? view.autoresizingMask : []
        let placement = mask.placement(of: view.frame, in: superview.bounds.size)
        let own = view.alignmentRectInsets
        let outer = superview.alignmentRectInsets
        // The masks are functions of the superview's frame size; the engine knows its
        // alignment size, which is smaller by the superview's insets.
        let extraWidth = outer.left + outer.right
        let extraHeight = outer.top + outer.bottom
        return [
            Spec(item: view, attribute: .left, toItem: superview, toAttribute: .width, multiplier: placement.x.slope,
                 constant: placement.x.slope * extraWidth + placement.x.intercept + own.left - outer.left,
                 kind: .autoresizing, owner: superview, identifier: SystemConstraints.autoresizingX),
            Spec(item: view, attribute: .width, toItem: superview, toAttribute: .width, multiplier: placement.width.slope,
                 constant: placement.width.slope * extraWidth + placement.width.intercept - own.left - own.right,
                 kind: .autoresizing, owner: superview, identifier: SystemConstraints.autoresizingWidth),
            Spec(item: view, attribute: .top, toItem: superview, toAttribute: .height, multiplier: placement.y.slope,
                 constant: placement.y.slope * extraHeight + placement.y.intercept + own.top - outer.top,
                 kind: .autoresizing, owner: superview, identifier: SystemConstraints.autoresizingY),
            Spec(item: view, attribute: .height, toItem: superview, toAttribute: .height, multiplier: placement.height.slope,
                 constant: placement.height.slope * extraHeight + placement.height.intercept - own.top - own.bottom,
                 kind: .autoresizing, owner: superview, identifier: SystemConstraints.autoresizingHeight),
        ]
    }

    // MARK: - Intrinsic content size

    /// The intrinsic size the content-size constraints hold, noting in the engine whether
    /// and at what width it depends on the width.
    static func intrinsicSize(of view: View, _ engine: LayoutEngine) -> Size {
        let size: Size
        if view.intrinsicContentSizeDependsOnWidth {
            if engine.isWidthDependent(view) {
                let width = view.layoutVariables.width.value
                size = view.intrinsicContentSize(forWidth: width)
                engine.noteWidthDependent(view, width: width)
            } else {
                // Before the view has a width, its unconstrained size (one line of text)
                // is the best guess; the next round asks again at the width it got.
                size = view.intrinsicContentSize
                engine.noteWidthDependent(view, width: .nan)
            }
        } else {
            size = view.intrinsicContentSize
            engine.noteWidthDependent(view, width: nil)
        }
        return size
    }

    /// Hugging (`<=`) and compression resistance (`>=`) per axis with an intrinsic size
    /// (ICS-03).
    private static func contentSizeSpecs(_ view: View, size: Size) -> [Spec?] {
        var specs: [Spec?] = []
        for axis in LayoutAxis.allCases {
            let value = axis == .horizontal ? size.width : size.height
            let attribute: LayoutAttribute = axis == .horizontal ? .width : .height
            guard value >= 0 else {
                specs += [nil, nil]
                continue
            }
            // Shared identifiers, not interpolations: an interpolated string this long is
            // a heap allocation per constraint (2.4 MB on a 10,000-view screen).
            let horizontal = axis == .horizontal
            specs.append(Spec(item: view, attribute: attribute, relation: .lessThanOrEqual, constant: value,
                              priority: view.contentHuggingPriority(for: axis), kind: .contentSize(hugging: true),
                              owner: view, identifier: horizontal ? SystemConstraints.huggingWidth : SystemConstraints.huggingHeight))
            specs.append(Spec(item: view, attribute: attribute, relation: .greaterThanOrEqual, constant: value,
                              priority: view.contentCompressionResistancePriority(for: axis),
                              kind: .contentSize(hugging: false), owner: view,
                              identifier: horizontal ? SystemConstraints.compressionWidth : SystemConstraints.compressionHeight))
        }
        return specs
    }

    // MARK: - Margins

    private static func marginSpecs(_ view: View) -> [Spec?] {
        guard let guide = view.marginsGuideStorage else { return [nil, nil, nil, nil] }
        let margins = view.effectiveLayoutMargins
        return [
            Spec(item: guide, attribute: .left, toItem: view, toAttribute: .left, multiplier: 1, constant: margins.left,
                 kind: .margins, owner: view, identifier: SystemConstraints.marginsLeft),
            Spec(item: guide, attribute: .top, toItem: view, toAttribute: .top, multiplier: 1, constant: margins.top,
                 kind: .margins, owner: view, identifier: SystemConstraints.marginsTop),
            Spec(item: guide, attribute: .width, toItem: view, toAttribute: .width, multiplier: 1,
                 constant: -(margins.left + margins.right), kind: .margins, owner: view, identifier: SystemConstraints.marginsWidth),
            Spec(item: guide, attribute: .height, toItem: view, toAttribute: .height, multiplier: 1,
                 constant: -(margins.top + margins.bottom), kind: .margins, owner: view, identifier: SystemConstraints.marginsHeight),
        ]
    }

    /// The readable guide: centred in the margins, as wide as they are up to the readable
    /// width.
    private static func readableSpecs(_ view: View) -> [Spec?] {
        guard let guide = view.readableGuideStorage, let margins = view.marginsGuideStorage else {
            return [nil, nil, nil, nil, nil, nil]
        }
        return [
            Spec(item: guide, attribute: .centerX, toItem: margins, toAttribute: .centerX, multiplier: 1, constant: 0,
                 kind: .margins, owner: view, identifier: SystemConstraints.readableCenterX),
            Spec(item: guide, attribute: .top, toItem: margins, toAttribute: .top, multiplier: 1, constant: 0,
                 kind: .margins, owner: view, identifier: SystemConstraints.readableTop),
            Spec(item: guide, attribute: .bottom, toItem: margins, toAttribute: .bottom, multiplier: 1, constant: 0,
                 kind: .margins, owner: view, identifier: SystemConstraints.readableBottom),
            Spec(item: guide, attribute: .width, relation: .lessThanOrEqual, constant: View.readableContentWidth,
                 kind: .margins, owner: view, identifier: SystemConstraints.readableMaxWidth),
            Spec(item: guide, attribute: .width, relation: .lessThanOrEqual, toItem: margins, toAttribute: .width,
                 multiplier: 1, constant: 0, kind: .margins, owner: view, identifier: SystemConstraints.readableWithinMargins),
            Spec(item: guide, attribute: .width, toItem: margins, toAttribute: .width, multiplier: 1, constant: 0,
                 priority: LayoutPriority(999), kind: .margins, owner: view, identifier: SystemConstraints.readableWidth),
        ]
    }

    // MARK: - Identifiers

    // Boxed once and shared by every view's constraints (``IdentifierBox``).
    private static let autoresizingHeight = IdentifierBox("TUI-autoresizing-height")
    private static let autoresizingWidth = IdentifierBox("TUI-autoresizing-width")
    private static let autoresizingX = IdentifierBox("TUI-autoresizing-x")
    private static let autoresizingY = IdentifierBox("TUI-autoresizing-y")
    private static let compressionHeight = IdentifierBox("TUI-compression-height")
    private static let compressionWidth = IdentifierBox("TUI-compression-width")
    private static let huggingHeight = IdentifierBox("TUI-hugging-height")
    private static let huggingWidth = IdentifierBox("TUI-hugging-width")
    private static let marginsHeight = IdentifierBox("TUI-margins-height")
    private static let marginsLeft = IdentifierBox("TUI-margins-left")
    private static let marginsTop = IdentifierBox("TUI-margins-top")
    private static let marginsWidth = IdentifierBox("TUI-margins-width")
    private static let readableBottom = IdentifierBox("TUI-readable-bottom")
    private static let readableCenterX = IdentifierBox("TUI-readable-centerX")
    private static let readableMaxWidth = IdentifierBox("TUI-readable-maxWidth")
    private static let readableTop = IdentifierBox("TUI-readable-top")
    private static let readableWidth = IdentifierBox("TUI-readable-width")
    private static let readableWithinMargins = IdentifierBox("TUI-readable-withinMargins")
    private static let rootHeight = IdentifierBox("TUI-root-height")
    private static let rootWidth = IdentifierBox("TUI-root-width")
}
