/// The line a border is drawn with: box-drawing characters in four weights, or ASCII for
/// terminals and fonts without them.
///
/// Every piece is one cell wide by ``DisplayWidth`` (box-drawing characters are East Asian
/// Ambiguous, which Western terminals draw narrow).
public enum BorderStyle: Sendable, Hashable, CaseIterable {
    /// Thin lines with square corners: ┌─┐ │ └─┘.
    case single
    /// Double lines: ╔═╗ ║ ╚═╝.
    case double
    /// Thin lines with rounded corners: ╭─╮ │ ╰─╯.
    case rounded
    /// Thick lines: ┏━┓ ┃ ┗━┛.
    case heavy
    /// Plain ASCII, the fallback that every terminal and font can show: +-+ | +-+.
    case ascii

    /// The piece for the top and bottom edges.
    public var horizontal: Character {
        switch self {
        case .single, .rounded: "─"
        case .double: "═"
        case .heavy: "━"
        case .ascii: "-"
        }
    }

    /// The piece for the left and right edges.
    public var vertical: Character {
        switch self {
        case .single, .rounded: "│"
        case .double: "║"
        case .heavy: "┃"
        case .ascii: "|"
        }
    }

    /// The top-left corner.
    public var topLeft: Character {
        switch self {
        case .single: "┌"
        case .double: "╔"
        case .rounded: "╭"
        case .heavy: "┏"
        case .ascii: "+"
        }
    }

    /// The top-right corner.
    public var topRight: Character {
        switch self {
        case .single: "┐"
        case .double: "╗"
        case .rounded: "╮"
        case .heavy: "┓"
        case .ascii: "+"
        }
    }

    /// The bottom-left corner.
    public var bottomLeft: Character {
        switch self {
        case .single: "└"
        case .double: "╚"
        case .rounded: "╰"
        case .heavy: "┗"
        case .ascii: "+"
        }
    }

    /// The bottom-right corner.
    public var bottomRight: Character {
        switch self {
        case .single: "┘"
        case .double: "╝"
        case .rounded: "╯"
        case .heavy: "┛"
        case .ascii: "+"
        }
    }
}
