// Blending two colours: what a translucent fill over something already drawn looks like.
extension Color {
    /// This colour mixed with `other`: `fraction` of the way from this colour to `other`,
    /// component by component in sRGB (0 gives this colour, 1 gives `other`, 0.5 half of
    /// each). A fill of colour `c` with opacity `a` over a cell of colour `b` shows
    /// `b.mix(with: c, by: a)`, which is how a view draws UIKit's translucent fills (a
    /// `UIColor` with an alpha below 1) where a terminal has no alpha.
    ///
    /// SwiftUI's `Color.mix(with:by:)` (iOS 18), without the choice of colour space:
    /// components are mixed as they are stored, as Core Animation composites by default,
    /// not in linear light. `fraction` is clamped to 0…1 (NaN counts as 0).
    ///
    /// The result is exact when it can be: a fraction of 0 or 1, or two equal colours,
    /// give that colour back unchanged (a palette colour stays a palette colour, which the
    /// user's theme decides); any other mix is an ``rgb(_:_:_:)`` colour, rounded to the
    /// nearest component, halves up. Palette colours are mixed with the components xterm
    /// gives them (``components(ofPaletteIndex:)``), since the theme's real shades are
    /// unknown.
    ///
    /// A semantic colour (``system(_:)``) is mixed as the dark 24-bit ``Theme`` shows it;
    /// views that blend read back the colours their window's theme already resolved.
    ///
    /// ``default`` has no components to mix: mixed with another colour it stands for no
    /// colour at all, as a clear background does, and the other colour is the result (a
    /// fraction of exactly 0 or 1 still picks one side).
    public func mix(with other: Color, by fraction: Double) -> Color {
        let fraction = fraction.isNaN ? 0 : Swift.min(Swift.max(fraction, 0), 1)
        if fraction == 0 || self == other { return self }
        if fraction == 1 { return other }
        guard let from = rgbComponents else { return other }
        guard let to = other.rgbComponents else { return self }
        func mixed(_ a: Int, _ b: Int) -> UInt8 {
            UInt8((Double(a) + (Double(b) - Double(a)) * fraction).rounded(.toNearestOrAwayFromZero))
        }
        return .rgb(mixed(from.0, to.0), mixed(from.1, to.1), mixed(from.2, to.2))
    }

    /// The red, green and blue of the colour, 0–255 each; nil for ``default``.
    private var rgbComponents: (Int, Int, Int)? {
        switch self {
        case .default: nil
        case .palette(let index): Color.components(ofPaletteIndex: index)
        case .rgb(let r, let g, let b): (Int(r), Int(g), Int(b))
        case .system(let name): Theme.standard.color(for: name).rgbComponents
        }
    }
}
