import Cassowary

/// Turns a layout attribute of a view or guide into a linear expression over the solver
/// variables, in the coordinate system of the view that holds the constraint (its owner,
/// the nearest common ancestor of the items; spec CON-11).
///
/// Every item's origin is stored relative to its superview (or, for a guide, to its owning
/// view), so an attribute in the owner's coordinates adds up the origins on the path from
/// the item up to the owner. The owner's own edges are at 0 in its coordinates.
@MainActor
enum LayoutExpression {
    /// `item.attribute`, in `owner`'s coordinates. `mirrored` negates the horizontal
    /// locations: a constraint that names leading or trailing, held by a right-to-left
    /// view, measures every horizontal location towards the trailing (left) side
    /// (spec RTL-01, RTL-03).
    static func of(_ item: any LayoutItem, _ attribute: LayoutAttribute, in owner: View, mirrored: Bool) -> Expression {
        if attribute.isMargin, let view = item as? View {
            let guide = view.layoutMarginsGuide
            return of(guide, attribute.edgeCounterpart, in: owner, mirrored: mirrored)
        }
        let attribute = attribute.edgeCounterpart
        if attribute == .firstBaseline || attribute == .lastBaseline, let view = item as? View {
            return baseline(of: view, attribute, in: owner)
        }
        let variables = variables(of: item)
        let isOwner = (item as? View) === owner
        var origin = isOwner ? ([], []) : originPath(of: item, to: owner)
        if !isOwner {
            origin.0.append(variables.x)
            origin.1.append(variables.y)
        }
        func sum(_ variables: [Variable], plus extra: [(Variable, Double)] = []) -> Expression {
            Expression(terms: variables.map { Term($0, 1) } + extra.map { Term($0.0, $0.1) })
        }
        let x = origin.0, y = origin.1
        let w = variables.width, h = variables.height
        let sign: Double = mirrored ? -1 : 1
        switch attribute {
        case .width: return Expression(w)
        case .height: return Expression(h)
        case .top: return sum(y)
        case .bottom: return sum(y, plus: [(h, 1)])
        case .centerY: return sum(y, plus: [(h, 0.5)])
        case .firstBaseline, .lastBaseline: return sum(y, plus: [(h, 1)])
        case .left: return sign * sum(x)
        case .right: return sign * sum(x, plus: [(w, 1)])
        case .centerX: return sign * sum(x, plus: [(w, 0.5)])
        case .leading: return mirrored ? -1 * sum(x, plus: [(w, 1)]) : sum(x)
        case .trailing: return mirrored ? -1 * sum(x) : sum(x, plus: [(w, 1)])
        default: return Expression(0)
        }
    }

    /// A view's first or last baseline: text views say how far it is from their top or
    /// bottom; any other view's baselines are its bottom edge (spec ALN-05 [EXT]).
    private static func baseline(of view: View, _ attribute: LayoutAttribute, in owner: View) -> Expression {
        let source = attribute == .firstBaseline ? view.viewForFirstBaseline : view.viewForLastBaseline
        let top = of(source, .top, in: owner, mirrored: false)
        let height = source.layoutVariables.height
        if attribute == .firstBaseline, let offset = source.firstBaselineOffsetFromTop {
            return top + offset
        }
        if attribute == .lastBaseline, let offset = source.lastBaselineOffsetFromTop {
            return top + offset
        }
        if attribute == .lastBaseline, let offset = source.lastBaselineOffsetFromBottom {
            return top + Expression(height) - offset
        }
        return top + Expression(height)
    }

    static func variables(of item: any LayoutItem) -> LayoutVariables {
        if let view = item as? View { return view.layoutVariables }
        if let guide = item as? LayoutGuide { return guide.variables }
        preconditionFailure("\(type(of: item)) is not a layout item: only View and LayoutGuide can be constrained")
    }

    /// The origin variables of the coordinate spaces between `item` and `owner`: the
    /// superviews (or the owning view of a guide) up to, not including, the owner.
    private static func originPath(of item: any LayoutItem, to owner: View) -> ([Variable], [Variable]) {
        var xs: [Variable] = []
        var ys: [Variable] = []
        var current: View? = (item as? View)?.superview ?? (item as? LayoutGuide)?.owningView
        while let view = current, view !== owner {
            xs.append(view.layoutVariables.x)
            ys.append(view.layoutVariables.y)
            current = view.superview
        }
        precondition(current === owner, "\(item.layoutItemDescription) is not inside \(owner.shortDescription)")
        return (xs, ys)
    }
}
