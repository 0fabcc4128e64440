import Testing
@testable import Trellis

/// `Color.degraded(to:)`: what each kind of terminal gets.
@Suite struct ColorDegradingTests {
    @Test func trueColorKeepsEverything() {
        for color in [Color.default, .palette(200), .rgb(12, 34, 56)] {
            #expect(color.degraded(to: .trueColor) == color)
        }
    }

    @Test func monochromeKeepsOnlyTheDefault() {
        for color in [Color.default, .red, .palette(200), .rgb(12, 34, 56)] {
            #expect(color.degraded(to: .monochrome) == .default)
        }
    }

    @Test func exactColoursFindTheNearestPaletteEntry() {
        // Pure cube corners and levels land on their cube entry.
        #expect(Color.rgb(255, 0, 0).degraded(to: .palette256) == .palette(196))     // 16 + 36*5
        #expect(Color.rgb(0, 95, 135).degraded(to: .palette256) == .palette(24))     // 16 + 0 + 6*1 + 2
        #expect(Color.rgb(100, 96, 134).degraded(to: .palette256) == .palette(60))   // (95, 95, 135)
        // A gray between cube levels goes to the ramp: 8 + 10 * 12 = 128.
        #expect(Color.rgb(128, 128, 128).degraded(to: .palette256) == .palette(244))
        #expect(Color.rgb(0, 0, 0).degraded(to: .palette256) == .palette(16))
    }

    @Test func sixteenColourTerminalsGetTheNearestAnsiColour() {
        // (250, 10, 10) is 6 600 away (squared) from red (170, 0, 0) and 11 275 from bright red.
        #expect(Color.rgb(250, 10, 10).degraded(to: .ansi16) == .red)
        #expect(Color.rgb(255, 90, 90).degraded(to: .ansi16) == .brightRed)
        #expect(Color.rgb(160, 0, 0).degraded(to: .ansi16) == .red)
        #expect(Color.rgb(128, 128, 128).degraded(to: .ansi16) == .lightGray)  // 170 is 42 away, 85 is 43
        #expect(Color.palette(196).degraded(to: .ansi16) == .red)             // (255, 0, 0)
        #expect(Color.palette(210).degraded(to: .ansi16) == .brightRed)       // (255, 135, 135)
        #expect(Color.palette(9).degraded(to: .ansi16) == .palette(9))
        #expect(Color.palette(232).degraded(to: .ansi16) == .black)           // gray 8
    }

    @Test func eightColourTerminalsKeepTheHue() {
        // The Venn diagram's blends: muted colours nearest by distance to a gray, which
        // 8 colours show as black.
        #expect(Color.rgb(85, 85, 170).degraded(to: .ansi8) == .blue)
        #expect(Color.rgb(85, 170, 85).degraded(to: .ansi8) == .green)
        #expect(Color.rgb(43, 128, 128).degraded(to: .ansi8) == .cyan)
        #expect(Color.rgb(200, 120, 40).degraded(to: .ansi8) == .yellow)   // orange's sixth is yellow's
        #expect(Color.rgb(150, 60, 160).degraded(to: .ansi8) == .magenta)
        #expect(Color.rgb(255, 90, 90).degraded(to: .ansi8) == .red)
        // Grays go to black or light gray, whichever is nearer.
        #expect(Color.rgb(40, 40, 44).degraded(to: .ansi8) == .black)
        #expect(Color.rgb(128, 128, 128).degraded(to: .ansi8) == .lightGray)
        #expect(Color.rgb(255, 255, 255).degraded(to: .ansi8) == .lightGray)
        // Bright ANSI colours become their normal shade; the first eight stay.
        #expect(Color.brightBlue.degraded(to: .ansi8) == .blue)
        #expect(Color.white.degraded(to: .ansi8) == .lightGray)
        #expect(Color.darkGray.degraded(to: .ansi8) == .lightGray)
        #expect(Color.magenta.degraded(to: .ansi8) == .magenta)
        #expect(Color.default.degraded(to: .ansi8) == .default)
        for index in 0..<256 {
            guard case .palette(let degraded) = Color.palette(UInt8(index)).degraded(to: .ansi8) else {
                Issue.record("palette \(index) did not stay in the palette")
                continue
            }
            #expect(degraded < 8)
        }
    }

    @Test func sixteenColourTerminalsKeepTheHueToo() {
        // Nearest by distance this is dark gray (tied with bright blue); its hue is blue.
        #expect(Color.rgb(85, 85, 170).degraded(to: .ansi16) == .brightBlue)
        #expect(Color.rgb(0, 0, 100).degraded(to: .ansi16) == .blue)
        #expect(Color.rgb(85, 85, 85).degraded(to: .ansi16) == .darkGray)
    }

    @Test func semanticColoursResolveByTheDarkThemeOfTheDepth() {
        #expect(Color.label.degraded(to: .ansi16) == .default)
        #expect(Color.systemRed.degraded(to: .ansi16) == .brightRed)
        #expect(Color.tint.degraded(to: .ansi8) == .cyan)
        #expect(Color.systemBlue.degraded(to: .trueColor) == .rgb(10, 132, 255))
        #expect(Color.systemBlue.degraded(to: .monochrome) == .default)
    }

    @Test func paletteComponentsFollowXterm() {
        #expect(Color.components(ofPaletteIndex: 16) == (0, 0, 0))
        #expect(Color.components(ofPaletteIndex: 231) == (255, 255, 255))
        #expect(Color.components(ofPaletteIndex: 255) == (238, 238, 238))
        #expect(Color.components(ofPaletteIndex: 3) == (170, 85, 0))
    }
}
