import Trellis

/// The Collaborate logo of the course's splash screen, as character art: three people, the
/// one in front in blue between two in turquoise and purple, over the word "Collaborate".
///
/// The course's logo is one bitmap that a `UIImageView` scales smoothly. A terminal has
/// only whole cells, so the logo comes in two renditions, as an asset catalog or an
/// `NSImage` holds several for the sizes it is shown at (``CollaborateLogoView`` picks):
/// - ``art``, 66 × 19 cells, drawn in solid blocks (`█`) only, so that ``ImageView`` can
///   scale it by repeating or skipping cells: a block repeated is a bigger block, where a
///   half block (`▀`) repeated would stripe. Strokes are two columns wide and one row
///   tall, which look about equally thick, a cell being about twice as tall as wide. It
///   shows at exactly its own size in an 80 × 24 terminal (the 19 rows the splash
///   screen's gaps leave) and grows in larger ones.
/// - ``compactArt``, 18 × 7 cells, for a logo too small to show ``art`` legibly: the
///   people in half blocks and the word in plain letters, which cannot be scaled at all.
enum CollaborateLogo {
    /// The people's colours in the colour maps: `l` left, `c` centre, `r` right (from the
    /// 256-colour palette; terminals with fewer colours get the nearest they have).
    private static let colors: [Character: Color] = ["l": .palette(43), "c": .palette(33), "r": .palette(141)]

    /// The logo, 66 × 19 cells; the ink touches all four sides, so the screen's gaps are
    /// the gaps around what the user sees. Its size is the logo's intrinsic content size,
    /// and its proportions the splash screen's aspect ratio.
    static let art = CharacterArt(
        """
                                      ██████
                                    ██████████
                           ██████   ██████████   ██████
                          ████████  ██████████  ████████
                          ████████    ██████    ████████
                           ██████                ██████
                                   ████████████
                          ██████  ██████████████  ██████
                         ████████ ██████████████ ████████
                        ████████ ████████████████ ████████
                        ████████ ████████████████ ████████


         █████        ██ ██        ██                          ██
        ██            ██ ██        ██                          ██
        ██      ████  ██ ██  █████ █████   ████  ██ ██  █████ █████  ████
        ██     ██  ██ ██ ██ ██  ██ ██  ██ ██  ██ ████  ██  ██  ██   ██████
        ██     ██  ██ ██ ██ ██  ██ ██  ██ ██  ██ ██    ██  ██  ██   ██
         █████  ████  ██ ██  █████ █████   ████  ██     █████   ███  █████
        """,
        colors: colors,
        colorMap: """
                                      cccccc
                                    cccccccccc
                           llllll   cccccccccc   rrrrrr
                          llllllll  cccccccccc  rrrrrrrr
                          llllllll    cccccc    rrrrrrrr
                           llllll                rrrrrr
                                   cccccccccccc
                          llllll  cccccccccccccc  rrrrrr
                         llllllll cccccccccccccc rrrrrrrr
                        llllllll cccccccccccccccc rrrrrrrr
                        llllllll cccccccccccccccc rrrrrrrr
        """)

    /// The logo for small screens, 18 × 7 cells: the people in half blocks, which give
    /// two pixels per cell, over the word in plain letters. Shown at its own size only.
    static let compactArt = CharacterArt(
        """
              ▄████▄
         ▄██▄ ▀████▀ ▄██▄
         ▀██▀ ▄▄▄▄▄▄ ▀██▀
        ▄▄▄▄ ████████ ▄▄▄▄
        ████ ████████ ████

           Collaborate
        """,
        colors: colors,
        colorMap: """
              cccccc
         llll cccccc rrrr
         llll cccccc rrrr
        llll cccccccc rrrr
        llll cccccccc rrrr
        """)
}
