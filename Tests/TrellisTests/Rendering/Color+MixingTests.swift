import Testing
@testable import Trellis

@Suite("Color.mix(with:by:)")
struct ColorMixingTests {
    @Test("a mix moves each component the fraction of the way, rounding halves up")
    func componentsMoveByTheFraction() {
        let black = Color.rgb(0, 0, 0), white = Color.rgb(255, 255, 255)
        #expect(black.mix(with: white, by: 0.5) == .rgb(128, 128, 128))  // 127.5 rounds up
        #expect(black.mix(with: white, by: 0.25) == .rgb(64, 64, 64))    // 63.75
        #expect(Color.rgb(200, 100, 0).mix(with: .rgb(0, 100, 200), by: 0.25) == .rgb(150, 100, 50))
        // Mixing is not symmetric in the fraction's side: 0.25 of the way from the other end.
        #expect(Color.rgb(0, 100, 200).mix(with: .rgb(200, 100, 0), by: 0.25) == .rgb(50, 100, 150))
    }

    @Test("palette colours mix with xterm's components for them")
    func paletteColoursMixByTheirComponents() {
        // lightGray is ANSI 7, (170, 170, 170); green is ANSI 2, (0, 170, 0).
        #expect(Color.lightGray.mix(with: .green, by: 0.5) == .rgb(85, 170, 85))
        // Cube entry 21 is (0, 0, 255); gray 244 is (128, 128, 128).
        #expect(Color.palette(21).mix(with: .gray, by: 0.5) == .rgb(64, 64, 192))
    }

    @Test("the ends and equal colours come back unchanged, palette colours included")
    func exactResultsStayExact() {
        #expect(Color.lightGray.mix(with: .blue, by: 0) == .lightGray)
        #expect(Color.lightGray.mix(with: .blue, by: 1) == .blue)
        #expect(Color.blue.mix(with: .blue, by: 0.3) == .blue)
        #expect(Color.default.mix(with: .default, by: 0.5) == .default)
    }

    @Test("fractions outside 0…1 are clamped and NaN counts as 0")
    func fractionsAreClamped() {
        #expect(Color.red.mix(with: .blue, by: -2) == .red)
        #expect(Color.red.mix(with: .blue, by: 7) == .blue)
        #expect(Color.red.mix(with: .blue, by: .nan) == .red)
    }

    @Test("the terminal's default colour has no components: the other colour wins")
    func theDefaultColourIsNoColour() {
        #expect(Color.default.mix(with: .green, by: 0.5) == .green)
        #expect(Color.green.mix(with: .default, by: 0.5) == .green)
        #expect(Color.green.mix(with: .default, by: 1) == .default)
        #expect(Color.default.mix(with: .green, by: 0) == .default)
    }
}
