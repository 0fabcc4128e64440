/// How much a ``Constraint`` matters, on UIKit's priority scale.
///
/// `1000` is required: the solver satisfies every required constraint or rejects the one
/// that cannot be satisfied. Anything below is optional, and optional priorities are
/// **strict**: a constraint at a higher priority is never given up to satisfy any number
/// of constraints at lower priorities (one constraint at 751 beats a thousand at 750).
/// Within one priority, the errors of its constraints add up and their sum is minimised.
///
/// This differs from kiwi and the original Cassowary weights, where a strength is a finite
/// weight that enough weaker constraints can outvote.
public struct Strength: Comparable, Hashable, Sendable, CustomStringConvertible {
    /// The priority, in `1...1000`.
    public let priority: Double

    /// Creates a strength from a UIKit priority. Values above `1000` are treated as `1000`
    /// (required), values below `1` as `1`, and NaN as `1`, so any number gives a valid
    /// strength.
    public init(_ priority: Double) {
        if priority.isNaN {
            self.priority = 1
        } else {
            self.priority = Swift.min(1000, Swift.max(1, priority))
        }
    }

    /// Priority 1000: must hold.
    public static let required = Strength(1000)
    /// Priority 750, UIKit's `defaultHigh`.
    public static let strong = Strength(750)
    /// Priority 500.
    public static let medium = Strength(500)
    /// Priority 250, UIKit's `defaultLow`.
    public static let weak = Strength(250)

    /// Whether this is the required strength.
    public var isRequired: Bool { priority >= 1000 }

    public static func < (lhs: Strength, rhs: Strength) -> Bool { lhs.priority < rhs.priority }

    public var description: String {
        priority == Double(Int(priority)) ? String(Int(priority)) : String(priority)
    }
}
