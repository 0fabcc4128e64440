/// A coarse measure of how much room there is along one axis: UIKit's
/// `UIUserInterfaceSizeClass`, with the same cases and raw values.
///
/// On iOS the class comes from the device and its orientation. In a terminal it
/// comes from the window's size in cells: see ``TraitCollection/terminal(size:)``.
public enum UserInterfaceSizeClass: Int, Sendable, Hashable, CaseIterable, CustomStringConvertible {
    /// No class given; when trait collections are combined, an unspecified class is
    /// overridden by any specified one.
    case unspecified = 0
    /// Little room: fewer than ``TraitCollection/compactWidthThreshold`` columns or
    /// ``TraitCollection/compactHeightThreshold`` rows in a terminal.
    case compact = 1
    /// Ample room.
    case regular = 2

    /// The case name: `unspecified`, `compact` or `regular`.
    public var description: String {
        switch self {
        case .unspecified: "unspecified"
        case .compact: "compact"
        case .regular: "regular"
        }
    }
}
