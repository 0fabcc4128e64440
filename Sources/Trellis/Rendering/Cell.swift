/// One cell of a ``Canvas``: one grapheme cluster, or the right half of a wide one, and the
/// style it is drawn in.
///
/// A wide character (CJK, emoji: 2 cells by ``DisplayWidth``) occupies its own cell and
/// the ``Content/continuation`` cell to its right, as terminals lay it out. The canvas keeps
/// the two together; a cell on its own does not know its neighbours.
///
/// Two cells are equal when they show the same cluster, byte for byte, in the same style.
/// Unlike `Character` equality, which is Unicode's canonical equivalence, a precomposed
/// `é` and an `e` followed by a combining accent make two different cells: the terminal is
/// sent different bytes for each.
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
    public var content: Content {
        get {
            if let character = glyph.character { return .character(character) }
            return .continuation
        }
        set { glyph = CellGlyph(newValue) }
    }

    /// The content, packed: what the cell stores (see ``CellGlyph``).
    var glyph: CellGlyph

    /// The colours and attributes the cell is drawn in.
    public var style: CellStyle

    /// A cell that shows `character` in `style`; by default a plain space, an empty cell.
    public init(_ character: Character = " ", style: CellStyle = .plain) {
        self.glyph = CellGlyph(character)
        self.style = style
    }

    /// A cell with the given content, continuation included.
    public init(content: Content, style: CellStyle = .plain) {
        self.glyph = CellGlyph(content)
        self.style = style
    }

    /// A cell showing `glyph` in `style`.
    init(glyph: CellGlyph, style: CellStyle) {
        self.glyph = glyph
        self.style = style
    }

    /// A plain space: what a new canvas is filled with.
    public static let blank = Cell()

    /// The character shown, or nil for a ``Content/continuation`` cell.
    public var character: Character? { glyph.character }

    /// Whether the cell is the right half of a wide character.
    public var isContinuation: Bool { glyph.isContinuation }
}
