// How a stack view keeps its constraints up to date. An update compares the constraints it
// wants with the ones it holds and keeps every existing one with the same shape, changing
// only its constant or priority in place (ACT-07); only the rest are deactivated or
// activated. With the fill distributions it does so only for the arranged views a change
// can have touched, so that adding, removing, hiding or resizing one row of a long stack
// costs the same as in a short one; a change of the stack's own properties, or of many
// views at once, remakes the whole arrangement.
extension StackView {
    /// The lowest priorities, which only settle what everything else leaves open: the
    /// stack's length when nothing else fixes it, then which of equal views stretches.
    static let canvasFitPriority = LayoutPriority(49)
    static let positionPriority = LayoutPriority(48)
    /// Where a hidden view sits across the axis: a preference only, so that it neither
    /// sizes the stack nor is left ambiguous.
    static let hiddenPositionPriority = LayoutPriority(47)
    static let fillOrderPriority = LayoutPriority(1)

    /// How many changed views an update remakes one by one before it remakes them all.
    static let changedViewLimit = 32

    // MARK: - Noting changes

    /// The arrangement must be remade whole: a property of the stack changed.
    func arrangementDidChange() {
        needsWholeArrangement = true
        setNeedsUpdateConstraints()
    }

    /// `view`'s constraints, and those of the views after it up to the next visible one,
    /// may have changed: it was arranged, hidden or shown, resized, or its custom spacing
    /// changed; or the view before it left the stack.
    func arrangedViewDidChange(_ view: View) {
        recordArrangedViewChange(view)
        setNeedsUpdateConstraints()
    }

    private func recordArrangedViewChange(_ view: View) {
        if !needsWholeArrangement {
            if changedArrangedViews.count >= StackView.changedViewLimit {
                needsWholeArrangement = true
                changedArrangedViews.removeAll()
            } else {
                changedArrangedViews.append(view)
            }
        }
    }

    /// `view` left the arrangement: the constraints it owned go at the next update, and
    /// the view that took its place, at `index`, links to a different view.
    func arrangedViewDidLeave(_ view: View, from index: Int) {
        // Every view's constraint naming the first one went inactive as it left its
        // superview, and stays so if it comes back first: only remaking all restores them.
        if view === firstVisibleArranged && arrangementNamesFirstView { needsWholeArrangement = true }
        let id = ObjectIdentifier(view)
        if let owned = viewArrangementConstraints.removeValue(forKey: id) {
            departedArrangementConstraints.append(contentsOf: owned)
        }
        intrinsicLengthsUsed[id] = nil
        if index < arrangedSubviews.count {
            arrangedViewDidChange(arrangedSubviews[index])
        } else {
            setNeedsUpdateConstraints()
        }
    }

    /// Whether every visible view's constraints name the first visible one: the lengths
    /// of `.fillEqually`, the baselines of a horizontal stack aligned by them.
    var arrangementNamesFirstView: Bool {
        distribution == .fillEqually
            || (axis == .horizontal && (alignment == .firstBaseline || alignment == .lastBaseline))
    }

    // MARK: - Updating

    /// Makes the stack's constraints match its current state.
    func updateArrangementConstraints() {
        if !needsWholeArrangement, arrangesByView, case let context = arrangementContext(),
           let changed = viewsToRearrange(context) {
            rearrange(changed, context)
        } else {
            rebuildArrangement()
        }
        needsWholeArrangement = false
        changedArrangedViews.removeAll()
        removeUnusedSpacerGuides()
        refreshBaselinesIfNeeded()
    }

    /// The arranged views whose constraints may have changed since the last update, with
    /// their indices, in order; nil when the whole arrangement must be remade.
    private func viewsToRearrange(_ context: ArrangementContext) -> [(view: View, index: Int)]? {
        let views = arrangedSubviews
        var indices: [Int] = []
        func mark(_ view: View?) -> Int? {
            guard let view, let index = arrangedIndex(of: view) else { return nil }
            indices.append(index)
            return index
        }
        for view in changedArrangedViews {
            guard var index = mark(view) else { continue }
            // The hidden views after it up to the next visible one link to the visible
            // view before them, and the next visible one links to it.
            while index + 1 < views.count {
                index += 1
                indices.append(index)
                if !views[index].isHidden { break }
            }
            if indices.count > 8 * StackView.changedViewLimit { return nil }
        }
        // The ends: the last visible view holds no tie-break length, the first one is
        // linked to the stack's leading edge and is what `.fillEqually` and baseline
        // alignment measure the others against.
        if context.firstVisible !== firstVisibleArranged && arrangementNamesFirstView { return nil }
        if context.firstVisible !== firstVisibleArranged {
            _ = mark(firstVisibleArranged)
            _ = mark(context.firstVisible)
        }
        if context.lastVisible !== lastVisibleArranged {
            _ = mark(lastVisibleArranged)
            _ = mark(context.lastVisible)
        }
        indices.sort()
        var result: [(view: View, index: Int)] = []
        for index in indices where result.last?.index != index {
            result.append((views[index], index))
        }
        return result
    }

