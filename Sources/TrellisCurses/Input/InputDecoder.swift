import CNcurses
import Trellis

/// Turns what ncurses reads (``CursesInput``) into ``TerminalInput`` values: keys with
/// their modifiers, mouse events, resizes.
///
/// Pure apart from the mouse state: the button held down, which turns ncurses' position
/// reports into drags, and a right-button press waiting for its release (see
/// ``decodeMouse(x:y:state:)``). Decoding a batch at a time lets an escape followed by a
/// key in the same batch become Alt with that key: ncurses has already waited `ESCDELAY`
/// for the rest of an escape sequence before returning the escape, so a key right behind
/// it arrived with it.
///
/// ## Sequences ncurses does not know
///
/// An escape sequence that neither the terminfo entry nor ``KeyDefinitions`` binds comes
/// from ncurses as an escape and then its characters. Rather than read that as Alt-[ and
/// typed text, the decoder drops it whole:
///
/// - a CSI sequence: escape, `[`, parameter bytes (0x30–0x3F), intermediate bytes
///   (0x20–0x2F) and a final byte (0x40–0x7E), such as `\e[1;5~` or `\e[200~` (and the
///   Linux console's `\e[[A`, whose `[` final has one more byte after it);
/// - an SS3 sequence: escape, `O`, optional parameter bytes (old xterms' `\eO2P`) and a
///   final byte, such as `\eOx`.
///
/// A sequence cut short, by a byte that cannot continue it or by the end of the batch, is
/// dropped up to there; the byte that broke it decodes on its own. Escape followed by `[`
/// or `O` and nothing else in the batch (or by something that cannot start a sequence,
/// such as another escape or a key code) is still Alt-[ or Alt-O: a person typed it.
///
/// ## SGR mouse reports
///
/// Trellis asks every terminal for SGR mouse reports (1006), whose coordinates have no
/// limit; X10's stop at column and row 223. Where terminfo tells ncurses about them
/// (xterm's entries), ncurses decodes them; elsewhere they arrive as characters and are
/// decoded here (``sgrMouseReport(_:after:)``).
///
/// ## Bracketed paste
///
/// The terminal brackets pasted text between `\e[200~` and `\e[201~` (the terminal is
/// asked to at start-up). Everything between is one ``TerminalInput/paste(_:)``, however
/// many batches it takes: no key handling per character, and an escape sequence or a
/// control inside the paste is text, which the text views turn into U+FFFD. A carriage
/// return is a line break. Key codes ncurses matched inside a paste (a pasted `\e[A`) are
/// dropped.
///
/// ## Modified function keys
///
/// ncurses reports function keys with modifiers as F13–F63, the numbers xterm's terminfo
/// gives them. The decoder follows xterm's convention and turns them back into F1–F12
/// with modifiers: F13–F24 are Shift-F1–F12, F25–F36 Ctrl, F37–F48 Ctrl-Shift, F49–F60
/// Alt, and F61–F63 Alt-Shift-F1–F3. A keyboard with real F13 and above, or a terminal
/// with another convention (rxvt numbers Shift-F3 as F13), is misread as those.
struct InputDecoder {
    /// The button last pressed and not yet released, if any.
    private(set) var heldButton: MouseButton?

    /// A right-button press that its release has not yet confirmed: where, and with which
    /// modifiers.
    private var pendingRightPress: (location: Point, modifiers: KeyModifiers)?

    /// Whether a bracketed paste is under way.
    private var isPasting = false
    /// The paste's text so far, as UTF-8.
    private var pasteBytes: [UInt8] = []
    /// How many scalars of the paste's end marker the last ones read match; they are held
    /// back until the marker is complete or broken.
    private var pasteEndMatched = 0

    private static let pasteStart = Array("[200~".unicodeScalars)
    private static let pasteEnd = Array("\u{1B}[201~".unicodeScalars)

