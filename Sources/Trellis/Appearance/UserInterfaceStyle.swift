/// Whether an interface is light or dark: UIKit's `UIUserInterfaceStyle`.
///
/// In a terminal it follows the terminal's background, which the backend learns where the
/// terminal says (see ``Theme``); ``unspecified`` is drawn as ``dark``, the background of
/// most terminals.
public enum UserInterfaceStyle: Sendable, Hashable, CaseIterable {
    /// Not known.
    case unspecified
    /// Dark text on a light background.
    case light
    /// Light text on a dark background.
    case dark
}
