/// Makes one line of text safe to put in cells: after it, every character is printable and
/// takes exactly the width ``DisplayWidth`` says.
///
/// - A tab becomes spaces up to the next tab stop, which depends on the column the tab starts
///   at; hence `startingColumn`.
/// - Every other C0 or C1 control and DEL becomes U+FFFD REPLACEMENT CHARACTER, one per
///   control. Written raw, a control would move the cursor, change colours or start an
///   escape sequence, and the screen would no longer match the cells. U+FFFD was chosen over
///   caret notation ("^[") because it takes exactly one cell for one control, so a line's
///   width does not depend on which control it held, and it cannot be mistaken for the
///   two characters "^" and "[" typed by the user.
/// - Newlines are the wrapper's business: ``TextWrapper`` splits paragraphs before it calls
///   the sanitizer, so a newline reaching here is treated as any other control.
///
/// Sanitized text is left unchanged by a second pass, so sanitizing twice is harmless.
enum TextSanitizer {
    /// The replacement for a control character: U+FFFD, one cell wide.
    static let replacement: Character = "\u{FFFD}"

    /// The default distance between tab stops, as in terminals and `expand(1)`.
    static let defaultTabWidth = 8

    /// Returns `text` with tabs expanded and controls replaced.
    ///
    /// - Parameters:
    ///   - text: One line of text.
    ///   - startingColumn: The column (0-based) at which the text will be drawn, which
    ///     decides where its first tab stop is.
    ///   - tabWidth: The distance between tab stops; must be at least 1.
    static func sanitize<S: StringProtocol>(
        _ text: S, startingColumn: Int = 0, tabWidth: Int = defaultTabWidth
    ) -> String {
        precondition(tabWidth >= 1, "tab width must be at least 1")
        // Already-clean text (the common case) is returned without rebuilding it.
        if !text.unicodeScalars.contains(where: DisplayWidth.isControl) { return String(text) }
        var result = ""
        result.reserveCapacity(text.utf8.count)
        var column = max(0, startingColumn)
        for character in text {
            guard let first = character.unicodeScalars.first, DisplayWidth.isControl(first) else {
                result.append(character)
                column += DisplayWidth.of(character)
                continue
            }
            // A control is a cluster of its own, except CR LF: one replacement per control.
            for scalar in character.unicodeScalars {
                if scalar == "\t" {
                    let spaces = tabWidth - column % tabWidth
                    result.append(String(repeating: " ", count: spaces))
                    column += spaces
                } else {
                    result.append(replacement)
                    column += 1
                }
            }
        }
        return result
    }
}
