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

    @Test func paletteComponentsFollowXterm() {
        #expect(Color.components(ofPaletteIndex: 16) == (0, 0, 0))
        #expect(Color.components(ofPaletteIndex: 231) == (255, 255, 255))
        #expect(Color.components(ofPaletteIndex: 255) == (238, 238, 238))
        #expect(Color.components(ofPaletteIndex: 3) == (170, 85, 0))
    }
}
