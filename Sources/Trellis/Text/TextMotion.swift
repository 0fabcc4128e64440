/// Where an editing key moves the caret to, or deletes up to.
enum TextMotion: Hashable, Sendable {
    /// One grapheme cluster back or forward.
    case characterBackward, characterForward
    /// To the start of the word before, or the end of the word after (words are runs of
    /// letters and digits).
    case wordBackward, wordForward
    /// To the start or the end of the line: the visual line in a text view, the whole text
    /// in a field.
    case lineStart, lineEnd
    /// To the start or the end of the paragraph (the text between line breaks).
    case paragraphStart, paragraphEnd
    /// To the start or the end of the text.
    case documentStart, documentEnd
    /// One visual line up or down, keeping the goal column; only in multi-line text.
    case lineUp, lineDown
    /// A page up or down; only in multi-line text.
    case pageUp, pageDown

    /// Whether the motion goes towards the start of the text.
    var isBackward: Bool {
        switch self {
        case .characterBackward, .wordBackward, .lineStart, .paragraphStart, .documentStart, .lineUp, .pageUp: true
        default: false
        }
    }

    /// Whether the motion moves between visual lines, which keeps the goal column.
    var isVertical: Bool {
        switch self {
        case .lineUp, .lineDown, .pageUp, .pageDown: true
        default: false
        }
    }
}
