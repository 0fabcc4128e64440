import Trellis

/// The picture on top of the menu: the course's "PartnerInCrime" image ("my little buddy
/// here"), which the transcript does not show; here a small dog, 11 × 4 cells.
enum MenuArt {
    /// The dog, light on the menu's background.
    static let partnerInCrime = CharacterArt(#"""
          __      _
        o'')}____//
         `_/      )
         (_(_/-(_/
        """#, style: CellStyle(foreground: MenuPalette.foreground, background: MenuPalette.background))
}