    /// Decodes one batch of reads, in order. Inputs that name nothing Trellis knows (a
    /// C1 control, an unknown key code) are dropped.
    mutating func decode(_ inputs: [CursesInput]) -> [TerminalInput] {
        var decoded: [TerminalInput] = []
        var index = 0
        while index < inputs.count {
            if isPasting {
                continuePaste(inputs, at: &index, into: &decoded)
                continue
            }
            let input = inputs[index]
            index += 1
            if input == .character(27), Self.startsPaste(inputs, after: index - 1) {
                index += Self.pasteStart.count
                isPasting = true
                pasteBytes = []
                pasteEndMatched = 0
                continue
            }
            if input == .character(27), let report = Self.sgrMouseReport(inputs, after: index - 1) {
                index += report.length
                decoded += decodeSGRMouse(code: report.code, x: report.x, y: report.y, isRelease: report.isRelease)
                    .map { .mouse($0) }
                continue
            }
            if input == .character(27), let length = Self.escapeSequenceLength(inputs, after: index - 1) {
                index += length
                continue
            }
            if input == .character(27), index < inputs.count, inputs[index] != .character(27),
               case .key(var event)? = decodeKey(inputs[index]) {
                event.modifiers.insert(.alternate)
                decoded.append(.key(event))
                index += 1
                continue
            }
            switch input {
            case .character, .key:
                guard case .key(let event)? = decodeKey(input) else { continue }
                if let last = decoded.last, let joined = Self.joining(event, to: last) {
                    decoded[decoded.count - 1] = joined
                } else {
                    decoded.append(.key(event))
                }
            case .mouse(let x, let y, let state):
                decoded += decodeMouse(x: x, y: y, state: state).map { .mouse($0) }
            case .resize(let size):
                decoded.append(.resize(size))
            }
        }
        return decoded
    }

    // MARK: - Bracketed paste

    /// Whether the inputs after the escape at `escape` are the rest of `\e[200~`.
    static func startsPaste(_ inputs: [CursesInput], after escape: Int) -> Bool {
        guard escape + pasteStart.count < inputs.count else { return false }
        for (offset, scalar) in pasteStart.enumerated() where inputs[escape + 1 + offset] != .character(scalar.value) {
            return false
        }
        return true
    }

    /// Takes the inputs of a paste from `index` on, up to and including its end marker,
    /// and adds the paste to `decoded` once the marker came. A resize during the paste is
    /// still reported; key codes and mouse reports are dropped.
    private mutating func continuePaste(_ inputs: [CursesInput], at index: inout Int, into decoded: inout [TerminalInput]) {
        while index < inputs.count {
            let input = inputs[index]
            index += 1
            guard case .character(let value) = input, let scalar = Unicode.Scalar(value) else {
                if case .resize(let size) = input { decoded.append(.resize(size)) }
                continue
            }
            if scalar == Self.pasteEnd[pasteEndMatched] {
                pasteEndMatched += 1
                if pasteEndMatched == Self.pasteEnd.count {
                    let text = String(decoding: pasteBytes, as: UTF8.self)
                    isPasting = false
                    pasteBytes = []
                    pasteEndMatched = 0
                    decoded.append(.paste(text))
                    return
                }
                continue
            }
            // A broken marker was text after all.
            for held in Self.pasteEnd[0..<pasteEndMatched] { pasteBytes.append(UInt8(held.value)) }
            pasteEndMatched = 0
            if scalar == Self.pasteEnd[0] {
                pasteEndMatched = 1
                continue
            }
            if value < 0x80 {
                pasteBytes.append(value == 13 ? 10 : UInt8(value))
            } else {
                UTF8.encode(scalar) { pasteBytes.append($0) }
            }
        }
    }

    // MARK: - Escape sequences

