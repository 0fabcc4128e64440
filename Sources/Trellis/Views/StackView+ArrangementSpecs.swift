// The constraints a stack view wants for its arranged views, as specifications to compare
// with the ones it holds. Most belong to one arranged view (its link to the view before,
// its length, its alignment) and depend only on that view, the visible view before it and
// the ends of the row; the rest belong to the stack (the ends, the fitting sizes, and all of
// `.fillProportionally`'s and the spacing distributions', which depend on every view).
extension StackView {
    /// One constraint the arrangement wants: `item.attribute REL multiplier ×
    /// toItem.toAttribute + constant @ priority`, named `TUI-SV-<role>`, belonging to the
    /// arranged view `owner`, or to the stack when `owner` is nil.
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
        var owner: View?

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

    /// The attributes of one axis: its two edges, its length and its centre.
    struct AxisAttributes {
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

    /// What an arranged view's constraints depend on besides the view and the visible
    /// view before it.
    struct ArrangementContext {
        var along: AxisAttributes
        var across: AxisAttributes
        var edges: any LayoutItem
        var distribution: Distribution
        /// The alignment the constraints follow: a vertical stack aligns baselines as
        /// `.leading`.
        var alignment: Alignment
        var baselineRelative: Bool
        var firstVisible: View?
        var lastVisible: View?
        /// Whether the arranged views own their constraints, which an update can then
        /// remake one view at a time; otherwise the stack owns them all.
        var ownedByViews: Bool
    }

    /// The specifications in the order they are activated, by phase: a chain built link by
    /// link from the leading edge places each new view where the link puts it, and the far
    /// end closes it last (see ``farEndSpecs(_:)``).
    struct SpecBuckets {
        var hiding: [ArrangementSpec] = []
        var chain: [ArrangementSpec] = []
        var lengths: [ArrangementSpec] = []
        var alignment: [ArrangementSpec] = []
        var hiddenPosition: [ArrangementSpec] = []

        var all: [ArrangementSpec] { hiding + chain + lengths + alignment + hiddenPosition }
    }

    /// Whether the arranged views own their constraints: with the fill distributions every
    /// one depends on a few views only. The others' depend on every view.
    var arrangesByView: Bool { distribution == .fill || distribution == .fillEqually }

    func arrangementContext() -> ArrangementContext {
        var alignment = self.alignment
        if axis == .vertical, alignment == .firstBaseline || alignment == .lastBaseline { alignment = .leading }
        let views = arrangedSubviews
        var first: View?
        var last: View?
        for view in views where !view.isHidden {
            first = view
            break
        }
        for view in views.reversed() where !view.isHidden {
            last = view
            break
        }
        return ArrangementContext(
            along: AxisAttributes(axis), across: AxisAttributes(axis == .horizontal ? .vertical : .horizontal),
            edges: isLayoutMarginsRelativeArrangement ? layoutMarginsGuide : self, distribution: distribution,
            alignment: alignment, baselineRelative: isBaselineRelativeArrangement && axis == .vertical,
            firstVisible: first, lastVisible: last, ownedByViews: arrangesByView)
    }

    /// The spacing between `view` and the next visible view.
    func gap(after view: View) -> Double {
        customSpacings[ObjectIdentifier(view)] ?? spacing
    }

    // MARK: - An arranged view's constraints

