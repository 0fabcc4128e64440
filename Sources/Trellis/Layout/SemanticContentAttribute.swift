/// How a view's content reads, which decides whether its leading and trailing flip in
/// right-to-left layout. UIKit's `UISemanticContentAttribute`.
public enum SemanticContentAttribute: Int, Sendable, Hashable, CaseIterable {
    /// Follows the reading direction: flips in right-to-left layout.
    case unspecified
    /// Media playback controls, which never flip.
    case playback
    /// Directional controls (arrows, a D-pad), which never flip.
    case spatial
    /// Always left to right.
    case forceLeftToRight
    /// Always right to left.
    case forceRightToLeft
}
