// The constraints a stack view makes for its arranged views, and
// how it keeps them up to date: each update computes the wanted constraints and keeps
// every existing one with the same shape, changing only its constant or priority in place
// (spec ACT-07); only the rest are deactivated or activated.
extension StackView {
    /// One constraint the arrangement wants: `item.attribute REL multiplier ×
    /// toItem.toAttribute + constant @ priority`, named `TUI-SV-<role>`.
    struct ArrangementSpec {
        var role: String
        var item: any LayoutItem
        var attribute: LayoutAttribute
        var relation: LayoutRelation
        var toItem: (any LayoutItem)?
        var toAttribute: LayoutAttribute
        var multiplier: Double
        var constant: Double
        var priority: LayoutPriority

        /// What cannot change in place: everything but the constant and an optional
        /// priority.
        var shape: Shape {
            Shape(role: role, item: ObjectIdentifier(item), attribute: attribute, relation: relation,
                  toItem: toItem.map { ObjectIdentifier($0) }, toAttribute: toAttribute, multiplier: multiplier,
                  isRequired: priority.isRequired)
        }

        struct Shape: Hashable {
            var role: String
            var item: ObjectIdentifier
            var attribute: LayoutAttribute
            var relation: LayoutRelation
            var toItem: ObjectIdentifier?
            var toAttribute: LayoutAttribute
            var multiplier: Double
            var isRequired: Bool
        }
    }

    /// The lowest priorities, which only settle what everything else leaves open: the
    /// stack's length when nothing else fixes it, then which of equal views stretches.
    static let canvasFitPriority = LayoutPriority(49)
    static let positionPriority = LayoutPriority(48)
    /// Where a hidden view sits across the axis: a preference only, so that it neither
    /// sizes the stack nor is left ambiguous.
    static let hiddenPositionPriority = LayoutPriority(47)
    static let fillOrderPriority = LayoutPriority(1)

    // MARK: - Updating

    /// Makes the stack's constraints match its current state.
    func updateArrangementConstraints() {
        let specs = arrangementSpecs()
        var existing: [ArrangementSpec.Shape: LayoutConstraint] = [:]
        var stale: [LayoutConstraint] = []
        for constraint in arrangementConstraints {
            guard constraint.isActive, let shape = StackView.shape(of: constraint), existing[shape] == nil else {
                stale.append(constraint)
                continue
            }
            existing[shape] = constraint
        }
        var kept: [LayoutConstraint] = []
        var added: [LayoutConstraint] = []
        kept.reserveCapacity(specs.count)
        for spec in specs {
            if let constraint = existing.removeValue(forKey: spec.shape) {
                constraint.constant = spec.constant
                constraint.priority = spec.priority
                kept.append(constraint)
            } else {
                let constraint = LayoutConstraint(
                    unchecked: spec.item, spec.attribute, spec.relation, spec.toItem, spec.toAttribute,
                    multiplier: spec.toItem == nil ? 0 : spec.multiplier, constant: spec.constant,
                    priority: spec.priority, kind: .stackView)
                constraint.identifierBox = StackView.arrangementIdentifier(spec.role)
                kept.append(constraint)
                added.append(constraint)
            }
        }
        LayoutConstraint.deactivate(stale + Array(existing.values))
        // Held by the stack even when they name one view only (a collapsed length), so
        // that `constraints` lists them all, as UIKit's stack views hold their `UISV-` ones.
        if !added.isEmpty {
            let engine = layoutEngineCreatingIfNeeded()
            for constraint in added { constraint.attach(to: self, engine: engine) }
        }
        arrangementConstraints = kept
        removeUnusedSpacerGuides()
        refreshBaselinesIfNeeded()
    }

    /// Identifiers are shared, one box per role: `"TUI-SV-" + role` is too long to be
    /// stored inline, so building it per constraint cost a heap allocation each (about
    /// 3 MB on a 10,000-view screen).
    private static var arrangementIdentifiers: [String: IdentifierBox] = [:]

    private static func arrangementIdentifier(_ role: String) -> IdentifierBox {
        if let identifier = arrangementIdentifiers[role] { return identifier }
        let identifier = IdentifierBox("TUI-SV-" + role)
        arrangementIdentifiers[role] = identifier
        return identifier
    }

