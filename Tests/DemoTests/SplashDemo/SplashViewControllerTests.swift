import Testing
import Trellis
@testable import SplashDemo

/// The splash screen as the user sees it, at the five terminal sizes every demo is checked
/// at and in between: the rendered text, the logo's frame, what was logged, and the keys.
///
/// The logo's frame at a terminal of `cols` × `rows` is worked out by hand. The content
/// view is `cols` × (`rows` − 1), the bar of keys taking the bottom row. The logo is centred,
/// its width is 66/19 of its height (the art's 66 × 19 cells), and it is at least 4
/// columns from the sides and 2 rows from the top and the bar; the growth constraints
/// make it as large as that allows: `h = min(rows − 1 − 4, (cols − 8) × 19 / 66)`,
/// `w = h × 66 / 19`, centred, each edge rounded to the nearest cell (halves up).
@MainActor
@Suite struct SplashViewControllerTests {
    nonisolated static let frames: [(width: Int, height: Int, logo: Rect)] = [
        // h = min(19, 72 × 19/66 = 20.7) = 19: the art's own size, at (80 − 66)/2, (23 − 19)/2.
        (80, 24, Rect(x: 7, y: 2, width: 66, height: 19)),
        // h = min(35, 112 × 19/66 = 32.24): width-bound, 112 wide; rows 3.38…35.62 → 3…36.
        (120, 40, Rect(x: 4, y: 3, width: 112, height: 33)),
        // h = min(55, 192 × 19/66 = 55.27) = 55: height-bound, w = 191.05 over 4.47…195.53 → 4…196.
        (200, 60, Rect(x: 4, y: 2, width: 192, height: 55)),
        // h = min(7, 32 × 19/66 = 9.2) = 7, w = 24.3 over 7.84…32.16 → 8…32.
        (40, 12, Rect(x: 8, y: 2, width: 24, height: 7)),
        // h = min(1, 12 × 19/66 = 3.5) = 1, w = 3.5 over 8.26…11.74 → 8…12.
        (20, 6, Rect(x: 8, y: 2, width: 4, height: 1)),
        // An odd size: h = min(20, 73 × 19/66 = 21.0) = 20, w = 69.47 over 5.76…75.24 → 6…75.
        (81, 25, Rect(x: 6, y: 2, width: 69, height: 20)),
        // …and a terminal whose content is exactly the gaps: no rows left for the logo.
        (30, 5, Rect(x: 15, y: 2, width: 0, height: 0)),
    ]

    @Test(arguments: SplashViewControllerTests.frames)
    func theLogoIsAsLargeAsTheGapsAllow(width: Int, height: Int, logo: Rect) {
        let screen = DemoScreen(splash: .initializer, width: width, height: height)
        _ = screen.rows
        #expect(screen.splash.logo.frame == logo)
        #expect(screen.splash.contentView.frame == Rect(x: 0, y: 0, width: Double(width), height: Double(height - 1)))
        #expect(!screen.hasAmbiguousLayout)
        // Exercising ambiguity finds no other solution to move the logo to.
        screen.splash.logo.exerciseAmbiguityInLayout()
        #expect(screen.splash.logo.frame == logo)
        #expect(screen.diagnostics.isEmpty)
    }

    // MARK: - The five sizes, as rendered

