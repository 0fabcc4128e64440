#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The palette a window draws its semantic colours in: the terminal's colour depth and
/// whether its background is light or dark.
///
/// A view that draws in ``SystemColor``s (``Color/label``, ``Color/systemBlue``…) leaves
/// the choice of shade to the theme of its window (``Window/theme``): each drawing call
/// resolves them with ``resolve(_:)-(Color)`` before the cell is written, so the canvas
/// holds the colours the terminal will show and a view that blends colours reads real
/// ones back. The terminal backend sets the window's theme from the terminal it starts on;
/// a test sets it to check a screen at a depth and background of its choice.
///
/// Every palette is legible: ``contrastRatio(of:on:)`` measures it, and the tests hold
/// each one to WCAG's ratios (4.5:1 for label and secondary label on the backgrounds they
/// are drawn on, 3:1 for tertiary text, placeholders, separators, the tint and links, 2:1
/// for the other accent colours, which mark what attributes already show, since every
/// state in Trellis also shows in monochrome).
///
/// Differences from UIKit: UIKit resolves its dynamic colours against a trait collection
/// (`resolvedColor(with:)`) and knows the display's gamut; a terminal's depth varies far
/// more (from 24-bit colour to none), so the depth is part of the theme here, and colours
/// are resolved once, when drawn.
public struct Theme: Sendable, Hashable {
    /// How many colours the terminal shows.
    public var colorDepth: ColorDepth

    /// Whether the terminal's background is light or dark; ``UserInterfaceStyle/unspecified``
    /// draws as dark.
    public var userInterfaceStyle: UserInterfaceStyle

    /// A theme for a terminal of `colorDepth` with a background of `userInterfaceStyle`.
    public init(colorDepth: ColorDepth = .trueColor, userInterfaceStyle: UserInterfaceStyle = .unspecified) {
        self.colorDepth = colorDepth
        self.userInterfaceStyle = userInterfaceStyle
    }

    /// The theme of a window nobody has told about its terminal: 24-bit colour on a dark
    /// background.
    public static let standard = Theme()

    /// The concrete colour `color` is drawn in under this theme.
    public func color(for name: SystemColor) -> Color {
        SystemPalette.color(for: name, depth: colorDepth, style: userInterfaceStyle)
    }

    /// `color` with a semantic colour replaced by its concrete one; any other colour is
    /// returned as it is (the terminal backend degrades it to the depth when it writes it).
    public func resolve(_ color: Color) -> Color {
        if case .system(let name) = color { return self.color(for: name) }
        return color
    }

    /// `style` with both its colours resolved.
    ///
    /// In monochrome, where every colour is the terminal's own, text in a secondary colour
    /// (``Color/secondaryLabel``, ``Color/tertiaryLabel``, ``Color/placeholderText``,
    /// ``Color/separator``) is also dim, so the hierarchy of text still shows.
    public func resolve(_ style: CellStyle) -> CellStyle {
        guard style.foreground.isSystem || style.background.isSystem else { return style }
        var attributes = style.attributes
        if colorDepth == .monochrome, case .system(let name) = style.foreground,
           [.secondaryLabel, .tertiaryLabel, .placeholderText, .separator].contains(name) {
            attributes.insert(.dim)
        }
        return CellStyle(foreground: resolve(style.foreground), background: resolve(style.background),
                         attributes: attributes)
    }

    // MARK: - Legibility

    /// How well `foreground` reads on `background` under this theme: WCAG 2's contrast
    /// ratio, from 1 (the same luminance) to 21 (black on white).
    ///
    /// Both colours are resolved and degraded to the depth first. The terminal's own
    /// colours (``Color/default``) count as white on black for a dark theme and black on
    /// white for a light one, and the 16 ANSI colours as xterm shows them, since the
    /// user's real theme is unknown. In monochrome everything is the terminal's own
    /// colours, which the user chose to read.
    public func contrastRatio(of foreground: Color, on background: Color) -> Double {
        ratio(components(of: foreground, isForeground: true), components(of: background, isForeground: false))
    }

