import Testing
@testable import Trellis

@Suite("BorderStyle")
struct BorderStyleTests {
    /// The six pieces in one string: horizontal, vertical, then the corners in reading
    /// order (top left, top right, bottom left, bottom right).
    static func pieces(_ style: BorderStyle) -> String {
        String([style.horizontal, style.vertical, style.topLeft, style.topRight, style.bottomLeft, style.bottomRight])
    }

    @Test("each style's six pieces")
    func pieces() {
        #expect(Self.pieces(.single) == "─│┌┐└┘")
        #expect(Self.pieces(.double) == "═║╔╗╚╝")
        #expect(Self.pieces(.rounded) == "─│╭╮╰╯")
        #expect(Self.pieces(.heavy) == "━┃┏┓┗┛")
        #expect(Self.pieces(.ascii) == "-|++++")
        #expect(BorderStyle.allCases == [.single, .double, .rounded, .heavy, .ascii])
    }

    @Test("every piece is one cell wide", arguments: BorderStyle.allCases)
    func oneCell(style: BorderStyle) {
        for piece in Self.pieces(style) {
            #expect(DisplayWidth.of(piece) == 1)
        }
    }
}