    /// Remakes the constraints of `changed` and the stack's own, leaving every other
    /// arranged view's alone.
    private func rearrange(_ changed: [(view: View, index: Int)], _ context: ArrangementContext) {
        let views = arrangedSubviews
        var stale = departedArrangementConstraints
        departedArrangementConstraints = []
        var added: [LayoutConstraint] = []
        let axis = self.axis
        for (view, index) in changed {
            var previousVisible: View?
            var before = index - 1
            while before >= 0 {
                if !views[before].isHidden {
                    previousVisible = views[before]
                    break
                }
                before -= 1
            }
            let length = intrinsicLength(of: view, axis: axis)
            intrinsicLengthsUsed[ObjectIdentifier(view)] = length
            if axis == .vertical && view.intrinsicContentSizeDependsOnWidth { hasWidthDependentLengths = true }
            var buckets = SpecBuckets()
            appendSpecs(of: view, after: previousVisible, length: length, context, to: &buckets)
            let held = viewArrangementConstraints[ObjectIdentifier(view)] ?? []
            viewArrangementConstraints[ObjectIdentifier(view)] = reconcile(buckets.all, with: held, stale: &stale,
                                                                          added: &added)
        }
        let across = acrossSpecs(context)
        stackArrangementConstraints = reconcile(headSpecs(context) + farEndSpecs(context) + across.beforeHidden
                                                + across.afterHidden,
                                                with: stackArrangementConstraints, stale: &stale, added: &added)
        firstVisibleArranged = context.firstVisible
        lastVisibleArranged = context.lastVisible
        arrangedViewsRemade = changed.count
        remadeWholeArrangement = false
        apply(stale: stale, added: added)
    }

    /// The constraints matching `specs`: those of `held` with the same shape, their
    /// constant and priority updated, and new ones for the rest, which join `added`; the
    /// unmatched ones of `held` join `stale`. For the few constraints of one view.
    private func reconcile(_ specs: [ArrangementSpec], with held: [LayoutConstraint],
                           stale: inout [LayoutConstraint], added: inout [LayoutConstraint]) -> [LayoutConstraint] {
        var candidates: [(constraint: LayoutConstraint, shape: ArrangementSpec.Shape)] = []
        for constraint in held {
            if constraint.isActive, let shape = StackView.shape(of: constraint) {
                candidates.append((constraint, shape))
            } else {
                stale.append(constraint)
            }
        }
        var kept: [LayoutConstraint] = []
        kept.reserveCapacity(specs.count)
        for spec in specs {
            let shape = spec.shape
            if let match = candidates.firstIndex(where: { $0.shape == shape }) {
                let constraint = candidates.remove(at: match).constraint
                constraint.constant = spec.constant
                constraint.priority = spec.priority
                kept.append(constraint)
            } else {
                let constraint = makeConstraint(spec)
                kept.append(constraint)
                added.append(constraint)
            }
        }
        stale.append(contentsOf: candidates.map(\.constraint))
        return kept
    }

    /// Remakes the whole arrangement: every arranged view's constraints and the stack's.
    private func rebuildArrangement() {
        let specs = arrangementSpecs()
        var existing: [ArrangementSpec.Shape: LayoutConstraint] = [:]
        var stale = departedArrangementConstraints
        departedArrangementConstraints = []
        var held = stackArrangementConstraints
        for owned in viewArrangementConstraints.values { held.append(contentsOf: owned) }
        existing.reserveCapacity(held.count)
        for constraint in held {
            guard constraint.isActive, let shape = StackView.shape(of: constraint), existing[shape] == nil else {
                stale.append(constraint)
                continue
            }
            existing[shape] = constraint
        }
        var stackOwned: [LayoutConstraint] = []
        var viewOwned: [ObjectIdentifier: [LayoutConstraint]] = [:]
        var added: [LayoutConstraint] = []
        for spec in specs {
            let constraint: LayoutConstraint
            if let match = existing.removeValue(forKey: spec.shape) {
                constraint = match
                constraint.constant = spec.constant
                constraint.priority = spec.priority
            } else {
                constraint = makeConstraint(spec)
                added.append(constraint)
            }
            if let owner = spec.owner {
                viewOwned[ObjectIdentifier(owner), default: []].append(constraint)
            } else {
                stackOwned.append(constraint)
            }
        }
        stale.append(contentsOf: existing.values)
        stackArrangementConstraints = stackOwned
        viewArrangementConstraints = viewOwned
        let context = arrangementContext()
        firstVisibleArranged = context.firstVisible
        lastVisibleArranged = context.lastVisible
        arrangedViewsRemade = arrangedSubviews.count
        remadeWholeArrangement = true
        apply(stale: stale, added: added)
    }

