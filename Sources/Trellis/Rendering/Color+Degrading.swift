// Turning a colour request into one a terminal can show.
extension Color {
    /// The nearest colour a terminal of `depth` can show, keeping the colour's hue:
    ///
    /// - 24-bit colour shows everything as it is.
    /// - 256 colours: an exact colour becomes the nearest entry of the 6×6×6 cube or the
    ///   gray ramp.
    /// - 16 and 8 colours: a colour with a hue becomes an ANSI colour of the same hue (red,
    ///   yellow, green, cyan, blue or magenta, the sixth of the colour wheel it lies in):
    ///   at 16 colours the nearer of the normal and bright shade, at 8 the normal one. A
    ///   gray (less than an eighth between its strongest and weakest component) becomes
    ///   the nearest ANSI gray: black, light gray, dark gray or white at 16 colours, light
    ///   gray or black at 8 (dark gray, halfway, becomes light gray, which shows on black). So a muted blue stays blue rather than turning black, as the
    ///   nearest colour by distance alone would make it.
    /// - Monochrome shows only the default.
    ///
    /// A semantic colour (``system(_:)``) is first resolved by the dark ``Theme`` of that
    /// depth; windows resolve theirs when drawing, so this only matters for colours put on
    /// a canvas by hand. Nearness is plain distance in RGB, with xterm's palette and the
    /// classic ANSI shades, since a terminal's real theme is unknown.
    public func degraded(to depth: ColorDepth) -> Color {
        switch (self, depth) {
        case (.system(let name), _):
            return Theme(colorDepth: depth).color(for: name).degraded(to: depth)
        case (.default, _), (_, .trueColor): return self
        case (_, .monochrome): return .default
        case (.palette(let index), .palette256): return .palette(index)
        case (.palette(let index), .ansi16):
            return index < 16 ? self : Color.nearestANSI(to: Color.components(ofPaletteIndex: index), brightShades: true)
        case (.palette(let index), .ansi8):
            return index < 8 ? self : Color.nearestANSI(to: Color.components(ofPaletteIndex: index), brightShades: false)
        case (.rgb(let r, let g, let b), .palette256):
            return Color.nearest(to: (Int(r), Int(g), Int(b)), among: Color.cubeAndGrays)
        case (.rgb(let r, let g, let b), .ansi16):
            return Color.nearestANSI(to: (Int(r), Int(g), Int(b)), brightShades: true)
        case (.rgb(let r, let g, let b), .ansi8):
            return Color.nearestANSI(to: (Int(r), Int(g), Int(b)), brightShades: false)
        }
    }

    /// The classic (VGA) shades of the 16 ANSI colours.
    private static let ansiComponents: [(Int, Int, Int)] = [
        (0, 0, 0), (170, 0, 0), (0, 170, 0), (170, 85, 0), (0, 0, 170), (170, 0, 170), (0, 170, 170), (170, 170, 170),
        (85, 85, 85), (255, 85, 85), (85, 255, 85), (255, 255, 85), (85, 85, 255), (255, 85, 255), (85, 255, 255),
        (255, 255, 255),
    ]

    /// The 256-colour palette's entries above the ANSI colours.
    private static let cubeAndGrays = Array(16..<256)

    /// The levels of each axis of xterm's 6×6×6 colour cube.
    private static let cubeLevels = [0, 95, 135, 175, 215, 255]

    /// The red, green and blue of a 256-colour palette entry, as xterm draws it (and the
    /// classic shades for the 16 ANSI colours): what a true-colour backend sends for a
    /// palette colour its terminal cannot index.
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

    /// The ANSI colours of each sixth of the colour wheel, from red round to magenta:
    /// the normal shade and the bright one.
    private static let hueShades: [(normal: Int, bright: Int)] = [(1, 9), (3, 11), (2, 10), (6, 14), (4, 12), (5, 13)]

    /// The ANSI colour of `target`'s hue, or its gray (see ``degraded(to:)``).
    private static func nearestANSI(to target: (Int, Int, Int), brightShades: Bool) -> Color {
        let strongest = Swift.max(target.0, target.1, target.2)
        let weakest = Swift.min(target.0, target.1, target.2)
        let chroma = strongest - weakest
        guard chroma >= 32 else {
            return nearest(to: target, among: brightShades ? [0, 7, 8, 15] : [7, 0])
        }
        // The hue in sixths of the wheel, each sixth centred on its colour.
        let (r, g, b) = (Double(target.0), Double(target.1), Double(target.2))
        let c = Double(chroma)
        var hue: Double
        if target.0 == strongest {
            hue = (g - b) / c
        } else if target.1 == strongest {
            hue = 2 + (b - r) / c
        } else {
            hue = 4 + (r - g) / c
        }
        if hue < 0 { hue += 6 }
        let sixth = Int((hue + 0.5).rounded(.down)) % 6
        let shades = hueShades[sixth]
        return brightShades ? nearest(to: target, among: [shades.normal, shades.bright]) : .palette(UInt8(shades.normal))
    }

    /// The palette entry among `indexes` nearest to `target`; the first listed wins a tie.
    private static func nearest(to target: (Int, Int, Int), among indexes: [Int]) -> Color {
        var best = indexes[0]
        var bestDistance = Int.max
        for index in indexes {
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
