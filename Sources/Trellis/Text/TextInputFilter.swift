/// Makes text typed or pasted into a text field or text view safe to keep and draw, the
/// way ``TextSanitizer`` makes a label's text safe: tabs become spaces to the next tab
/// stop, and every other control character (escape sequences included, so a hostile paste
/// cannot drive the terminal) becomes U+FFFD, one per control.
///
/// Line breaks of any kind become `"\n"` in multi-line text and a space in a one-line
/// field.
enum TextInputFilter {
    static func clean(_ text: String, multiline: Bool) -> String {
        // The common case, plain text with no controls at all, is returned as it is.
        // Line feeds and carriage returns are line breaks, not controls, in multi-line text.
        let hasControls = text.unicodeScalars.contains { scalar in
            DisplayWidth.isControl(scalar) && !(multiline && (scalar == "\n" || scalar == "\r"))
        }
        if !hasControls, multiline || !text.contains(where: \.isNewline) {
            return text
        }
        var paragraphs: [String] = []
        for paragraph in text.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline) {
            paragraphs.append(TextSanitizer.sanitize(paragraph))
        }
        return paragraphs.joined(separator: multiline ? "\n" : " ")
    }
}
