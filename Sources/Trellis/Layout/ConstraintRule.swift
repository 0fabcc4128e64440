/// A validity rule that a layout constraint can break (each case names what it forbids),
/// with the words the error message uses.
///
/// UIKit raises an exception for most of these; Trellis reports the rule by name so the
/// message says which one (VAL-08).
public enum ConstraintRule: String, Sendable, Hashable, CaseIterable, CustomStringConvertible {
    /// A size may not be related to a location.
    case sizeToLocation = "VAL-01"
    /// A location may not be set to a constant: it means nothing without a second item.
    case constantLocation = "VAL-02"
    /// A location may only use the multiplier 1.
    case locationMultiplier = "VAL-03"
    /// A vertical location may not be related to a horizontal one.
    case crossedAxes = "VAL-04"
    /// Leading and trailing may not be related to left and right.
    case mixedDirections = "VAL-05"
    /// A width or height may not be a negative constant.
    case negativeSize = "VAL-06"
    /// The first attribute may not be `notAnAttribute`.
    case missingAttribute = "CON-02"
    /// The multiplier and constant must be finite numbers.
    case nonFinite = "CON-01"

    /// The rule's ID followed by what it says.
    public var description: String {
        switch self {
        case .sizeToLocation: "VAL-01: a size attribute may not be constrained to a location attribute"
        case .constantLocation: "VAL-02: a constant may not be assigned to a location attribute"
        case .locationMultiplier: "VAL-03: location attributes may not use a multiplier other than 1"
        case .crossedAxes: "VAL-04: vertical location attributes may not be constrained to horizontal ones"
        case .mixedDirections: "VAL-05: leading/trailing may not be constrained to left/right"
        case .negativeSize: "VAL-06: width and height values cannot be negative"
        case .missingAttribute: "CON-02: the first attribute of a constraint must be an attribute"
        case .nonFinite: "CON-01: the multiplier and the constant must be finite numbers"
        }
    }

    /// The first rule that `first relation multiplier × second + constant` breaks, or `nil`
    /// when the constraint is valid. `second` is `.notAnAttribute` when there is no second
    /// item, and then the multiplier is ignored (CON-07: `0 × notAnAttribute + 50` and
    /// `1 × notAnAttribute + 50` both mean 50).
    public static func firstViolated(
        by first: LayoutAttribute, _ second: LayoutAttribute, multiplier: Double, constant: Double
    ) -> ConstraintRule? {
        guard first != .notAnAttribute else { return .missingAttribute }
        guard second != .notAnAttribute else {
            if !first.isSize { return .constantLocation }
            return constant < 0 ? .negativeSize : nil
        }
        if first.isSize != second.isSize { return .sizeToLocation }
        if first.isSize { return nil }
        if multiplier != 1 { return .locationMultiplier }
        if first.axis != second.axis { return .crossedAxes }
        let directional: Set<LayoutAttribute> = [.leading, .trailing]
        let absolute: Set<LayoutAttribute> = [.left, .right]
        let a = first.edgeCounterpart
        let b = second.edgeCounterpart
        if (directional.contains(a) && absolute.contains(b)) || (absolute.contains(a) && directional.contains(b)) {
            return .mixedDirections
        }
        return nil
    }
}
