/// The character attributes a terminal can apply to a cell's text: UIKit's font traits and
/// text decorations, reduced to what terminals draw (SGR 1, 2, 3, 4 and 7).
///
/// A set, because terminals combine them freely: bold underlined text is
/// `[.bold, .underline]`. How each looks (and whether it shows at all) is up to the
/// terminal; the backend drops what the terminal does not support.
public struct TextAttributes: OptionSet, Sendable, Hashable {
    /// The attributes as bits, one per attribute, in the order they are declared.
    public let rawValue: UInt8

    /// Creates the set whose bits are `rawValue`.
    public init(rawValue: UInt8) {
        self.rawValue = rawValue
    }

    /// Bold or bright text (SGR 1).
    public static let bold = TextAttributes(rawValue: 1 << 0)

    /// Dim, faint text (SGR 2).
    public static let dim = TextAttributes(rawValue: 1 << 1)

    /// Italic text (SGR 3); many terminals show it as reverse or not at all.
    public static let italic = TextAttributes(rawValue: 1 << 2)

    /// Underlined text (SGR 4).
    public static let underline = TextAttributes(rawValue: 1 << 3)

    /// Foreground and background swapped (SGR 7), the terminal's way to highlight.
    public static let reverse = TextAttributes(rawValue: 1 << 4)
}
