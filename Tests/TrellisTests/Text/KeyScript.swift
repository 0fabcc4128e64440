@testable import Trellis

/// Key-event scripts for editing tests, in a short notation: `"ab"` types two characters,
/// `C("a")` is Ctrl-A, `M("b")` is Alt-B.
enum KeyScript {
    static func type(_ text: String) -> [KeyEvent] { text.map { KeyEvent.character($0) } }
    static func C(_ letter: Character) -> KeyEvent { .control(letter) }
    static func M(_ character: Character) -> KeyEvent { KeyEvent(.character(character), modifiers: .alternate) }
    static func key(_ key: Key, _ modifiers: KeyModifiers = []) -> KeyEvent { KeyEvent(key, modifiers: modifiers) }
}
