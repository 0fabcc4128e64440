/// How a label fits text that is wider than it: UIKit's `NSLineBreakMode`.
public enum LineBreakMode: Int, Sendable, Hashable, CaseIterable {
    /// Lines break between words; a word longer than a line breaks where it must.
    case byWordWrapping
    /// Lines break between characters (grapheme clusters).
    case byCharWrapping
    /// Lines are cut at the edge.
    case byClipping
    /// The start of the last line is replaced by "…".
    case byTruncatingHead
    /// The end of the last line is replaced by "…". A label's default.
    case byTruncatingTail
    /// The middle of the last line is replaced by "…".
    case byTruncatingMiddle
}
