import Testing
@testable import Trellis

/// A canvas whose every cell shows `.`, so that the screens below show where the canvas
/// ends and which cells were written (trailing spaces would be trimmed away).
private func dotted(_ width: Int, _ height: Int) -> Canvas {
    var canvas = Canvas(width: width, height: height)
    canvas.fill(canvas.bounds, with: ".")
    return canvas
}

/// Every continuation cell on the canvas sits right of a character that is two cells wide,
/// and every such character has its continuation: no orphan halves.
private func wideCharactersAreWhole(_ canvas: Canvas) -> Bool {
    for y in 0..<canvas.height {
        for x in 0..<canvas.width {
            let cell = canvas[x, y]
            switch cell.content {
            case .continuation:
                guard x > 0, let left = canvas[x - 1, y].character, DisplayWidth.of(left) == 2 else { return false }
            case .character(let character):
                if DisplayWidth.of(character) == 2 {
                    guard x + 1 < canvas.width, canvas[x + 1, y].isContinuation else { return false }
                }
            }
        }
    }
    return true
}

@Suite("Canvas")
struct CanvasTests {
    // MARK: - Size

    @Test("a new canvas is blank, its size as given, negative sizes count as 0")
    func sizes() {
        let canvas = Canvas(width: 3, height: 2)
        #expect(canvas.width == 3 && canvas.height == 2)
        #expect(canvas.bounds == Rect(x: 0, y: 0, width: 3, height: 2))
        #expect(canvas[2, 1] == .blank)
        let negative = Canvas(width: -4, height: -1)
        #expect(negative.width == 0 && negative.height == 0)
        #expect(Canvas(width: -4, height: 2) == Canvas(width: 0, height: 2))
    }

    @Test("0×0: drawing does nothing, renders as empty text")
    func zeroByZero() {
        var canvas = Canvas(width: 0, height: 0)
        #expect(canvas.put("hello", x: 0, y: 0) == 5)
        canvas.fill(Rect(x: 0, y: 0, width: 5, height: 5), with: "x")
        canvas.setBackground(.red, in: canvas.bounds)
        #expect(canvas.renderedText() == "")
        #expect(canvas == Canvas(width: 0, height: 0))
    }

    @Test("1×1: one cell, a wide character does not fit and leaves a space")
    func oneByOne() {
        var canvas = dotted(1, 1)
        #expect(canvas.put("ab", x: 0, y: 0) == 2)
        #expect(canvas.renderedText() == "a")
        canvas.put("漢", x: 0, y: 0, style: CellStyle(foreground: .red))
        #expect(canvas[0, 0] == Cell(" ", style: CellStyle(foreground: .red)))
        #expect(canvas.renderedText() == "")
    }

    @Test("the subscript stores a cell as given")
    func subscriptSetsRaw() {
        var canvas = Canvas(width: 2, height: 1)
        canvas[1, 0] = Cell(content: .continuation)
        #expect(canvas[1, 0].isContinuation)
        #expect(canvas[0, 0] == .blank)
    }

    // MARK: - Text

