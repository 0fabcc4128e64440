import Testing
@testable import Trellis

/// A canvas whose every cell shows `.`, so that the screens show where the border is.
private func dotted(_ width: Int, _ height: Int) -> Canvas {
    var canvas = Canvas(width: width, height: height)
    canvas.fill(canvas.bounds, with: ".")
    return canvas
}

/// The border of a `width` × `height` rect at (1, 1) on a canvas one cell larger on every
/// side.
private func border(_ style: BorderStyle, width: Int, height: Int) -> String {
    var canvas = dotted(width + 2, height + 2)
    canvas.drawBorder(Rect(x: 1, y: 1, width: Double(width), height: Double(height)), style: style)
    return canvas.renderedText()
}

@Suite("Canvas+Border")
struct CanvasBorderTests {
    @Test("0×0, and 0 in either dimension, draws nothing", arguments: BorderStyle.allCases)
    func empty(style: BorderStyle) {
        #expect(border(style, width: 0, height: 0) == "..\n..")
        #expect(border(style, width: 0, height: 3) == "..\n..\n..\n..\n..")
        #expect(border(style, width: 3, height: 0) == ".....\n.....")
    }

    @Test("every style at 1×1, 1×5, 5×1, 2×2 and 10×4")
    func allSizes() {
        let expected: [BorderStyle: String] = [
            .single: """
                ...
                .─.
                ...
                ...
                .│.
                .│.
                .│.
                .│.
                .│.
                ...
                .......
                .─────.
                .......
                ....
                .┌┐.
                .└┘.
                ....
                ............
                .┌────────┐.
                .│........│.
                .│........│.
                .└────────┘.
                ............
                """,
            .double: """
                ...
                .═.
                ...
                ...
                .║.
                .║.
                .║.
                .║.
                .║.
                ...
                .......
                .═════.
                .......
                ....
                .╔╗.
                .╚╝.
                ....
                ............
                .╔════════╗.
                .║........║.
                .║........║.
                .╚════════╝.
                ............
                """,
            .rounded: """
                ...
                .─.
                ...
                ...
                .│.
                .│.
                .│.
                .│.
                .│.
                ...
                .......
                .─────.
                .......
                ....
                .╭╮.
                .╰╯.
                ....
                ............
                .╭────────╮.
                .│........│.
                .│........│.
                .╰────────╯.
                ............
                """,
            .heavy: """
                ...
                .━.
                ...
                ...
                .┃.
                .┃.
                .┃.
                .┃.
                .┃.
                ...
                .......
                .━━━━━.
                .......
                ....
                .┏┓.
                .┗┛.
                ....
                ............
                .┏━━━━━━━━┓.
                .┃........┃.
                .┃........┃.
                .┗━━━━━━━━┛.
                ............
                """,
            .ascii: """
                ...
                .-.
                ...
                ...
                .|.
                .|.
                .|.
                .|.
                .|.
                ...
                .......
                .-----.
                .......
                ....
                .++.
                .++.
                ....
                ............
                .+--------+.
                .|........|.
                .|........|.
                .+--------+.
                ............
                """,
        ]
        for style in BorderStyle.allCases {
            let screens = [(1, 1), (1, 5), (5, 1), (2, 2), (10, 4)].map { border(style, width: $0.0, height: $0.1) }
            #expect(screens.joined(separator: "\n") == expected[style], "\(style)")
        }
    }

    @Test("a border is drawn in the cell style given and leaves the inside alone")
    func cellStyle() {
        var canvas = Canvas(width: 4, height: 3)
        canvas.put("xy", x: 1, y: 1)
        let style = CellStyle(foreground: .cyan, attributes: [.bold])
        canvas.drawBorder(canvas.bounds, style: .double, cellStyle: style)
        #expect(canvas.renderedText() == """
            ╔══╗
            ║xy║
            ╚══╝
            """)
        #expect(canvas[0, 0].style == style)
        #expect(canvas[3, 1].style == style)
        #expect(canvas[1, 1].style == .plain)
    }

    @Test("a border is clipped to the clip rect and the canvas; the pieces keep their place")
    func clipped() {
        var canvas = dotted(8, 5)
        canvas.drawBorder(Rect(x: 1, y: 1, width: 6, height: 4), clip: Rect(x: 0, y: 0, width: 4, height: 3))
        canvas.drawBorder(Rect(x: 5, y: -2, width: 10, height: 4), style: .ascii)
        #expect(canvas.renderedText() == """
            .....|..
            .┌──.+--
            .│......
            ........
            ........
            """)
    }

    @Test("a border larger than the canvas shows only its edges that are on it")
    func larger() {
        var canvas = dotted(4, 2)
        canvas.drawBorder(Rect(x: -1, y: 0, width: 1e9, height: 2), style: .heavy)
        canvas.drawBorder(Rect(x: 0, y: 0, width: .infinity, height: 5), style: .ascii, clip: Rect(x: 3, y: 0, width: 1, height: 2))
        #expect(canvas.renderedText() == """
            ━━━-
            ━━━━
            """)
    }
}