    /// How many inputs after the escape at `escape` belong to a CSI or SS3 sequence that
    /// ncurses did not recognise (see the type's documentation); nil when the escape
    /// does not start one, and is Escape or Alt with the key after it.
    static func escapeSequenceLength(_ inputs: [CursesInput], after escape: Int) -> Int? {
        func byte(_ index: Int) -> UInt32? {
            guard index < inputs.count, case .character(let value) = inputs[index] else { return nil }
            return value
        }
        let introducer = escape + 1
        let parameters: ClosedRange<UInt32> = 0x30...0x3F
        let intermediates: ClosedRange<UInt32> = 0x20...0x2F
        let finals: ClosedRange<UInt32> = 0x40...0x7E
        var index = introducer + 1
        switch byte(introducer) {
        case UInt32(UInt8(ascii: "[")):
            // Only a byte that can come next in a CSI makes it one; Alt-[ then anything
            // else (Escape, a key code, a control) stays Alt-[.
            guard let first = byte(index), (0x20...0x7E).contains(first) else { return nil }
            while let next = byte(index), parameters.contains(next) { index += 1 }
            while let next = byte(index), intermediates.contains(next) { index += 1 }
            if let next = byte(index), finals.contains(next) {
                index += 1
                // The Linux console's F1–F5 (`\e[[A`…) end in a second byte after a `[`
                // final, which no standard sequence uses as one.
                if next == UInt32(UInt8(ascii: "[")), let letter = byte(index), finals.contains(letter) { index += 1 }
            }
        case UInt32(UInt8(ascii: "O")):
            guard let first = byte(index), (0x30...0x7E).contains(first) else { return nil }
            while let next = byte(index), parameters.contains(next) { index += 1 }
            if let next = byte(index), finals.contains(next) { index += 1 }
        default:
            return nil
        }
        return index - introducer
    }

    // MARK: - SGR mouse reports

    /// The SGR mouse report (`\e[<b;x;yM`, or `m` for a release) whose escape is at
    /// `escape`, read from the characters: how many inputs follow the escape, the button
    /// code and the 1-based cell. Nil when the escape starts something else.
    ///
    /// ncurses decodes SGR reports itself only when the terminfo entry says the terminal
    /// sends them (xterm's `XM`); under other entries (`screen`, `tmux-256color`) the
    /// terminal still sends them, since Trellis asks for them, and they arrive as plain
    /// characters.
    static func sgrMouseReport(_ inputs: [CursesInput], after escape: Int)
        -> (length: Int, code: Int, x: Int, y: Int, isRelease: Bool)? {
        func byte(_ index: Int) -> UInt32? {
            guard index < inputs.count, case .character(let value) = inputs[index] else { return nil }
            return value
        }
        guard byte(escape + 1) == UInt32(UInt8(ascii: "[")), byte(escape + 2) == UInt32(UInt8(ascii: "<")) else {
            return nil
        }
        var index = escape + 3
        var numbers: [Int] = []
        while numbers.count < 3 {
            var value = 0
            var digits = 0
            while let next = byte(index), (48...57).contains(next), digits < 6 {
                value = value * 10 + Int(next - 48)
                digits += 1
                index += 1
            }
            guard digits > 0, let separator = byte(index) else { return nil }
            numbers.append(value)
            index += 1
            if numbers.count < 3 {
                guard separator == UInt32(UInt8(ascii: ";")) else { return nil }
            } else {
                guard separator == UInt32(UInt8(ascii: "M")) || separator == UInt32(UInt8(ascii: "m")) else { return nil }
                return (index - escape - 1, numbers[0], numbers[1], numbers[2], separator == UInt32(UInt8(ascii: "m")))
            }
        }
        return nil
    }

