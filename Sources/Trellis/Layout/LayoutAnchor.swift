/// One attribute of a view or layout guide, as a factory for constraints: UIKit's
/// `NSLayoutAnchor`.
///
/// You never create an anchor; ask a view or guide for one (``LayoutItem/leadingAnchor``
/// and the rest). The subclass says what kind of attribute it is, ``XAxisAnchor``,
/// ``YAxisAnchor`` or ``DimensionAnchor``, and the methods take an anchor of the same
/// kind, so relating a width to a leading edge, or a top to a leading edge, does not
/// compile (VAL-07). Every method returns an **inactive** constraint.
///
/// Difference from UIKit: relating leading or trailing to left or right (VAL-05) compiles,
/// because both are ``XAxisAnchor``s, but stops with a precondition failure naming the two
/// anchors, as UIKit raises an exception.
@MainActor
public class LayoutAnchor<AnchorType: AnyObject>: @MainActor CustomStringConvertible {
    /// The view or guide the anchor belongs to.
    public let item: any LayoutItem

    /// The attribute the anchor stands for.
    public let attribute: LayoutAttribute

    init(item: any LayoutItem, attribute: LayoutAttribute) {
        self.item = item
        self.attribute = attribute
    }

    /// `self == anchor`.
    public func constraint(equalTo anchor: LayoutAnchor<AnchorType>) -> LayoutConstraint {
        make(.equal, anchor, multiplier: 1, constant: 0)
    }

    /// `self >= anchor`.
    public func constraint(greaterThanOrEqualTo anchor: LayoutAnchor<AnchorType>) -> LayoutConstraint {
        make(.greaterThanOrEqual, anchor, multiplier: 1, constant: 0)
    }

    /// `self <= anchor`.
    public func constraint(lessThanOrEqualTo anchor: LayoutAnchor<AnchorType>) -> LayoutConstraint {
        make(.lessThanOrEqual, anchor, multiplier: 1, constant: 0)
    }

    /// `self == anchor + constant`.
    public func constraint(equalTo anchor: LayoutAnchor<AnchorType>, constant: Double) -> LayoutConstraint {
        make(.equal, anchor, multiplier: 1, constant: constant)
    }

    /// `self >= anchor + constant`.
    public func constraint(greaterThanOrEqualTo anchor: LayoutAnchor<AnchorType>, constant: Double) -> LayoutConstraint {
        make(.greaterThanOrEqual, anchor, multiplier: 1, constant: constant)
    }

    /// `self <= anchor + constant`.
    public func constraint(lessThanOrEqualTo anchor: LayoutAnchor<AnchorType>, constant: Double) -> LayoutConstraint {
        make(.lessThanOrEqual, anchor, multiplier: 1, constant: constant)
    }

    /// `item.attribute` as it prints in logs.
    public var description: String { "\(item.layoutItemDescription).\(attribute)" }

    func make(_ relation: LayoutRelation, _ anchor: LayoutAnchor<AnchorType>, multiplier: Double, constant: Double)
        -> LayoutConstraint {
        precondition(constant.isFinite && multiplier.isFinite,
                     "Invalid constraint \(self) \(relation) \(anchor): \(ConstraintRule.nonFinite)")
        if let rule = ConstraintRule.firstViolated(by: attribute, anchor.attribute, multiplier: multiplier, constant: constant) {
            preconditionFailure("Invalid constraint \(self) \(relation) \(anchor): \(rule)")
        }
        return LayoutConstraint(unchecked: item, attribute, relation, anchor.item, anchor.attribute,
                                multiplier: multiplier, constant: constant, kind: .explicit)
    }
}

/// An anchor for a horizontal location: left, right, leading, trailing or centerX, and
/// their margin forms.
@MainActor
public final class XAxisAnchor: LayoutAnchor<XAxisAnchor> {}

/// An anchor for a vertical location: top, bottom, centerY, first and last baseline, and
/// their margin forms.
@MainActor
public final class YAxisAnchor: LayoutAnchor<YAxisAnchor> {}
