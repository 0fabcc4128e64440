// Turning a colour request into one a terminal can show.
extension Color {
    /// The nearest colour a terminal of `depth` can show: an exact colour becomes the
    /// nearest palette entry (the 6×6×6 cube or the gray ramp) on a 256-colour terminal
    /// and the nearest ANSI colour on a 16-colour one; a palette entry above 15 becomes
    /// the nearest ANSI colour; on a monochrome terminal everything is the default.
    /// Nearness is plain distance in RGB, using xterm's palette and the classic ANSI
    /// shades, since a terminal's real theme is unknown.
    public func degraded(to depth: ColorDepth) -> Color {
        switch (self, depth) {
        case (.default, _), (_, .trueColor): return self
        case (_, .monochrome): return .default
        case (.palette(let index), .palette256): return .palette(index)
        case (.palette(let index), .ansi16):
            return index < 16 ? self : Color.nearest(to: Color.components(ofPaletteIndex: index), among: 0..<16)
        case (.rgb(let r, let g, let b), .palette256):
            return Color.nearest(to: (Int(r), Int(g), Int(b)), among: 16..<256)
        case (.rgb(let r, let g, let b), .ansi16):
            return Color.nearest(to: (Int(r), Int(g), Int(b)), among: 0..<16)
        }
    }

    /// The classic (VGA) shades of the 16 ANSI colours.
    private static let ansiComponents: [(Int, Int, Int)] = [
        (0, 0, 0), (170, 0, 0), (0, 170, 0), (170, 85, 0), (0, 0, 170), (170, 0, 170), (0, 170, 170), (170, 170, 170),
        (85, 85, 85), (255, 85, 85), (85, 255, 85), (255, 255, 85), (85, 85, 255), (255, 85, 255), (85, 255, 255),
        (255, 255, 255),
    ]

    /// The levels of each axis of xterm's 6×6×6 colour cube.
    private static let cubeLevels = [0, 95, 135, 175, 215, 255]

    /// The red, green and blue of a 256-colour palette entry, as xterm draws it: what a
    /// true-colour backend sends for a palette colour its terminal cannot index.
    public static func components(ofPaletteIndex index: UInt8) -> (Int, Int, Int) {
        switch index {
        case 0..<16: return ansiComponents[Int(index)]
        case 16..<232:
            let cube = Int(index) - 16
            return (cubeLevels[cube / 36], cubeLevels[(cube / 6) % 6], cubeLevels[cube % 6])
        default:
            let gray = 8 + 10 * (Int(index) - 232)
            return (gray, gray, gray)
        }
    }

    /// The palette entry in `range` nearest to `target`; the lowest index wins a tie.
    private static func nearest(to target: (Int, Int, Int), among range: Range<Int>) -> Color {
        var best = range.lowerBound
        var bestDistance = Int.max
        for index in range {
            let (r, g, b) = components(ofPaletteIndex: UInt8(index))
            let distance = (r - target.0) * (r - target.0) + (g - target.1) * (g - target.1) + (b - target.2) * (b - target.2)
            if distance < bestDistance {
                best = index
                bestDistance = distance
            }
        }
        return .palette(UInt8(best))
    }
}