    /// Appends the constraints of the arranged view `view`, whose previous visible view is
    /// `previousVisible` and whose intrinsic length along the axis is `length` (negative for
    /// none), to their phases in `buckets`.
    func appendSpecs(of view: View, after previousVisible: View?, length: Double, _ context: ArrangementContext,
                     to buckets: inout SpecBuckets) {
        let owner = context.ownedByViews ? view : nil
        let along = context.along, across = context.across, edges = context.edges
        func spec(_ role: String, _ item: any LayoutItem, _ attribute: LayoutAttribute, _ toItem: (any LayoutItem)?,
                  _ toAttribute: LayoutAttribute = .notAnAttribute, relation: LayoutRelation = .equal,
                  constant: Double = 0, priority: LayoutPriority = .required) -> ArrangementSpec {
            ArrangementSpec(role: role, item: item, attribute: attribute, relation: relation, toItem: toItem,
                            toAttribute: toItem == nil ? .notAnAttribute : toAttribute, multiplier: 1,
                            constant: constant, priority: priority, owner: owner)
        }

        if view.isHidden {
            // 999, not required: a view you gave a required length keeps it while hidden,
            // out of the row, instead of a logged conflict (UIKit's `UISV-hiding` is
            // required and conflicts).
            buckets.hiding.append(spec("hiding", view, along.length, nil, constant: 0, priority: .required - 1))
            if let previousVisible {
                buckets.hiding.append(spec("hiding-position", view, along.leading, previousVisible, along.trailing))
            } else {
                buckets.hiding.append(spec("hiding-position", view, along.leading, edges, along.leading))
            }
            // Across the axis only a weak preference places it: a hidden view takes no part
            // in the stack's size, and is not left ambiguous.
            buckets.hiddenPosition.append(spec("hidden-position", view, across.leading, edges, across.leading,
                                               priority: StackView.hiddenPositionPriority))
            return
        }

        // Along the axis: the link to the previous visible view, for the fill distributions
        // (the spacing distributions link through spacer guides the stack owns).
        if let previousVisible, context.distribution != .equalSpacing, context.distribution != .equalCentering {
            let gap = self.gap(after: previousVisible)
            if context.baselineRelative {
                buckets.chain.append(spec("baseline-spacing", view, .firstBaseline, previousVisible, .lastBaseline,
                                          constant: gap))
            } else {
                buckets.chain.append(spec("spacing", view, along.leading, previousVisible, along.trailing, constant: gap))
            }
        }
        switch context.distribution {
        case .fill, .equalSpacing, .equalCentering:
            // Equal hugging or resistance is settled by position: all but the last view
            // hold their intrinsic length at the lowest priority, so the last one gives.
            if view !== context.lastVisible, length >= 0 {
                buckets.lengths.append(spec("fill-order", view, along.length, nil, constant: length,
                                            priority: StackView.fillOrderPriority))
            }
        case .fillEqually:
            if let first = context.firstVisible, view !== first {
                buckets.lengths.append(spec("fill-equally", view, along.length, first, along.length))
            }
        case .fillProportionally:
            break
        }

        // Across the axis: the alignment.
        switch context.alignment {
        case .fill:
            buckets.alignment.append(spec("alignment", view, across.leading, edges, across.leading))
            buckets.alignment.append(spec("alignment", view, across.trailing, edges, across.trailing))
        case .leading:
            buckets.alignment.append(spec("alignment", view, across.leading, edges, across.leading))
            buckets.alignment.append(spec("spanning-boundary", edges, across.trailing, view, across.trailing,
                                          relation: .greaterThanOrEqual))
        case .trailing:
            buckets.alignment.append(spec("alignment", view, across.trailing, edges, across.trailing))
            buckets.alignment.append(spec("spanning-boundary", view, across.leading, edges, across.leading,
                                          relation: .greaterThanOrEqual))
        case .center:
            buckets.alignment.append(spec("alignment", view, across.center, edges, across.center))
            buckets.alignment.append(spec("spanning-boundary", view, across.leading, edges, across.leading,
                                          relation: .greaterThanOrEqual))
        case .firstBaseline, .lastBaseline:
            let baseline: LayoutAttribute = context.alignment == .firstBaseline ? .firstBaseline : .lastBaseline
            if let reference = context.firstVisible, view !== reference {
                buckets.alignment.append(spec("alignment", view, baseline, reference, baseline))
            }
            buckets.alignment.append(spec("spanning-boundary", view, across.leading, edges, across.leading,
                                          relation: .greaterThanOrEqual))
            buckets.alignment.append(spec("spanning-boundary", edges, across.trailing, view, across.trailing,
                                          relation: .greaterThanOrEqual))
        }
    }

    // MARK: - The stack's constraints

    /// The stack's constraints that come before the arranged views': the leading end of
    /// the row, or the stack's length when no view is visible.
    func headSpecs(_ context: ArrangementContext) -> [ArrangementSpec] {
        if let first = context.firstVisible {
            return [stackSpec("canvas-connection", first, context.along.leading, .equal, context.edges,
                              context.along.leading)]
        }
        return [stackSpec("canvas-fit", self, context.along.length, .equal, nil, constant: 0,
                          priority: StackView.canvasFitPriority)]
    }

