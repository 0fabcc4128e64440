@testable import Trellis

/// A text field delegate that writes each call into a log by a short name ("shouldBegin",
/// "didEnd(committed)"), and can refuse what a test asks it to.
@MainActor
final class TextFieldLog: TextFieldDelegate {
    var entries: [String] = []
    var refusesEnd = false
    var refusedCharacters: Set<Character> = []

    /// Logs the field's editing actions into the same log.
    func watchActions(of field: TextField) {
        let events: [(Control.Event, String)] = [
            (.editingDidBegin, "editingDidBegin"), (.editingChanged, "editingChanged"),
            (.editingDidEnd, "editingDidEnd"), (.primaryActionTriggered, "primaryActionTriggered"),
        ]
        for (event, name) in events {
            field.addAction({ [unowned self] _ in entries.append(name) }, for: event)
        }
    }

    func textFieldShouldBeginEditing(_ textField: TextField) -> Bool { entries.append("shouldBegin"); return true }
    func textFieldDidBeginEditing(_ textField: TextField) { entries.append("didBegin") }
    func textField(_ textField: TextField, shouldChangeCharactersIn range: Range<Int>,
                   replacementString string: String) -> Bool {
        entries.append("shouldChange(\(range),\"\(string)\")")
        return !string.contains(where: refusedCharacters.contains)
    }
    func textFieldDidChangeSelection(_ textField: TextField) { entries.append("didChangeSelection") }
    func textFieldShouldReturn(_ textField: TextField) -> Bool { entries.append("shouldReturn"); return true }
    func textFieldShouldEndEditing(_ textField: TextField) -> Bool { entries.append("shouldEnd"); return !refusesEnd }
    func textFieldDidEndEditing(_ textField: TextField, reason: TextField.DidEndEditingReason) {
        entries.append("didEnd(\(reason))")
    }
}
