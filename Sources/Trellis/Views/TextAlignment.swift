/// Where a line of text sits across its view: UIKit's `NSTextAlignment`, with leading and
/// trailing added for the terminal's right-to-left layout.
public enum TextAlignment: Int, Sendable, Hashable, CaseIterable {
    /// Against the left edge.
    case left
    /// Centred; an odd spare cell goes to the right.
    case center
    /// Against the right edge.
    case right
    /// The script's own alignment: leading (left in left-to-right layout, right in
    /// right-to-left). The default.
    case natural
    /// Against the leading edge (follows the layout direction).
    case leading
    /// Against the trailing edge (follows the layout direction).
    case trailing

    /// Left, centre or right once the layout direction is known.
    func resolved(for direction: UserInterfaceLayoutDirection) -> TextAlignment {
        switch self {
        case .natural, .leading: direction == .rightToLeft ? .right : .left
        case .trailing: direction == .rightToLeft ? .left : .right
        case .left, .center, .right: self
        }
    }
}
