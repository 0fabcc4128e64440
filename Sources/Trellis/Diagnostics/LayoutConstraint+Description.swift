extension LayoutConstraint: @MainActor CustomStringConvertible {
    /// The constraint as UIKit logs it, in the visual-format-like form where one exists
    /// (DBG-01; the exact forms are Trellis's own choice):
    ///
    /// - a size: `<LayoutConstraint:0x… 'id' V:[View:0x…(20)]>`, `H:[View:0x…(>=100@750)]`
    /// - an edge to the same edge of the superview: `H:|-(20)-[View:0x…]`, `V:[View:0x…]-(8)-|`
    /// - spacing between siblings: `H:[View:0x…]-(8)-[View:0x…]`, `H:[View:0x…]-(>=20)-[View:0x…]`
    /// - a size equal to another view's: `H:[View:0x…(==View:0x…)]`
    /// - a pin to the superview's margin: `H:|-[View:0x…]`, `V:[View:0x…]-|`
    /// - anything else as an equation: `View:0x….width == 2*View:0x….height + 1`
    ///
    /// The identifier, when set, follows the address in quotes. The system's autoresizing
    /// constraints begin with their mask, `h=-&- v=--&`, as UIKit's do.
    public var description: String {
        var text = "<LayoutConstraint:\(addressDescription)"
        if let identifier, !identifier.isEmpty { text += " '\(identifier)'" }
        text += " " + body
        if kind == .autoresizing, let view = firstItem as? View {
            text = "<LayoutConstraint:\(addressDescription) \(view.autoresizingMaskSummary) " + body
        }
        return text + ">"
    }

    var addressDescription: String {
        "0x" + String(UInt(bitPattern: ObjectIdentifier(self)), radix: 16)
    }

    fileprivate var priorityText: String {
        priority.isRequired ? "" : "@\(priority)"
    }

    private var body: String {
        guard let first = firstItem else { return "(released)" }
        let relationText = relation == .equal ? "" : relation.description
        let axisPrefix = firstAttribute.axis == .vertical ? "V:" : "H:"
        // A size.
        if secondItem == nil, firstAttribute.isSize {
            return "\(axisPrefix)[\(first.layoutItemDescription)(\(relationText)\(LayoutConstraint.number(constant))\(priorityText))]"
        }
        if let second = secondItem, multiplier == 1, kind != .autoresizing {
            let firstView = first as? View
            let secondView = second as? View
            if let vfl = visualFormat(first, second, firstView, secondView, relationText, axisPrefix) { return vfl }
            // An edge to the same edge of the superview.
            if firstAttribute == secondAttribute, let firstView, secondView === firstView.superview {
                let leadingEdges: Set<LayoutAttribute> = [.leading, .left, .top]
                let trailingEdges: Set<LayoutAttribute> = [.trailing, .right, .bottom]
                if leadingEdges.contains(firstAttribute), constant >= 0 {
                    let gap = "-(\(relationText)\(LayoutConstraint.number(constant))\(priorityText))-"
                    return "\(axisPrefix)|\(gap)[\(first.layoutItemDescription)]"
                }
                if trailingEdges.contains(firstAttribute), constant <= 0 {
                    // `v.trailing <= sv.trailing - 8` keeps a gap of at least 8.
                    let flipped = relation == .equal ? "" : (relation == .lessThanOrEqual ? ">=" : "<=")
                    let gap = "-(\(flipped)\(LayoutConstraint.number(-constant))\(priorityText))-"
                    return "\(axisPrefix)[\(first.layoutItemDescription)]\(gap)|"
                }
            }
            // Spacing between siblings: b.leading == a.trailing + c.
            let pairs: [(LayoutAttribute, LayoutAttribute)] = [(.leading, .trailing), (.left, .right), (.top, .bottom)]
            if pairs.contains(where: { $0 == (firstAttribute, secondAttribute) }), let firstView, let secondView,
               firstView.superview === secondView.superview {
                return "\(axisPrefix)[\(second.layoutItemDescription)]-(\(relationText)\(LayoutConstraint.number(constant))\(priorityText))-[\(first.layoutItemDescription)]"
            }
        }
        var text = "\(first.layoutItemDescription).\(firstAttribute) \(relation) "
        if let second = secondItem {
            if multiplier != 1 { text += "\(LayoutConstraint.number(multiplier))*" }
            text += "\(second.layoutItemDescription).\(secondAttribute)"
            if constant != 0 {
                text += constant < 0 ? " - \(LayoutConstraint.number(-constant))" : " + \(LayoutConstraint.number(constant))"
            }
        } else {
            text += LayoutConstraint.number(constant)
        }
        if !priority.isRequired { text += " @\(priority)" }
        return text
    }
}

