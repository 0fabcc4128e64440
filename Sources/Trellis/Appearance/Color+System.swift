// UIKit's semantic colours by their UIKit names: each is resolved by the window's theme
// when drawn, so it suits the terminal's depth and background.
extension Color {
    /// Whether this is a semantic colour, which a ``Theme`` resolves.
    public var isSystem: Bool {
        if case .system = self { return true }
        return false
    }

    /// Primary text: UIKit's `label`.
    public static let label = Color.system(.label)
    /// Secondary text: UIKit's `secondaryLabel`.
    public static let secondaryLabel = Color.system(.secondaryLabel)
    /// Tertiary text: UIKit's `tertiaryLabel`.
    public static let tertiaryLabel = Color.system(.tertiaryLabel)
    /// A text field's placeholder: UIKit's `placeholderText`.
    public static let placeholderText = Color.system(.placeholderText)
    /// Links: UIKit's `link`.
    public static let link = Color.system(.link)
    /// Dividing lines and borders: UIKit's `separator`.
    public static let separator = Color.system(.separator)
    /// The main background: UIKit's `systemBackground`.
    public static let systemBackground = Color.system(.systemBackground)
    /// Grouped content over the main background: UIKit's `secondarySystemBackground`.
    public static let secondarySystemBackground = Color.system(.secondarySystemBackground)
    /// Grouped content over the secondary background: UIKit's `tertiarySystemBackground`.
    public static let tertiarySystemBackground = Color.system(.tertiarySystemBackground)
    /// The default tint of controls: UIKit's `tintColor` (iOS 15), blue.
    public static let tint = Color.system(.tint)
    /// UIKit's `systemBlue`.
    public static let systemBlue = Color.system(.systemBlue)
    /// UIKit's `systemRed`.
    public static let systemRed = Color.system(.systemRed)
    /// UIKit's `systemGreen`.
    public static let systemGreen = Color.system(.systemGreen)
    /// UIKit's `systemOrange`.
    public static let systemOrange = Color.system(.systemOrange)
    /// UIKit's `systemPurple`.
    public static let systemPurple = Color.system(.systemPurple)
    /// UIKit's `systemGray`.
    public static let systemGray = Color.system(.systemGray)
}
