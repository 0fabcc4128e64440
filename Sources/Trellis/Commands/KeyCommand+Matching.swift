extension KeyCommand {
    /// The key ``input`` names, or nil for an input no terminal key sends.
    var inputKey: Key? {
        switch input {
        case KeyCommand.inputUpArrow: return .up
        case KeyCommand.inputDownArrow: return .down
        case KeyCommand.inputLeftArrow: return .left
        case KeyCommand.inputRightArrow: return .right
        case KeyCommand.inputEscape: return .escape
        case KeyCommand.inputPageUp: return .pageUp
        case KeyCommand.inputPageDown: return .pageDown
        case KeyCommand.inputHome: return .home
        case KeyCommand.inputEnd: return .end
        case KeyCommand.inputDelete: return .delete
        case KeyCommand.inputEnter, "\r", "\n": return .enter
        case KeyCommand.inputTab, "\t": return .tab
        case KeyCommand.inputBackspace, "\u{8}", "\u{7F}": return .backspace
        default:
            if input.count == 1, let character = input.first { return .character(character) }
            if input.hasPrefix("F"), let number = Int(input.dropFirst()), number > 0 { return .function(number) }
            return nil
        }
    }

    /// Whether `event` is this command's key.
    func matches(_ event: KeyEvent) -> Bool {
        guard let key = inputKey else { return false }
        if case .character(let wanted) = key, case .character(let got) = event.key {
            if event.modifiers == modifierFlags {
                // Control letters arrive in either case.
                return modifierFlags.contains(.control) ? wanted.lowercased() == got.lowercased() : wanted == got
            }
            // Shift with a letter: terminals send the capital letter without Shift.
            if modifierFlags.contains(.shift), wanted.isLetter,
               event.modifiers == modifierFlags.subtracting(.shift) {
                return got == Character(wanted.uppercased())
            }
            return false
        }
        return key == event.key && event.modifiers == modifierFlags
    }

    /// The key event a terminal sends for this command: a Shift letter as its capital
    /// without Shift. Nil for an input no terminal key sends.
    var keyEvent: KeyEvent? {
        guard let key = inputKey else { return nil }
        if case .character(let character) = key, modifierFlags.contains(.shift), character.isLetter {
            return KeyEvent(.character(Character(character.uppercased())), modifiers: modifierFlags.subtracting(.shift))
        }
        return KeyEvent(key, modifiers: modifierFlags)
    }

    /// The key as a user reads it: `Ctrl-N`, `F5`, `q`, `A` for Shift-a.
    var keyLabel: String {
        keyEvent?.description ?? input
    }
}
