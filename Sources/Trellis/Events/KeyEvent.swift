/// A key the user pressed, with the modifiers held: what the responder chain carries
/// (UIKit's `UIPress` with its `UIKey`).
///
/// Terminals report a key once, when it is pressed (or repeated); there are no releases.
public struct KeyEvent: Hashable, Sendable, CustomStringConvertible {
    /// The key.
    public var key: Key
    /// The modifier keys held with it.
    public var modifiers: KeyModifiers

    /// Creates an event for `key` with `modifiers` held.
    public init(_ key: Key, modifiers: KeyModifiers = []) {
        self.key = key
        self.modifiers = modifiers
    }

    /// A printable character with no modifiers.
    public static func character(_ character: Character) -> KeyEvent {
        KeyEvent(.character(character))
    }

    /// A letter with Control held: `control("c")` is Ctrl-C.
    public static func control(_ letter: Character) -> KeyEvent {
        KeyEvent(.character(letter), modifiers: .control)
    }

    /// The event as a person would write it: `Ctrl-C`, `Shift-Up`, `F5`, `a`.
    public var description: String {
        var parts: [String] = []
        if modifiers.contains(.control) { parts.append("Ctrl") }
        if modifiers.contains(.alternate) { parts.append("Alt") }
        if modifiers.contains(.shift) { parts.append("Shift") }
        switch key {
        case .character(let character):
            parts.append(character == " " ? "Space" : modifiers.contains(.control) ? String(character).uppercased() : String(character))
        case .enter: parts.append("Enter")
        case .tab: parts.append("Tab")
        case .backTab: parts.append("Shift-Tab")
        case .escape: parts.append("Escape")
        case .backspace: parts.append("Backspace")
        case .delete: parts.append("Delete")
        case .insert: parts.append("Insert")
        case .up: parts.append("Up")
        case .down: parts.append("Down")
        case .left: parts.append("Left")
        case .right: parts.append("Right")
        case .home: parts.append("Home")
        case .end: parts.append("End")
        case .pageUp: parts.append("PageUp")
        case .pageDown: parts.append("PageDown")
        case .function(let number): parts.append("F\(number)")
        }
        return parts.joined(separator: "-")
    }
}
