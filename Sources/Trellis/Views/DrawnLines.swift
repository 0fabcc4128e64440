/// The lines a multi-line ``Label`` last drew at a width, with their widths.
///
/// An object rather than a tuple stored in the label: only multi-line labels make one,
/// and a single-line label pays one word for it. The text and the wrapping settings are
/// not kept: a change to any of them clears the label's cache (`textDidChange()`).
final class DrawnLines {
    let width: Int
    let lines: [String]
    let widths: [Int]

    init(width: Int, lines: [String], widths: [Int]) {
        self.width = width
        self.lines = lines
        self.widths = widths
    }
}