    /// 80 × 24: the art at exactly its size, 7 columns from each side and 2 rows above and
    /// below, over the bar of keys.
    @Test func at80x24() {
        let screen = DemoScreen(splash: .initializer, width: 80, height: 24)
        #expect(screen.rows.joined(separator: "\n") == """


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


            1 initializer ✓ · 2 anchors · 3 visual format · q quit
            """)
        #expect(screen.diagnostics.isEmpty)
    }

    /// 120 × 40: the art enlarged about 1.7 times, every cell repeated once or twice.
    @Test func at120x40() {
        let screen = DemoScreen(splash: .initializer, width: 120, height: 40)
        #expect(screen.rows.joined(separator: "\n") == """



                                                                   ██████████
                                                                   ██████████
                                                                ████████████████
                                                ██████████      ████████████████      ██████████
                                                ██████████      ████████████████      ██████████
                                               █████████████    ████████████████    █████████████
                                               █████████████    ████████████████    █████████████
                                               █████████████       ██████████       █████████████
                                                ██████████                            ██████████
                                                ██████████                            ██████████
                                                              ████████████████████
                                                              ████████████████████
                                               ██████████   ████████████████████████   ██████████
                                             █████████████  ████████████████████████  █████████████
                                             █████████████  ████████████████████████  █████████████
                                           ██████████████ ████████████████████████████ ██████████████
                                           ██████████████ ████████████████████████████ ██████████████
                                           ██████████████ ████████████████████████████ ██████████████
                                           ██████████████ ████████████████████████████ ██████████████



                  ████████              ███  ███              ███                                            ████
                  ████████              ███  ███              ███                                            ████
                ███                     ███  ███              ███                                            ████
                ███           ██████    ███  ███    ████████  ████████     ███████    ███  ███   █████████  ████████    ██████
                ███           ██████    ███  ███    ████████  ████████     ███████    ███  ███   █████████  ████████    ██████
                ███         ███    ███  ███  ███  ███    ███  ███    ███  ███   ████  ██████    ███    ███   ████     ██████████
                ███         ███    ███  ███  ███  ███    ███  ███    ███  ███   ████  ██████    ███    ███   ████     ██████████
                ███         ███    ███  ███  ███  ███    ███  ███    ███  ███   ████  ███       ███    ███   ████     ███
                  ████████    ██████    ███  ███    ████████  ████████     ███████    ███        █████████     █████    ████████
                  ████████    ██████    ███  ███    ████████  ████████     ███████    ███        █████████     █████    ████████




            1 initializer ✓ · 2 anchors · 3 visual format · q quit
            """)
        #expect(screen.diagnostics.isEmpty)
    }

    /// 200 × 60: too large to read as a literal. The art is enlarged 2.9 times, to the
    /// 191 × 55 cells that fit its proportions in the 192 × 55 frame (55 × 66/19 = 191.05),
    /// from the frame's left edge: each of its cells shows at the centre of the block it
    /// became, and nothing shows anywhere else.
    @Test func at200x60() {
        let screen = DemoScreen(splash: .initializer, width: 200, height: 60)
        #expect(screen.splash.logo.frame == Rect(x: 4, y: 2, width: 192, height: 55))
        let drawn = Rect(x: 4, y: 2, width: 191, height: 55)
        #expect(screen.inkBounds == drawn)
        let art = CollaborateLogo.art
        let (scaleX, scaleY) = (drawn.width / Double(art.width), drawn.height / Double(art.height))
        var mismatches: [String] = []
        for y in 0..<art.height {
            for x in 0..<art.width {
                let column = Int(drawn.minX + (Double(x) + 0.5) * scaleX)
                let row = Int(drawn.minY + (Double(y) + 0.5) * scaleY)
                if screen.window.canvas[column, row].character != art[x, y].character {
                    mismatches.append("art (\(x), \(y)) at (\(column), \(row))")
                }
            }
        }
        #expect(mismatches.isEmpty, "\(mismatches.prefix(5))")
        #expect(screen.barRow == "1 initializer ✓ · 2 anchors · 3 visual format · q quit")
        #expect(screen.diagnostics.isEmpty)
    }

    /// 40 × 12: a 24 × 7 logo, too small for the full art to keep its letters, shows the
    /// compact art at its own size, centred in the logo's frame.
    @Test func at40x12() {
        let screen = DemoScreen(splash: .initializer, width: 40, height: 12)
        #expect(screen.rows.joined(separator: "\n") == """


                             ▄████▄
                        ▄██▄ ▀████▀ ▄██▄
                        ▀██▀ ▄▄▄▄▄▄ ▀██▀
                       ▄▄▄▄ ████████ ▄▄▄▄
                       ████ ████████ ████

                          Collaborate


            1 initializer ✓ · 2 anchors · q quit
            """)
        #expect(screen.splash.logo.image == CollaborateLogo.compactArt)
        #expect(screen.diagnostics.isEmpty)
    }

    /// 20 × 6: the gaps leave the logo one row, 4 × 1 cells, where no art can show: the
    /// logo has shrunk to nothing, and the bar, down to its quit key, is all there is.
    /// Nothing conflicts.
    @Test func at20x6() {
        let screen = DemoScreen(splash: .initializer, width: 20, height: 6)
        #expect(screen.rows.joined(separator: "\n") == """





            q quit
            """)
        #expect(screen.splash.logo.frame == Rect(x: 8, y: 2, width: 4, height: 1))
        #expect(screen.splash.logo.image == nil)
        #expect(!screen.hasAmbiguousLayout)
        #expect(screen.diagnostics.isEmpty)
    }

    /// Terminals under 5 rows, where the gaps alone are taller than the content view: the
    /// logo's height solves below zero (nothing requires a size to be positive), its frame
    /// has no size, nothing conflicts, and the bar's quit key is all there is.
    @Test(arguments: [
        (1, 1, ["q"]), (10, 3, ["", "", "q quit"]), (20, 4, ["", "", "", "q quit"]),
    ])
    func terminalsTooShortForTheGapsShowOnlyTheQuitKey(width: Int, height: Int, expected: [String]) {
        let screen = DemoScreen(splash: .initializer, width: width, height: height)
        #expect(screen.rows == expected)
        #expect(screen.splash.logo.frame.size == .zero)
        #expect(!screen.hasAmbiguousLayout)
        #expect(screen.diagnostics.isEmpty)
    }

    // MARK: - Resizing

    /// The terminal is resized through the five sizes, down to 20 × 6 and back up: after
    /// each resize the screen is the one a fresh terminal of that size shows, and nothing
    /// is logged on the way.
    @Test func resizingThroughTheSizesMatchesFreshScreens() {
        let screen = DemoScreen(splash: .anchors, width: 80, height: 24)
        let tour = DemoScreen.fiveSizes + [(20, 6), (80, 24), (40, 12), (200, 60), (20, 6), (120, 40), (80, 24)]
        for (width, height) in tour {
            screen.resize(width: width, height: height)
            let fresh = DemoScreen(splash: .anchors, width: width, height: height)
            #expect(screen.rows == fresh.rows, "\(width)×\(height)")
            #expect(screen.splash.logo.frame == fresh.splash.logo.frame, "\(width)×\(height)")
            #expect(screen.splash.logo.image == fresh.splash.logo.image, "\(width)×\(height)")
        }
        #expect(!screen.hasAmbiguousLayout)
        #expect(screen.diagnostics.isEmpty)
    }

    /// Terminals from 1 × 1 to 127 × 45: never a conflict or an ambiguity; the logo keeps
    /// the gaps whenever the content view has room for them (4 rows), keeps the art's
    /// proportions to within the cell that rounding each edge costs, is as large as the
    /// gaps allow on one axis or the other, and nothing is drawn outside it.
    @Test func everySizeKeepsTheRules() {
        for width in stride(from: 1, through: 127, by: 6) {
            for height in stride(from: 1, through: 45, by: 4) {
                let screen = DemoScreen(splash: .visualFormat, width: width, height: height)
                let size = "\(width)×\(height)"
                let logo = screen.splash.logo.frame
                let (content, cols) = (Double(height - 1), Double(width))
                #expect(screen.diagnostics.isEmpty, "\(size)")
                #expect(!screen.hasAmbiguousLayout, "\(size)")
                if let ink = screen.inkBounds {
                    #expect(logo.contains(ink), "\(size): ink \(ink) outside \(logo)")
                }
                guard content >= 2 * SplashMetrics.verticalGap, logo.height > 0 else { continue }
                #expect(logo.minY >= 2 && logo.maxY <= content - 2, "\(size): \(logo)")
                #expect(logo.minX >= 4 && logo.maxX <= cols - 4, "\(size): \(logo)")
                #expect(abs(logo.width - logo.height * 66 / 19) <= 1 + 66.0 / 19, "\(size): \(logo)")
                let heightBound = logo.height >= content - 4 - 1
                let widthBound = logo.width >= cols - 8 - 1
                #expect(heightBound || widthBound, "\(size): \(logo) could be larger")
            }
        }
    }

    // MARK: - Keys

    /// `2`, `3` and `1` switch builds: the bar ticks the build on screen, and the logo's
    /// rows do not change by a cell.
    @Test func theBuildKeysSwitchAndTheBarTicksWhich() {
        let screen = DemoScreen(splash: .initializer, width: 80, height: 24)
        let logo = screen.contentRows
        #expect(screen.barRow == "1 initializer ✓ · 2 anchors · 3 visual format · q quit")
        screen.press(.character("2"))
        #expect(screen.barRow == "1 initializer · 2 anchors ✓ · 3 visual format · q quit")
        #expect(screen.contentRows == logo)
        screen.press(.character("3"))
        #expect(screen.barRow == "1 initializer · 2 anchors · 3 visual format ✓ · q quit")
        #expect(screen.contentRows == logo)
        screen.press(.character("1"))
        #expect(screen.barRow == "1 initializer ✓ · 2 anchors · 3 visual format · q quit")
        #expect(screen.contentRows == logo)
        #expect(screen.diagnostics.isEmpty)
    }

    /// Other keys leave the build alone: a digit with Control held, a digit with no build,
    /// a letter. `q` still quits.
    @Test func otherKeysDoNotSwitch() {
        let screen = DemoScreen(splash: .anchors, width: 80, height: 24)
        let constraints = screen.splash.buildConstraints
        screen.press(KeyEvent(.character("1"), modifiers: .control), .character("4"), .character("0"), .character("x"))
        #expect(screen.splash.build == .anchors)
        #expect(screen.splash.buildConstraints.map(ObjectIdentifier.init) == constraints.map(ObjectIdentifier.init))
        #expect(!screen.application.isQuitRequested)
        screen.press(.character("q"))
        #expect(screen.application.isQuitRequested)
        #expect(screen.diagnostics.isEmpty)
    }
}
