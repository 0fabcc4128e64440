/// How a cell looks apart from its character: its colours and text attributes.
///
/// The default style, ``plain``, is the terminal's own colours with no attributes, so a
/// canvas that was never styled looks like the user's terminal.
public struct CellStyle: Sendable, Hashable {
    /// The colour of the character.
    public var foreground: Color = .default

    /// The colour of the cell behind the character.
    public var background: Color = .default

    /// Bold, dim, italic, underline and reverse, in any combination.
    public var attributes: TextAttributes = []

    /// Creates a style; every part left out is the terminal's default.
    public init(foreground: Color = .default, background: Color = .default, attributes: TextAttributes = []) {
        self.foreground = foreground
        self.background = background
        self.attributes = attributes
    }

    /// The terminal's default colours and no attributes.
    public static let plain = CellStyle()
}