    /// The mouse events of one SGR report: xterm's button code (0 left, 1 middle, 2
    /// right; plus 4 for Shift, 8 for Alt, 16 for Control, 32 for motion, 64 for the wheel,
    /// 64 up and 65 down), a 1-based cell, and whether it is a release. Motion is a drag
    /// while a button is held and a move otherwise; a sideways wheel (66, 67) is dropped.
    mutating func decodeSGRMouse(code: Int, x: Int, y: Int, isRelease: Bool) -> [MouseEvent] {
        let location = Point(x: Double(Swift.max(x - 1, 0)), y: Double(Swift.max(y - 1, 0)))
        var modifiers: KeyModifiers = []
        if code & 4 != 0 { modifiers.insert(.shift) }
        if code & 8 != 0 { modifiers.insert(.alternate) }
        if code & 16 != 0 { modifiers.insert(.control) }
        let buttonBits = code & 3
        if code & 64 != 0 {
            guard !isRelease else { return [] }
            switch buttonBits {
            case 0: return [MouseEvent(.scrollUp, at: location, modifiers: modifiers)]
            case 1: return [MouseEvent(.scrollDown, at: location, modifiers: modifiers)]
            default: return []
            }
        }
        let button: MouseButton? = buttonBits == 3 ? nil : Self.button(buttonBits + 1)
        if code & 32 != 0 {
            guard let held = heldButton else { return [MouseEvent(.moved, at: location, modifiers: modifiers)] }
            return [MouseEvent(.dragged, button: held, at: location, modifiers: modifiers)]
        }
        guard let button else { return [] }
        if isRelease {
            if heldButton == button { heldButton = nil }
            return [MouseEvent(.up, button: button, at: location, modifiers: modifiers)]
        }
        heldButton = button
        pendingRightPress = nil
        return [MouseEvent(.down, button: button, at: location, modifiers: modifiers)]
    }

    // MARK: - Keys

    /// A character or key code on its own, as a key event; nil for mouse and resize
    /// inputs and for what names no key.
    private func decodeKey(_ input: CursesInput) -> TerminalInput? {
        switch input {
        case .character(let value): Self.decodeCharacter(value).map { .key($0) }
        case .key(let code, let name): Self.decodeKeyCode(code, name: name).map { .key($0) }
        case .mouse, .resize: nil
        }
    }

    /// A character `get_wch` returned: printable ones as themselves, C0 controls as the
    /// keys that send them. Ctrl-I, Ctrl-J/Ctrl-M and Ctrl-H are indistinguishable from
    /// Tab, Enter and Backspace, and decode as those.
    static func decodeCharacter(_ value: UInt32) -> KeyEvent? {
        switch value {
        case 0: return KeyEvent(.character(" "), modifiers: .control)
        case 8, 127: return KeyEvent(.backspace)
        case 9: return KeyEvent(.tab)
        case 10, 13: return KeyEvent(.enter)
        case 27: return KeyEvent(.escape)
        case 1...26: return .control(Character(Unicode.Scalar(UInt8(value) + 96)))
        case 28: return .control("\\")
        case 29: return .control("]")
        case 30: return .control("^")
        case 31: return .control("_")
        case 128..<160: return nil
        default:
            guard let scalar = Unicode.Scalar(value) else { return nil }
            return .character(Character(scalar))
        }
    }

