/// The lines a multi-line ``Label`` last drew, with their widths, and the text, width and
/// wrapping settings they were made for.
///
/// An object rather than a tuple stored in the label: only multi-line labels make one,
/// and a single-line label pays one word for it instead of about sixty bytes.
final class DrawnLines {
    let text: String
    let width: Int
    let numberOfLines: Int
    let lineBreakMode: LineBreakMode
    let lines: [String]
    let widths: [Int]

    init(text: String, width: Int, numberOfLines: Int, lineBreakMode: LineBreakMode, lines: [String], widths: [Int]) {
        self.text = text
        self.width = width
        self.numberOfLines = numberOfLines
        self.lineBreakMode = lineBreakMode
        self.lines = lines
        self.widths = widths
    }

    /// Whether these are the lines for this text, width and settings.
    func match(text: String, width: Int, numberOfLines: Int, lineBreakMode: LineBreakMode) -> Bool {
        self.width == width && self.numberOfLines == numberOfLines && self.lineBreakMode == lineBreakMode
            && self.text == text
    }
}
