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
        let hasControls = containsControls(text, allowingLineBreaks: multiline)
        if !hasControls, multiline || !text.contains(where: \.isNewline) {
            return text
        }
        var paragraphs: [String] = []
        for paragraph in text.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline) {
            paragraphs.append(TextSanitizer.sanitize(paragraph))
        }
        return paragraphs.joined(separator: multiline ? "\n" : " ")
    }

    /// Whether `text` holds a C0 or C1 control or DEL (line feeds and carriage returns
    /// aside when `allowingLineBreaks`), found on the UTF-8 bytes: C0 and DEL are single
    /// bytes, C1 controls are `C2 80`…`C2 9F`, and no other character's encoding contains
    /// those bytes as its lead.
    static func containsControls(_ text: String, allowingLineBreaks: Bool) -> Bool {
        var text = text
        return text.withUTF8 { bytes in
            var index = 0
            let count = bytes.count
            while index < count {
                index = ASCIIScan.firstNonPrintable(in: bytes, from: index)
                guard index < count else { break }
                let byte = bytes[index]
                if byte < 0x20 || byte == 0x7F {
                    if !(allowingLineBreaks && (byte == 0x0A || byte == 0x0D)) { return true }
                } else if byte == 0xC2, index + 1 < count, (0x80...0x9F).contains(bytes[index + 1]) {
                    return true
                }
                index += 1
            }
            return false
        }
    }
}