    /// A `KEY_*` code: the standard ones by value, the extended ones terminfo defines
    /// (`kUP5` is Ctrl-Up) by name.
    static func decodeKeyCode(_ code: Int32, name: String?) -> KeyEvent? {
        switch code {
        case KEY_UP: return KeyEvent(.up)
        case KEY_DOWN: return KeyEvent(.down)
        case KEY_LEFT: return KeyEvent(.left)
        case KEY_RIGHT: return KeyEvent(.right)
        case KEY_SR: return KeyEvent(.up, modifiers: .shift)
        case KEY_SF: return KeyEvent(.down, modifiers: .shift)
        case KEY_SLEFT: return KeyEvent(.left, modifiers: .shift)
        case KEY_SRIGHT: return KeyEvent(.right, modifiers: .shift)
        case KEY_HOME, KEY_A1: return KeyEvent(.home)
        case KEY_END, KEY_C1: return KeyEvent(.end)
        case KEY_SHOME: return KeyEvent(.home, modifiers: .shift)
        case KEY_SEND: return KeyEvent(.end, modifiers: .shift)
        case KEY_PPAGE, KEY_A3: return KeyEvent(.pageUp)
        case KEY_NPAGE, KEY_C3: return KeyEvent(.pageDown)
        case KEY_SPREVIOUS: return KeyEvent(.pageUp, modifiers: .shift)
        case KEY_SNEXT: return KeyEvent(.pageDown, modifiers: .shift)
        case KEY_DC: return KeyEvent(.delete)
        case KEY_SDC: return KeyEvent(.delete, modifiers: .shift)
        case KEY_IC: return KeyEvent(.insert)
        case KEY_SIC: return KeyEvent(.insert, modifiers: .shift)
        case KEY_BACKSPACE: return KeyEvent(.backspace)
        case KEY_ENTER: return KeyEvent(.enter)
        case KEY_BTAB: return KeyEvent(.backTab)
        case (KEY_F0 + 1)...(KEY_F0 + 63): return functionKey(Int(code - KEY_F0))
        default: return name.flatMap(decodeExtendedKeyName)
        }
    }

    /// The modifiers of each group of twelve function key numbers, as xterm's terminfo
    /// numbers them: F1–F12 plain, then Shift, Ctrl, Ctrl-Shift, Alt and Alt-Shift.
    private static let functionKeyModifiers: [KeyModifiers] = [
        [], .shift, .control, [.control, .shift], .alternate, [.alternate, .shift],
    ]

    /// Function key `number` (1–63) as ncurses numbers it, as F1–F12 with the modifiers
    /// xterm's convention gives the numbers above 12.
    static func functionKey(_ number: Int) -> KeyEvent {
        let group = (number - 1) / 12
        return KeyEvent(.function((number - 1) % 12 + 1), modifiers: functionKeyModifiers[group])
    }

    /// The keys of terminfo's extended names, by prefix.
    private static let extendedKeys: [(prefix: String, key: Key)] = [
        ("kUP", .up), ("kDN", .down), ("kLFT", .left), ("kRIT", .right), ("kHOM", .home), ("kEND", .end),
        ("kPRV", .pageUp), ("kNXT", .pageDown), ("kDC", .delete), ("kIC", .insert),
    ]

    /// An extended key name as xterm's terminfo spells them: a prefix, then the xterm
    /// modifier parameter 2–8 (1 + shift 1, alt 2, control 4); no digit means shift.
    static func decodeExtendedKeyName(_ name: String) -> KeyEvent? {
        for (prefix, key) in extendedKeys where name.hasPrefix(prefix) {
            let suffix = name.dropFirst(prefix.count)
            if suffix.isEmpty { return KeyEvent(key, modifiers: .shift) }
            guard let parameter = Int(suffix), (2...8).contains(parameter) else { return nil }
            let bits = parameter - 1
            var modifiers: KeyModifiers = []
            if bits & 1 != 0 { modifiers.insert(.shift) }
            if bits & 2 != 0 { modifiers.insert(.alternate) }
            if bits & 4 != 0 { modifiers.insert(.control) }
            return KeyEvent(key, modifiers: modifiers)
        }
        return nil
    }

    /// `event` joined to the `previous` input when it is a combining mark that belongs to
    /// the character before it (terminals send a decomposed "é" as two scalars).
    private static func joining(_ event: KeyEvent, to previous: TerminalInput) -> TerminalInput? {
        guard case .character(let mark) = event.key, case .key(let last) = previous,
              case .character(let base) = last.key, last.modifiers == event.modifiers,
              mark.unicodeScalars.allSatisfy({ isCombining($0) }) else { return nil }
        let joined = String(base) + String(mark)
        guard joined.count == 1, let character = joined.first else { return nil }
        return .key(KeyEvent(.character(character), modifiers: last.modifiers))
    }

