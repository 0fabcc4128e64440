/// A part of a view's layout that a constraint can relate: an edge, a centre, a size, a
/// baseline, or the same measured inside the layout margins (CON-03).
///
/// Leading and trailing follow the layout direction; left and right never do (CON-04).
public enum LayoutAttribute: Int, Sendable, Hashable, CaseIterable, CustomStringConvertible {
    case left, right, top, bottom, leading, trailing, width, height, centerX, centerY
    case lastBaseline, firstBaseline
    case leftMargin, rightMargin, topMargin, bottomMargin, leadingMargin, trailingMargin
    case centerXWithinMargins, centerYWithinMargins
    /// The absent second attribute of a constraint to a constant (CON-02).
    case notAnAttribute

    /// Whether this is a size (width or height); every other attribute except
    /// ``notAnAttribute`` is a location.
    public var isSize: Bool { self == .width || self == .height }

    /// Whether this attribute is measured inside the layout margins.
    public var isMargin: Bool {
        switch self {
        case .leftMargin, .rightMargin, .topMargin, .bottomMargin, .leadingMargin, .trailingMargin,
             .centerXWithinMargins, .centerYWithinMargins:
            true
        default:
            false
        }
    }

    /// The attribute this one stands for once the margins are set aside: `.leadingMargin`
    /// is a `.leading`, `.centerYWithinMargins` a `.centerY` (VAL-06: margin
    /// attributes follow the rules of their edge counterparts).
    public var edgeCounterpart: LayoutAttribute {
        switch self {
        case .leftMargin: .left
        case .rightMargin: .right
        case .topMargin: .top
        case .bottomMargin: .bottom
        case .leadingMargin: .leading
        case .trailingMargin: .trailing
        case .centerXWithinMargins: .centerX
        case .centerYWithinMargins: .centerY
        default: self
        }
    }

    /// The axis the attribute measures along; `nil` for ``notAnAttribute``.
    public var axis: LayoutAxis? {
        switch edgeCounterpart {
        case .left, .right, .leading, .trailing, .centerX, .width: .horizontal
        case .top, .bottom, .centerY, .firstBaseline, .lastBaseline, .height: .vertical
        default: nil
        }
    }

    /// UIKit's spelling, as used in constraint descriptions.
    public var description: String {
        switch self {
        case .left: "left"
        case .right: "right"
        case .top: "top"
        case .bottom: "bottom"
        case .leading: "leading"
        case .trailing: "trailing"
        case .width: "width"
        case .height: "height"
        case .centerX: "centerX"
        case .centerY: "centerY"
        case .lastBaseline: "lastBaseline"
        case .firstBaseline: "firstBaseline"
        case .leftMargin: "leftMargin"
        case .rightMargin: "rightMargin"
        case .topMargin: "topMargin"
        case .bottomMargin: "bottomMargin"
        case .leadingMargin: "leadingMargin"
        case .trailingMargin: "trailingMargin"
        case .centerXWithinMargins: "centerXWithinMargins"
        case .centerYWithinMargins: "centerYWithinMargins"
        case .notAnAttribute: "notAnAttribute"
        }
    }
}