extension LayoutConstraint {
    /// The visual-format forms that ``LayoutConstraint/constraints(withVisualFormat:options:metrics:views:)``
    /// itself produces and the older forms above do not cover: a size equal to another
    /// view's (`H:[a(==b)]`), a pin to the superview's margin (`H:|-[v]`, `H:[v]-|`), and
    /// a trailing gap written superview first (`sv.trailing == v.trailing + 20` is
    /// `H:[v]-(20)-|`). Nil when the constraint has none of these shapes.
    fileprivate func visualFormat(
        _ first: any LayoutItem, _ second: any LayoutItem, _ firstView: View?, _ secondView: View?,
        _ relationText: String, _ axisPrefix: String
    ) -> String? {
        if firstAttribute.isSize, firstAttribute == secondAttribute, constant == 0, firstView != nil, secondView != nil {
            return "\(axisPrefix)[\(first.layoutItemDescription)(\(relation)\(second.layoutItemDescription)\(priorityText))]"
        }
        let plain = constant == 0 && relation == .equal && priority.isRequired
        let startMargins: Set<LayoutAttribute> = [.leadingMargin, .leftMargin, .topMargin]
        let endMargins: Set<LayoutAttribute> = [.trailingMargin, .rightMargin, .bottomMargin]
        // |-[v]: v.leading == sv.leadingMargin.
        if plain, startMargins.contains(secondAttribute), secondAttribute.edgeCounterpart == firstAttribute,
           let firstView, secondView === firstView.superview {
            return "\(axisPrefix)|-[\(first.layoutItemDescription)]"
        }
        // [v]-|: sv.trailingMargin == v.trailing.
        if plain, endMargins.contains(firstAttribute), firstAttribute.edgeCounterpart == secondAttribute,
           let secondView, firstView === secondView.superview {
            return "\(axisPrefix)[\(second.layoutItemDescription)]-|"
        }
        // [v]-(20)-|: sv.trailing == v.trailing + 20.
        let endEdges: Set<LayoutAttribute> = [.trailing, .right, .bottom]
        if firstAttribute == secondAttribute, endEdges.contains(firstAttribute), constant >= 0,
           let secondView, firstView === secondView.superview {
            let gap = "-(\(relationText)\(LayoutConstraint.number(constant))\(priorityText))-"
            return "\(axisPrefix)[\(second.layoutItemDescription)]\(gap)|"
        }
        return nil
    }
}

extension View {
    /// `View:0x…`, or `Label:0x…'title'` with a ``debugName``: how a view prints inside
    /// a constraint or a trace.
    var shortDescription: String {
        var text = "\(typeName):\(addressDescription)"
        if let debugName { text += "'\(debugName)'" }
        return text
    }

    /// UIKit's `h=-&- v=--&` summary of a mask: per axis, left margin, size, right margin,
    /// `-` fixed and `&` flexible.
    var autoresizingMaskSummary: String {
        let mask = autoresizingMask
        func mark(_ flexible: Bool) -> String { flexible ? "&" : "-" }
        let h = mark(mask.contains(.flexibleLeftMargin)) + mark(mask.contains(.flexibleWidth)) + mark(mask.contains(.flexibleRightMargin))
        let v = mark(mask.contains(.flexibleTopMargin)) + mark(mask.contains(.flexibleHeight)) + mark(mask.contains(.flexibleBottomMargin))
        return "h=\(h) v=\(v)"
    }
}