    private static func isCombining(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.properties.generalCategory {
        case .nonspacingMark, .enclosingMark, .spacingMark: true
        default: scalar.properties.isVariationSelector || scalar.value == 0x200D
        }
    }

    // MARK: - Mouse

    /// The mouse events one `getmouse` report stands for. Buttons 4 and 5 are the wheel.
    /// A position report is a drag while a button is held, a move otherwise. A click (only
    /// reported when `mouseinterval` is not 0) is a press and a release.
    ///
    /// The right button's press is reported when its release comes, as a press at the
    /// place it was pressed followed by the release: ncurses' mouse version 2 has no
    /// buttons 6 and 7, and reads a horizontal wheel's reports (SGR 66 and 67) as a
    /// right-button press that is never released and as position reports, exactly as it
    /// reads a right-button drag. Waiting for the release keeps a sideways scroll from
    /// becoming a right press and its motions from becoming a drag; a right-button drag
    /// arrives as moves, then the press and the release. A press of another button drops a
    /// right press still waiting.
    mutating func decodeMouse(x: Int, y: Int, state: mmask_t) -> [MouseEvent] {
        let location = Point(x: Double(x), y: Double(y))
        var modifiers: KeyModifiers = []
        if state & TRELLIS_BUTTON_SHIFT != 0 { modifiers.insert(.shift) }
        if state & TRELLIS_BUTTON_CTRL != 0 { modifiers.insert(.control) }
        if state & TRELLIS_BUTTON_ALT != 0 { modifiers.insert(.alternate) }
        func event(_ kind: MouseEventKind, _ button: MouseButton = .none) -> MouseEvent {
            MouseEvent(kind, button: button, at: location, modifiers: modifiers)
        }

        var events: [MouseEvent] = []
        /// The right press waiting for its release, now known to be one.
        func confirmRightPress() {
            guard let pending = pendingRightPress else { return }
            events.append(MouseEvent(.down, button: .right, at: pending.location, modifiers: pending.modifiers))
            pendingRightPress = nil
        }

        if state & TRELLIS_REPORT_MOUSE_POSITION != 0 {
            if heldButton == nil {
                // Some terminals report the held button with the motion rather than before it.
                heldButton = (1...3).first { state & trellis_button_pressed(Int32($0)) != 0 }.map(Self.button)
                if heldButton == .right { confirmRightPress() }
            }
            guard let held = heldButton else { return events + [event(.moved)] }
            return events + [event(.dragged, held)]
        }

        for number in 1...Int(TRELLIS_MOUSE_BUTTON_COUNT) {
            let n = Int32(number)
            let clicks = [trellis_button_clicked(n), trellis_button_double_clicked(n), trellis_button_triple_clicked(n)]
                .filter { state & $0 != 0 }.count
            let pressed = state & trellis_button_pressed(n) != 0
            let released = state & trellis_button_released(n) != 0
            if number == 4 || number == 5 {
                let kind: MouseEventKind = number == 4 ? .scrollUp : .scrollDown
                if pressed || clicks > 0 { events.append(event(kind)) }
                continue
            }
            let button = Self.button(number)
            var releases = released
            if button == .right {
                if pressed { pendingRightPress = (location, modifiers) }
                // A release with no press before it (the press was dropped) says nothing.
                releases = released && (pendingRightPress != nil || heldButton == .right)
                if releases { confirmRightPress() }
            } else if pressed {
                pendingRightPress = nil
                heldButton = button
                events.append(event(.down, button))
            }
            for _ in 0..<clicks { events += [event(.down, button), event(.up, button)] }
            if releases {
                if heldButton == button { heldButton = nil }
                events.append(event(.up, button))
            }
        }
        return events
    }

    /// ncurses' button number as a button: 1 left, 2 middle, 3 right.
    private static func button(_ number: Int) -> MouseButton {
        switch number {
        case 1: .left
        case 2: .middle
        default: .right
        }
    }
}
