/// How a view's frame follows its superview's size when that size changes: UIKit's
/// `UIView.AutoresizingMask`.
///
/// Each flag makes one part of the frame a spring (flexible) that takes up a share of the
/// change; every part not flagged is a strut that keeps its length. The raw values
/// are UIKit's. The empty mask, the default, behaves as ``flexibleRightMargin`` plus
/// ``flexibleBottomMargin``: the view keeps its top-left offset and its size.
///
/// The description is the form a view's log uses: the flags in the order LM, W, RM,
/// TM, H, BM joined by "+", such as `LM+TM` or `W+BM`, and `NONE` for the empty mask.
public struct AutoresizingMask: OptionSet, Sendable, Hashable, CustomStringConvertible {
    /// The flags as UIKit's bits: 1 (LM), 2 (W), 4 (RM), 8 (TM), 16 (H), 32 (BM).
    public let rawValue: UInt

    /// A mask with these bits. Bits other than the six flags' are kept but mean nothing.
    public init(rawValue: UInt) {
        self.rawValue = rawValue
    }

    /// LM: the left margin, between the superview's left edge and the view's, is a spring.
    public static let flexibleLeftMargin = AutoresizingMask(rawValue: 1 << 0)
    /// W: the view's width is a spring.
    public static let flexibleWidth = AutoresizingMask(rawValue: 1 << 1)
    /// RM: the right margin, between the view's right edge and the superview's, is a spring.
    public static let flexibleRightMargin = AutoresizingMask(rawValue: 1 << 2)
    /// TM: the top margin is a spring.
    public static let flexibleTopMargin = AutoresizingMask(rawValue: 1 << 3)
    /// H: the view's height is a spring.
    public static let flexibleHeight = AutoresizingMask(rawValue: 1 << 4)
    /// BM: the bottom margin is a spring.
    public static let flexibleBottomMargin = AutoresizingMask(rawValue: 1 << 5)

    /// The flags with their log abbreviations, in the canonical order of AR-04.
    private static let abbreviations: [(flag: AutoresizingMask, name: String)] = [
        (.flexibleLeftMargin, "LM"), (.flexibleWidth, "W"), (.flexibleRightMargin, "RM"),
        (.flexibleTopMargin, "TM"), (.flexibleHeight, "H"), (.flexibleBottomMargin, "BM"),
    ]

    /// The flags set, as in a view's log: `LM+TM`, `W+BM`, or `NONE` when no flag is
    /// set. Bits outside the six flags are not printed.
    public var description: String {
        let names = Self.abbreviations.filter { contains($0.flag) }.map(\.name)
        return names.isEmpty ? "NONE" : names.joined(separator: "+")
    }
}
