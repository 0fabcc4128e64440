import CNcurses
import Testing
import Trellis
@testable import TrellisCurses

@Suite("InputDecoder")
struct InputDecoderTests {
    private func keys(_ inputs: [CursesInput]) -> [KeyEvent] {
        var decoder = InputDecoder()
        return decoder.decode(inputs).compactMap { if case .key(let event) = $0 { event } else { nil } }
    }

    private func key(_ input: CursesInput) -> KeyEvent? {
        let decoded = keys([input])
        return decoded.count == 1 ? decoded[0] : nil
    }

    private func characters(_ text: String) -> [CursesInput] {
        text.unicodeScalars.map { .character($0.value) }
    }

    // MARK: - Characters

    @Test func printableCharactersAreThemselves() {
        #expect(keys(characters("aZ9 ~")) == ["a", "Z", "9", " ", "~"].map { KeyEvent.character($0) })
        #expect(key(.character(0x00E9)) == .character("é"))
        #expect(key(.character(0x4E2D)) == .character("中"))
        #expect(key(.character(0x1F600)) == .character("😀"))
    }

    @Test func aCombiningMarkJoinsTheCharacterBeforeIt() {
        #expect(keys(characters("e\u{301}x")) == [.character("e\u{301}"), .character("x")])
    }

    @Test func aCombiningMarkAloneStaysAlone() {
        #expect(keys([.character(0x301)]) == [.character("\u{301}")])
    }

    @Test func controlsNameTheirKeys() {
        #expect(key(.character(13)) == KeyEvent(.enter))
        #expect(key(.character(10)) == KeyEvent(.enter))
        #expect(key(.character(9)) == KeyEvent(.tab))
        #expect(key(.character(127)) == KeyEvent(.backspace))
        #expect(key(.character(8)) == KeyEvent(.backspace))
        #expect(key(.character(27)) == KeyEvent(.escape))
    }

    @Test func controlLettersAreLettersWithControl() {
        #expect(key(.character(1)) == .control("a"))
        #expect(key(.character(3)) == .control("c"))
        #expect(key(.character(12)) == .control("l"))
        #expect(key(.character(26)) == .control("z"))
        #expect(key(.character(0)) == KeyEvent(.character(" "), modifiers: .control))
        #expect(key(.character(28)) == .control("\\"))
        #expect(key(.character(29)) == .control("]"))
        #expect(key(.character(30)) == .control("^"))
        #expect(key(.character(31)) == .control("_"))
        // Every letter but those that are Tab, Enter and Backspace.
        let letters = (1...26).filter { ![8, 9, 10, 13].contains($0) }
        #expect(keys(letters.map { .character(UInt32($0)) }).allSatisfy { $0.modifiers == .control })
    }

    @Test func c1ControlsAndInvalidScalarsAreDropped() {
        #expect(keys([.character(0x85), .character(0x9B), .character(0xD800)]).isEmpty)
    }

    // MARK: - Alt

    @Test func escapeThenAKeyIsThatKeyWithAlt() {
        #expect(keys(characters("\u{1B}x")) == [KeyEvent(.character("x"), modifiers: .alternate)])
        #expect(keys([.character(27), .key(KEY_UP, name: nil)]) == [KeyEvent(.up, modifiers: .alternate)])
        #expect(keys([.character(27), .character(1)]) == [KeyEvent(.character("a"), modifiers: [.control, .alternate])])
        #expect(keys([.character(27), .character(13)]) == [KeyEvent(.enter, modifiers: .alternate)])
    }

