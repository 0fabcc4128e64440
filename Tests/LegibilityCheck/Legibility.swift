import Trellis

/// What a screen looks like to someone reading it at a colour depth and background: the
/// cells whose text does not stand out from its own background. Shared by the demos' and
/// the apps' tests.
@MainActor
public enum Legibility {
    /// Characters that are shapes rather than text (blocks, shades, half blocks, quadrants,
    /// box drawing): their colour is the picture, which another check looks at.
    public static func isShape(_ character: Character) -> Bool {
        guard let scalar = character.unicodeScalars.first else { return true }
        return (0x2500...0x259F).contains(scalar.value)
    }

    /// The cells of `window`'s canvas showing text whose contrast with its background,
    /// as `theme` shows them, is below `minimum`: "x,y 'c' ratio", one per cell. A
    /// reversed cell is read as the terminal shows it (``Theme/contrastRatio(of:)``): its
    /// characters in its background colour, on its foreground colour.
    public static func problems(in window: Window, theme: Theme, minimum: Double = 3) -> [String] {
        var found: [String] = []
        let canvas = window.canvas
        for y in 0..<canvas.height {
            for x in 0..<canvas.width {
                let cell = canvas[x, y]
                guard case .character(let character) = cell.content, character != " ", !isShape(character) else { continue }
                let ratio = theme.contrastRatio(of: cell.style)
                if ratio < minimum {
                    found.append("\(x),\(y) '\(character)' \((ratio * 10).rounded() / 10)")
                }
            }
        }
        return found
    }

    /// The themes every screen is checked in: 8 colours and monochrome, dark and light, and
    /// 16, 256 and 24-bit colour on either background.
    public nonisolated static let themes: [Theme] = [ColorDepth.ansi8, .monochrome, .ansi16, .palette256, .trueColor]
        .flatMap { depth in [UserInterfaceStyle.dark, .light].map { Theme(colorDepth: depth, userInterfaceStyle: $0) } }
}