    /// How well the text of a cell drawn in `style` reads under this theme: the contrast
    /// ratio (see ``contrastRatio(of:on:)``) of the colour its characters show in with the
    /// colour behind them.
    ///
    /// Reverse video swaps the two, the terminal's own colours included: a reversed cell
    /// whose background is ``Color/default`` shows its characters in the terminal's
    /// background colour (black on a dark theme, white on a light one), on its foreground
    /// colour. Other attributes (bold, dim) are not counted, since terminals draw them
    /// differently.
    public func contrastRatio(of style: CellStyle) -> Double {
        let reversed = style.attributes.contains(.reverse)
        return ratio(components(of: reversed ? style.background : style.foreground, isForeground: !reversed),
                     components(of: reversed ? style.foreground : style.background, isForeground: reversed))
    }

    /// `color` where text in it reads on `background` under this theme, with a contrast
    /// ratio (``contrastRatio(of:on:)``) of at least `minimumContrast`; `fallback` where it
    /// does not.
    ///
    /// For an accent that only adds to what characters already show, such as a switch's
    /// green `x` or a chart's colour: a theme keeps its accent colours distinct from the
    /// background (2:1) but not always legible as text (no ANSI green reads on white), so
    /// a view that draws text in one picks it here and falls back to the text colour.
    /// Not in UIKit, whose colours have shades to spare.
    public func legibleColor(_ color: Color, on background: Color = .systemBackground, minimumContrast: Double = 3,
                             otherwise fallback: Color = .label) -> Color {
        contrastRatio(of: color, on: background) >= minimumContrast ? color : fallback
    }

    /// WCAG's ratio of two colours' luminances, the lighter's over the darker's.
    private func ratio(_ front: (Int, Int, Int), _ back: (Int, Int, Int)) -> Double {
        let lighter = Swift.max(Theme.luminance(front), Theme.luminance(back))
        let darker = Swift.min(Theme.luminance(front), Theme.luminance(back))
        return (lighter + 0.05) / (darker + 0.05)
    }

    private var isLight: Bool { userInterfaceStyle == .light }

    /// The red, green and blue `color` shows in under this theme, resolved and degraded to
    /// its depth; the terminal's own colour is its foreground or background colour as
    /// `isForeground` says.
    private func components(of color: Color, isForeground: Bool) -> (Int, Int, Int) {
        switch resolve(color).degraded(to: colorDepth) {
        case .default, .system:
            return isForeground == isLight ? (0, 0, 0) : (255, 255, 255)
        case .palette(let index) where index < 16:
            return Theme.xtermANSI[Int(index)]
        case .palette(let index):
            return Color.components(ofPaletteIndex: index)
        case .rgb(let r, let g, let b):
            return (Int(r), Int(g), Int(b))
        }
    }

    /// xterm's shades of the 16 ANSI colours.
    private static let xtermANSI: [(Int, Int, Int)] = [
        (0, 0, 0), (205, 0, 0), (0, 205, 0), (205, 205, 0), (0, 0, 238), (205, 0, 205), (0, 205, 205), (229, 229, 229),
        (127, 127, 127), (255, 0, 0), (0, 255, 0), (255, 255, 0), (92, 92, 255), (255, 0, 255), (0, 255, 255),
        (255, 255, 255),
    ]

    /// WCAG 2's relative luminance of an sRGB colour.
    private static func luminance(_ rgb: (Int, Int, Int)) -> Double {
        func linear(_ component: Int) -> Double {
            let value = Double(component) / 255
            return value <= 0.04045 ? value / 12.92 : pow((value + 0.055) / 1.055, 2.4)
        }
        return 0.2126 * linear(rgb.0) + 0.7152 * linear(rgb.1) + 0.0722 * linear(rgb.2)
    }
}
