/// Why a visual format string could not be turned into constraints.
///
/// UIKit raises an exception whose message shows the string with a caret under the place
/// it gave up; Trellis throws this error instead, with the same picture in its
/// ``description``:
///
/// ```
/// Unable to parse constraint format: unknown view name 'v9'
/// H:|[v9]|
///     ^
/// ```
///
/// ``column`` counts characters of ``format`` from 0. Problems with the `options` mask as a
/// whole (an alignment along the format's own orientation, two directions at once) have no
/// place in the string and report column 0.
public struct VisualFormatError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The format string that failed.
    public let format: String
    /// The 0-based column, in characters, of the failing place in ``format``.
    public let column: Int
    /// What is wrong there, in words.
    public let reason: String

    /// An error at `column` of `format`.
    public init(format: String, column: Int, reason: String) {
        self.format = format
        self.column = column
        self.reason = reason
    }

    /// `Unable to parse constraint format: <reason>`, the string, and a caret under the
    /// column, on three lines.
    public var description: String {
        "Unable to parse constraint format: \(reason)\n\(format)\n"
            + String(repeating: " ", count: max(column, 0)) + "^"
    }
}
