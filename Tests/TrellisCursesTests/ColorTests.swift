import Testing
import Trellis
@testable import TrellisCurses

@Suite("Colour pairs and depth")
struct ColorTests {
    @Test func pairsAreNumberedInOrderOfFirstUse() {
        var table = ColorPairTable(colorPairs: 256)
        #expect(table.pair(foreground: 1, background: -1)! == (1, true))
        #expect(table.pair(foreground: -1, background: 4)! == (2, true))
        #expect(table.pair(foreground: 1, background: -1)! == (1, false))
        #expect(table.count == 2)
    }

    @Test func theDefaultPairIsZeroAndNeverCounted() {
        var table = ColorPairTable(colorPairs: 2)
        #expect(table.pair(foreground: -1, background: -1)! == (0, false))
        #expect(table.count == 0)
    }

    @Test func aFullTableRefusesNewPairsAndStartsOverWhenCleared() {
        var table = ColorPairTable(colorPairs: 3)
        #expect(table.pair(foreground: 1, background: 2) != nil)
        #expect(table.pair(foreground: 2, background: 1) != nil)
        #expect(table.pair(foreground: 3, background: 1) == nil)
        #expect(table.pair(foreground: 2, background: 1)! == (2, false))
        table.removeAll()
        #expect(table.pair(foreground: 3, background: 1)! == (1, true))
    }

    @Test func negativeAndLargeColourNumbersDoNotCollide() {
        var table = ColorPairTable(colorPairs: 10)
        let a = table.pair(foreground: -1, background: 0xFFFFFF)!
        let b = table.pair(foreground: 0xFFFFFF, background: -1)!
        #expect(a.number != b.number)
    }

    @Test func depthFollowsColorsAndNoColor() {
        #expect(ColorDepth.forTerminal(colors: 1 << 24, hasColors: true, noColor: false) == .trueColor)
        #expect(ColorDepth.forTerminal(colors: 256, hasColors: true, noColor: false) == .palette256)
        #expect(ColorDepth.forTerminal(colors: 88, hasColors: true, noColor: false) == .ansi16)
        #expect(ColorDepth.forTerminal(colors: 16, hasColors: true, noColor: false) == .ansi16)
        #expect(ColorDepth.forTerminal(colors: 8, hasColors: true, noColor: false) == .ansi8)
        #expect(ColorDepth.forTerminal(colors: 256, hasColors: true, noColor: true) == .monochrome)
        #expect(ColorDepth.forTerminal(colors: 256, hasColors: false, noColor: false) == .monochrome)
        #expect(ColorDepth.forTerminal(colors: 2, hasColors: true, noColor: false) == .monochrome)
    }

    @Test func colourNumbersAtEachDepth() {
        #expect(ColorDepth.palette256.cursesColorNumber(.default, colorCount: 256) == -1)
        #expect(ColorDepth.palette256.cursesColorNumber(.palette(200), colorCount: 256) == 200)
        #expect(ColorDepth.palette256.cursesColorNumber(.rgb(255, 0, 0), colorCount: 256) == 196)
        #expect(ColorDepth.ansi16.cursesColorNumber(.brightRed, colorCount: 16) == 9)
        // Eight colours: bright ones fold onto the normal ones.
        #expect(ColorDepth.ansi16.cursesColorNumber(.brightRed, colorCount: 8) == 1)
        #expect(ColorDepth.ansi8.cursesColorNumber(.brightRed, colorCount: 8) == 1)
        // The Venn diagram's muted blue keeps its hue rather than going black.
        #expect(ColorDepth.ansi8.cursesColorNumber(.rgb(85, 85, 170), colorCount: 8) == 4)
        #expect(ColorDepth.monochrome.cursesColorNumber(.red, colorCount: 0) == -1)
        #expect(ColorDepth.trueColor.cursesColorNumber(.rgb(0x12, 0x34, 0x56), colorCount: 1 << 24) == 0x123456)
        #expect(ColorDepth.trueColor.cursesColorNumber(.red, colorCount: 1 << 24) == 1)
        #expect(ColorDepth.trueColor.cursesColorNumber(.palette(231), colorCount: 1 << 24) == 0xFFFFFF)
        #expect(ColorDepth.trueColor.cursesColorNumber(.rgb(0, 0, 0), colorCount: 1 << 24) == 8)
    }

    @Test func backgroundStyleFromCOLORFGBG() {
        #expect(UserInterfaceStyle.fromColorFGBG("15;0") == .dark)
        #expect(UserInterfaceStyle.fromColorFGBG("0;15") == .light)
        #expect(UserInterfaceStyle.fromColorFGBG("0;default;15") == .light)
        #expect(UserInterfaceStyle.fromColorFGBG("0;7") == .light)
        #expect(UserInterfaceStyle.fromColorFGBG("7;8") == .dark)
        #expect(UserInterfaceStyle.fromColorFGBG("15;default") == .unspecified)
        #expect(UserInterfaceStyle.fromColorFGBG("") == .unspecified)
        #expect(UserInterfaceStyle.fromColorFGBG(nil) == .unspecified)
        #expect(UserInterfaceStyle.fromColorFGBG("0;999") == .unspecified)
    }
}
