/// The look a ``Button/Configuration`` was made with: which of UIKit's eight
/// constructors, reduced to the four terminal looks they draw.
enum ButtonConfigurationStyle: Sendable, Hashable {
    case plain, borderless, gray, bordered, filled, borderedProminent, tinted, borderedTinted

    /// Whether the look has brackets round its content: `[ Title ]`.
    var hasBrackets: Bool { self == .gray || self == .bordered }

    /// Whether the content sits on the tint, in reverse video.
    var isFilled: Bool { self == .filled || self == .borderedProminent }

    /// Whether the content sits on a faint tint.
    var isTinted: Bool { self == .tinted || self == .borderedTinted }
}
