import Trellis

/// The profile pictures: a head and shoulders on a coloured tile, 6 × 3 cells (the
/// course's 55-point photo at ``CourseScale``).
enum Portrait {
    /// The picture on a tile of `tile`: opaque, so a badge over its corner reads as one.
    static func art(tile: Color) -> CharacterArt {
        CharacterArt("""
             ▄██▄
             ▀██▀
            ▄████▄
            """, style: CellStyle(foreground: .brightWhite, background: tile))
    }
}
