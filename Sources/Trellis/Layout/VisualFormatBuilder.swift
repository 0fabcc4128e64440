/// Turns a parsed ``VisualFormat`` into inactive constraints, applying the format options:
/// the second half of ``LayoutConstraint/constraints(withVisualFormat:options:metrics:views:)``.
@MainActor
struct VisualFormatBuilder {
    private let format: String
    private let parsed: VisualFormat
    private let options: LayoutFormatOptions
    private var result: [LayoutConstraint] = []

    init(format: String, parsed: VisualFormat, options: LayoutFormatOptions) {
        self.format = format
        self.parsed = parsed
        self.options = options
    }

    /// The edges a string uses on its axis, in the order it runs.
    private struct Edges {
        var start: LayoutAttribute
        var end: LayoutAttribute
        var startMargin: LayoutAttribute
        var endMargin: LayoutAttribute
        var size: LayoutAttribute
        /// Whether the string runs against increasing coordinates (right to left).
        var reversed: Bool
    }

    mutating func build() throws -> [LayoutConstraint] {
        let edges = try self.edges()
        let alignments = try alignmentAttributes()
        let baselineSpacing = options.contains(.spacingBaselineToBaseline)
        if baselineSpacing, parsed.axis == .horizontal {
            throw error(at: 0, "spacingBaselineToBaseline applies to vertical ('V:') formats only")
        }
        let superview = try commonSuperview()
        let elements = parsed.elements

        if let edge = parsed.leadingSuperview, let superview {
            try space(edge.connection, from: Side(superview, edges.start, margin: edges.startMargin),
                      to: Side(elements[0].item, edges.start), edges: edges)
        }
        for (index, element) in elements.enumerated() {
            if index > 0 {
                let previous = elements[index - 1].item
                let baselines = baselineSpacing && previous is View && element.item is View
                try space(parsed.connections[index - 1],
                          from: Side(previous, baselines ? .lastBaseline : edges.end),
                          to: Side(element.item, baselines ? .firstBaseline : edges.start), edges: edges)
            }
            for predicate in element.sizePredicates {
                switch predicate.object {
                case .constant(let value):
                    append(element.item, edges.size, predicate.relation, nil, .notAnAttribute, value, predicate.priority)
                case .item(let other):
                    append(element.item, edges.size, predicate.relation, other, edges.size, 0, predicate.priority)
                }
            }
        }
        if let edge = parsed.trailingSuperview, let superview, let last = elements.last {
            try space(edge.connection, from: Side(last.item, edges.end),
                      to: Side(superview, edges.end, margin: edges.endMargin), edges: edges)
        }
        for attribute in alignments {
            for index in elements.indices.dropFirst() {
                let pair = [elements[index - 1], elements[index]]
                if attribute == .firstBaseline || attribute == .lastBaseline,
                   let guide = pair.first(where: { !($0.item is View) }) {
                    throw error(at: 0, "'\(guide.name)' is a layout guide and has no baseline to align")
                }
                append(pair[1].item, attribute, .equal, pair[0].item, attribute, 0, .required)
            }
        }
        return result
    }

    /// One end of a connection: an item and the edge facing the other end. The superview
    /// also has the margin a lone `-` pins to.
    private struct Side {
        var item: any LayoutItem
        var edge: LayoutAttribute
        var margin: LayoutAttribute?

        init(_ item: any LayoutItem, _ edge: LayoutAttribute, margin: LayoutAttribute? = nil) {
            self.item = item
            self.edge = edge
            self.margin = margin
        }
    }

    /// Adds the constraints of one connection from `first`, earlier in the string, to
    /// `second`, later. A lone `-` is ``LayoutConstraint/standardSpacing`` between views
    /// and the superview's margin next to `|`.
    private mutating func space(_ connection: VisualFormat.Connection, from first: Side, to second: Side, edges: Edges) throws {
        var firstEdge = first.edge
        var secondEdge = second.edge
        let gaps: [(LayoutRelation, Double, LayoutPriority)]
        switch connection {
        case .flush:
            gaps = [(.equal, 0, .required)]
        case .standard:
            if first.margin != nil || second.margin != nil {
                firstEdge = first.margin ?? firstEdge
                secondEdge = second.margin ?? secondEdge
                gaps = [(.equal, 0, .required)]
            } else {
                gaps = [(.equal, LayoutConstraint.standardSpacing, .required)]
            }
        case .spacing(let predicates):
            gaps = predicates.map { predicate in
                guard case .constant(let value) = predicate.object else { return (predicate.relation, 0, predicate.priority) }
                return (predicate.relation, value, predicate.priority)
            }
        }
        for (relation, constant, priority) in gaps {
            // The gap runs from the earlier item's facing edge to the later one's, measured
            // along the string's direction, so the later item comes first unless the
            // string runs against the coordinates.
            if edges.reversed {
                append(first.item, firstEdge, relation, second.item, secondEdge, constant, priority)
            } else {
                append(second.item, secondEdge, relation, first.item, firstEdge, constant, priority)
            }
        }
    }