    private static func shape(of constraint: LayoutConstraint) -> ArrangementSpec.Shape? {
        guard let item = constraint.firstItemObject, let identifier = constraint.identifier,
              identifier.hasPrefix("TUI-SV-") else { return nil }
        return ArrangementSpec.Shape(
            role: String(identifier.dropFirst(7)), item: ObjectIdentifier(item), attribute: constraint.firstAttribute,
            relation: constraint.relation, toItem: constraint.secondItemObject.map { ObjectIdentifier($0) },
            toAttribute: constraint.secondAttribute, multiplier: constraint.secondItemObject == nil ? 1 : constraint.multiplier,
            isRequired: constraint.priority.isRequired)
    }

    // MARK: - Intrinsic lengths

    /// Whether the constraints depend on the arranged views' intrinsic lengths.
    var usesIntrinsicLengths: Bool { distribution != .fillEqually }

    /// Whether an arranged view's intrinsic length differs from the one the constraints
    /// were made with. Looks only at the views that invalidated their intrinsic size since
    /// the last layout, unless lengths can change without one (see
    /// ``hasWidthDependentLengths``) or many did.
    func intrinsicLengthsChanged() -> Bool {
        defer {
            invalidatedArrangedViews.removeAll()
            checksEveryIntrinsicLength = false
        }
        let axis = self.axis
        if checksEveryIntrinsicLength || hasWidthDependentLengths {
            let views = arrangedSubviews
            guard views.count == intrinsicLengthsUsed.count else { return true }
            for view in views {
                guard let used = intrinsicLengthsUsed[ObjectIdentifier(view)],
                      used == intrinsicLength(of: view, axis: axis) else { return true }
            }
            return false
        }
        for entry in invalidatedArrangedViews {
            // A view that left the stack changed its arrangement, which is remade anyway;
            // a subview that is not arranged has no length here.
            guard let view = entry.view, view.superview === self,
                  let used = intrinsicLengthsUsed[ObjectIdentifier(view)] else { continue }
            if used != intrinsicLength(of: view, axis: axis) { return true }
            // It now wraps: its length follows the width from here on.
            if axis == .vertical && view.intrinsicContentSizeDependsOnWidth { return true }
        }
        return false
    }

    /// How many invalidated views a layout checks one by one before it checks them all.
    private static let invalidatedViewLimit = 32

    /// Notes an arranged view (or another subview) whose intrinsic size was invalidated.
    func subviewDidInvalidateIntrinsicSize(_ view: View) {
        guard !checksEveryIntrinsicLength else { return }
        if invalidatedArrangedViews.count >= StackView.invalidatedViewLimit {
            checksEveryIntrinsicLength = true
            invalidatedArrangedViews.removeAll()
        } else {
            invalidatedArrangedViews.append(WeakView(view))
        }
    }

    /// Each arranged view's intrinsic length along the axis (negative for none).
    func currentIntrinsicLengths() -> [Double] {
        // A loop rather than `map`: this runs on every layout of every stack view.
        let axis = self.axis
        let views = arrangedSubviews
        var lengths: [Double] = []
        lengths.reserveCapacity(views.count)
        for view in views {
            lengths.append(intrinsicLength(of: view, axis: axis))
        }
        return lengths
    }

    private func intrinsicLength(of view: View, axis: LayoutAxis) -> Double {
        let size = view.intrinsicContentSizeDependsOnWidth && axis == .vertical
            ? view.intrinsicContentSize(forWidth: view.bounds.width) : view.intrinsicContentSize
        return axis == .horizontal ? size.width : size.height
    }

    // MARK: - The wanted constraints

    /// The attributes of one axis: its two edges, its length and its centre.
    private struct AxisAttributes {
        var leading: LayoutAttribute
        var trailing: LayoutAttribute
        var length: LayoutAttribute
        var center: LayoutAttribute

        init(_ axis: LayoutAxis) {
            switch axis {
            case .horizontal: self.init(leading: .leading, trailing: .trailing, length: .width, center: .centerX)
            case .vertical: self.init(leading: .top, trailing: .bottom, length: .height, center: .centerY)
            }
        }

        private init(leading: LayoutAttribute, trailing: LayoutAttribute, length: LayoutAttribute, center: LayoutAttribute) {
            self.leading = leading
            self.trailing = trailing
            self.length = length
            self.center = center
        }
    }

