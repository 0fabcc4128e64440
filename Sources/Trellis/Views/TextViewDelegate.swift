/// The object a ``TextView`` asks before and tells after its editing changes: UIKit's
/// `UITextViewDelegate`. Every method is optional; the defaults allow everything.
///
/// For each edit the user makes: ``textView(_:shouldChangeTextIn:replacementText:)``,
/// then (if it agreed) the change, ``textViewDidChangeSelection(_:)`` and
/// ``textViewDidChange(_:)``. Setting ``TextView/text`` in code calls none of them.
///
/// Difference from UIKit: ranges are in grapheme clusters (Swift `Character`s) as
/// `Range<Int>`, not `NSRange`s of UTF-16 units.
@MainActor
public protocol TextViewDelegate: AnyObject {
    /// Whether the view may start editing. True by default.
    func textViewShouldBeginEditing(_ textView: TextView) -> Bool
    /// The view started editing: it has the focus.
    func textViewDidBeginEditing(_ textView: TextView)
    /// Whether the user's edit may replace the characters in `range` with `text` (already
    /// cleaned of control characters; Enter is `"\n"`). True by default.
    func textView(_ textView: TextView, shouldChangeTextIn range: Range<Int>, replacementText text: String) -> Bool
    /// The selection or the caret moved, by an edit or a move.
    func textViewDidChangeSelection(_ textView: TextView)
    /// The user changed the text.
    func textViewDidChange(_ textView: TextView)
    /// Whether the view may stop editing. True by default; false keeps the focus.
    func textViewShouldEndEditing(_ textView: TextView) -> Bool
    /// The view stopped editing.
    func textViewDidEndEditing(_ textView: TextView)
}

extension TextViewDelegate {
    public func textViewShouldBeginEditing(_ textView: TextView) -> Bool { true }
    public func textViewDidBeginEditing(_ textView: TextView) {}
    public func textView(_ textView: TextView, shouldChangeTextIn range: Range<Int>,
                         replacementText text: String) -> Bool { true }
    public func textViewDidChangeSelection(_ textView: TextView) {}
    public func textViewDidChange(_ textView: TextView) {}
    public func textViewShouldEndEditing(_ textView: TextView) -> Bool { true }
    public func textViewDidEndEditing(_ textView: TextView) {}
}
