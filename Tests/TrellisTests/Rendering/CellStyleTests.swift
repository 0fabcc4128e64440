import Testing
@testable import Trellis

@Suite("CellStyle")
struct CellStyleTests {
    @Test("plain is the terminal's default colours with no attributes")
    func plain() {
        #expect(CellStyle.plain.foreground == .default)
        #expect(CellStyle.plain.background == .default)
        #expect(CellStyle.plain.attributes == [])
        #expect(CellStyle() == .plain)
    }

    @Test("the memberwise initializer sets each part, and styles compare by every part")
    func memberwise() {
        let style = CellStyle(foreground: .red, background: .rgb(1, 2, 3), attributes: [.bold])
        #expect(style.foreground == .red)
        #expect(style.background == .rgb(1, 2, 3))
        #expect(style.attributes == .bold)
        #expect(style != CellStyle(foreground: .red, background: .rgb(1, 2, 3)))
        #expect(style != CellStyle(foreground: .red, attributes: [.bold]))
        #expect(CellStyle(background: .blue) != .plain)
    }
}