    @Test("ASCII text, at the start, in the middle and running off the right edge")
    func ascii() {
        var canvas = dotted(8, 3)
        #expect(canvas.put("Hello", x: 0, y: 0) == 5)
        #expect(canvas.put("mid", x: 2, y: 1) == 5)
        #expect(canvas.put("overflowing", x: 4, y: 2) == 15)
        #expect(canvas.description == """
            Hello...
            ..mid...
            ....over
            """)
    }

    @Test("text starting left of the canvas or off its rows")
    func offCanvas() {
        var canvas = dotted(5, 2)
        #expect(canvas.put("abcdef", x: -3, y: 0) == 3)
        #expect(canvas.put("hidden", x: 0, y: 2) == 6)
        #expect(canvas.put("hidden", x: 0, y: -1) == 6)
        #expect(canvas.put("xy", x: 9, y: 1) == 11)
        #expect(canvas.renderedText() == """
            def..
            .....
            """)
    }

    @Test("CJK takes two cells each, with a continuation cell")
    func cjk() {
        var canvas = dotted(8, 1)
        #expect(canvas.put("漢字a", x: 1, y: 0) == 6)
        #expect(canvas.renderedText() == ".漢字a..")
        #expect(canvas[1, 0].character == "漢")
        #expect(canvas[2, 0].isContinuation)
        #expect(wideCharactersAreWhole(canvas))
    }

    @Test("emoji, a ZWJ sequence, a flag and a keycap are one wide cell pair each")
    func emoji() {
        var canvas = dotted(10, 1)
        #expect(canvas.put("😀👨‍👩‍👧🇫🇷1️⃣", x: 0, y: 0) == 8)
        #expect(canvas.renderedText() == "😀👨‍👩‍👧🇫🇷1️⃣..")
        #expect(canvas[2, 0].character == "👨‍👩‍👧")
        #expect(canvas[4, 0].character == "🇫🇷")
        #expect(canvas[5, 0].isContinuation)
        #expect(wideCharactersAreWhole(canvas))
    }

    @Test("combining marks stay with their base in one cell")
    func combining() {
        var canvas = dotted(5, 1)
        #expect(canvas.put("e\u{301}a\u{308}\u{323}", x: 0, y: 0) == 2)
        #expect(canvas[0, 0].character == "e\u{301}")
        #expect(canvas[1, 0].character == "a\u{308}\u{323}")
        #expect(canvas.renderedText() == "e\u{301}a\u{308}\u{323}...")
    }

    @Test("a lone combining mark at the start is dropped; a zero-width space is dropped too")
    func zeroWidthClusters() {
        var canvas = dotted(5, 1)
        #expect(canvas.put("\u{301}ab", x: 0, y: 0) == 2)
        #expect(canvas.renderedText() == "ab...")
        #expect(canvas.put("a\u{200B}b", x: 0, y: 0) == 2)
        #expect(canvas[0, 0].character == "a")
        #expect(canvas[1, 0].character == "b")
    }

    @Test("a combining mark after a control or a line break joins the replacement character")
    func markAfterControl() {
        var canvas = dotted(4, 1)
        // U+0007 becomes U+FFFD, which then takes the mark as any base would.
        #expect(canvas.put("\u{7}\u{301}x", x: 0, y: 0) == 2)
        #expect(canvas[0, 0].character == "\u{FFFD}\u{301}")
        #expect(canvas[1, 0].character == "x")
        // U+2028 is a cluster of its own, so the mark after it is a zero-width cluster
        // that the canvas appends to the U+FFFD that replaced the line separator.
        #expect(canvas.put("y\u{2028}\u{301}", x: 0, y: 0) == 2)
        #expect(canvas[1, 0].character == "\u{FFFD}\u{301}")
        #expect(canvas.renderedText() == "y\u{FFFD}\u{301}..")
    }

    @Test("a wide character at the last column is replaced by a space, never split")
    func wideAtLastColumn() {
        var canvas = dotted(5, 2)
        #expect(canvas.put("abcd漢", x: 0, y: 0) == 6)
        #expect(canvas.put("abc漢", x: 0, y: 1) == 5)
        #expect(canvas.renderedText() == """
            abcd
            abc漢
            """)
        #expect(canvas[4, 0] == .blank)
        #expect(wideCharactersAreWhole(canvas))
    }

    @Test("a wide character straddling a clip edge is replaced on either side")
    func wideAtClipEdge() {
        var canvas = dotted(8, 2)
        let clip = Rect(x: 2, y: 0, width: 3, height: 2)
        canvas.put("漢字", x: 1, y: 0, clip: clip)
        canvas.put("漢字", x: 2, y: 1, clip: clip)
        #expect(canvas.renderedText() == """
            .. 字...
            ..漢 ...
            """)
        #expect(wideCharactersAreWhole(canvas))
    }

    @Test("a clipped wide character's replacement space keeps the text's style")
    func replacementStyle() {
        var canvas = Canvas(width: 3, height: 1)
        let style = CellStyle(background: .blue)
        canvas.put("ab漢", x: 0, y: 0, style: style)
        #expect(canvas[2, 0] == Cell(" ", style: style))
    }

    @Test("a combining mark after a clipped cluster is dropped with it")
    func markAfterClipped() {
        var canvas = dotted(4, 1)
        canvas.put("ab\u{301}c", x: 0, y: 0, clip: Rect(x: 0, y: 0, width: 1, height: 1))
        #expect(canvas.renderedText() == "a...")
        canvas.put("xe\u{301}", x: 2, y: 0, clip: Rect(x: 3, y: 0, width: 1, height: 1))
        #expect(canvas[3, 0].character == "e\u{301}")
    }

    @Test("clip rects: only the cells inside are written, rows included")
    func clip() {
        var canvas = dotted(10, 3)
        let clip = Rect(x: 2, y: 1, width: 5, height: 1)
        #expect(canvas.put("0123456789", x: 0, y: 0, clip: clip) == 10)
        #expect(canvas.put("0123456789", x: 0, y: 1, clip: clip) == 10)
        #expect(canvas.put("abc", x: 5, y: 1, clip: clip) == 8)
        #expect(canvas.renderedText() == """
            ..........
            ..234ab...
            ..........
            """)
    }

    @Test("a clip outside the canvas or empty writes nothing")
    func emptyClip() {
        var canvas = dotted(4, 1)
        canvas.put("abcd", x: 0, y: 0, clip: Rect(x: 4, y: 0, width: 3, height: 1))
        canvas.put("abcd", x: 0, y: 0, clip: .zero)
        canvas.put("abcd", x: 0, y: 0, clip: .null)
        #expect(canvas.renderedText() == "....")
    }

    @Test("100 000 characters on an 80-wide canvas write 80 cells and measure them all")
    func hugeText() {
        var canvas = Canvas(width: 80, height: 3)
        let before = canvas
        let text = String(repeating: "x", count: 100_000)
        #expect(canvas.put(text, x: 0, y: 1) == 100_000)
        let changed = canvas.changedCells(comparedTo: before)
        #expect(changed.count == 80)
        #expect(changed.allSatisfy { $0.y == 1 })
        #expect(canvas.renderedText() == "\n" + String(repeating: "x", count: 80) + "\n")
        let wide = String(repeating: "漢", count: 100_000)
        #expect(canvas.put(wide, x: 0, y: 2) == 200_000)
        #expect(canvas.renderedText().split(separator: "\n").last == Substring(String(repeating: "漢", count: 40)))
    }

    @Test("tabs expand to the tab stops counted from the canvas column")
    func tabs() {
        var canvas = dotted(20, 2)
        #expect(canvas.put("a\tb", x: 0, y: 0) == 9)
        #expect(canvas.put("a\tb", x: 3, y: 1) == 9)
        #expect(canvas.renderedText() == """
            a       b...........
            ...a    b...........
            """)
    }

    @Test("controls and line breaks become U+FFFD, one cell each")
    func controls() {
        var canvas = dotted(11, 1)
        #expect(canvas.put("a\u{1B}[1mb\nc\u{2028}d", x: 0, y: 0) == 10)
        #expect(canvas.renderedText() == "a\u{FFFD}[1mb\u{FFFD}c\u{FFFD}d.")
        #expect(canvas.put("\r\n", x: 0, y: 0) == 2)
        #expect(canvas[0, 0].character == "\u{FFFD}")
        #expect(canvas[1, 0].character == "\u{FFFD}")
    }

    @Test("text takes the style given")
    func textStyle() {
        var canvas = Canvas(width: 4, height: 1)
        let style = CellStyle(foreground: .yellow, attributes: [.bold, .underline])
        canvas.put("a漢", x: 0, y: 0, style: style)
        #expect(canvas[0, 0].style == style)
        #expect(canvas[1, 0].style == style)
        #expect(canvas[2, 0].style == style)
        #expect(canvas[3, 0].style == .plain)
    }

    // MARK: - Overwriting wide characters

    @Test("overwriting the left half of a wide character blanks its right half")
    func overwriteLeftHalf() {
        var canvas = dotted(6, 1)
        let style = CellStyle(foreground: .green)
        canvas.put("漢字", x: 0, y: 0, style: style)
        canvas.put("x", x: 2, y: 0)
        #expect(canvas.renderedText() == "漢x ..")
        #expect(canvas[3, 0] == Cell(" ", style: style))
        #expect(wideCharactersAreWhole(canvas))
    }

    @Test("overwriting the right half of a wide character blanks its left half")
    func overwriteRightHalf() {
        var canvas = dotted(6, 1)
        let style = CellStyle(foreground: .green)
        canvas.put("漢字", x: 0, y: 0, style: style)
        canvas.put("x", x: 1, y: 0)
        #expect(canvas.renderedText() == " x字..")
        #expect(canvas[0, 0] == Cell(" ", style: style))
        #expect(wideCharactersAreWhole(canvas))
    }

    @Test("a wide character written across two wide characters blanks both outer halves")
    func wideOverWide() {
        var canvas = dotted(6, 1)
        canvas.put("漢字", x: 0, y: 0)
        canvas.put("語", x: 1, y: 0)
        #expect(canvas.renderedText() == " 語 ..")
        #expect(wideCharactersAreWhole(canvas))
    }

    @Test("the orphaned half is blanked even outside the clip")
    func repairOutsideClip() {
        var canvas = dotted(6, 1)
        canvas.put("漢字", x: 0, y: 0)
        canvas.put("wxy", x: 0, y: 0, clip: Rect(x: 1, y: 0, width: 2, height: 1))
        #expect(canvas.renderedText() == " xy ..")
        #expect(wideCharactersAreWhole(canvas))
    }

    @Test("fills and borders cut wide characters without leaving halves")
    func fillOverWide() {
        var canvas = dotted(6, 2)
        canvas.put("漢字語", x: 0, y: 0)
        canvas.put("漢字語", x: 0, y: 1)
        canvas.fill(Rect(x: 1, y: 0, width: 2, height: 1), with: "-")
        canvas.drawBorder(Rect(x: 3, y: 1, width: 1, height: 1))
        #expect(canvas.renderedText() == """
             -- 語
            漢 ─語
            """)
        #expect(wideCharactersAreWhole(canvas))
    }

    // MARK: - Fill and background

    @Test("fill writes a character and style into a rect, within the clip")
    func fill() {
        var canvas = dotted(6, 4)
        let style = CellStyle(background: .blue)
        canvas.fill(Rect(x: 1, y: 1, width: 3, height: 2), with: "#", style: style)
        canvas.fill(Rect(x: 0, y: 0, width: 6, height: 4), with: "*", clip: Rect(x: 5, y: 3, width: 9, height: 9))
        canvas.fill(Rect(x: 4, y: -2, width: 10, height: 3))
        #expect(canvas.renderedText() == """
            ....
            .###..
            .###..
            .....*
            """)
        #expect(canvas[2, 2].style == style)
        #expect(canvas[4, 1].style == .plain)
    }

    @Test("fill with an empty or off-canvas rect does nothing")
    func emptyFill() {
        var canvas = dotted(3, 1)
        canvas.fill(.zero, with: "x")
        canvas.fill(.null, with: "x")
        canvas.fill(Rect(x: 3, y: 0, width: 2, height: 1), with: "x")
        #expect(canvas.renderedText() == "...")
    }

    @Test("setBackground changes only the background, within the rect and the clip")
    func background() {
        var canvas = Canvas(width: 5, height: 2)
        let style = CellStyle(foreground: .red, attributes: [.bold])
        canvas.put("ab漢", x: 0, y: 0, style: style)
        let before = canvas
        canvas.setBackground(.blue, in: Rect(x: 1, y: 0, width: 10, height: 10), clip: Rect(x: 0, y: 0, width: 4, height: 1))
        #expect(canvas.renderedText() == before.renderedText())
        #expect(canvas[0, 0].style == style)
        for x in 1...3 {
            #expect(canvas[x, 0].style == CellStyle(foreground: .red, background: .blue, attributes: [.bold]))
            #expect(canvas[x, 0].content == before[x, 0].content)
        }
        #expect(canvas[4, 0].style == .plain)
        #expect(canvas[1, 1].style == .plain)
        #expect(canvas.changedCells(comparedTo: before).map(\.x) == [1, 2, 3])
    }

    // MARK: - Reading back and comparing

    @Test("rendered text trims trailing spaces but keeps inner and leading ones")
    func trimming() {
        var canvas = Canvas(width: 6, height: 3)
        canvas.put(" a b", x: 0, y: 0)
        canvas.put("漢", x: 4, y: 2)
        #expect(canvas.renderedText() == " a b\n\n    漢")
    }

    @Test("canvases are equal when every cell is, styles included")
    func equality() {
        var a = Canvas(width: 3, height: 1)
        var b = Canvas(width: 3, height: 1)
        a.put("abc", x: 0, y: 0)
        b.put("abc", x: 0, y: 0)
        #expect(a == b)
        b.setBackground(.red, in: Rect(x: 2, y: 0, width: 1, height: 1))
        #expect(a != b)
        #expect(a.renderedText() == b.renderedText())
        #expect(Canvas(width: 3, height: 1) != Canvas(width: 1, height: 3))
    }

    @Test("changedCells lists the cells that differ, row by row")
    func changedCells() {
        var canvas = dotted(5, 3)
        let before = canvas
        #expect(canvas.changedCells(comparedTo: before).isEmpty)
        canvas.put("x", x: 3, y: 0)
        canvas.put("漢", x: 0, y: 2)
        canvas.setBackground(.red, in: Rect(x: 1, y: 1, width: 1, height: 1))
        canvas.put(".", x: 4, y: 1)
        let changed = canvas.changedCells(comparedTo: before)
        #expect(changed.map { [$0.x, $0.y] } == [[3, 0], [1, 1], [0, 2], [1, 2]])
    }

    @Test("changedCells counts every cell when the sizes differ")
    func changedAfterResize() {
        let canvas = Canvas(width: 3, height: 2)
        let changed = canvas.changedCells(comparedTo: Canvas(width: 2, height: 2))
        #expect(changed.count == 6)
        #expect(changed.map { [$0.x, $0.y] } == [[0, 0], [1, 0], [2, 0], [0, 1], [1, 1], [2, 1]])
        #expect(Canvas(width: 0, height: 0).changedCells(comparedTo: canvas).isEmpty)
    }
}

/// A window's canvas is reset in place when the window resizes.
@Suite struct CanvasResetTests {
    @Test func aResetCanvasIsANewBlankCanvasOfTheNewSize() {
        var canvas = Canvas(width: 10, height: 3)
        _ = canvas.put("hello", x: 1, y: 1)
        _ = canvas.put("界", x: 8, y: 2)
        for (width, height) in [(6, 4), (12, 2), (12, 2), (3, 1), (0, 5), (-2, 3), (7, 7)] {
            canvas.reset(width: width, height: height)
            #expect(canvas == Canvas(width: width, height: height), "\(width)×\(height)")
            _ = canvas.put("abc", x: 0, y: 0)
        }
    }
}
