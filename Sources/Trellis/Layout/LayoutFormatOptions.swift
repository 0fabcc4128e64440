/// Options for ``LayoutConstraint/constraints(withVisualFormat:options:metrics:views:)``:
/// UIKit's `NSLayoutConstraint.FormatOptions`.
///
/// The options do three things:
/// - **Alignment** (`alignAll…`) adds, for every pair of neighbouring views in the string,
///   a constraint making that attribute equal. The attribute must run across the format's
///   orientation: `alignAllTop` suits an `H:` string, `alignAllLeading` a `V:` one. With one
///   view it adds nothing.
/// - **Direction** (`direction…`) chooses the edges of a horizontal string: leading and
///   trailing (the default), left and right, or right to left (the first view is the
///   rightmost). Vertical strings ignore it.
/// - **Spacing** (``spacingBaselineToBaseline``) measures the spaces between neighbouring
///   views of a `V:` string from the upper view's last baseline to the lower view's first
///   baseline instead of from edge to edge.
///
/// The raw values are UIKit's: an alignment is the bit of its attribute, the direction is a
/// two-bit field at bit 16 whose zero is ``directionLeadingToTrailing``, and baseline
/// spacing is bit 19. As in UIKit, ``directionLeadingToTrailing`` is the empty set, so every
/// mask contains it.
public struct LayoutFormatOptions: OptionSet, Sendable, Hashable {
    /// The option bits, laid out as UIKit's.
    public let rawValue: UInt

    /// A set with these bits.
    public init(rawValue: UInt) {
        self.rawValue = rawValue
    }

    /// Align the left edges of neighbouring views (vertical strings).
    public static let alignAllLeft = LayoutFormatOptions(rawValue: 1 << 1)
    /// Align the right edges of neighbouring views (vertical strings).
    public static let alignAllRight = LayoutFormatOptions(rawValue: 1 << 2)
    /// Align the top edges of neighbouring views (horizontal strings).
    public static let alignAllTop = LayoutFormatOptions(rawValue: 1 << 3)
    /// Align the bottom edges of neighbouring views (horizontal strings).
    public static let alignAllBottom = LayoutFormatOptions(rawValue: 1 << 4)
    /// Align the leading edges of neighbouring views (vertical strings).
    public static let alignAllLeading = LayoutFormatOptions(rawValue: 1 << 5)
    /// Align the trailing edges of neighbouring views (vertical strings).
    public static let alignAllTrailing = LayoutFormatOptions(rawValue: 1 << 6)
    /// Align the horizontal centres of neighbouring views (vertical strings).
    public static let alignAllCenterX = LayoutFormatOptions(rawValue: 1 << 9)
    /// Align the vertical centres of neighbouring views (horizontal strings).
    public static let alignAllCenterY = LayoutFormatOptions(rawValue: 1 << 10)
    /// Align the last baselines of neighbouring views (horizontal strings).
    public static let alignAllLastBaseline = LayoutFormatOptions(rawValue: 1 << 11)
    /// Align the first baselines of neighbouring views (horizontal strings).
    public static let alignAllFirstBaseline = LayoutFormatOptions(rawValue: 1 << 12)

    /// Horizontal strings run from leading to trailing, following the layout direction
    /// (the default; the empty set, as in UIKit).
    public static let directionLeadingToTrailing = LayoutFormatOptions([])
    /// Horizontal strings run from left to right whatever the layout direction.
    public static let directionLeftToRight = LayoutFormatOptions(rawValue: 1 << 16)
    /// Horizontal strings run from right to left whatever the layout direction.
    public static let directionRightToLeft = LayoutFormatOptions(rawValue: 2 << 16)

    /// Vertical spaces between views run from baseline to baseline.
    public static let spacingBaselineToBaseline = LayoutFormatOptions(rawValue: 1 << 19)

    /// The bits of the alignment options, with the attribute each one aligns.
    static let alignments: [(LayoutFormatOptions, LayoutAttribute)] = [
        (.alignAllLeft, .left), (.alignAllRight, .right), (.alignAllTop, .top), (.alignAllBottom, .bottom),
        (.alignAllLeading, .leading), (.alignAllTrailing, .trailing), (.alignAllCenterX, .centerX),
        (.alignAllCenterY, .centerY), (.alignAllLastBaseline, .lastBaseline), (.alignAllFirstBaseline, .firstBaseline),
    ]

    /// The two bits of the direction field.
    static let directionMask = LayoutFormatOptions(rawValue: 3 << 16)
}
