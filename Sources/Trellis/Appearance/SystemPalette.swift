/// The concrete colour of each ``SystemColor`` at each depth, on a dark and a light
/// background: the tables behind ``Theme/color(for:)``.
///
/// 24-bit colour uses UIKit's own shades, except where one is not legible as text on its
/// background (UIKit's light red, green, orange and tertiary label, its separators): there
/// the shade is UIKit's increased-contrast one, or darker. (UIKit's light red reads at
/// 3.5:1 on white, but its nearest of 256 colours at 3:1 only; its increased-contrast red
/// reads at 5.4:1 at both depths.) 256 colours takes the nearest
/// entry of the palette's cube or gray ramp. 16 and 8 colours are chosen by hand from the
/// ANSI colours, which have no shade of every hue: blue on black at 8 colours is too
/// dark to read, so the dark 8-colour tint and link are cyan; orange on white becomes red.
/// The label and main background are the terminal's own (``Color/default``) at every
/// depth, so an app looks like the user's terminal. Monochrome is the default everywhere.
enum SystemPalette {
    static func color(for name: SystemColor, depth: ColorDepth, style: UserInterfaceStyle) -> Color {
        let light = style == .light
        switch depth {
        case .monochrome: return .default
        case .ansi8: return light ? lightANSI8(name) : darkANSI8(name)
        case .ansi16: return light ? lightANSI16(name) : darkANSI16(name)
        case .palette256: return trueColor(name, light: light).degraded(to: .palette256)
        case .trueColor: return trueColor(name, light: light)
        }
    }

    private static func trueColor(_ name: SystemColor, light: Bool) -> Color {
        switch name {
        case .label, .systemBackground: .default
        case .secondaryLabel: light ? .rgb(98, 98, 104) : .rgb(152, 152, 159)
        case .tertiaryLabel, .placeholderText: light ? .rgb(128, 128, 133) : .rgb(110, 110, 116)
        case .separator: light ? .rgb(142, 142, 147) : .rgb(99, 99, 102)
        case .secondarySystemBackground: light ? .rgb(242, 242, 247) : .rgb(28, 28, 30)
        case .tertiarySystemBackground: light ? .rgb(229, 229, 234) : .rgb(44, 44, 46)
        case .tint, .link, .systemBlue: light ? .rgb(0, 122, 255) : .rgb(10, 132, 255)
        case .systemRed: light ? .rgb(215, 0, 21) : .rgb(255, 69, 58)
        case .systemGreen: light ? .rgb(36, 138, 61) : .rgb(48, 209, 88)
        case .systemOrange: light ? .rgb(201, 52, 0) : .rgb(255, 159, 10)
        case .systemPurple: light ? .rgb(175, 82, 222) : .rgb(191, 90, 242)
        case .systemGray: .rgb(142, 142, 147)
        }
    }

    private static func darkANSI16(_ name: SystemColor) -> Color {
        switch name {
        case .label, .systemBackground: .default
        case .secondaryLabel: .lightGray
        case .tertiaryLabel, .placeholderText, .separator, .systemGray: .darkGray
        case .secondarySystemBackground: .black
        case .tertiarySystemBackground: .darkGray
        case .tint, .link, .systemBlue: .brightBlue
        case .systemRed: .brightRed
        case .systemGreen: .brightGreen
        case .systemOrange: .yellow
        case .systemPurple: .brightMagenta
        }
    }

    private static func lightANSI16(_ name: SystemColor) -> Color {
        switch name {
        case .label, .systemBackground, .secondaryLabel: .default
        case .tertiaryLabel, .placeholderText, .separator, .systemGray: .darkGray
        case .secondarySystemBackground, .tertiarySystemBackground: .lightGray
        case .tint, .link, .systemBlue: .blue
        case .systemRed, .systemOrange: .red
        case .systemGreen: .green
        case .systemPurple: .magenta
        }
    }

    private static func darkANSI8(_ name: SystemColor) -> Color {
        switch name {
        case .label, .systemBackground: .default
        case .secondaryLabel, .tertiaryLabel, .placeholderText, .separator, .systemGray: .lightGray
        case .secondarySystemBackground, .tertiarySystemBackground: .black
        case .tint, .link: .cyan
        case .systemBlue: .blue
        case .systemRed: .red
        case .systemGreen: .green
        case .systemOrange: .yellow
        case .systemPurple: .magenta
        }
    }

    private static func lightANSI8(_ name: SystemColor) -> Color {
        switch name {
        case .label, .systemBackground, .secondaryLabel, .tertiaryLabel, .placeholderText, .separator, .systemGray:
            .default
        case .secondarySystemBackground, .tertiarySystemBackground: .lightGray
        case .tint, .link, .systemBlue: .blue
        case .systemRed, .systemOrange: .red
        case .systemGreen: .green
        case .systemPurple: .magenta
        }
    }
}