    @Test func escapeAloneOrBeforeEscapeIsEscape() {
        #expect(keys([.character(27)]) == [KeyEvent(.escape)])
        #expect(keys([.character(27), .character(27)]) == [KeyEvent(.escape), KeyEvent(.escape)])
        #expect(keys([.character(27), .character(27), .character(0x61)])
            == [KeyEvent(.escape), KeyEvent(.character("a"), modifiers: .alternate)])
    }

    @Test func escapeBeforeAMouseEventStaysEscape() {
        var decoder = InputDecoder()
        let decoded = decoder.decode([.character(27), .mouse(x: 1, y: 2, state: trellis_button_pressed(1))])
        #expect(decoded == [.key(KeyEvent(.escape)), .mouse(MouseEvent(.down, button: .left, at: Point(x: 1, y: 2)))])
    }

    // MARK: - Key codes

    @Test func arrowsAndShiftedArrows() {
        #expect(key(.key(KEY_UP, name: nil)) == KeyEvent(.up))
        #expect(key(.key(KEY_DOWN, name: nil)) == KeyEvent(.down))
        #expect(key(.key(KEY_LEFT, name: nil)) == KeyEvent(.left))
        #expect(key(.key(KEY_RIGHT, name: nil)) == KeyEvent(.right))
        #expect(key(.key(KEY_SR, name: nil)) == KeyEvent(.up, modifiers: .shift))
        #expect(key(.key(KEY_SF, name: nil)) == KeyEvent(.down, modifiers: .shift))
        #expect(key(.key(KEY_SLEFT, name: nil)) == KeyEvent(.left, modifiers: .shift))
        #expect(key(.key(KEY_SRIGHT, name: nil)) == KeyEvent(.right, modifiers: .shift))
    }

    @Test func navigationAndEditingKeys() {
        #expect(key(.key(KEY_HOME, name: nil)) == KeyEvent(.home))
        #expect(key(.key(KEY_END, name: nil)) == KeyEvent(.end))
        #expect(key(.key(KEY_SHOME, name: nil)) == KeyEvent(.home, modifiers: .shift))
        #expect(key(.key(KEY_SEND, name: nil)) == KeyEvent(.end, modifiers: .shift))
        #expect(key(.key(KEY_PPAGE, name: nil)) == KeyEvent(.pageUp))
        #expect(key(.key(KEY_NPAGE, name: nil)) == KeyEvent(.pageDown))
        #expect(key(.key(KEY_DC, name: nil)) == KeyEvent(.delete))
        #expect(key(.key(KEY_IC, name: nil)) == KeyEvent(.insert))
        #expect(key(.key(KEY_BACKSPACE, name: nil)) == KeyEvent(.backspace))
        #expect(key(.key(KEY_ENTER, name: nil)) == KeyEvent(.enter))
        #expect(key(.key(KEY_BTAB, name: nil)) == KeyEvent(.backTab))
        #expect(key(.key(KEY_A1, name: nil)) == KeyEvent(.home))
        #expect(key(.key(KEY_C3, name: nil)) == KeyEvent(.pageDown))
    }

    @Test func functionKeys() {
        #expect(key(.key(KEY_F0 + 1, name: nil)) == KeyEvent(.function(1)))
        #expect(key(.key(KEY_F0 + 12, name: nil)) == KeyEvent(.function(12)))
        #expect(key(.key(KEY_F0 + 24, name: nil)) == KeyEvent(.function(24)))
        #expect(key(.key(KEY_F0, name: nil)) == nil)
    }

    @Test func extendedKeyNamesCarryXtermModifiers() {
        #expect(key(.key(600, name: "kUP5")) == KeyEvent(.up, modifiers: .control))
        #expect(key(.key(600, name: "kDN3")) == KeyEvent(.down, modifiers: .alternate))
        #expect(key(.key(600, name: "kLFT6")) == KeyEvent(.left, modifiers: [.shift, .control]))
        #expect(key(.key(600, name: "kRIT2")) == KeyEvent(.right, modifiers: .shift))
        #expect(key(.key(600, name: "kHOM7")) == KeyEvent(.home, modifiers: [.alternate, .control]))
        #expect(key(.key(600, name: "kEND8")) == KeyEvent(.end, modifiers: [.shift, .alternate, .control]))
        #expect(key(.key(600, name: "kPRV5")) == KeyEvent(.pageUp, modifiers: .control))
        #expect(key(.key(600, name: "kNXT4")) == KeyEvent(.pageDown, modifiers: [.shift, .alternate]))
        #expect(key(.key(600, name: "kDC5")) == KeyEvent(.delete, modifiers: .control))
        #expect(key(.key(600, name: "kIC3")) == KeyEvent(.insert, modifiers: .alternate))
        #expect(key(.key(600, name: "kUP")) == KeyEvent(.up, modifiers: .shift))
    }

    @Test func unknownKeyCodesAreDropped() {
        #expect(keys([.key(600, name: "kxIN"), .key(600, name: nil), .key(600, name: "kUP9")]).isEmpty)
    }

    // MARK: - Mouse

    private func mouse(_ reports: [(x: Int, y: Int, state: mmask_t)]) -> [MouseEvent] {
        var decoder = InputDecoder()
        return decoder.decode(reports.map { .mouse(x: $0.x, y: $0.y, state: $0.state) })
            .compactMap { if case .mouse(let event) = $0 { event } else { nil } }
    }

    @Test func pressAndReleaseOfEachButton() {
        let at = Point(x: 4, y: 2)
        for (number, button) in [(Int32(1), MouseButton.left), (2, .middle), (3, .right)] {
            #expect(mouse([(4, 2, trellis_button_pressed(number)), (4, 2, trellis_button_released(number))])
                == [MouseEvent(.down, button: button, at: at), MouseEvent(.up, button: button, at: at)])
        }
    }

    @Test func wheelButtonsScroll() {
        #expect(mouse([(0, 0, trellis_button_pressed(4))]) == [MouseEvent(.scrollUp, at: .zero)])
        #expect(mouse([(0, 0, trellis_button_pressed(5))]) == [MouseEvent(.scrollDown, at: .zero)])
        #expect(mouse([(0, 0, trellis_button_released(4))]).isEmpty)
    }

    @Test func motionWithAButtonHeldIsADrag() {
        let events = mouse([
            (1, 1, trellis_button_pressed(1)),
            (2, 1, TRELLIS_REPORT_MOUSE_POSITION),
            (3, 2, TRELLIS_REPORT_MOUSE_POSITION),
            (3, 2, trellis_button_released(1)),
            (4, 2, TRELLIS_REPORT_MOUSE_POSITION),
        ])
        #expect(events == [
            MouseEvent(.down, button: .left, at: Point(x: 1, y: 1)),
            MouseEvent(.dragged, button: .left, at: Point(x: 2, y: 1)),
            MouseEvent(.dragged, button: .left, at: Point(x: 3, y: 2)),
            MouseEvent(.up, button: .left, at: Point(x: 3, y: 2)),
            MouseEvent(.moved, at: Point(x: 4, y: 2)),
        ])
    }

    @Test func motionReportingItsButtonIsADragWithThatButton() {
        #expect(mouse([(5, 5, TRELLIS_REPORT_MOUSE_POSITION | trellis_button_pressed(3))])
            == [MouseEvent(.dragged, button: .right, at: Point(x: 5, y: 5))])
    }

    @Test func modifiersComeFromTheState() {
        let state = trellis_button_pressed(1) | TRELLIS_BUTTON_SHIFT | TRELLIS_BUTTON_CTRL | TRELLIS_BUTTON_ALT
        #expect(mouse([(0, 0, state)]) == [MouseEvent(.down, button: .left, at: .zero, modifiers: [.shift, .control, .alternate])])
        #expect(mouse([(0, 0, trellis_button_pressed(4) | TRELLIS_BUTTON_CTRL)])
            == [MouseEvent(.scrollUp, at: .zero, modifiers: .control)])
    }

    @Test func aClickIsAPressAndARelease() {
        #expect(mouse([(0, 0, trellis_button_clicked(1))])
            == [MouseEvent(.down, button: .left, at: .zero), MouseEvent(.up, button: .left, at: .zero)])
    }

    @Test func resizesPassThroughInOrder() {
        var decoder = InputDecoder()
        let size = Size(width: 100, height: 30)
        #expect(decoder.decode([.character(0x61), .resize(size), .character(0x62)])
            == [.key(.character("a")), .resize(size), .key(.character("b"))])
    }
}
