/// How many colours a terminal can show: what a backend degrades each ``Color`` to
/// before writing it.
public enum ColorDepth: Int, Sendable, Hashable, CaseIterable, Comparable {
    /// No colours: only the terminal's default (and attributes such as reverse).
    case monochrome
    /// The 16 ANSI colours.
    case ansi16
    /// The 256-colour palette.
    case palette256
    /// 24-bit colour.
    case trueColor

    public static func < (lhs: ColorDepth, rhs: ColorDepth) -> Bool { lhs.rawValue < rhs.rawValue }
}
