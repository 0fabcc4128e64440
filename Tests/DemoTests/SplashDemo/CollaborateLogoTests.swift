import Testing
import Trellis
@testable import SplashDemo

/// The two renditions of the Collaborate logo.
@MainActor
@Suite struct CollaborateLogoTests {
    /// The cells of `art` that show something, as a bounding box (x, y, width, height).
    private func inkBox(_ art: CharacterArt) -> (Int, Int, Int, Int) {
        var (minX, minY, maxX, maxY) = (Int.max, Int.max, Int.min, Int.min)
        for y in 0..<art.height {
            for x in 0..<art.width where art[x, y].character != " " {
                (minX, minY, maxX, maxY) = (min(minX, x), min(minY, y), max(maxX, x), max(maxY, y))
            }
        }
        return (minX, minY, maxX - minX + 1, maxY - minY + 1)
    }

    /// The full art is 66 × 19 solid blocks, which scale cleanly, with its ink touching
    /// all four sides, so the gaps the screen keeps are the gaps the user sees.
    @Test func theFullArtIsSolidBlocksEdgeToEdge() {
        let art = CollaborateLogo.art
        #expect((art.width, art.height) == (66, 19))
        #expect(inkBox(art) == (0, 0, 66, 19))
        let characters = Set((0..<art.height).flatMap { y in (0..<art.width).compactMap { art[$0, y].character } })
        #expect(characters == ["█", " "])
    }

    /// Both renditions read "Collaborate": the full one in block letters (its bottom six
    /// rows), the compact one in plain letters on its last row.
    @Test func bothSayCollaborate() {
        #expect(CollaborateLogo.art.renderedText().split(separator: "\n").last
            == " █████  ████  ██ ██  █████ █████   ████  ██     █████   ███  █████")
        #expect(CollaborateLogo.compactArt.renderedText().split(separator: "\n").last == "   Collaborate")
        #expect((CollaborateLogo.compactArt.width, CollaborateLogo.compactArt.height) == (18, 7))
    }

    /// The people are in colour, three of them; the word is in the terminal's own colour
    /// (the full art's bottom six rows, the compact art's last).
    @Test(arguments: [(CollaborateLogo.art, 6), (CollaborateLogo.compactArt, 1)])
    func thePeopleAreInColourAndTheWordIsNot(art: CharacterArt, wordRows: Int) {
        var peopleColours = Set<Color>()
        for y in 0..<art.height {
            for x in 0..<art.width where art[x, y].character != " " {
                let colour = art[x, y].style.foreground
                if y >= art.height - wordRows {
                    #expect(colour == .default, "(\(x), \(y))")
                } else {
                    peopleColours.insert(colour)
                }
            }
        }
        #expect(peopleColours == [.palette(43), .palette(33), .palette(141)])
    }
}
