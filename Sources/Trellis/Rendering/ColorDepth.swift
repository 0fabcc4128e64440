/// How many colours a terminal can show: what a backend degrades each ``Color`` to
/// before writing it.
///
/// Ordered from the fewest colours to the most.
public enum ColorDepth: Int, Sendable, Hashable, CaseIterable, Comparable {
    /// No colours: only the terminal's default (and attributes such as reverse).
    case monochrome
    /// The 8 ANSI colours of a plain `xterm`, `screen` or the Linux console.
    case ansi8
    /// The 16 ANSI colours.
    case ansi16
    /// The 256-colour palette.
    case palette256
    /// 24-bit colour.
    case trueColor

    /// Whether `lhs` shows fewer colours than `rhs`.
    public static func < (lhs: ColorDepth, rhs: ColorDepth) -> Bool { lhs.rawValue < rhs.rawValue }
}
