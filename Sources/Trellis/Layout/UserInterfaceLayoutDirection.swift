/// Which way a layout reads. UIKit's `UIUserInterfaceLayoutDirection`.
public enum UserInterfaceLayoutDirection: Int, Sendable, Hashable, CaseIterable {
    /// Leading is left.
    case leftToRight
    /// Leading is right.
    case rightToLeft
}
