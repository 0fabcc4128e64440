import Testing
@testable import Trellis

/// `CharacterArt`: art from strings (with wide characters and colour maps) and from
/// bitmaps at sub-cell resolution.
@MainActor
@Suite struct CharacterArtTests {
    @Test func artFromAStringPadsShortRows() {
        let art = CharacterArt("""
             /\\
            /__\\
            """)
        #expect(art.width == 4)
        #expect(art.height == 2)
        #expect(art[1, 0].character == "/")
        #expect(art[3, 0] == Cell.blank)
        #expect(art.renderedText() == " /\\\n/__\\")
    }

    @Test func wideCharactersTakeTwoCells() {
        let art = CharacterArt("""
            日本語
            ab
            """)
        #expect(art.width == 6)
        #expect(art.height == 2)
        #expect(art[0, 0].character == "日")
        #expect(art[1, 0].isContinuation)
        #expect(art[2, 0].character == "本")
        #expect(art[1, 1].character == "b")
        #expect(art[2, 1] == Cell.blank)
        #expect(art.renderedText() == "日本語\nab")
    }

    @Test func emptyTextAndAFinalNewline() {
        let empty = CharacterArt("")
        #expect(empty.width == 0 && empty.height == 0)
        #expect(CharacterArt("ab\n") == CharacterArt("ab"))
        #expect(CharacterArt("ab\r\ncd").renderedText() == "ab\ncd")
        #expect(CharacterArt("\n\n").height == 2)
    }

    @Test func combiningMarksJoinTheirCharacter() {
        let art = CharacterArt("e\u{301}x")
        #expect(art.width == 2)
        #expect(art[0, 0].character == "e\u{301}")
    }

    @Test func aColourMapColoursEachCell() {
        let art = CharacterArt("""
            ABC
            世x
            """, colors: ["r": .red, "g": .green], colorMap: """
            rg.
            g r
            """)
        #expect(art[0, 0].style.foreground == .red)
        #expect(art[1, 0].style.foreground == .green)
        // "." has no colour: the default stays.
        #expect(art[2, 0].style.foreground == .default)
        // 世 takes the colour under its first cell, and so does its continuation.
        #expect(art[0, 1].style.foreground == .green)
        #expect(art[1, 1].style.foreground == .green)
        #expect(art[2, 1].style.foreground == .red)
        #expect(art[0, 0].style.background == .default)
    }

