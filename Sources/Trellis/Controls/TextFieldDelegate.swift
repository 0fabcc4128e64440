/// The object a ``TextField`` asks before and tells after its editing changes: UIKit's
/// `UITextFieldDelegate`. Every method is optional; the defaults allow everything.
///
/// The order of the calls: ``textFieldShouldBeginEditing(_:)`` when the field is about to
/// take the focus (false keeps it from taking it), then the previous first responder
/// resigns, then ``textFieldDidBeginEditing(_:)``. For each edit the user makes,
/// ``textField(_:shouldChangeCharactersIn:replacementString:)``, then (if it agreed) the
/// change, ``textFieldDidChangeSelection(_:)`` and the `editingChanged` actions. Return
/// asks ``textFieldShouldReturn(_:)``. Leaving asks ``textFieldShouldEndEditing(_:)``
/// (false keeps the focus), then calls ``textFieldDidEndEditing(_:reason:)``; a field that
/// is hidden or removed while editing loses the focus without being asked.
///
/// Difference from UIKit: ranges are in grapheme clusters (Swift `Character`s) as
/// `Range<Int>`, not `NSRange`s of UTF-16 units.
@MainActor
public protocol TextFieldDelegate: AnyObject {
    /// Whether the field may start editing. True by default.
    func textFieldShouldBeginEditing(_ textField: TextField) -> Bool
    /// The field started editing: it has the focus.
    func textFieldDidBeginEditing(_ textField: TextField)
    /// Whether the user's edit may replace the characters in `range` with `string`. True
    /// by default. `string` is already cleaned of control characters; for a paste longer
    /// than ``TextField/maximumInsertionLength`` it is the part that would be inserted.
    func textField(_ textField: TextField, shouldChangeCharactersIn range: Range<Int>,
                   replacementString string: String) -> Bool
    /// The selection or the caret moved, by an edit or a move.
    func textFieldDidChangeSelection(_ textField: TextField)
    /// Whether Return should do the field's action. True by default.
    func textFieldShouldReturn(_ textField: TextField) -> Bool
    /// Whether the field may stop editing. True by default; false keeps the focus.
    func textFieldShouldEndEditing(_ textField: TextField) -> Bool
    /// The field stopped editing.
    func textFieldDidEndEditing(_ textField: TextField, reason: TextField.DidEndEditingReason)
    /// Whether the clear button may empty the field. True by default.
    func textFieldShouldClear(_ textField: TextField) -> Bool
}

extension TextFieldDelegate {
    public func textFieldShouldBeginEditing(_ textField: TextField) -> Bool { true }
    public func textFieldDidBeginEditing(_ textField: TextField) {}
    public func textField(_ textField: TextField, shouldChangeCharactersIn range: Range<Int>,
                          replacementString string: String) -> Bool { true }
    public func textFieldDidChangeSelection(_ textField: TextField) {}
    public func textFieldShouldReturn(_ textField: TextField) -> Bool { true }
    public func textFieldShouldEndEditing(_ textField: TextField) -> Bool { true }
    public func textFieldDidEndEditing(_ textField: TextField, reason: TextField.DidEndEditingReason) {}
    public func textFieldShouldClear(_ textField: TextField) -> Bool { true }
}
