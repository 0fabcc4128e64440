import Trellis

// Choosing a depth from what ncurses reports, and a colour's ncurses number at that depth.
extension ColorDepth {
    /// The depth to draw in, given the terminal's `COLORS` after `start_color`, whether it
    /// has colours at all, and whether the user asked for none (`NO_COLOR`).
    ///
    /// True colour only when ncurses itself drives a direct-colour terminfo entry (`COLORS`
    /// of 2²⁴, as `xterm-direct` has): ncurses can only send what terminfo describes, so
    /// `COLORTERM=truecolor` under a 256-colour `TERM` still draws in 256 colours (the
    /// terminal then starts under the direct-colour entry beside `TERM`'s where one is
    /// installed). 8 to 15 colours are ``ColorDepth/ansi8``.
    static func forTerminal(colors: Int, hasColors: Bool, noColor: Bool) -> ColorDepth {
        guard hasColors, !noColor, colors >= 8 else { return .monochrome }
        if colors >= 1 << 24 { return .trueColor }
        if colors >= 256 { return .palette256 }
        if colors >= 16 { return .ansi16 }
        return .ansi8
    }

    /// The ncurses colour number for `color`, already degraded to this depth: -1 for the
    /// default, the palette index, or in direct colour `0xRRGGBB`.
    ///
    /// Direct-colour terminfo entries send numbers below 8 as the ANSI colours, so palette
    /// colours 8 and up become their RGB value there, and an RGB value that would fall
    /// below 8 (almost black) is nudged to 8.
    func cursesColorNumber(_ color: Color, colorCount: Int) -> Int32 {
        switch color.degraded(to: self) {
        case .default:
            return -1
        case .palette(let index):
            if self == .trueColor && index >= 8 {
                let (r, g, b) = Color.components(ofPaletteIndex: index)
                return Int32(r << 16 | g << 8 | b)
            }
            return colorCount < 16 ? Int32(index % 8) : Int32(index)
        case .rgb(let r, let g, let b):
            return Swift.max(Int32(r) << 16 | Int32(g) << 8 | Int32(b), 8)
        case .system:
            // Degrading resolves semantic colours; none is left here.
            return -1
        }
    }
}
