#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
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

    // MARK: - Escape sequences ncurses did not recognise

    @Test func anUnknownCSISequenceIsDropped() {
        // tmux's Home and End under TERM=xterm-256color, when ncurses has no binding for them.
        #expect(keys(characters("\u{1B}[1~")).isEmpty)
        #expect(keys(characters("\u{1B}[4~")).isEmpty)
        #expect(keys(characters("\u{1B}[1;5~")).isEmpty)
        #expect(keys(characters("\u{1B}[A")).isEmpty)
        #expect(keys(characters("\u{1B}[[Ax")) == [.character("x")])
    }

    @Test func textAroundAnUnknownSequenceIsKept() {
        #expect(keys(characters("a\u{1B}[1~b")) == [.character("a"), .character("b")])
        #expect(keys(characters("\u{1B}[1~\u{1B}[4~x")) == [.character("x")])
        #expect(keys(characters("\u{1B}[202~hi\u{1B}[203~")) == [.character("h"), .character("i")])
        // A paste end marker with no paste begun is an unknown sequence like any other.
        #expect(keys(characters("h\u{1B}[201~i")) == [.character("h"), .character("i")])
    }

    @Test func csiParameterIntermediateAndFinalBytesAreAllDropped() {
        // A DECRPM reply: private parameter "?", parameters, intermediate "$", final "y".
        #expect(keys(characters("\u{1B}[?1;2$yz")) == [.character("z")])
        // Every final byte ends a sequence (but `[`, the Linux console's, takes one more).
        for final in 0x40...0x7E where final != 0x5B {
            #expect(keys([.character(27), .character(0x5B), .character(0x32), .character(UInt32(final)), .character(0x7A)])
                == [.character("z")], "final \(final)")
        }
    }

    @Test func anUnknownSS3SequenceIsDropped() {
        #expect(keys(characters("\u{1B}Ox")).isEmpty)
        #expect(keys(characters("\u{1B}OHa")) == [.character("a")])
        #expect(keys(characters("\u{1B}O2Pa")) == [.character("a")])
    }

    @Test func aSequenceCutShortIsDroppedUpToTheByteThatBrokeIt() {
        #expect(keys(characters("\u{1B}[1;")).isEmpty)
        #expect(keys([.character(27), .character(0x5B), .character(0x31), .character(13)]) == [KeyEvent(.enter)])
        #expect(keys(characters("\u{1B}[1é")) == [.character("é")])
        #expect(keys([.character(27), .character(0x5B), .character(0x31), .key(KEY_UP, name: nil)]) == [KeyEvent(.up)])
        #expect(keys(characters("\u{1B}[1\u{1B}x")) == [KeyEvent(.character("x"), modifiers: .alternate)])
        // A parameter byte after an intermediate cannot continue the sequence.
        #expect(keys(characters("\u{1B}[ 1")) == [.character("1")])
    }

    @Test func altBracketAndAltOAloneAreStillAlt() {
        #expect(keys(characters("\u{1B}[")) == [KeyEvent(.character("["), modifiers: .alternate)])
        #expect(keys(characters("\u{1B}O")) == [KeyEvent(.character("O"), modifiers: .alternate)])
        #expect(keys(characters("\u{1B}[\u{1B}"))
            == [KeyEvent(.character("["), modifiers: .alternate), KeyEvent(.escape)])
        #expect(keys([.character(27), .character(0x5B), .key(KEY_UP, name: nil)])
            == [KeyEvent(.character("["), modifiers: .alternate), KeyEvent(.up)])
        #expect(keys([.character(27), .character(0x4F), .character(13)])
            == [KeyEvent(.character("O"), modifiers: .alternate), KeyEvent(.enter)])
        #expect(keys(characters("\u{1B}O\u{1B}"))
            == [KeyEvent(.character("O"), modifiers: .alternate), KeyEvent(.escape)])
    }

    @Test func escapeAndAltLettersStillWorkAroundSequences() {
        #expect(keys(characters("\u{1B}a\u{1B}[1~\u{1B}")) == [KeyEvent(.character("a"), modifiers: .alternate), KeyEvent(.escape)])
        #expect(keys(characters("\u{1B}\u{1B}[1~")) == [KeyEvent(.escape)])
        #expect(keys(characters("\u{1B}x[1~")) == [KeyEvent(.character("x"), modifiers: .alternate)]
            + ["[", "1", "~"].map { KeyEvent.character($0) })
    }

    @Test func anUnknownSequenceBeforeAMouseEventLeavesTheMouseEvent() {
        var decoder = InputDecoder()
        let decoded = decoder.decode(characters("\u{1B}[1;") + [.mouse(x: 1, y: 2, state: trellis_button_pressed(1))])
        #expect(decoded == [.mouse(MouseEvent(.down, button: .left, at: Point(x: 1, y: 2)))])
    }

    // MARK: - Key definitions

    @Test func theAlternativeKeySequencesAreEscapeSequencesEachBoundOnce() {
        let sequences = KeyDefinitions.alternatives.map(\.sequence)
        #expect(Set(sequences).count == sequences.count)
        #expect(sequences.allSatisfy { $0.hasPrefix("\u{1B}") && $0.count >= 3 })
    }

    @Test func theAlternativeKeySequencesDecodeAsTheirKeys() {
        func decoded(_ sequence: String) -> KeyEvent? {
            KeyDefinitions.alternatives.first { $0.sequence == sequence }.flatMap { key(.key($0.code, name: nil)) }
        }
        for sequence in ["\u{1B}[1~", "\u{1B}[7~", "\u{1B}[H", "\u{1B}OH"] { #expect(decoded(sequence) == KeyEvent(.home)) }
        for sequence in ["\u{1B}[4~", "\u{1B}[8~", "\u{1B}[F", "\u{1B}OF"] { #expect(decoded(sequence) == KeyEvent(.end)) }
        #expect(decoded("\u{1B}[A") == KeyEvent(.up))
        #expect(decoded("\u{1B}[D") == KeyEvent(.left))
        #expect(decoded("\u{1B}[11~") == KeyEvent(.function(1)))
        #expect(decoded("\u{1B}[[E") == KeyEvent(.function(5)))
        #expect(decoded("\u{1B}[24~") == KeyEvent(.function(12)))
    }

    /// ncurses itself, as the terminal starts under xterm-256color: with the
    /// alternatives defined, tmux's and rxvt's Home and End read as keys, not as Alt-[
    /// and text (without them, the decoder would drop the sequences and read only "x").
    @MainActor
    @Test func homeAndEndAsTmuxSendsThemReadAsKeys() throws {
        var template = Array("/tmp/trellis-keys-XXXXXX".utf8CString)
        let descriptor = mkstemp(&template)
        let path = template.withUnsafeBufferPointer { String(cString: $0.baseAddress!) }
        defer { unlink(path) }
        let bytes = Array("\u{1B}[1~\u{1B}[4~\u{1B}[7~\u{1B}[8~\u{1B}[H\u{1B}[Fx".utf8)
        #expect(write(descriptor, bytes, bytes.count) == bytes.count)
        close(descriptor)
        let input = try #require(fopen(path, "r"))
        let output = try #require(fopen("/dev/null", "w"))
        let terminal = try Terminal(terminalName: "xterm-256color", input: input, output: output,
                                    inputDescriptor: fileno(input), outputDescriptor: fileno(output),
                                    noColor: true, savedSettings: nil, handlesSignals: false)
        defer { terminal.restore() }
        let events = terminal.readEvents().compactMap { if case .key(let event) = $0 { event } else { nil } }
        #expect(events == [.home, .end, .home, .end, .home, .end].map { KeyEvent($0) } + [.character("x")])
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
        #expect(key(.key(KEY_F0 + 5, name: nil)) == KeyEvent(.function(5)))
        #expect(key(.key(KEY_F0 + 12, name: nil)) == KeyEvent(.function(12)))
        #expect(key(.key(KEY_F0, name: nil)) == nil)
        #expect(key(.key(KEY_F0 + 64, name: nil)) == nil)
    }

    /// xterm's terminfo numbers modified function keys on from F13, twelve to a modifier
    /// combination; they decode as F1–F12 with those modifiers.
    @Test func functionKeysAboveTwelveAreModifiedOnesInXtermsNumbering() {
        func function(_ number: Int32) -> KeyEvent? { key(.key(KEY_F0 + number, name: nil)) }
        #expect(function(13) == KeyEvent(.function(1), modifiers: .shift))
        #expect(function(17) == KeyEvent(.function(5), modifiers: .shift))
        #expect(function(24) == KeyEvent(.function(12), modifiers: .shift))
        #expect(function(25) == KeyEvent(.function(1), modifiers: .control))
        #expect(function(36) == KeyEvent(.function(12), modifiers: .control))
        #expect(function(37) == KeyEvent(.function(1), modifiers: [.control, .shift]))
        #expect(function(48) == KeyEvent(.function(12), modifiers: [.control, .shift]))
        #expect(function(49) == KeyEvent(.function(1), modifiers: .alternate))
        #expect(function(60) == KeyEvent(.function(12), modifiers: .alternate))
        #expect(function(61) == KeyEvent(.function(1), modifiers: [.alternate, .shift]))
        #expect(function(63) == KeyEvent(.function(3), modifiers: [.alternate, .shift]))
        #expect(function(26)?.description == "Ctrl-F2")
    }

    @Test func everyFunctionKeyCodeIsF1ToF12() {
        let expected: [KeyModifiers] = [[], .shift, .control, [.control, .shift], .alternate, [.alternate, .shift]]
        for number in 1...63 {
            let event = key(.key(KEY_F0 + Int32(number), name: nil))
            #expect(event == KeyEvent(.function((number - 1) % 12 + 1), modifiers: expected[(number - 1) / 12]),
                    "F\(number)")
        }
    }

    @Test func escapeBeforeAShiftedFunctionKeyAddsAlt() {
        #expect(keys([.character(27), .key(KEY_F0 + 14, name: nil)])
            == [KeyEvent(.function(2), modifiers: [.shift, .alternate])])
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

    @Test func aHorizontalWheelIsNeitherARightPressNorADrag() {
        // ncurses reads SGR 66 (wheel left) as a right press never released, and 67 (wheel
        // right) as a position report: sideways scrolling must not press or drag anything.
        let events = mouse([
            (10, 5, trellis_button_pressed(3)),
            (10, 5, trellis_button_pressed(3)),
            (11, 5, TRELLIS_REPORT_MOUSE_POSITION),
            (11, 5, trellis_button_pressed(1)),
            (11, 5, trellis_button_released(1)),
            (11, 5, trellis_button_released(3)),
        ])
        #expect(events == [
            MouseEvent(.moved, at: Point(x: 11, y: 5)),
            MouseEvent(.down, button: .left, at: Point(x: 11, y: 5)),
            MouseEvent(.up, button: .left, at: Point(x: 11, y: 5)),
        ])
    }

    @Test func aRightDragArrivesAsMovesThenThePressAndTheRelease() {
        let events = mouse([
            (1, 1, trellis_button_pressed(3) | TRELLIS_BUTTON_SHIFT),
            (2, 1, TRELLIS_REPORT_MOUSE_POSITION),
            (3, 1, trellis_button_released(3)),
        ])
        #expect(events == [
            MouseEvent(.moved, at: Point(x: 2, y: 1)),
            MouseEvent(.down, button: .right, at: Point(x: 1, y: 1), modifiers: .shift),
            MouseEvent(.up, button: .right, at: Point(x: 3, y: 1)),
        ])
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

    // MARK: - Bracketed paste

    private func decodedAll(_ batches: [[CursesInput]]) -> [TerminalInput] {
        var decoder = InputDecoder()
        return batches.flatMap { decoder.decode($0) }
    }

    @Test func aBracketedPasteIsOneInputWithCarriageReturnsAsLineBreaks() {
        let inputs = characters("a\u{1B}[200~one\rtwo\ttab\u{1B}[201~b")
        #expect(decodedAll([inputs]) == [.key(.character("a")), .paste("one\ntwo\ttab"), .key(.character("b"))])
    }

    @Test func aPasteSpansBatchesAndItsEndMarkerMaySplit() {
        let text = characters("\u{1B}[200~hello wor") + characters("ld\u{1B}[2") + characters("01~x")
        let batches = [Array(text[0..<10]), Array(text[10..<16]), Array(text[16...])]
        #expect(decodedAll(batches) == [.paste("hello world"), .key(.character("x"))])
    }

    @Test func escapeSequencesInsideAPasteAreText() {
        // A hostile paste: a fake end marker, a colour, a cursor key ncurses matched.
        let inputs = characters("\u{1B}[200~\u{1B}[20x\u{1B}[31mred") + [.key(KEY_UP, name: nil)]
            + [.resize(Size(width: 9, height: 9))] + characters("\u{1B}[201~")
        #expect(decodedAll([inputs]) == [.resize(Size(width: 9, height: 9)), .paste("\u{1B}[20x\u{1B}[31mred")])
    }

    /// A megabyte here, to keep the debug test run short; the text view's test pastes ten.
    @Test func aPasteOfAMegabyteDecodesInBatches() {
        let line = Array(characters(String(repeating: "y", count: 99) + "\r"))
        var decoder = InputDecoder()
        var decoded: [TerminalInput] = decoder.decode(characters("\u{1B}[200~"))
        for _ in 0..<10_000 { decoded += decoder.decode(line) }
        decoded += decoder.decode(characters("\u{1B}[201~"))
        #expect(decoded.count == 1)
        guard case .paste(let text) = decoded.first else { Issue.record("no paste"); return }
        #expect(text.utf8.count == 1_000_000)
        #expect(text.hasSuffix(String(repeating: "y", count: 99) + "\n"))
    }

    @Test func base64AndTheClipboardSequence() {
        #expect(Base64.encode(Array("".utf8)) == "")
        #expect(Base64.encode(Array("f".utf8)) == "Zg==")
        #expect(Base64.encode(Array("fo".utf8)) == "Zm8=")
        #expect(Base64.encode(Array("foo".utf8)) == "Zm9v")
        #expect(Base64.encode(Array("日本".utf8)) == "5pel5pys")
        #expect(Terminal.clipboardSequence(for: "hi") == "\u{1B}]52;c;aGk=\u{07}")
    }

    // MARK: - SGR mouse reports as characters

    private func sgrMouse(_ text: String) -> [TerminalInput] {
        var decoder = InputDecoder()
        return decoder.decode(characters(text))
    }

    /// Under a terminfo entry without SGR (`screen`, `tmux-256color`), the reports arrive
    /// as characters; they are mouse events, at any column, not Alt-[ and typed text.
    @Test func sgrReportsAsCharactersAreMouseEvents() {
        #expect(sgrMouse("\u{1B}[<0;231;5M\u{1B}[<0;231;5m") == [
            .mouse(MouseEvent(.down, button: .left, at: Point(x: 230, y: 4))),
            .mouse(MouseEvent(.up, button: .left, at: Point(x: 230, y: 4))),
        ])
        #expect(sgrMouse("\u{1B}[<0;1000;300M") == [.mouse(MouseEvent(.down, button: .left, at: Point(x: 999, y: 299)))])
        #expect(sgrMouse("\u{1B}[<2;3;4M\u{1B}[<34;5;4M\u{1B}[<2;5;4m") == [
            .mouse(MouseEvent(.down, button: .right, at: Point(x: 2, y: 3))),
            .mouse(MouseEvent(.dragged, button: .right, at: Point(x: 4, y: 3))),
            .mouse(MouseEvent(.up, button: .right, at: Point(x: 4, y: 3))),
        ])
        #expect(sgrMouse("\u{1B}[<64;10;2M\u{1B}[<65;10;2M\u{1B}[<66;10;2M") == [
            .mouse(MouseEvent(.scrollUp, at: Point(x: 9, y: 1))),
            .mouse(MouseEvent(.scrollDown, at: Point(x: 9, y: 1))),
        ])
        #expect(sgrMouse("\u{1B}[<35;7;8M") == [.mouse(MouseEvent(.moved, at: Point(x: 6, y: 7)))])
        #expect(sgrMouse("\u{1B}[<20;1;1M") == [
            .mouse(MouseEvent(.down, button: .left, at: Point(x: 0, y: 0), modifiers: [.shift, .control])),
        ])
    }

    @Test func aBrokenSGRReportIsNotAMouseEvent() {
        #expect(!sgrMouse("\u{1B}[<0;5M").contains { if case .mouse = $0 { true } else { false } })
        #expect(!sgrMouse("\u{1B}[<0;5;6").contains { if case .mouse = $0 { true } else { false } })
        // A key after a complete report still arrives.
        #expect(sgrMouse("\u{1B}[<0;1;1Mx").last == .key(.character("x")))
    }
}