    @Test func artInOneStyleStylesEveryCellPaddingIncluded() {
        let badge = CellStyle(foreground: .white, background: .blue, attributes: .bold)
        let art = CharacterArt("fb\n世", style: badge)
        #expect(art.width == 2 && art.height == 2)
        #expect(art.renderedText() == "fb\n世")
        #expect(art[1, 1].isContinuation)
        for y in 0..<2 {
            for x in 0..<2 { #expect(art[x, y].style == badge) }
        }
    }

    /// A styled space is drawn where a plain one is transparent, so a badge with a
    /// background covers what lies beneath it.
    @Test func aBackgroundMakesTheArtOpaqueInAnImageView() {
        let window = Window(size: Size(width: 4, height: 1))
        let beneath = Label(frame: Rect(x: 0, y: 0, width: 4, height: 1))
        beneath.text = "xxxx"
        window.addSubview(beneath)
        let opaque = ImageView(image: CharacterArt(" a", style: CellStyle(background: .blue)))
        opaque.frame = Rect(x: 0, y: 0, width: 2, height: 1)
        let clear = ImageView(image: CharacterArt(" a", style: CellStyle(foreground: .red)))
        clear.frame = Rect(x: 2, y: 0, width: 2, height: 1)
        window.addSubview(opaque)
        window.addSubview(clear)
        window.runLayoutCycle()
        #expect(window.canvas.renderedText() == " axa")
        #expect(window.canvas[0, 0].style.background == .blue)
        #expect(window.canvas[3, 0].style.foreground == .red)
    }

    @Test func aShortColourMapLeavesTheRestDefault() {
        let art = CharacterArt("abc\ndef", colors: ["r": .red], colorMap: "r")
        #expect(art[0, 0].style.foreground == .red)
        #expect(art[1, 0].style.foreground == .default)
        #expect(art[0, 1].style.foreground == .default)
    }

    /// A 4×4 diamond:
    ///
    ///     .##.
    ///     ####
    ///     ####
    ///     .##.
    private static let diamond = [".##.", "####", "####", ".##."].map(Array.init)
    private static func diamondPixel(_ x: Int, _ y: Int) -> Bool { diamond[y][x] == "#" }

    @Test func aBitmapAsHalfBlocks() {
        let art = CharacterArt.fromBitmap(width: 4, height: 4, style: CellStyle(foreground: .blue), resolution: .halfBlocks,
                                          isSet: CharacterArtTests.diamondPixel)
        #expect(art.width == 4 && art.height == 2)
        #expect(art.renderedText() == """
            ▄██▄
            ▀██▀
            """)
        #expect(art[1, 0].style.foreground == .blue)
    }

    @Test func aBitmapAsBraille() {
        let art = CharacterArt.fromBitmap(width: 4, height: 4, resolution: .braille, isSet: CharacterArtTests.diamondPixel)
        #expect(art.width == 2 && art.height == 1)
        #expect(art.renderedText() == "⢾⡷")
    }

    @Test func bitmapEdgesRoundUpAndEmptyCellsAreBlank() {
        // 3×3 with only the corners set: half blocks need 2 rows, braille 2 columns.
        let corners: (Int, Int) -> Bool = { x, y in (x == 0 || x == 2) && (y == 0 || y == 2) }
        let halves = CharacterArt.fromBitmap(width: 3, height: 3, style: CellStyle(foreground: .red), resolution: .halfBlocks, isSet: corners)
        #expect(halves.renderedText() == "▀ ▀\n▀ ▀")
        #expect(halves[1, 0] == Cell.blank)
        let dots = CharacterArt.fromBitmap(width: 3, height: 3, resolution: .braille, isSet: corners)
        #expect(dots.width == 2 && dots.height == 1)
        #expect(dots.renderedText() == "⠅⠅")
        #expect(CharacterArt.fromBitmap(width: 0, height: 5) { _, _ in true }.width == 0)
    }

    @Test func ellipsesAtSeveralSizes() {
        #expect(CharacterArt.filledEllipse(width: 1, height: 1).renderedText() == "█")
        let none = CharacterArt.filledEllipse(width: 0, height: 3)
        #expect(none.width == 0 && none.height == 0)
        // Leading spaces kept, trailing ones trimmed: the rows are symmetric.
        #expect(CharacterArt.filledEllipse(width: 8, height: 4).renderedText() == """
             ▄████▄
            ████████
            ████████
             ▀████▀
            """)
        #expect(CharacterArt.filledEllipse(width: 12, height: 5).renderedText() == """
              ▄██████▄
            ▄██████████▄
            ████████████
            ▀██████████▀
              ▀██████▀
            """)
        #expect(CharacterArt.filledEllipse(width: 6, height: 3, resolution: .braille).renderedText() == """
            ⢠⣶⣿⣿⣶⡄
            ⣿⣿⣿⣿⣿⣿
            ⠘⠿⣿⣿⠿⠃
            """)
    }

    @Test("an ellipse fills its box, is symmetric, and is styled", arguments: [(3, 2), (9, 4), (20, 7), (40, 20)])
    func ellipseShape(width: Int, height: Int) {
        let style = CellStyle(foreground: .yellow)
        let art = CharacterArt.filledEllipse(width: width, height: height, style: style)
        #expect(art.width == width && art.height == height)
        for y in 0..<height {
            let row = (0..<width).map { art[$0, y].character }
            #expect(row == row.reversed())
            #expect((0..<width).allSatisfy { art[$0, y].character == " " || art[$0, y].style == style })
        }
        // The pixel row just below the centre spans the box from edge to edge.
        #expect((0..<width).allSatisfy { ["█", "▀"].contains(art[$0, height / 2].character) })
    }
}