    private func arrangementSpecs() -> [ArrangementSpec] {
        let along = AxisAttributes(axis)
        let across = AxisAttributes(axis == .horizontal ? .vertical : .horizontal)
        let edges: any LayoutItem = isLayoutMarginsRelativeArrangement ? layoutMarginsGuide : self
        let visible = arrangedSubviews.filter { !$0.isHidden }
        let lengths = currentIntrinsicLengths()
        var lengthOf: [ObjectIdentifier: Double] = [:]
        lengthOf.reserveCapacity(lengths.count)
        var widthDependent = false
        for (view, length) in zip(arrangedSubviews, lengths) {
            lengthOf[ObjectIdentifier(view)] = length
            if view.intrinsicContentSizeDependsOnWidth { widthDependent = true }
        }
        intrinsicLengthsUsed = lengthOf
        hasWidthDependentLengths = widthDependent && axis == .vertical
        invalidatedArrangedViews.removeAll()
        checksEveryIntrinsicLength = false
        var specs: [ArrangementSpec] = []
        specs.reserveCapacity(arrangedSubviews.count * 5)

        func add(_ role: String, _ item: any LayoutItem, _ attribute: LayoutAttribute, _ relation: LayoutRelation = .equal,
                 _ toItem: (any LayoutItem)?, _ toAttribute: LayoutAttribute = .notAnAttribute,
                 multiplier: Double = 1, constant: Double = 0, priority: LayoutPriority = .required) {
            specs.append(ArrangementSpec(role: role, item: item, attribute: attribute, relation: relation, toItem: toItem,
                                         toAttribute: toItem == nil ? .notAnAttribute : toAttribute,
                                         multiplier: toItem == nil ? 1 : multiplier, constant: constant, priority: priority))
        }

        // Along the axis: the ends of the row, then hidden views collapsed in place.
        if let first = visible.first {
            add("canvas-connection", first, along.leading, .equal, edges, along.leading)
        } else {
            add("canvas-fit", self, along.length, .equal, nil, constant: 0, priority: StackView.canvasFitPriority)
        }
        var previousVisible: View?
        for view in arrangedSubviews {
            if view.isHidden {
                // 999, not required: a view you gave a required length keeps it while hidden,
                // out of the row, instead of a logged conflict (UIKit's `UISV-hiding` is
                // required and conflicts).
                add("hiding", view, along.length, .equal, nil, constant: 0, priority: .required - 1)
                if let previousVisible {
                    add("hiding-position", view, along.leading, .equal, previousVisible, along.trailing)
                } else {
                    add("hiding-position", view, along.leading, .equal, edges, along.leading)
                }
            } else {
                previousVisible = view
            }
        }

        // Along the axis: the distribution.
        let gaps = zip(visible, visible.dropFirst()).map { pair in
            customSpacings[ObjectIdentifier(pair.0)] ?? spacing
        }
        let baselineRelative = isBaselineRelativeArrangement && axis == .vertical
        func chain() {
            for (index, (view, next)) in zip(visible, visible.dropFirst()).enumerated() {
                if baselineRelative {
                    add("baseline-spacing", next, .firstBaseline, .equal, view, .lastBaseline, constant: gaps[index])
                } else {
                    add("spacing", next, along.leading, .equal, view, along.trailing, constant: gaps[index])
                }
            }
        }
        func fillOrder() {
            // Equal hugging or resistance is settled by position: all but the last view
            // hold their intrinsic length at the lowest priority, so the last one gives.
            for view in visible.dropLast() {
                let length = lengthOf[ObjectIdentifier(view)] ?? -1
                if length >= 0 {
                    add("fill-order", view, along.length, .equal, nil, constant: length, priority: StackView.fillOrderPriority)
                }
            }
        }
        func equalLengths() {
            guard let first = visible.first else { return }
            for view in visible.dropFirst() {
                add("fill-equally", view, along.length, .equal, first, along.length)
            }
        }

        switch distribution {
        case .fill:
            chain()
            fillOrder()
        case .fillEqually:
            chain()
            equalLengths()
        case .fillProportionally:
            chain()
            let total = visible.reduce(0.0) { $0 + Swift.max(lengthOf[ObjectIdentifier($1)] ?? 0, 0) }
            if total > 0 {
                let spacings: Double = gaps.reduce(0.0) { $0 + $1 }
                for view in visible {
                    let share = Swift.max(lengthOf[ObjectIdentifier(view)] ?? 0, 0) / total
                    add("fill-proportionally", view, along.length, .equal, edges, along.length,
                        multiplier: share, constant: -share * spacings, priority: .required - 1)
                }
            } else {
                equalLengths()
            }
        case .equalSpacing, .equalCentering:
            let centering = distribution == .equalCentering
            let pairs = Array(zip(visible, visible.dropFirst()))
            let guides = spacerGuides(count: pairs.count)
            for (index, (view, next)) in pairs.enumerated() {
                let guide = guides[index]
                let edge: LayoutAttribute = centering ? along.center : along.trailing
                let nextEdge: LayoutAttribute = centering ? along.center : along.leading
                add("distributing-edge", guide, along.leading, .equal, view, edge)
                add("distributing-edge", next, nextEdge, .equal, guide, along.trailing)
                if index > 0 {
                    add("distributing", guide, along.length, .equal, guides[0], along.length,
                        priority: centering ? .required - 1 : .required)
                }
                add("spacing", next, along.leading, .greaterThanOrEqual, view, along.trailing, constant: gaps[index])
                add("spacing-minimal", next, along.leading, .equal, view, along.trailing, constant: gaps[index],
                    priority: StackView.canvasFitPriority)
            }
            fillOrder()
        }

        // The far end last, after the chain it closes: a chain built link by link from the
        // leading edge places each new view where the link puts it, without disturbing
        // anything already solved; closed first, every link would have to shift the views
        // already tied to the far end, and the solver would walk the chain again per link.
        if let last = visible.last {
            add("canvas-connection", edges, along.trailing, .equal, last, along.trailing)
        }

        // Across the axis: the alignment, of the visible views only: a hidden view takes
        // no part in the stack's size, and only a weak preference places it.
        var effectiveAlignment = alignment
        if axis == .vertical, alignment == .firstBaseline || alignment == .lastBaseline { effectiveAlignment = .leading }
        switch effectiveAlignment {
        case .fill:
            for view in visible {
                add("alignment", view, across.leading, .equal, edges, across.leading)
                add("alignment", view, across.trailing, .equal, edges, across.trailing)
            }
        case .leading:
            for view in visible {
                add("alignment", view, across.leading, .equal, edges, across.leading)
                add("spanning-boundary", edges, across.trailing, .greaterThanOrEqual, view, across.trailing)
            }
        case .trailing:
            for view in visible {
                add("alignment", view, across.trailing, .equal, edges, across.trailing)
                add("spanning-boundary", view, across.leading, .greaterThanOrEqual, edges, across.leading)
            }
        case .center:
            for view in visible {
                add("alignment", view, across.center, .equal, edges, across.center)
                add("spanning-boundary", view, across.leading, .greaterThanOrEqual, edges, across.leading)
            }
        case .firstBaseline, .lastBaseline:
            let baseline: LayoutAttribute = effectiveAlignment == .firstBaseline ? .firstBaseline : .lastBaseline
            let reference = visible.first
            for view in visible {
                if let reference, view !== reference {
                    add("alignment", view, baseline, .equal, reference, baseline)
                }
                add("spanning-boundary", view, across.leading, .greaterThanOrEqual, edges, across.leading)
                add("spanning-boundary", edges, across.trailing, .greaterThanOrEqual, view, across.trailing)
            }
            if let reference {
                add("spanning-fit", reference, across.leading, .equal, edges, across.leading,
                    priority: StackView.positionPriority)
            }
        }
        for view in arrangedSubviews where view.isHidden {
            add("hidden-position", view, across.leading, .equal, edges, across.leading,
                priority: StackView.hiddenPositionPriority)
        }
        if effectiveAlignment != .fill {
            // Nothing else sets the stack's size across the axis: it takes the largest
            // view's (Appendix B), unless you constrain it.
            add("canvas-fit", self, across.length, .equal, nil, constant: 0, priority: StackView.canvasFitPriority)
        }
        return specs
    }

