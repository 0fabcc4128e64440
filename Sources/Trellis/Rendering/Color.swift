/// A colour a terminal cell can show, for text or background: UIKit's `UIColor`, reduced
/// to what terminals offer.
///
/// Three kinds, from the most portable:
///
/// - ``default``: whatever the terminal itself uses (its theme's foreground or
///   background), the only colour that always matches the user's setup.
/// - ``palette(_:)``: an index into the terminal's 256-colour palette. Indexes 0–15 are the
///   16 ANSI colours, whose exact shades the user's theme decides; they have names here
///   (``black``, ``red``, … ``white``). 16–231 are a 6×6×6 colour cube and 232–255 a ramp of
///   grays.
/// - ``rgb(_:_:_:)``: an exact 24-bit colour, for terminals with true colour.
///
/// And one kind named for its purpose rather than its shade: ``system(_:)``, UIKit's
/// semantic colours (``label``, ``systemBackground``, ``systemBlue``…), which the window's
/// ``Theme`` resolves for the terminal's depth and background when they are drawn.
///
/// A `Color` is a request. The terminal backend turns it into something the terminal can
/// show (fewer colours, or none) with ``degraded(to:)``.
///
/// Differences from `UIColor`: there is no alpha, and no `.clear`. A view with no
/// background is spelled `backgroundColor = nil`. The 16 ANSI colours have
/// no case of their own: they are `palette(0)` to `palette(15)`, as terminals number them,
/// so each colour has exactly one spelling and equal colours compare equal.
public enum Color: Sendable, Hashable {
    /// The terminal's own foreground or background colour, whichever is being set.
    case `default`

    /// The colour at this index of the terminal's 256-colour palette: 0–15 the ANSI colours
    /// (named as statics below), 16–231 the cube `16 + 36r + 6g + b` for `r`, `g`, `b` in
    /// 0…5, 232–255 grays from dark to light.
    case palette(UInt8)

    /// An exact colour by its red, green and blue components, each 0–255.
    case rgb(UInt8, UInt8, UInt8)

    /// A semantic colour, UIKit's dynamic system colours: its shade is chosen by the
    /// ``Theme`` it is drawn under, for the terminal's depth and background.
    case system(SystemColor)

    /// A 24-bit colour from red, green and blue components between 0 and 1, as in UIKit's
    /// `UIColor(red:green:blue:alpha:)` without the alpha: each component is clamped to
    /// 0…1 (NaN counts as 0) and rounded to the nearest of 0…255, halves up.
    public init(red: Double, green: Double, blue: Double) {
        func byte(_ component: Double) -> UInt8 {
            let clamped = component.isNaN ? 0 : Swift.min(Swift.max(component, 0), 1)
            return UInt8((clamped * 255).rounded(.toNearestOrAwayFromZero))
        }
        self = .rgb(byte(red), byte(green), byte(blue))
    }

    // MARK: - The 16 ANSI colours

    // UIKit's names where UIKit has a colour of the same shade, ANSI's otherwise. UIKit's
    // grays line up with the classic (VGA) ANSI shades: darkGray is 1/3 white (85), like
    // ANSI 8; lightGray is 2/3 white (170), like ANSI 7; white is ANSI 15. So ANSI 7, which
    // terminals call "white", is `lightGray` here, and `white` is bright white, as a UIKit
    // developer means it.

    /// ANSI colour 0, black.
    public static let black = Color.palette(0)

    /// ANSI colour 1, red.
    public static let red = Color.palette(1)

    /// ANSI colour 2, green.
    public static let green = Color.palette(2)

    /// ANSI colour 3, yellow (often brown or olive in a terminal's theme).
    public static let yellow = Color.palette(3)

    /// ANSI colour 4, blue.
    public static let blue = Color.palette(4)

    /// ANSI colour 5, magenta.
    public static let magenta = Color.palette(5)

    /// ANSI colour 6, cyan.
    public static let cyan = Color.palette(6)

    /// ANSI colour 7, which terminals name "white" but most themes show as a light gray:
    /// UIKit's `lightGray` (2/3 white, the classic shade of ANSI 7).
    public static let lightGray = Color.palette(7)

    /// ANSI colour 8, "bright black": UIKit's `darkGray` (1/3 white, the classic shade of
    /// ANSI 8).
    public static let darkGray = Color.palette(8)

    /// ANSI colour 8 by its terminal name; the same colour as ``darkGray``.
    public static let brightBlack = Color.palette(8)

    /// ANSI colour 9, bright red.
    public static let brightRed = Color.palette(9)

    /// ANSI colour 10, bright green.
    public static let brightGreen = Color.palette(10)

    /// ANSI colour 11, bright yellow.
    public static let brightYellow = Color.palette(11)

    /// ANSI colour 12, bright blue.
    public static let brightBlue = Color.palette(12)

    /// ANSI colour 13, bright magenta.
    public static let brightMagenta = Color.palette(13)

    /// ANSI colour 14, bright cyan.
    public static let brightCyan = Color.palette(14)

    /// ANSI colour 15, "bright white": UIKit's `white`, the brightest the terminal shows.
    public static let white = Color.palette(15)

    /// ANSI colour 15 by its terminal name; the same colour as ``white``.
    public static let brightWhite = Color.palette(15)

    // MARK: - UIKit colours without an ANSI shade

    /// UIKit's `gray`, half white: palette gray 244, which is (128, 128, 128).
    public static let gray = Color.palette(244)

    /// UIKit's `orange`, (1, 0.5, 0): (255, 128, 0).
    public static let orange = Color.rgb(255, 128, 0)

    /// UIKit's `purple`, (0.5, 0, 0.5): (128, 0, 128).
    public static let purple = Color.rgb(128, 0, 128)

    /// UIKit's `brown`, (0.6, 0.4, 0.2): (153, 102, 51).
    public static let brown = Color.rgb(153, 102, 51)
}
