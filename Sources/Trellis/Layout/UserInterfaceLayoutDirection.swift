/// Which way a layout reads (spec RTL-04). UIKit's `UIUserInterfaceLayoutDirection`.
public enum UserInterfaceLayoutDirection: Int, Sendable, Hashable, CaseIterable {
    /// Leading is left.
    case leftToRight
    /// Leading is right.
    case rightToLeft
}