    // MARK: - Spacer guides

    /// The first `count` spacer guides, made and added to the stack as needed.
    private func spacerGuides(count: Int) -> [LayoutGuide] {
        while spacerGuides.count < count {
            let guide = LayoutGuide()
            guide.identifier = "TUI-SV-spacer-\(spacerGuides.count)"
            addLayoutGuide(guide)
            spacerGuides.append(guide)
        }
        return Array(spacerGuides.prefix(count))
    }

    /// Spacer guides no constraint names any more leave the stack.
    private func removeUnusedSpacerGuides() {
        // Most distributions use no spacer: then there is nothing to look for in every
        // constraint's items (two weak loads each).
        guard !spacerGuides.isEmpty else { return }
        var used = Set<ObjectIdentifier>()
        for constraint in arrangementConstraints {
            if let item = constraint.firstItemObject as? LayoutGuide { used.insert(ObjectIdentifier(item)) }
            if let item = constraint.secondItemObject as? LayoutGuide { used.insert(ObjectIdentifier(item)) }
        }
        let (keep, drop) = (spacerGuides.filter { used.contains(ObjectIdentifier($0)) },
                            spacerGuides.filter { !used.contains(ObjectIdentifier($0)) })
        drop.forEach(removeLayoutGuide)
        spacerGuides = keep
    }
}
