/// How the two sides of a layout constraint compare (CON-05), as UIKit's
/// `NSLayoutConstraint.Relation`.
public enum LayoutRelation: Int, Sendable, Hashable, CaseIterable, CustomStringConvertible {
    case lessThanOrEqual = -1
    case equal = 0
    case greaterThanOrEqual = 1

    /// `<=`, `==` or `>=`, as constraint descriptions print it.
    public var description: String {
        switch self {
        case .lessThanOrEqual: "<="
        case .equal: "=="
        case .greaterThanOrEqual: ">="
        }
    }
}
