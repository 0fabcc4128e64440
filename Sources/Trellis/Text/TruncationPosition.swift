/// Where ``TextTruncation`` removes text, and puts the "…", when a line is too wide.
///
/// UIKit's `NSLineBreakMode.byTruncatingHead`, `byTruncatingMiddle` and `byTruncatingTail`.
public enum TruncationPosition: Sendable, Hashable {
    /// Keep the end: "…lazy dog".
    case head
    /// Keep both ends: "The qu…zy dog".
    case middle
    /// Keep the start: "The quick…".
    case tail
}