    /// The distribution's constraints that depend on every visible view:
    /// `.fillProportionally`'s shares and the spacing distributions' spacer guides.
    func distributionSpecs(_ context: ArrangementContext, lengthOf: [ObjectIdentifier: Double]) -> [ArrangementSpec] {
        let along = context.along
        var specs: [ArrangementSpec] = []
        var visible: [View] = []
        for view in arrangedSubviews where !view.isHidden { visible.append(view) }
        let gaps = zip(visible, visible.dropFirst()).map { pair in gap(after: pair.0) }
        switch context.distribution {
        case .fill, .fillEqually:
            break
        case .fillProportionally:
            let total = visible.reduce(0.0) { $0 + Swift.max(lengthOf[ObjectIdentifier($1)] ?? 0, 0) }
            if total > 0 {
                let spacings: Double = gaps.reduce(0.0) { $0 + $1 }
                for view in visible {
                    let share = Swift.max(lengthOf[ObjectIdentifier(view)] ?? 0, 0) / total
                    specs.append(stackSpec("fill-proportionally", view, along.length, .equal, context.edges, along.length,
                                           multiplier: share, constant: -share * spacings, priority: .required - 1))
                }
            } else if let first = visible.first {
                for view in visible.dropFirst() {
                    specs.append(stackSpec("fill-equally", view, along.length, .equal, first, along.length))
                }
            }
        case .equalSpacing, .equalCentering:
            let centering = context.distribution == .equalCentering
            let pairs = Array(zip(visible, visible.dropFirst()))
            let guides = spacerGuides(count: pairs.count)
            for (index, (view, next)) in pairs.enumerated() {
                let guide = guides[index]
                let edge: LayoutAttribute = centering ? along.center : along.trailing
                let nextEdge: LayoutAttribute = centering ? along.center : along.leading
                specs.append(stackSpec("distributing-edge", guide, along.leading, .equal, view, edge))
                specs.append(stackSpec("distributing-edge", next, nextEdge, .equal, guide, along.trailing))
                if index > 0 {
                    specs.append(stackSpec("distributing", guide, along.length, .equal, guides[0], along.length,
                                           priority: centering ? .required - 1 : .required))
                }
                specs.append(stackSpec("spacing", next, along.leading, .greaterThanOrEqual, view, along.trailing,
                                       constant: gaps[index]))
                specs.append(stackSpec("spacing-minimal", next, along.leading, .equal, view, along.trailing,
                                       constant: gaps[index], priority: StackView.canvasFitPriority))
            }
        }
        return specs
    }

    /// The far end of the row, after the chain it closes: closed first, every link would
    /// shift the views already tied to the far end, and the solver would walk the chain
    /// again per link.
    func farEndSpecs(_ context: ArrangementContext) -> [ArrangementSpec] {
        guard let last = context.lastVisible else { return [] }
        return [stackSpec("canvas-connection", context.edges, context.along.trailing, .equal, last, context.along.trailing)]
    }

    /// The stack's constraints across the axis: where baseline alignment puts the row, and
    /// the stack's own size when the alignment does not fill it.
    func acrossSpecs(_ context: ArrangementContext) -> (beforeHidden: [ArrangementSpec], afterHidden: [ArrangementSpec]) {
        var before: [ArrangementSpec] = []
        var after: [ArrangementSpec] = []
        if context.alignment == .firstBaseline || context.alignment == .lastBaseline, let reference = context.firstVisible {
            before.append(stackSpec("spanning-fit", reference, context.across.leading, .equal, context.edges,
                                    context.across.leading, priority: StackView.positionPriority))
        }
        if context.alignment != .fill {
            // Nothing else sets the stack's size across the axis: it takes the largest
            // view's, as UIKit's does, unless you constrain it.
            after.append(stackSpec("canvas-fit", self, context.across.length, .equal, nil, constant: 0,
                                   priority: StackView.canvasFitPriority))
        }
        return (before, after)
    }

    private func stackSpec(_ role: String, _ item: any LayoutItem, _ attribute: LayoutAttribute,
                           _ relation: LayoutRelation, _ toItem: (any LayoutItem)?,
                           _ toAttribute: LayoutAttribute = .notAnAttribute, multiplier: Double = 1,
                           constant: Double = 0, priority: LayoutPriority = .required) -> ArrangementSpec {
        ArrangementSpec(role: role, item: item, attribute: attribute, relation: relation, toItem: toItem,
                        toAttribute: toItem == nil ? .notAnAttribute : toAttribute,
                        multiplier: toItem == nil ? 1 : multiplier, constant: constant, priority: priority, owner: nil)
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
}