    /// Every constraint the arrangement wants, in the order they are first activated, with
    /// the intrinsic lengths they were made with noted.
    private func arrangementSpecs() -> [ArrangementSpec] {
        let context = arrangementContext()
        let views = arrangedSubviews
        let lengths = currentIntrinsicLengths()
        var lengthOf: [ObjectIdentifier: Double] = [:]
        lengthOf.reserveCapacity(lengths.count)
        var widthDependent = false
        for (view, length) in zip(views, lengths) {
            lengthOf[ObjectIdentifier(view)] = length
            if view.intrinsicContentSizeDependsOnWidth { widthDependent = true }
        }
        intrinsicLengthsUsed = lengthOf
        hasWidthDependentLengths = widthDependent && axis == .vertical
        invalidatedArrangedViews.removeAll()
        checksEveryIntrinsicLength = false

        var buckets = SpecBuckets()
        var previousVisible: View?
        for (view, length) in zip(views, lengths) {
            appendSpecs(of: view, after: previousVisible, length: length, context, to: &buckets)
            if !view.isHidden { previousVisible = view }
        }
        let across = acrossSpecs(context)
        return headSpecs(context) + buckets.hiding + buckets.chain + distributionSpecs(context, lengthOf: lengthOf)
            + buckets.lengths + farEndSpecs(context) + buckets.alignment + across.beforeHidden
            + buckets.hiddenPosition + across.afterHidden
    }

    private func makeConstraint(_ spec: ArrangementSpec) -> LayoutConstraint {
        let constraint = LayoutConstraint(
            unchecked: spec.item, spec.attribute, spec.relation, spec.toItem, spec.toAttribute,
            multiplier: spec.toItem == nil ? 0 : spec.multiplier, constant: spec.constant,
            priority: spec.priority, kind: .stackView)
        constraint.identifierBox = StackView.arrangementIdentifier(spec.role)
        return constraint
    }

    private func apply(stale: [LayoutConstraint], added: [LayoutConstraint]) {
        LayoutConstraint.deactivate(stale)
        // Held by the stack even when they name one view only (a collapsed length), so
        // that `constraints` lists them all, as UIKit's stack views hold their `UISV-` ones.
        if !added.isEmpty {
            let engine = layoutEngineCreatingIfNeeded()
            for constraint in added { constraint.attach(to: self, engine: engine) }
        }
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

    /// Notes the arranged views whose intrinsic length along the axis differs from the one
    /// their constraints were made with, and returns whether there was one. Looks only at
    /// the views that invalidated their intrinsic size since the last layout, unless
    /// lengths can change without one (see ``hasWidthDependentLengths``) or many did.
    func noteChangedIntrinsicLengths() -> Bool {
        defer {
            invalidatedArrangedViews.removeAll()
            checksEveryIntrinsicLength = false
        }
        let axis = self.axis
        var changed = false
        func note(_ view: View) {
            changed = true
            // `.fillProportionally` shares the length among all views.
            if distribution == .fillProportionally {
                needsWholeArrangement = true
            } else {
                recordArrangedViewChange(view)
            }
        }
        if checksEveryIntrinsicLength || hasWidthDependentLengths {
            for view in arrangedSubviews
            where intrinsicLengthsUsed[ObjectIdentifier(view)] != intrinsicLength(of: view, axis: axis) {
                note(view)
                if needsWholeArrangement { break }
            }
            return changed
        }
        for entry in invalidatedArrangedViews {
            // A view that left the stack changed its arrangement, which is remade anyway;
            // a subview that is not arranged has no length here.
            guard let view = entry.view, view.superview === self,
                  let used = intrinsicLengthsUsed[ObjectIdentifier(view)] else { continue }
            if used != intrinsicLength(of: view, axis: axis) {
                note(view)
            } else if axis == .vertical && view.intrinsicContentSizeDependsOnWidth {
                // It now wraps: its length follows the width from here on.
                note(view)
            }
        }
        return changed
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

    func intrinsicLength(of view: View, axis: LayoutAxis) -> Double {
        let size = view.intrinsicContentSizeDependsOnWidth && axis == .vertical
            ? view.intrinsicContentSize(forWidth: view.bounds.width) : view.intrinsicContentSize
        return axis == .horizontal ? size.width : size.height
    }

    // MARK: - Spacer guides

    /// Spacer guides no constraint names any more leave the stack.
    private func removeUnusedSpacerGuides() {
        // Most distributions use no spacer: then there is nothing to look for in every
        // constraint's items (two weak loads each).
        guard !spacerGuides.isEmpty else { return }
        var used = Set<ObjectIdentifier>()
        for constraint in stackArrangementConstraints {
            if let item = constraint.firstItemObject as? LayoutGuide { used.insert(ObjectIdentifier(item)) }
            if let item = constraint.secondItemObject as? LayoutGuide { used.insert(ObjectIdentifier(item)) }
        }
        let (keep, drop) = (spacerGuides.filter { used.contains(ObjectIdentifier($0)) },
                            spacerGuides.filter { !used.contains(ObjectIdentifier($0)) })
        drop.forEach(removeLayoutGuide)
        spacerGuides = keep
    }
}
