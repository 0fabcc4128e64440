import Cassowary

/// Turns a layout attribute of a view or guide into a linear expression over the solver
/// variables, in the coordinate system of the view that holds the constraint (its owner,
/// the nearest common ancestor of the items; CON-11).
///
/// Every item's origin is stored relative to its superview (or, for a guide, to its owning
/// view), so an attribute in the owner's coordinates adds up the origins on the path from
/// the item up to the owner. The owner's own edges are at 0 in its coordinates.
@MainActor
enum LayoutExpression {
    /// Adds `factor × item.attribute`, in `owner`'s coordinates, to `terms` and
    /// `constant`. `mirrored` negates the horizontal locations: a constraint that names
    /// leading or trailing, held by a right-to-left view, measures every horizontal
    /// location towards the trailing (left) side.
    ///
    /// The terms go straight into the caller's array rather than into an `Expression` per
    /// attribute and per operator, whose arrays were a tenth of a first layout. They come
    /// in the order those expressions gave them (the path up to the owner, then the item's
    /// own origin, then its size), which is the order the solver meets new variables in.
    static func add(_ item: any LayoutItem, _ attribute: LayoutAttribute, in owner: View, mirrored: Bool,
                    times factor: Double, to terms: inout [Term], constant: inout Double) {
        if attribute.isMargin, let view = item as? View {
            add(view.layoutMarginsGuide, attribute.edgeCounterpart, in: owner, mirrored: mirrored, times: factor,
                to: &terms, constant: &constant)
            return
        }
        let attribute = attribute.edgeCounterpart
        if attribute == .firstBaseline || attribute == .lastBaseline, let view = item as? View {
            addBaseline(of: view, attribute, in: owner, times: factor, to: &terms, constant: &constant)
            return
        }
        // Only the variables an attribute needs are fetched: a copy of all four would
        // retain and release each, for every side of every constraint the engine takes in.
        func w() -> Variable { variable(.width, of: item) }
        func h() -> Variable { variable(.height, of: item) }
        let sign: Double = mirrored ? -1 : 1
        func origin(_ axis: LayoutAxis, _ coefficient: Double) {
            addOrigin(of: item, axis, in: owner, times: coefficient, to: &terms)
        }
        switch attribute {
        case .width: terms.append(Term(w(), factor))
        case .height: terms.append(Term(h(), factor))
        case .top: origin(.vertical, factor)
        case .bottom, .firstBaseline, .lastBaseline:
            origin(.vertical, factor)
            terms.append(Term(h(), factor))
        case .centerY:
            origin(.vertical, factor)
            terms.append(Term(h(), 0.5 * factor))
        case .left: origin(.horizontal, sign * factor)
        case .right:
            origin(.horizontal, sign * factor)
            terms.append(Term(w(), sign * factor))
        case .centerX:
            origin(.horizontal, sign * factor)
            terms.append(Term(w(), 0.5 * sign * factor))
        case .leading:
            origin(.horizontal, sign * factor)
            if mirrored { terms.append(Term(w(), -factor)) }
        case .trailing:
            origin(.horizontal, sign * factor)
            if !mirrored { terms.append(Term(w(), factor)) }
        default: break
        }
    }

    /// A view's first or last baseline: text views say how far it is from their top or
    /// bottom; any other view's baselines are its bottom edge.
    private static func addBaseline(of view: View, _ attribute: LayoutAttribute, in owner: View, times factor: Double,
                                    to terms: inout [Term], constant: inout Double) {
        let source = attribute == .firstBaseline ? view.viewForFirstBaseline : view.viewForLastBaseline
        add(source, .top, in: owner, mirrored: false, times: factor, to: &terms, constant: &constant)
        let height = source.layoutVariables.height
        if attribute == .firstBaseline, let offset = source.firstBaselineOffsetFromTop {
            constant += factor * offset
        } else if attribute == .lastBaseline, let offset = source.lastBaselineOffsetFromTop {
            constant += factor * offset
        } else if attribute == .lastBaseline, let offset = source.lastBaselineOffsetFromBottom {
            terms.append(Term(height, factor))
            constant += factor * -offset
        } else {
            terms.append(Term(height, factor))
        }
    }

    /// The item's origin on `axis` in `owner`'s coordinates: the origins of the coordinate
    /// spaces between them (the superviews, or a guide's owning view, up to but not
    /// including the owner), then the item's own; nothing for the owner itself.
    private static func addOrigin(of item: any LayoutItem, _ axis: LayoutAxis, in owner: View, times factor: Double,
                                  to terms: inout [Term]) {
        if let view = item as? View, view === owner { return }
        var current: View? = (item as? View)?.superview ?? (item as? LayoutGuide)?.owningView
        while let view = current, view !== owner {
            terms.append(Term(axis == .horizontal ? view.layoutVariables.x : view.layoutVariables.y, factor))
            current = view.superview
        }
        precondition(current === owner, "\(item.layoutItemDescription) is not inside \(owner.shortDescription)")
        terms.append(Term(variable(axis == .horizontal ? .x : .y, of: item), factor))
    }

    /// One of the item's variables, read in place (see ``add(_:_:in:mirrored:times:to:constant:)``).
    static func variable(_ part: LayoutVariablePart, of item: any LayoutItem) -> Variable {
        if let view = item as? View { return view.layoutVariables.variable(part) }
        if let guide = item as? LayoutGuide { return guide.variables.variable(part) }
        preconditionFailure("\(type(of: item)) is not a layout item: only View and LayoutGuide can be constrained")
    }
}
