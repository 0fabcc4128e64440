import Testing
@testable import Trellis

@Suite("Color")
struct ColorTests {
    @Test("the 16 ANSI colours are palette 0 to 15, in ANSI order")
    func ansiColours() {
        let named: [Color] = [
            .black, .red, .green, .yellow, .blue, .magenta, .cyan, .lightGray,
            .darkGray, .brightRed, .brightGreen, .brightYellow, .brightBlue, .brightMagenta, .brightCyan, .white,
        ]
        #expect(named == (0...15).map { Color.palette(UInt8($0)) })
    }

    @Test("the ANSI names for 8 and 15 are the same colours as UIKit's darkGray and white")
    func aliases() {
        #expect(Color.brightBlack == .darkGray)
        #expect(Color.brightWhite == .white)
        #expect(Color.white != .lightGray)
    }

    @Test("UIKit's gray is palette gray 244, between darkGray and lightGray")
    func gray() {
        #expect(Color.gray == .palette(244))
        #expect(Color.gray != .darkGray)
        #expect(Color.gray != .lightGray)
    }

    @Test("UIKit's orange, purple and brown are their UIKit components")
    func uikitColours() {
        #expect(Color.orange == .rgb(255, 128, 0))
        #expect(Color.purple == .rgb(128, 0, 128))
        #expect(Color.brown == .rgb(153, 102, 51))
    }

    @Test("init(red:green:blue:) scales 0…1 to 0…255, rounding halves up")
    func initComponents() {
        #expect(Color(red: 1, green: 0.4, blue: 1) == .rgb(255, 102, 255))
        #expect(Color(red: 0.5, green: 0, blue: 0.5) == .purple)
        #expect(Color(red: 0.6, green: 0.4, blue: 0.2) == .brown)
        #expect(Color(red: 0.3 / 255, green: 0.5 / 255, blue: 0.7 / 255) == .rgb(0, 1, 1))
    }

    @Test("init(red:green:blue:) clamps to 0…1 and treats NaN as 0")
    func initClamps() {
        #expect(Color(red: -1, green: 2, blue: .nan) == .rgb(0, 255, 0))
        #expect(Color(red: .infinity, green: -.infinity, blue: 1) == .rgb(255, 0, 255))
    }

    @Test("the terminal default is not black, and the three kinds never compare equal")
    func kindsAreDistinct() {
        let colours: Set<Color> = [.default, .palette(0), .rgb(0, 0, 0)]
        #expect(colours.count == 3)
        #expect(Color.default != .black)
    }

    @Test("equal colours hash alike, whatever name they were made from")
    func hashing() {
        let colours: Set<Color> = [.red, .palette(1), .darkGray, .brightBlack, .rgb(1, 2, 3), .rgb(1, 2, 3)]
        #expect(colours.count == 3)
    }

    @Test("a view's background colour is nil by default and holds a colour")
    @MainActor
    func viewBackground() {
        let view = View()
        #expect(view.backgroundColor == nil)
        view.backgroundColor = .orange
        #expect(view.backgroundColor == .rgb(255, 128, 0))
    }
}
