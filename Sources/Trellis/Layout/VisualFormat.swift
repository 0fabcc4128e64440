/// A visual format string once parsed: the views in order, the
/// connections between them, and the superview at either end. ``VisualFormatParser``
/// makes it; ``LayoutConstraint/constraints(withVisualFormat:options:metrics:views:)``
/// turns it into constraints.
@MainActor
struct VisualFormat {
    /// One `relation object @priority` of a parenthesised list, or a lone number or metric.
    struct Predicate {
        /// What the predicate compares with: a number, or another view's size.
        enum Object {
            case constant(Double)
            case item(any LayoutItem)
        }

        var relation: LayoutRelation
        var object: Object
        var priority: LayoutPriority
        /// Where the object starts in the string, for errors found after parsing.
        var column: Int
    }

    /// What joins two neighbours.
    enum Connection {
        /// Nothing between them, `[a][b]` or `|[a]`: a gap of 0.
        case flush
        /// A lone `-`: standard spacing between views, the margin next to `|`.
        case standard
        /// `-20-`, `-metric-` or `-(>=20@750,<=40)-`.
        case spacing([Predicate])
    }

    /// A view (or layout guide) of the string, `[name(predicates)]`.
    struct Element {
        var item: any LayoutItem
        var name: String
        var sizePredicates: [Predicate]
    }

    /// A `|` at one end and the connection between it and the nearest view.
    struct SuperviewEdge {
        var column: Int
        var connection: Connection
    }

    var axis: LayoutAxis = .horizontal
    var elements: [Element] = []
    /// `connections[i]` joins `elements[i]` and `elements[i + 1]`.
    var connections: [Connection] = []
    var leadingSuperview: SuperviewEdge?
    var trailingSuperview: SuperviewEdge?
}
