/// Where ``TextWrapper`` may break a line that is wider than the space it has.
///
/// The two wrapping cases of UIKit's `NSLineBreakMode` (`byWordWrapping`, `byCharWrapping`);
/// the truncating cases are ``TruncationPosition``.
public enum WrapMode: Sendable, Hashable {
    /// Break between words, at spaces; a word wider than the line is broken between
    /// grapheme clusters. Spaces at a break are dropped.
    case word
    /// Break between any two grapheme clusters, keeping every space.
    case character
}