    private mutating func append(
        _ item: any LayoutItem, _ attribute: LayoutAttribute, _ relation: LayoutRelation,
        _ toItem: (any LayoutItem)?, _ toAttribute: LayoutAttribute, _ constant: Double, _ priority: LayoutPriority
    ) {
        result.append(LayoutConstraint(
            unchecked: item, attribute, relation, toItem, toAttribute,
            multiplier: toItem == nil ? 0 : 1, constant: constant, priority: priority, kind: .explicit))
    }

    // MARK: - Options

    private func edges() throws -> Edges {
        if parsed.axis == .vertical {
            return Edges(start: .top, end: .bottom, startMargin: .topMargin, endMargin: .bottomMargin, size: .height, reversed: false)
        }
        switch options.intersection(LayoutFormatOptions.directionMask) {
        case .directionLeadingToTrailing:
            return Edges(start: .leading, end: .trailing, startMargin: .leadingMargin, endMargin: .trailingMargin,
                         size: .width, reversed: false)
        case .directionLeftToRight:
            return Edges(start: .left, end: .right, startMargin: .leftMargin, endMargin: .rightMargin, size: .width, reversed: false)
        case .directionRightToLeft:
            return Edges(start: .right, end: .left, startMargin: .rightMargin, endMargin: .leftMargin, size: .width, reversed: true)
        default:
            throw error(at: 0, "directionLeftToRight and directionRightToLeft cannot be combined")
        }
    }

    /// The attributes of the alignment options, which must run across the orientation.
    private func alignmentAttributes() throws -> [LayoutAttribute] {
        var attributes: [LayoutAttribute] = []
        for (option, attribute) in LayoutFormatOptions.alignments where options.contains(option) {
            if attribute.axis == parsed.axis {
                throw error(at: 0, "the option to align all views' \(attribute) edges runs along the "
                    + "\(parsed.axis == .horizontal ? "horizontal" : "vertical") format; alignments must cross it")
            }
            attributes.append(attribute)
        }
        let hasDirectional = attributes.contains { $0 == .leading || $0 == .trailing }
        let hasAbsolute = attributes.contains { $0 == .left || $0 == .right }
        if hasDirectional, hasAbsolute {
            throw error(at: 0, "leading/trailing alignments cannot be combined with left/right ones")
        }
        return attributes
    }

    /// The view `|` stands for: the superview of the view next to it (for a layout guide,
    /// the view that owns it), as in UIKit; nil when the string has no `|`. With `|` at
    /// both ends the two neighbours must share their superview.
    private func commonSuperview() throws -> View? {
        var found: View?
        for (edge, element) in [(parsed.leadingSuperview, parsed.elements.first), (parsed.trailingSuperview, parsed.elements.last)] {
            guard let edge, let element else { continue }
            let container: View? = (element.item as? View)?.superview ?? (element.item as? LayoutGuide)?.owningView
            guard let container else {
                throw error(at: edge.column, "'|' stands for the superview of '\(element.name)', which has none")
            }
            if let found, found !== container {
                throw error(at: edge.column, "'|' at each end must be the same superview; '\(element.name)' is in another one")
            }
            found = container
        }
        // Every view of the string must be inside that superview, or its spacing
        // constraints could never be activated.
        if let found, let column = parsed.leadingSuperview?.column ?? parsed.trailingSuperview?.column {
            for element in parsed.elements {
                guard let owner = element.item.layoutOwner, owner.isDescendant(of: found) else {
                    throw error(at: column, "'\(element.name)' is not inside the superview '|' stands for")
                }
            }
        }
        return found
    }

    private func error(at column: Int, _ reason: String) -> VisualFormatError {
        VisualFormatError(format: format, column: column, reason: reason)
    }
}
