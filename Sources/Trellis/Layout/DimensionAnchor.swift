/// An anchor for a size, width or height, which alone can be set to a constant or scaled
/// by a multiplier (VAL-02, VAL-03, ANC-02): UIKit's `NSLayoutDimension`.
///
/// Negative constant sizes are refused with a precondition failure naming VAL-06
/// (VAL-09).
@MainActor
public final class DimensionAnchor: LayoutAnchor<DimensionAnchor> {
    /// `self == constant`.
    public func constraint(equalToConstant constant: Double) -> LayoutConstraint {
        makeConstant(.equal, constant)
    }

    /// `self >= constant`.
    public func constraint(greaterThanOrEqualToConstant constant: Double) -> LayoutConstraint {
        makeConstant(.greaterThanOrEqual, constant)
    }

    /// `self <= constant`.
    public func constraint(lessThanOrEqualToConstant constant: Double) -> LayoutConstraint {
        makeConstant(.lessThanOrEqual, constant)
    }

    /// `self == multiplier × anchor`.
    public func constraint(equalTo anchor: DimensionAnchor, multiplier: Double) -> LayoutConstraint {
        make(.equal, anchor, multiplier: multiplier, constant: 0)
    }

    /// `self >= multiplier × anchor`.
    public func constraint(greaterThanOrEqualTo anchor: DimensionAnchor, multiplier: Double) -> LayoutConstraint {
        make(.greaterThanOrEqual, anchor, multiplier: multiplier, constant: 0)
    }

    /// `self <= multiplier × anchor`.
    public func constraint(lessThanOrEqualTo anchor: DimensionAnchor, multiplier: Double) -> LayoutConstraint {
        make(.lessThanOrEqual, anchor, multiplier: multiplier, constant: 0)
    }

    /// `self == multiplier × anchor + constant`.
    public func constraint(equalTo anchor: DimensionAnchor, multiplier: Double, constant: Double) -> LayoutConstraint {
        make(.equal, anchor, multiplier: multiplier, constant: constant)
    }

    /// `self >= multiplier × anchor + constant`.
    public func constraint(greaterThanOrEqualTo anchor: DimensionAnchor, multiplier: Double, constant: Double)
        -> LayoutConstraint {
        make(.greaterThanOrEqual, anchor, multiplier: multiplier, constant: constant)
    }

    /// `self <= multiplier × anchor + constant`.
    public func constraint(lessThanOrEqualTo anchor: DimensionAnchor, multiplier: Double, constant: Double)
        -> LayoutConstraint {
        make(.lessThanOrEqual, anchor, multiplier: multiplier, constant: constant)
    }

    private func makeConstant(_ relation: LayoutRelation, _ constant: Double) -> LayoutConstraint {
        precondition(constant.isFinite, "Invalid constraint \(self) \(relation) \(constant): \(ConstraintRule.nonFinite)")
        if let rule = ConstraintRule.firstViolated(by: attribute, .notAnAttribute, multiplier: 0, constant: constant) {
            preconditionFailure("Invalid constraint \(self) \(relation) \(LayoutConstraint.number(constant)): \(rule)")
        }
        return LayoutConstraint(unchecked: item, attribute, relation, nil, .notAnAttribute,
                                multiplier: 0, constant: constant, kind: .explicit)
    }
}
