/// One cell of a ``Canvas``: one grapheme cluster, or the right half of a wide one, and the
/// style it is drawn in.
///
/// A wide character (CJK, emoji: 2 cells by ``DisplayWidth``) occupies its own cell and
/// the ``Content/continuation`` cell to its right, as terminals lay it out. The canvas keeps
/// the two together; a cell on its own does not know its neighbours.
public struct Cell: Sendable, Hashable {
    /// What a cell shows.
    public enum Content: Sendable, Hashable {
        /// One grapheme cluster, as the terminal draws it; for a wide cluster, its left half.
        case character(Character)
        /// The right half of the wide character in the cell to the left. It prints nothing
        /// of its own: the terminal fills it when it prints the wide character.
        case continuation
    }

    /// The cluster shown, or ``Content/continuation``.
    public var content: Content

    /// The colours and attributes the cell is drawn in.
    public var style: CellStyle

    /// A cell that shows `character` in `style`; by default a plain space, an empty cell.
    public init(_ character: Character = " ", style: CellStyle = .plain) {
        self.content = .character(character)
        self.style = style
    }

    /// A cell with the given content, continuation included.
    public init(content: Content, style: CellStyle = .plain) {
        self.content = content
        self.style = style
    }

    /// A plain space: what a new canvas is filled with.
    public static let blank = Cell()

    /// The character shown, or nil for a ``Content/continuation`` cell.
    public var character: Character? {
        if case .character(let character) = content { return character }
        return nil
    }

    /// Whether the cell is the right half of a wide character.
    public var isContinuation: Bool { content == .continuation }
}
